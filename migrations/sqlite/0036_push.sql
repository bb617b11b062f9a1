-- Twin of the Postgres migration. SQLite cannot change a CHECK, so the outbox is rebuilt
-- with 'push' among its channels (nothing refers to it), its indexes made again.

CREATE TABLE vapid_key (
    id          INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
    private_key TEXT NOT NULL,
    created_at  TEXT NOT NULL
) STRICT;

CREATE TABLE push_subscription (
    subscription_id TEXT NOT NULL PRIMARY KEY,
    user_id         TEXT NOT NULL REFERENCES "user" (user_id) ON DELETE CASCADE,
    endpoint        TEXT NOT NULL UNIQUE,
    p256dh          TEXT NOT NULL,
    auth            TEXT NOT NULL,
    device          TEXT NOT NULL,
    created_at      TEXT NOT NULL
) STRICT;
CREATE INDEX push_subscription_user_idx ON push_subscription (user_id);

CREATE TABLE outbox_new (
    outbox_id       TEXT NOT NULL PRIMARY KEY,
    idem_key        TEXT NOT NULL UNIQUE,
    user_id         TEXT NOT NULL REFERENCES "user" (user_id) ON DELETE CASCADE,
    game_id         TEXT REFERENCES game (game_id) ON DELETE CASCADE,
    channel         TEXT NOT NULL CHECK (channel IN ('email', 'webhook', 'push')),
    kind            TEXT NOT NULL,
    recipient       TEXT NOT NULL,
    subject         TEXT NOT NULL,
    body            TEXT NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at TEXT NOT NULL,
    claimed_until   TEXT,
    claim_token     TEXT,
    last_error      TEXT,
    created_at      TEXT NOT NULL,
    sent_at         TEXT,
    CHECK ((status = 'sent') = (sent_at IS NOT NULL))
) STRICT;
INSERT INTO outbox_new SELECT outbox_id, idem_key, user_id, game_id, channel, kind,
    recipient, subject, body, status, attempts, next_attempt_at, claimed_until,
    claim_token, last_error, created_at, sent_at FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_new RENAME TO outbox;
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX outbox_user_id_idx ON outbox (user_id, game_id, kind, created_at);

-- The digest's readers now include those with a device but no address (DIGESTS_DUE_WHERE
-- in src/store/shared.rs): the partial index follows.
DROP INDEX user_notify_digest_idx;
CREATE INDEX user_notify_digest_idx ON user_notify (user_id) WHERE email_mode = 'digest';
