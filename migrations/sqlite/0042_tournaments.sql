-- Tournaments played over days (issue 43, docs/tournaments.md). Twin of the Postgres
-- migration. A tournament's games are ordinary games, each started from an invitation
-- that the pairing writes already full; `tournament_seat` says where everyone sits in
-- each round.
CREATE TABLE tournament (
    tournament_id TEXT NOT NULL PRIMARY KEY,
    -- Unguessable code of the link `/tournaments/<code>`.
    code          TEXT NOT NULL UNIQUE,
    name          TEXT NOT NULL,
    game          TEXT NOT NULL,
    -- GameOptions of every table as JSON; `players` is the table size.
    options       TEXT NOT NULL,
    format        TEXT NOT NULL CHECK (format IN ('swiss', 'round_robin', 'elimination')),
    -- Swiss: the number of rounds. Round robin and elimination: NULL (the pairing decides).
    rounds        INTEGER CHECK (rounds > 0),
    -- Elimination: the sides of each table that go on. Round robin in groups: the players
    -- of each group that go on to the final.
    advance       INTEGER NOT NULL CHECK (advance > 0),
    -- Round robin: the number of groups (1: everyone in one group).
    group_count   INTEGER NOT NULL DEFAULT 1 CHECK (group_count >= 1),
    -- Round robin: the whole schedule, made at the start (JSON: for each round, its tables
    -- and byes as seed numbers).
    plan          TEXT NOT NULL DEFAULT '[]',
    min_players   INTEGER NOT NULL CHECK (min_players >= 2),
    max_players   INTEGER NOT NULL CHECK (max_players >= min_players),
    -- Days per move in its games, and days per round.
    deadline_days INTEGER NOT NULL CHECK (deadline_days > 0),
    round_days    INTEGER NOT NULL CHECK (round_days > 0),
    -- Listed on the tournaments page (public) or joined by link only (private).
    listed        INTEGER NOT NULL CHECK (listed IN (0, 1)),
    organiser_id  TEXT NOT NULL REFERENCES "user" (user_id),
    status        TEXT NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    -- When the sign-up closes and round 1 starts (the organiser may start earlier).
    starts_at     TEXT NOT NULL,
    created_at    TEXT NOT NULL,
    started_at    TEXT,
    finished_at   TEXT
) STRICT;

CREATE INDEX tournament_status_idx ON tournament (status, starts_at);

-- Who entered, in the order they did; `seed` is their place in the seed order, fixed at
-- the start (0 the best).
CREATE TABLE tournament_entrant (
    tournament_id TEXT NOT NULL REFERENCES tournament (tournament_id) ON DELETE CASCADE,
    user_id       TEXT NOT NULL REFERENCES "user" (user_id),
    joined_at     TEXT NOT NULL,
    seed          INTEGER CHECK (seed >= 0),
    withdrawn_at  TEXT,
    PRIMARY KEY (tournament_id, user_id)
) STRICT;

CREATE INDEX tournament_entrant_user_idx ON tournament_entrant (user_id, tournament_id);

-- A round, written with all its tables in one transaction: the primary key lets exactly
-- one of two instances pairing the same round win.
CREATE TABLE tournament_round (
    tournament_id TEXT NOT NULL REFERENCES tournament (tournament_id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round >= 1),
    started_at    TEXT NOT NULL,
    deadline_at   TEXT NOT NULL,
    -- The organiser may extend a round's deadline once.
    extended      INTEGER NOT NULL DEFAULT 0 CHECK (extended IN (0, 1)),
    finished_at   TEXT,
    PRIMARY KEY (tournament_id, round)
) STRICT;

-- Where each entrant sits in a round: at a table (its game), with a bye, or kept from an
-- unplayed meeting. `points` (in halves) and `place` are written when the round ends,
-- a bye's at once.
CREATE TABLE tournament_seat (
    tournament_id TEXT NOT NULL,
    round         INTEGER NOT NULL,
    user_id       TEXT NOT NULL REFERENCES "user" (user_id),
    kind          TEXT NOT NULL CHECK (kind IN ('table', 'bye', 'unplayed')),
    table_no      INTEGER CHECK (table_no >= 0),
    game_id       TEXT REFERENCES game (game_id),
    -- Unplayed: the other entrant of the meeting.
    opponent_id   TEXT REFERENCES "user" (user_id),
    -- At a table: the side (0-based, the game's sides) and its place.
    side          INTEGER CHECK (side >= 0),
    place         INTEGER CHECK (place >= 1),
    points        INTEGER CHECK (points >= 0),
    PRIMARY KEY (tournament_id, round, user_id),
    FOREIGN KEY (tournament_id, round) REFERENCES tournament_round (tournament_id, round)
        ON DELETE CASCADE,
    CHECK ((kind = 'table') = (game_id IS NOT NULL AND table_no IS NOT NULL)),
    CHECK ((kind = 'unplayed') = (opponent_id IS NOT NULL))
) STRICT;

CREATE INDEX tournament_seat_game_idx ON tournament_seat (game_id) WHERE game_id IS NOT NULL;

-- A tournament game still running at its round's deadline ends there: cancelled with the
-- reason 'deadline', its players placed by the game's ranking of the position then.
-- SQLite cannot change a CHECK, so game_cancel is rebuilt (nothing refers to it).
CREATE TABLE game_cancel_new (
    game_id      TEXT NOT NULL PRIMARY KEY REFERENCES game (game_id) ON DELETE CASCADE,
    reason       TEXT NOT NULL CHECK (reason IN ('stalled', 'abandoned', 'deadline')),
    cancelled_at TEXT NOT NULL
) STRICT;
INSERT INTO game_cancel_new SELECT game_id, reason, cancelled_at FROM game_cancel;
DROP TABLE game_cancel;
ALTER TABLE game_cancel_new RENAME TO game_cancel;
