-- Playing over days (Postgres): notifications through a durable outbox, optional move
-- deadlines, absences, votes to remove an absent player or cancel a stalled game.
-- Same tables and columns as the SQLite twin of this file.
--
-- Cancelled games: Postgres could simply widen the CHECK on game.status, but SQLite cannot
-- change a CHECK in place, and both stores keep one schema. So a cancellation is a row in
-- game_cancel; the stores report such a game with the status 'cancelled'
-- (docs/notifications.md).

-- The optional move deadline chosen on the invitation (and so of its game), in days per
-- move; NULL = no deadline.
ALTER TABLE invitation ADD COLUMN deadline_days integer
    CHECK (deadline_days IN (1, 2, 3, 5, 7, 14));

-- How a user wants to hear about their games. No row = the defaults (no address yet,
-- every turn by email once one is verified, no webhook, no feed).
CREATE TABLE user_notify (
    user_id                uuid PRIMARY KEY REFERENCES "user" (user_id) ON DELETE CASCADE,
    -- The verified address mails go to.
    email                  text,
    -- An address waiting for its verification link to be followed.
    pending_email          text,
    -- SHA-256 (hex) of the verification token; the token itself is only in the mail.
    email_token_hash       text UNIQUE,
    email_token_expires_at timestamptz,
    email_mode             text NOT NULL DEFAULT 'every_turn'
        CHECK (email_mode IN ('every_turn', 'digest', 'none')),
    -- Optional URL that receives a small JSON POST on "your turn".
    webhook_url            text,
    -- Random id (256 bits) in the private Atom feed's URL; NULL = no feed yet.
    feed_token             text UNIQUE,
    -- Last authenticated request (written at most once a minute per user): no mail is
    -- sent to someone who is on the site right now.
    last_seen_at           timestamptz,
    created_at             timestamptz NOT NULL
);

-- Declared absences: while one runs, the user's move deadlines are paused.
CREATE TABLE absence (
    absence_id uuid PRIMARY KEY,
    user_id    uuid NOT NULL REFERENCES "user" (user_id) ON DELETE CASCADE,
    starts_at  timestamptz NOT NULL,
    ends_at    timestamptz NOT NULL,
    created_at timestamptz NOT NULL,
    CHECK (ends_at > starts_at)
);

-- A user's absences that end after a given time (deadline pauses, the 14-in-60 rule).
CREATE INDEX absence_user_id_ends_at_idx ON absence (user_id, ends_at);

-- The notification cursor: every event of a game up to notified_seq has been turned into
-- outbox rows (or deliberately into none). The worker advances it with a compare-and-set
-- in the same transaction as those rows, so an event is handled once even when several
-- server instances share this database.
CREATE TABLE game_notify (
    game_id      uuid PRIMARY KEY REFERENCES game (game_id) ON DELETE CASCADE,
    notified_seq bigint NOT NULL CHECK (notified_seq >= 0),
    updated_at   timestamptz NOT NULL
);

-- Games that exist already have had their moves: nothing to announce about the past.
INSERT INTO game_notify (game_id, notified_seq, updated_at)
    SELECT game_id, seq, updated_at FROM game;

-- Seats voted out of a game: from then on the worker passes for them.
CREATE TABLE game_removed_seat (
    game_id    uuid NOT NULL REFERENCES game (game_id) ON DELETE CASCADE,
    seat       integer NOT NULL CHECK (seat >= 0),
    removed_at timestamptz NOT NULL,
    PRIMARY KEY (game_id, seat)
);

-- Votes: 'remove' a seat after three automatic passes in a row, or 'cancel' a stalled
-- game (target_seat = -1: the whole game). `round` ties a vote to the situation it was
-- cast in (the seq where the absent player's streak began, or the stalled game's seq),
-- so votes from an earlier situation never count towards a new one.
CREATE TABLE game_vote (
    game_id     uuid NOT NULL REFERENCES game (game_id) ON DELETE CASCADE,
    kind        text NOT NULL CHECK (kind IN ('remove', 'cancel')),
    target_seat integer NOT NULL CHECK (target_seat >= -1),
    round       bigint NOT NULL CHECK (round >= 0),
    voter_seat  integer NOT NULL CHECK (voter_seat >= 0),
    created_at  timestamptz NOT NULL,
    PRIMARY KEY (game_id, kind, target_seat, round, voter_seat)
);

-- A cancelled game (stalled, cancelled by vote). Its game row stays 'active' with its
-- log untouched; the stores read the game as 'cancelled' and refuse further moves.
CREATE TABLE game_cancel (
    game_id      uuid PRIMARY KEY REFERENCES game (game_id) ON DELETE CASCADE,
    reason       text NOT NULL CHECK (reason IN ('stalled')),
    cancelled_at timestamptz NOT NULL
);

-- The durable outbox: every mail and webhook call is a row first and is delivered by the
-- worker afterwards (retries with backoff; nothing lost on a restart). Workers of several
-- instances claim due rows with FOR UPDATE SKIP LOCKED.
CREATE TABLE outbox (
    outbox_id       uuid PRIMARY KEY,
    -- What the row is about, e.g. 'turn:<game>:<seq>:<user>:email': deriving the same
    -- notification twice inserts nothing the second time.
    idem_key        text NOT NULL UNIQUE,
    user_id         uuid NOT NULL REFERENCES "user" (user_id) ON DELETE CASCADE,
    game_id         uuid REFERENCES game (game_id) ON DELETE CASCADE,
    channel         text NOT NULL CHECK (channel IN ('email', 'webhook')),
    -- 'turn', 'started', 'ended', 'digest', 'verify'.
    kind            text NOT NULL,
    -- The address or URL.
    recipient       text NOT NULL,
    subject         text NOT NULL,
    -- Mail text, or the webhook's JSON.
    body            text NOT NULL,
    status          text NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts        integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at timestamptz NOT NULL,
    -- A worker that claimed the row owns it until then (a lease: after a crash the row
    -- becomes due again), proven by claim_token when it reports back.
    claimed_until   timestamptz,
    claim_token     text,
    last_error      text,
    created_at      timestamptz NOT NULL,
    sent_at         timestamptz,
    CHECK ((status = 'sent') = (sent_at IS NOT NULL))
);

-- Due rows, oldest first (partial: sent and failed rows are history).
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending';
-- "At most one turn mail per game per hour" and a user's recent notifications.
CREATE INDEX outbox_user_id_idx ON outbox (user_id, game_id, kind, created_at);
