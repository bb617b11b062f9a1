-- A short number for every game ("Game 42"), so that players can tell their games apart
-- and name them to each other. Numbered in the order the games started; new games take
-- the next number from a sequence (the SQLite twin takes the largest number plus one in
-- its single writer's transaction).
CREATE SEQUENCE game_number_seq;
ALTER TABLE game ADD COLUMN number bigint;
UPDATE game g SET number = n.number
  FROM (SELECT game_id, row_number() OVER (ORDER BY created_at, game_id) AS number FROM game) n
 WHERE n.game_id = g.game_id;
SELECT setval('game_number_seq', COALESCE((SELECT max(number) FROM game), 0) + 1, false);
ALTER TABLE game ALTER COLUMN number SET DEFAULT nextval('game_number_seq'),
                 ALTER COLUMN number SET NOT NULL;
ALTER SEQUENCE game_number_seq OWNED BY game.number;
CREATE UNIQUE INDEX game_number_idx ON game (number);
