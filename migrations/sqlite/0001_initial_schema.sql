-- Initial schema of Mai Pen Rai for SQLite.
--
-- Storage conventions (kept identical by both store implementations, see docs/storage.md):
-- * ids are UUIDs stored as lowercase hyphenated TEXT;
-- * times are UTC RFC 3339 TEXT with exactly six fractional digits
--   ("2025-01-02T03:04:05.123456Z"), so that text order is time order and comparisons
--   such as `expires_at > $now` work on the text;
-- * JSON is stored as TEXT, written and read by the application (serde_json);
-- * STRICT tables so SQLite refuses a value of the wrong type instead of storing it.
-- The table name "user" is quoted everywhere because it is a reserved word in Postgres and
-- the SQL of both stores is kept alike.

-- People who can log in.
CREATE TABLE "user" (
    user_id       TEXT NOT NULL PRIMARY KEY,
    -- As typed at registration, shown to people.
    username      TEXT NOT NULL,
    -- The username lowercased by the application (Unicode-aware, unlike SQLite's lower()):
    -- its unique index makes names unique case-insensitively and serves the login lookup.
    username_key  TEXT NOT NULL,
    -- argon2id PHC string.
    password_hash TEXT NOT NULL,
    created_at    TEXT NOT NULL
) STRICT;

CREATE UNIQUE INDEX user_username_key_idx ON "user" (username_key);

-- Browser sessions and API tokens. Only a hash of the token is stored, so a leaked
-- database does not leak usable credentials.
CREATE TABLE session (
    token_hash TEXT NOT NULL PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('web', 'api')),
    user_id    TEXT NOT NULL REFERENCES "user" (user_id) ON DELETE CASCADE,
    -- Per-session secret that state-changing forms must echo back.
    csrf_token TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL
) STRICT;

-- Sessions of a user: the foreign key, and the purge of the user's expired sessions
-- whenever they log in again (per user, so concurrent logins of different people never
-- touch the same rows).
CREATE INDEX session_user_id_idx ON session (user_id);

-- An invitation to a game: the creator takes the first seat, others join through the
-- link with the unguessable code; filling the last seat starts the game.
CREATE TABLE invitation (
    invitation_id TEXT NOT NULL PRIMARY KEY,
    code          TEXT NOT NULL UNIQUE,
    -- Game slug, e.g. 'king-of-siam'.
    game          TEXT NOT NULL,
    -- GameOptions as JSON (board, players, hands).
    options       TEXT NOT NULL,
    note          TEXT NOT NULL,
    creator_id    TEXT NOT NULL REFERENCES "user" (user_id),
    status        TEXT NOT NULL CHECK (status IN ('open', 'started', 'cancelled')),
    -- SQLite accepts a reference to a table created further down.
    game_id       TEXT REFERENCES game (game_id),
    created_at    TEXT NOT NULL,
    -- A started invitation always points at its game, and only a started one does.
    CHECK ((status = 'started') = (game_id IS NOT NULL))
) STRICT;

-- Who sits at an invitation. The rowid alias invitation_seat_id records the joining order
-- (the game's seats are a permutation of it); it stays increasing after a leave because
-- SQLite hands out max(rowid) + 1.
CREATE TABLE invitation_seat (
    invitation_seat_id INTEGER NOT NULL PRIMARY KEY,
    invitation_id      TEXT NOT NULL REFERENCES invitation (invitation_id) ON DELETE CASCADE,
    user_id            TEXT NOT NULL REFERENCES "user" (user_id),
    -- The creation time of the row.
    joined_at          TEXT NOT NULL,
    UNIQUE (invitation_id, user_id)
) STRICT;

-- Open invitations of a user: the creator always has a seat, so seats find them all.
CREATE INDEX invitation_seat_user_id_idx ON invitation_seat (user_id, invitation_id);

-- A game's current standing, kept up to date on every appended event; the truth is the
-- event log in game_event.
CREATE TABLE game (
    game_id       TEXT NOT NULL PRIMARY KEY,
    game          TEXT NOT NULL,
    -- UNIQUE: an invitation starts at most one game, whatever races happen.
    invitation_id TEXT NOT NULL UNIQUE REFERENCES invitation (invitation_id),
    -- Copy of the invitation's options (JSON).
    options       TEXT NOT NULL,
    status        TEXT NOT NULL CHECK (status IN ('active', 'finished')),
    -- Seat to move while active, NULL once finished.
    to_move_seat  INTEGER CHECK (to_move_seat >= 0),
    -- seq of the newest event in game_event.
    seq           INTEGER NOT NULL CHECK (seq >= 0),
    -- When the newest event was appended ("waiting longest" ordering).
    updated_at    TEXT NOT NULL,
    created_at    TEXT NOT NULL,
    finished_at   TEXT,
    CHECK ((status = 'finished') = (finished_at IS NOT NULL))
) STRICT;

-- Finished games of everyone, newest first (partial: only finished games are listed).
CREATE INDEX game_finished_at_idx ON game (finished_at DESC, game_id DESC)
    WHERE status = 'finished';

-- Who plays which seat (0-based).
CREATE TABLE game_player (
    game_id    TEXT NOT NULL REFERENCES game (game_id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL CHECK (seat >= 0),
    user_id    TEXT NOT NULL REFERENCES "user" (user_id),
    created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
) STRICT;

-- Games of a user.
CREATE INDEX game_player_user_id_idx ON game_player (user_id, game_id);

-- The append-only event log: seq 0 is the explicit setup, every later seq one move.
-- The primary key (game_id, seq) is the backstop that lets exactly one of two racing
-- submissions of the same move win. WITHOUT ROWID stores the table in primary-key order,
-- so one game's events sit together and load with a single range scan.
CREATE TABLE game_event (
    game_id    TEXT NOT NULL REFERENCES game (game_id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL CHECK (seq >= 0),
    -- The event as JSON; the store never interprets it.
    event      TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
) STRICT, WITHOUT ROWID;
