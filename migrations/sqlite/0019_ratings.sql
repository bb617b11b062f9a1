-- Twin of the Postgres migration: ratings, and the finished games already handled.
CREATE TABLE rating (
    user_id     TEXT NOT NULL REFERENCES "user" (user_id),
    game        TEXT NOT NULL,
    pool        TEXT NOT NULL,
    rating      REAL NOT NULL,
    uncertainty REAL NOT NULL,
    games       INTEGER NOT NULL,
    updated_at  TEXT NOT NULL,
    PRIMARY KEY (user_id, game, pool)
) STRICT;
CREATE INDEX rating_board_idx ON rating (game, pool);

CREATE TABLE rated_game (
    game_id  TEXT NOT NULL PRIMARY KEY REFERENCES game (game_id),
    rated_at TEXT NOT NULL
) STRICT;
INSERT INTO rated_game (game_id, rated_at)
    SELECT game_id, strftime('%Y-%m-%dT%H:%M:%S.000000Z', 'now') FROM game WHERE status = 'finished';
