-- What the server reads to show one game, one statement: the SQLite store's SNAPSHOT_SQL
-- (src/store/sqlite_rows.rs; a unit test keeps the two equal). `loadgen sqlite-read` runs it
-- with $1 = a game id, as the ceiling for game pages on SQLite.
SELECT g.game_id, g.game, g.options, g.seq, g.updated_at, g.created_at, CASE WHEN gc.game_id IS NULL THEN g.status ELSE 'cancelled' END AS status, CASE WHEN gc.game_id IS NULL THEN g.to_move_seat END AS to_move_seat, COALESCE(g.finished_at, gc.cancelled_at) AS finished_at, i.deadline_days, i.note, g.number, g.result, EXISTS (SELECT 1 FROM invitation_listing l WHERE l.invitation_id = g.invitation_id) AS listed, p.seat, u.user_id, u.username, u.created_at AS user_created_at,
CASE WHEN p.seat = 0 THEN (SELECT '[' || group_concat('[' || e.seq || ',' || json_quote(e.created_at) || ',' || CASE WHEN json_valid(e.event) THEN e.event ELSE json_quote(e.event) END || ']', ',' ORDER BY e.seq) || ']' FROM game_event e WHERE e.game_id = $1) END AS log,
CASE WHEN p.seat = 0 THEN (SELECT json_group_array(json_array(x.kind, x.target_seat, x.round, x.voter_seat, x.cancelled_at) ORDER BY x.kind, x.target_seat, x.round, x.voter_seat) FROM (SELECT 'cancelled' AS kind, -1 AS target_seat, CASE reason WHEN 'deadline' THEN 1 ELSE 0 END AS round, 0 AS voter_seat, cancelled_at FROM game_cancel WHERE game_id = $1
UNION ALL SELECT kind, target_seat, round, voter_seat, NULL FROM game_vote WHERE game_id = $1
UNION ALL SELECT CASE WHEN EXISTS (SELECT 1 FROM game_player p JOIN "user" u ON u.user_id = p.user_id WHERE p.game_id = r.game_id AND p.seat = r.seat AND u.deleted_at IS NOT NULL) THEN 'left' WHEN r.suspended THEN 'suspended' ELSE 'removed' END, r.seat, 0, 0, NULL FROM game_removed_seat r WHERE r.game_id = $1
UNION ALL SELECT 'resigned', seat, 0, 0, resigned_at FROM game_resignation WHERE game_id = $1
UNION ALL SELECT 'tournament', -1, MIN(round), 0, NULL FROM tournament_seat WHERE game_id = $1 HAVING COUNT(*) > 0
UNION ALL SELECT 'computer_seat', seat, CASE computer_level WHEN 'beginner' THEN 1 WHEN 'standard' THEN 2 ELSE 3 END, 0, NULL FROM game_removed_seat WHERE game_id = $1 AND computer_level IS NOT NULL ORDER BY 1, 2, 3, 4) x) END AS extras
FROM game g JOIN invitation i ON i.invitation_id = g.invitation_id LEFT JOIN game_cancel gc ON gc.game_id = g.game_id JOIN game_player p ON p.game_id = g.game_id JOIN "user" u ON u.user_id = p.user_id
WHERE g.game_id = $1 ORDER BY p.seat
