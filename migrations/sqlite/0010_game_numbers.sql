-- Twin of the Postgres migration: a short number for every game ("Game 42"), in the order
-- the games started. A new game takes the largest number plus one, in the start's
-- transaction (SQLite has one writer, so two starts never take the same number).
ALTER TABLE game ADD COLUMN number INTEGER NOT NULL DEFAULT 0;
UPDATE game SET number = n.number
  FROM (SELECT game_id, row_number() OVER (ORDER BY created_at, game_id) AS number FROM game) AS n
 WHERE n.game_id = game.game_id;
CREATE UNIQUE INDEX game_number_idx ON game (number);
