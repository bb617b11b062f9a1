-- The computer's reviews of finished games (issue 44, docs/computer-players.md): derived
-- data, kept apart from the event log and computed again when the reviewer changes.
-- One row per reviewed game: the reviewer's version (`bots::review::VERSION`), who asked
-- and when, and when the last decision was reviewed (NULL: waiting or under way).
CREATE TABLE game_review (
    game_id     uuid PRIMARY KEY REFERENCES game (game_id) ON DELETE CASCADE,
    version     integer NOT NULL,
    asked_by    uuid REFERENCES "user" (user_id) ON DELETE SET NULL,
    asked_at    timestamptz NOT NULL,
    done_at     timestamptz,
    -- A player asked again after the reviewer changed (allowed once per game).
    asked_again boolean NOT NULL DEFAULT false
);
CREATE INDEX game_review_waiting_idx ON game_review (asked_at) WHERE done_at IS NULL;
-- One row per reviewed decision (step: the 1-based move number; the platform's own moves
-- have none): both moves in the game's notation, the seat's estimates after each (its
-- chance to win, or its expected share of a win) and the iterations searched.
CREATE TABLE game_review_step (
    game_id         uuid NOT NULL REFERENCES game_review (game_id) ON DELETE CASCADE,
    step            integer NOT NULL,
    seat            integer NOT NULL,
    played          text NOT NULL,
    preferred       text NOT NULL,
    played_value    double precision NOT NULL,
    preferred_value double precision NOT NULL,
    iterations      integer NOT NULL,
    PRIMARY KEY (game_id, step)
);
-- A player may keep the reviews of their own decisions to themselves (settings).
ALTER TABLE "user" ADD COLUMN hide_reviews boolean NOT NULL DEFAULT false;
