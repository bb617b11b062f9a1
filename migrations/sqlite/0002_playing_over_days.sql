-- Playing over days (SQLite): notifications through a durable outbox, optional move
-- deadlines, absences, votes to remove an absent player or cancel a stalled game.
-- Same conventions as 0001 (TEXT ids and six-digit UTC times, STRICT tables); the Postgres
-- twin of this file has the same tables and columns.
--
-- Cancelled games: the CHECK on game.status cannot be changed in place in SQLite, and
-- rebuilding the game table would mean dropping a table that game_player, game_event and
-- invitation reference (with foreign keys on, dropping it would cascade into the event
-- logs). So a cancellation is a row in game_cancel instead, in both databases; the stores
-- report such a game with the status 'cancelled' (docs/notifications.md).

-- The optional move deadline chosen on the invitation (and so of its game), in days per
-- move; NULL = no deadline.
ALTER TABLE invitation ADD COLUMN deadline_days INTEGER
    CHECK (deadline_days IN (1, 2, 3, 5, 7, 14));

-- How a user wants to hear about their games. No row = the defaults (no address yet,
-- every turn by email once one is verified, no webhook, no feed).
CREATE TABLE user_notify (
    user_id                TEXT NOT NULL PRIMARY KEY REFERENCES "user" (user_id) ON DELETE CASCADE,
    -- The verified address mails go to.
    email                  TEXT,
    -- An address waiting for its verification link to be followed.
    pending_email          TEXT,
    -- SHA-256 (hex) of the verification token; the token itself is only in the mail.
    email_token_hash       TEXT UNIQUE,
    email_token_expires_at TEXT,
    email_mode             TEXT NOT NULL DEFAULT 'every_turn'
        CHECK (email_mode IN ('every_turn', 'digest', 'none')),
    -- Optional URL that receives a small JSON POST on "your turn".
    webhook_url            TEXT,
    -- Random id (256 bits) in the private Atom feed's URL; NULL = no feed yet.
    feed_token             TEXT UNIQUE,
    -- Last authenticated request (written at most once a minute per user): no mail is
    -- sent to someone who is on the site right now.
    last_seen_at           TEXT,
    created_at             TEXT NOT NULL
) STRICT;

-- Declared absences: while one runs, the user's move deadlines are paused.
CREATE TABLE absence (
    absence_id TEXT NOT NULL PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES "user" (user_id) ON DELETE CASCADE,
    starts_at  TEXT NOT NULL,
    ends_at    TEXT NOT NULL,
    created_at TEXT NOT NULL,
    CHECK (ends_at > starts_at)
) STRICT;

-- A user's absences that end after a given time (deadline pauses, the 14-in-60 rule).
CREATE INDEX absence_user_id_ends_at_idx ON absence (user_id, ends_at);

-- The notification cursor: every event of a game up to notified_seq has been turned into
-- outbox rows (or deliberately into none). The worker advances it with a compare-and-set
-- in the same transaction as those rows, so an event is handled once.
CREATE TABLE game_notify (
    game_id      TEXT NOT NULL PRIMARY KEY REFERENCES game (game_id) ON DELETE CASCADE,
    notified_seq INTEGER NOT NULL CHECK (notified_seq >= 0),
    updated_at   TEXT NOT NULL
) STRICT;

-- Games that exist already have had their moves: nothing to announce about the past.
INSERT INTO game_notify (game_id, notified_seq, updated_at)
    SELECT game_id, seq, updated_at FROM game;

-- Seats voted out of a game: from then on the worker passes for them.
CREATE TABLE game_removed_seat (
    game_id    TEXT NOT NULL REFERENCES game (game_id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL CHECK (seat >= 0),
    removed_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
) STRICT;

-- Votes: 'remove' a seat after three automatic passes in a row, or 'cancel' a stalled
-- game (target_seat = -1: the whole game). `round` ties a vote to the situation it was
-- cast in (the seq where the absent player's streak began, or the stalled game's seq),
-- so votes from an earlier situation never count towards a new one.
CREATE TABLE game_vote (
    game_id     TEXT NOT NULL REFERENCES game (game_id) ON DELETE CASCADE,
    kind        TEXT NOT NULL CHECK (kind IN ('remove', 'cancel')),
    target_seat INTEGER NOT NULL CHECK (target_seat >= -1),
    round       INTEGER NOT NULL CHECK (round >= 0),
    voter_seat  INTEGER NOT NULL CHECK (voter_seat >= 0),
    created_at  TEXT NOT NULL,
    PRIMARY KEY (game_id, kind, target_seat, round, voter_seat)
) STRICT;

-- A cancelled game (stalled, cancelled by vote). Its game row stays 'active' with its
-- log untouched; the stores read the game as 'cancelled' and refuse further moves.
CREATE TABLE game_cancel (
    game_id      TEXT NOT NULL PRIMARY KEY REFERENCES game (game_id) ON DELETE CASCADE,
    reason       TEXT NOT NULL CHECK (reason IN ('stalled')),
    cancelled_at TEXT NOT NULL
) STRICT;

-- The durable outbox: every mail and webhook call is a row first and is delivered by the
-- worker afterwards (retries with backoff; nothing lost on a restart).
CREATE TABLE outbox (
    outbox_id       TEXT NOT NULL PRIMARY KEY,
    -- What the row is about, e.g. 'turn:<game>:<seq>:<user>:email': deriving the same
    -- notification twice inserts nothing the second time.
    idem_key        TEXT NOT NULL UNIQUE,
    user_id         TEXT NOT NULL REFERENCES "user" (user_id) ON DELETE CASCADE,
    game_id         TEXT REFERENCES game (game_id) ON DELETE CASCADE,
    channel         TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
    -- 'turn', 'started', 'ended', 'digest', 'verify'.
    kind            TEXT NOT NULL,
    -- The address or URL.
    recipient       TEXT NOT NULL,
    subject         TEXT NOT NULL,
    -- Mail text, or the webhook's JSON.
    body            TEXT NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    next_attempt_at TEXT NOT NULL,
    -- A worker that claimed the row owns it until then (a lease: after a crash the row
    -- becomes due again), proven by claim_token when it reports back.
    claimed_until   TEXT,
    claim_token     TEXT,
    last_error      TEXT,
    created_at      TEXT NOT NULL,
    sent_at         TEXT,
    CHECK ((status = 'sent') = (sent_at IS NOT NULL))
) STRICT;

-- Due rows, oldest first (partial: sent and failed rows are history).
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending';
-- "At most one turn mail per game per hour" and a user's recent notifications.
CREATE INDEX outbox_user_id_idx ON outbox (user_id, game_id, kind, created_at);
