-- A move is appended in one statement (src/store/postgres.rs, `append_event_at`): the
-- UPDATE of the game row checks the expected seq, the status and this flag, and the INSERT
-- of the event follows in the same statement. The cancellation must therefore be on the
-- game row itself: a concurrent UPDATE re-reads only that row after waiting for its lock,
-- so a game_cancel row committed meanwhile would go unseen. game_cancel keeps the reason
-- and the time; this copy is what writes check.
ALTER TABLE game ADD COLUMN cancelled boolean NOT NULL DEFAULT false;
UPDATE game g SET cancelled = true WHERE EXISTS (SELECT 1 FROM game_cancel c WHERE c.game_id = g.game_id);
