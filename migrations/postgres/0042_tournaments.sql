-- Tournaments played over days (issue 43, docs/tournaments.md). A tournament's games are
-- ordinary games, each started from an invitation that the pairing writes already full;
-- `tournament_seat` says where everyone sits in each round.
CREATE TABLE tournament (
    tournament_id uuid PRIMARY KEY,
    -- Unguessable code of the link `/tournaments/<code>`.
    code          text NOT NULL UNIQUE,
    name          text NOT NULL,
    game          text NOT NULL,
    -- GameOptions of every table as JSON; `players` is the table size.
    options       jsonb NOT NULL,
    format        text NOT NULL CHECK (format IN ('swiss', 'round_robin', 'elimination')),
    -- Swiss: the number of rounds. Round robin and elimination: NULL (the pairing decides).
    rounds        integer CHECK (rounds > 0),
    -- Elimination: the sides of each table that go on. Round robin in groups: the players
    -- of each group that go on to the final.
    advance       integer NOT NULL CHECK (advance > 0),
    -- Round robin: the number of groups (1: everyone in one group).
    group_count   integer NOT NULL DEFAULT 1 CHECK (group_count >= 1),
    -- Round robin: the whole schedule, made at the start (JSON: for each round, its tables
    -- and byes as seed numbers).
    plan          jsonb NOT NULL DEFAULT '[]',
    min_players   integer NOT NULL CHECK (min_players >= 2),
    max_players   integer NOT NULL CHECK (max_players >= min_players),
    -- Days per move in its games, and days per round.
    deadline_days integer NOT NULL CHECK (deadline_days > 0),
    round_days    integer NOT NULL CHECK (round_days > 0),
    -- Listed on the tournaments page (public) or joined by link only (private).
    listed        boolean NOT NULL,
    organiser_id  uuid NOT NULL REFERENCES "user" (user_id),
    status        text NOT NULL CHECK (status IN ('signup', 'running', 'finished', 'cancelled')),
    -- When the sign-up closes and round 1 starts (the organiser may start earlier).
    starts_at     timestamptz NOT NULL,
    created_at    timestamptz NOT NULL,
    started_at    timestamptz,
    finished_at   timestamptz
);

CREATE INDEX tournament_status_idx ON tournament (status, starts_at);

-- Who entered, in the order they did; `seed` is their place in the seed order, fixed at
-- the start (0 the best).
CREATE TABLE tournament_entrant (
    tournament_id uuid NOT NULL REFERENCES tournament (tournament_id) ON DELETE CASCADE,
    user_id       uuid NOT NULL REFERENCES "user" (user_id),
    joined_at     timestamptz NOT NULL,
    seed          integer CHECK (seed >= 0),
    withdrawn_at  timestamptz,
    PRIMARY KEY (tournament_id, user_id)
);

CREATE INDEX tournament_entrant_user_idx ON tournament_entrant (user_id, tournament_id);

-- A round, written with all its tables in one transaction: the primary key lets exactly
-- one of two instances pairing the same round win.
CREATE TABLE tournament_round (
    tournament_id uuid NOT NULL REFERENCES tournament (tournament_id) ON DELETE CASCADE,
    round         integer NOT NULL CHECK (round >= 1),
    started_at    timestamptz NOT NULL,
    deadline_at   timestamptz NOT NULL,
    -- The organiser may extend a round's deadline once.
    extended      boolean NOT NULL DEFAULT false,
    finished_at   timestamptz,
    PRIMARY KEY (tournament_id, round)
);

-- Where each entrant sits in a round: at a table (its game), with a bye, or kept from an
-- unplayed meeting. `points` (in halves) and `place` are written when the round ends,
-- a bye's at once.
CREATE TABLE tournament_seat (
    tournament_id uuid NOT NULL,
    round         integer NOT NULL,
    user_id       uuid NOT NULL REFERENCES "user" (user_id),
    kind          text NOT NULL CHECK (kind IN ('table', 'bye', 'unplayed')),
    table_no      integer CHECK (table_no >= 0),
    game_id       uuid REFERENCES game (game_id),
    -- Unplayed: the other entrant of the meeting.
    opponent_id   uuid REFERENCES "user" (user_id),
    -- At a table: the side (0-based, the game's sides) and its place.
    side          integer CHECK (side >= 0),
    place         integer CHECK (place >= 1),
    points        integer CHECK (points >= 0),
    PRIMARY KEY (tournament_id, round, user_id),
    FOREIGN KEY (tournament_id, round) REFERENCES tournament_round (tournament_id, round)
        ON DELETE CASCADE,
    CHECK ((kind = 'table') = (game_id IS NOT NULL AND table_no IS NOT NULL)),
    CHECK ((kind = 'unplayed') = (opponent_id IS NOT NULL))
);

CREATE INDEX tournament_seat_game_idx ON tournament_seat (game_id) WHERE game_id IS NOT NULL;

-- A tournament game still running at its round's deadline ends there: cancelled with the
-- reason 'deadline', its players placed by the game's ranking of the position then.
ALTER TABLE game_cancel DROP CONSTRAINT game_cancel_reason_check;
ALTER TABLE game_cancel ADD CONSTRAINT game_cancel_reason_check
    CHECK (reason IN ('stalled', 'abandoned', 'deadline'));
