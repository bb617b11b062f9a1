-- Twin of the Postgres migration: the few finished games whose result is not on their row.
CREATE INDEX game_without_result_idx ON game (finished_at) WHERE status = 'finished' AND result IS NULL;
