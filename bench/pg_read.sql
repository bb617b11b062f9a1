-- pgbench: what the server reads to show one game: the store's game() and events() (one
-- connection) and game_extras().
\set g random(0, :games - 1)
SELECT g.game_id, g.game, g.options, g.seq, g.updated_at, g.created_at, g.status,
       g.to_move_seat, g.finished_at, i.deadline_days, p.seat, u.user_id, u.username,
       u.created_at
  FROM game g
  JOIN invitation i ON i.invitation_id = g.invitation_id
  LEFT JOIN game_cancel gc ON gc.game_id = g.game_id
  JOIN game_player p ON p.game_id = g.game_id
  JOIN "user" u ON u.user_id = p.user_id
 WHERE g.game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid
 ORDER BY p.seat;
SELECT seq, event, created_at FROM game_event
 WHERE game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid
 ORDER BY seq;
SELECT 'cancelled' AS kind, -1 AS target_seat, 0 AS round, 0 AS voter_seat, cancelled_at
  FROM game_cancel WHERE game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid
UNION ALL
SELECT kind, target_seat, round, voter_seat, NULL FROM game_vote
 WHERE game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid
UNION ALL
SELECT 'removed', seat, 0, 0, NULL FROM game_removed_seat
 WHERE game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid
ORDER BY 1, 2, 3, 4;
