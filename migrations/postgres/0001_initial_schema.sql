-- Initial schema of Mai Pen Rai for Postgres.
--
-- Storage conventions (kept identical by both store implementations, see docs/storage.md):
-- ids are native uuid, times timestamptz (microseconds, UTC), JSON jsonb.
-- The table name "user" is quoted everywhere because it is a reserved word in Postgres.

-- People who can log in.
CREATE TABLE "user" (
    user_id       uuid PRIMARY KEY,
    -- As typed at registration, shown to people.
    username      text NOT NULL,
    -- The username lowercased by the application (the same Unicode lowercasing as the
    -- SQLite store): its unique index makes names unique case-insensitively and serves the
    -- login lookup.
    username_key  text NOT NULL,
    -- argon2id PHC string.
    password_hash text NOT NULL,
    created_at    timestamptz NOT NULL
);

CREATE UNIQUE INDEX user_username_key_idx ON "user" (username_key);

-- Browser sessions and API tokens. Only a hash of the token is stored, so a leaked
-- database does not leak usable credentials.
CREATE TABLE session (
    token_hash text PRIMARY KEY,
    kind       text NOT NULL CHECK (kind IN ('web', 'api')),
    user_id    uuid NOT NULL REFERENCES "user" (user_id) ON DELETE CASCADE,
    -- Per-session secret that state-changing forms must echo back.
    csrf_token text NOT NULL,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL
);

-- Sessions of a user: the foreign key, and the purge of the user's expired sessions
-- whenever they log in again (per user, so concurrent logins of different people never
-- touch the same rows).
CREATE INDEX session_user_id_idx ON session (user_id);

-- An invitation to a game: the creator takes the first seat, others join through the
-- link with the unguessable code; filling the last seat starts the game. Joins lock this
-- row (SELECT ... FOR UPDATE), which serialises them per invitation.
CREATE TABLE invitation (
    invitation_id uuid PRIMARY KEY,
    code          text NOT NULL UNIQUE,
    -- Game slug, e.g. 'king-of-siam'.
    game          text NOT NULL,
    -- GameOptions (board, players, hands).
    options       jsonb NOT NULL,
    note          text NOT NULL,
    creator_id    uuid NOT NULL REFERENCES "user" (user_id),
    status        text NOT NULL CHECK (status IN ('open', 'started', 'cancelled')),
    -- References game; the constraint is added below, once that table exists.
    game_id       uuid,
    created_at    timestamptz NOT NULL,
    -- A started invitation always points at its game, and only a started one does.
    CHECK ((status = 'started') = (game_id IS NOT NULL))
);

-- Who sits at an invitation. invitation_seat_id records the joining order (the game's
-- seats are a permutation of it); joins are serialised by the invitation's row lock, so
-- the identity values of one invitation increase in joining order.
CREATE TABLE invitation_seat (
    invitation_seat_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    invitation_id      uuid NOT NULL REFERENCES invitation (invitation_id) ON DELETE CASCADE,
    user_id            uuid NOT NULL REFERENCES "user" (user_id),
    -- The creation time of the row.
    joined_at          timestamptz NOT NULL,
    UNIQUE (invitation_id, user_id)
);

-- Open invitations of a user: the creator always has a seat, so seats find them all.
CREATE INDEX invitation_seat_user_id_idx ON invitation_seat (user_id, invitation_id);

-- A game's current standing, kept up to date on every appended event; the truth is the
-- event log in game_event. Appends lock this row (SELECT ... FOR UPDATE).
CREATE TABLE game (
    game_id       uuid PRIMARY KEY,
    game          text NOT NULL,
    -- UNIQUE: an invitation starts at most one game, whatever races happen.
    invitation_id uuid NOT NULL UNIQUE REFERENCES invitation (invitation_id),
    -- Copy of the invitation's options.
    options       jsonb NOT NULL,
    status        text NOT NULL CHECK (status IN ('active', 'finished')),
    -- Seat to move while active, NULL once finished.
    to_move_seat  integer CHECK (to_move_seat >= 0),
    -- seq of the newest event in game_event.
    seq           bigint NOT NULL CHECK (seq >= 0),
    -- When the newest event was appended ("waiting longest" ordering).
    updated_at    timestamptz NOT NULL,
    created_at    timestamptz NOT NULL,
    finished_at   timestamptz,
    CHECK ((status = 'finished') = (finished_at IS NOT NULL))
);

ALTER TABLE invitation
    ADD CONSTRAINT invitation_game_id_fkey FOREIGN KEY (game_id) REFERENCES game (game_id);

-- Finished games of everyone, newest first (partial: only finished games are listed).
CREATE INDEX game_finished_at_idx ON game (finished_at DESC, game_id DESC)
    WHERE status = 'finished';

-- Who plays which seat (0-based).
CREATE TABLE game_player (
    game_id    uuid NOT NULL REFERENCES game (game_id) ON DELETE CASCADE,
    seat       integer NOT NULL CHECK (seat >= 0),
    user_id    uuid NOT NULL REFERENCES "user" (user_id),
    created_at timestamptz NOT NULL,
    PRIMARY KEY (game_id, seat)
);

-- Games of a user.
CREATE INDEX game_player_user_id_idx ON game_player (user_id, game_id);

-- The append-only event log: seq 0 is the explicit setup, every later seq one move.
-- The primary key (game_id, seq) is the backstop that lets exactly one of two racing
-- submissions of the same move win; its index also serves loading one game in seq order.
CREATE TABLE game_event (
    game_id    uuid NOT NULL REFERENCES game (game_id) ON DELETE CASCADE,
    seq        bigint NOT NULL CHECK (seq >= 0),
    -- The event; the store never interprets it.
    event      jsonb NOT NULL,
    created_at timestamptz NOT NULL,
    PRIMARY KEY (game_id, seq)
);
