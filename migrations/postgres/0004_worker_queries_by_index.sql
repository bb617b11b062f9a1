-- The background worker's regular queries, by index instead of by reading every game.
-- With 10^6 games each pass read the whole game, game_notify and invitation tables
-- (about 1.1 s on the benchmark machine), and a pass follows every move. SQLite's
-- 0004 is the twin of this file.

-- Games whose newest events are not yet turned into notifications: set by every append
-- (and true for a new game), cleared with the notification cursor once it reaches the
-- game's seq (src/store/notify_*.rs, record_notifications).
ALTER TABLE game ADD COLUMN notify_due boolean NOT NULL DEFAULT true;
UPDATE game g SET notify_due = false
    FROM game_notify n
    WHERE n.game_id = g.game_id AND n.notified_seq >= g.seq;
CREATE INDEX game_notify_due_idx ON game (updated_at) WHERE notify_due;

-- The move deadline, copied from the invitation when the game starts (it never changes),
-- so that running games with a deadline can be found by the time of their last move.
ALTER TABLE game ADD COLUMN deadline_days integer
    CHECK (deadline_days IN (1, 2, 3, 5, 7, 14));
UPDATE game g SET deadline_days = i.deadline_days
    FROM invitation i
    WHERE i.invitation_id = g.invitation_id AND i.deadline_days IS NOT NULL;
CREATE INDEX game_deadline_idx ON game (updated_at)
    WHERE status = 'active' AND deadline_days IS NOT NULL;

-- Open invitations by age, for their expiry.
CREATE INDEX invitation_open_idx ON invitation (created_at) WHERE status = 'open';
