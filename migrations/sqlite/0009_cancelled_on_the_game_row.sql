-- Twin of the Postgres migration: the cancellation is also a flag on the game row, which
-- the append of a move checks in its one UPDATE (src/store/sqlite.rs, `append_event_at`).
-- game_cancel keeps the reason and the time.
ALTER TABLE game ADD COLUMN cancelled INTEGER NOT NULL DEFAULT 0 CHECK (cancelled IN (0, 1));
UPDATE game SET cancelled = 1 WHERE EXISTS (SELECT 1 FROM game_cancel c WHERE c.game_id = game.game_id);
