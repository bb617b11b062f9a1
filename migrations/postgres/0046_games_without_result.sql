-- The worker looks for finished games whose result is not on their row yet (a few at most,
-- once every game has passed the rating worker). Without this index it read every finished
-- game's entry of game_finished_at_idx at each pass (docs/performance.md, issue 45).
CREATE INDEX game_without_result_idx ON game (finished_at) WHERE status = 'finished' AND result IS NULL;
