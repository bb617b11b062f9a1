-- Twin of the Postgres migration: resignations, beside the log.
CREATE TABLE game_resignation (
    game_id     TEXT NOT NULL REFERENCES game (game_id),
    seat        INTEGER NOT NULL,
    resigned_at TEXT NOT NULL,
    PRIMARY KEY (game_id, seat)
) STRICT;
