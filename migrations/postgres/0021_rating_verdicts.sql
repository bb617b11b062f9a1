-- What the rating worker decided for each handled game (docs/social.md § Ratings):
-- 'counted', 'casual' (the host's choice, or not rateable), 'too_short' (a seat made fewer
-- than the required moves of its own), 'pair_limit' (too many rated games between the same
-- two people within 24 hours), or 'before' for the games handled before this was kept.
-- The game's slug and rating pool let leaderboards count a player's different opponents.
ALTER TABLE rated_game ADD COLUMN verdict text NOT NULL DEFAULT 'before';
ALTER TABLE rated_game ADD COLUMN game text;
ALTER TABLE rated_game ADD COLUMN pool text;
CREATE INDEX rated_game_counted_idx ON rated_game (game, pool) WHERE verdict = 'counted';
