-- Ratings (docs/social.md): one row per player, game and rating pool (the game says which
-- player counts share a pool), written by the background worker once per finished rated
-- game. rated_game marks every finished game the worker has handled, rated or casual, so
-- that no game counts twice after a crash or with several instances.
CREATE TABLE rating (
    user_id     uuid NOT NULL REFERENCES "user" (user_id),
    game        text NOT NULL,
    pool        text NOT NULL,
    rating      double precision NOT NULL,
    uncertainty double precision NOT NULL,
    games       integer NOT NULL,
    updated_at  timestamptz NOT NULL,
    PRIMARY KEY (user_id, game, pool)
);
CREATE INDEX rating_board_idx ON rating (game, pool);

CREATE TABLE rated_game (
    game_id  uuid PRIMARY KEY REFERENCES game (game_id),
    rated_at timestamptz NOT NULL
);
-- The games finished before ratings existed were all casual.
INSERT INTO rated_game (game_id, rated_at) SELECT game_id, now() FROM game WHERE status = 'finished';
