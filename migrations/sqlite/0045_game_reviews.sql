-- Twin of the Postgres migration: the computer's reviews of finished games (issue 44).
CREATE TABLE game_review (
    game_id     TEXT PRIMARY KEY REFERENCES game (game_id) ON DELETE CASCADE,
    version     INTEGER NOT NULL,
    asked_by    TEXT REFERENCES "user" (user_id) ON DELETE SET NULL,
    asked_at    TEXT NOT NULL,
    done_at     TEXT,
    asked_again INTEGER NOT NULL DEFAULT 0
) STRICT;
CREATE INDEX game_review_waiting_idx ON game_review (asked_at) WHERE done_at IS NULL;
CREATE TABLE game_review_step (
    game_id         TEXT NOT NULL REFERENCES game_review (game_id) ON DELETE CASCADE,
    step            INTEGER NOT NULL,
    seat            INTEGER NOT NULL,
    played          TEXT NOT NULL,
    preferred       TEXT NOT NULL,
    played_value    REAL NOT NULL,
    preferred_value REAL NOT NULL,
    iterations      INTEGER NOT NULL,
    PRIMARY KEY (game_id, step)
) STRICT;
ALTER TABLE "user" ADD COLUMN hide_reviews INTEGER NOT NULL DEFAULT 0;
