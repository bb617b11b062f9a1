-- pgbench: the "move script" ceiling of bench/load.sh, the statements one move costs the
-- database, issued as the server issues them (each its own round trip, no transaction):
-- 1. the API token's session (src/store/postgres.rs, `session`);
-- 2. the game's snapshot, the read every request replays (`SNAPSHOT_SQL`, as in
--    pg_read.sql; a unit test keeps the two equal);
-- 3. the append in one statement (`append_event_at`): the game row's UPDATE, then the
--    event's INSERT, whose trigger announces the move. pgbench cannot know each game's seq,
--    so the UPDATE adds one to it instead of checking it: the same row lock, update, insert
--    and trigger;
-- 4. the worker's cursor for a game nobody listens to (`record_notifications` with nothing
--    to queue; its backlog query serves many moves per tick and is left out).
-- :g is a game whose players have API tokens (the first :sessions games); seat 0's token.
\set g random(0, :sessions - 1)
\set u :g * :players
SELECT s.csrf_token, s.expires_at, u.user_id, u.username, u.created_at
  FROM session s JOIN "user" u ON u.user_id = s.user_id
 WHERE s.token_hash = encode(sha256(('bench-token-' || :u)::bytea), 'hex') AND s.kind = 'api'
   AND s.expires_at > now();
SELECT g.game_id, g.game, g.options, g.seq, g.updated_at, g.created_at, CASE WHEN gc.game_id IS NULL THEN g.status ELSE 'cancelled' END AS status, CASE WHEN gc.game_id IS NULL THEN g.to_move_seat END AS to_move_seat, COALESCE(g.finished_at, gc.cancelled_at) AS finished_at, i.deadline_days, i.note, g.number, g.result, EXISTS (SELECT 1 FROM invitation_listing l WHERE l.invitation_id = g.invitation_id) AS listed, p.seat, u.user_id, u.username, u.created_at AS user_created_at,
CASE WHEN p.seat = 0 THEN (SELECT json_agg(json_build_array(e.seq, e.created_at, e.event) ORDER BY e.seq) FROM game_event e WHERE e.game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid)::text END AS log,
CASE WHEN p.seat = 0 THEN (SELECT json_agg(json_build_array(x.kind, x.target_seat, x.round, x.voter_seat, x.cancelled_at) ORDER BY x.kind, x.target_seat, x.round, x.voter_seat) FROM (SELECT 'cancelled' AS kind, -1 AS target_seat, CASE reason WHEN 'deadline' THEN 1 ELSE 0 END AS round, 0 AS voter_seat, cancelled_at FROM game_cancel WHERE game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid
UNION ALL SELECT kind, target_seat, round, voter_seat, NULL FROM game_vote WHERE game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid
UNION ALL SELECT CASE WHEN EXISTS (SELECT 1 FROM game_player p JOIN "user" u ON u.user_id = p.user_id WHERE p.game_id = r.game_id AND p.seat = r.seat AND u.deleted_at IS NOT NULL) THEN 'left' WHEN r.suspended THEN 'suspended' ELSE 'removed' END, r.seat, 0, 0, NULL FROM game_removed_seat r WHERE r.game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid
UNION ALL SELECT 'resigned', seat, 0, 0, resigned_at FROM game_resignation WHERE game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid
UNION ALL SELECT 'tournament', -1, MIN(round), 0, NULL FROM tournament_seat WHERE game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid HAVING COUNT(*) > 0
UNION ALL SELECT 'computer_seat', seat, CASE computer_level WHEN 'beginner' THEN 1 WHEN 'standard' THEN 2 ELSE 3 END, 0, NULL FROM game_removed_seat WHERE game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid AND computer_level IS NOT NULL ORDER BY 1, 2, 3, 4) x)::text END AS extras
FROM game g
  JOIN invitation i ON i.invitation_id = g.invitation_id LEFT JOIN game_cancel gc ON gc.game_id = g.game_id
  JOIN game_player p ON p.game_id = g.game_id
  JOIN "user" u ON u.user_id = p.user_id
WHERE g.game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid
ORDER BY p.seat;
WITH moved AS (
  UPDATE game SET status = 'active', seq = seq + 1, updated_at = now(), notify_due = TRUE
   WHERE game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid
     AND status <> 'finished' AND cancelled = FALSE
  RETURNING game_id, seq)
INSERT INTO game_event (game_id, seq, event, created_at)
SELECT game_id, seq, '{"type":"move","seat":1,"move":"pass"}'::jsonb, now() FROM moved;
WITH moved AS (
  INSERT INTO game_notify (game_id, notified_seq, updated_at)
  VALUES (('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid, 0, now())
  ON CONFLICT (game_id) DO UPDATE SET notified_seq = game_notify.notified_seq + 1, updated_at = now()
  RETURNING game_id),
     caught AS (UPDATE game SET notify_due = FALSE
                 WHERE game_id IN (SELECT game_id FROM moved) AND seq <= 1000000000)
SELECT count(*) FROM moved;
