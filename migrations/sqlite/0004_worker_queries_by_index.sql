-- The background worker's regular queries, by index instead of by reading every game
-- (SQLite twin of the Postgres 0004; SQLite has no 0003, whose Postgres trigger has no
-- SQLite counterpart). See the Postgres file for the reasons.

-- Games whose newest events are not yet turned into notifications (1 = yes).
ALTER TABLE game ADD COLUMN notify_due INTEGER NOT NULL DEFAULT 1 CHECK (notify_due IN (0, 1));
UPDATE game SET notify_due = 0
    WHERE EXISTS (SELECT 1 FROM game_notify n
                  WHERE n.game_id = game.game_id AND n.notified_seq >= game.seq);
-- Spelled `= TRUE` like the shared statement that uses it (SQLite's TRUE is 1), so
-- SQLite recognises that statement's condition as this index's.
CREATE INDEX game_notify_due_idx ON game (updated_at) WHERE notify_due = TRUE;

-- The move deadline, copied from the invitation when the game starts.
ALTER TABLE game ADD COLUMN deadline_days INTEGER
    CHECK (deadline_days IN (1, 2, 3, 5, 7, 14));
UPDATE game SET deadline_days = (SELECT i.deadline_days FROM invitation i
                                 WHERE i.invitation_id = game.invitation_id);
CREATE INDEX game_deadline_idx ON game (updated_at)
    WHERE status = 'active' AND deadline_days IS NOT NULL;

-- Open invitations by age, for their expiry.
CREATE INDEX invitation_open_idx ON invitation (created_at) WHERE status = 'open';
