-- Twin of the Postgres migration: what the rating worker decided for each handled game.
ALTER TABLE rated_game ADD COLUMN verdict TEXT NOT NULL DEFAULT 'before';
ALTER TABLE rated_game ADD COLUMN game TEXT;
ALTER TABLE rated_game ADD COLUMN pool TEXT;
CREATE INDEX rated_game_counted_idx ON rated_game (game, pool) WHERE verdict = 'counted';
