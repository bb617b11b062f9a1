-- pgbench: what the server reads to show one game, one statement: the store's
-- SNAPSHOT_SQL (src/store/postgres_rows.rs; a unit test keeps the two equal), with :g picking
-- the game.
\set g random(0, :games - 1)
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
