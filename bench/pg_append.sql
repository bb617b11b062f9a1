-- pgbench: the server's append of one move, as one transaction (lock the game row,
-- insert the event, update the row), into a scratch table so that keys never collide.
\set g random(0, :games - 1)
BEGIN;
SELECT seq, status, EXISTS (SELECT 1 FROM game_cancel c WHERE c.game_id = g.game_id)
  FROM game g
 WHERE game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid
   FOR UPDATE;
INSERT INTO bench_event (game_id, seq, event, created_at)
VALUES (('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid, nextval('bench_seq'),
        '{"type":"move","seat":1,"move":{"type":"play","action":{"card":"khon_thai","places":[3,5,null]},"take":{"province":3,"faction":"red"}}}'::jsonb,
        now());
UPDATE game SET updated_at = now()
 WHERE game_id = ('00000000-0000-4000-8000-' || lpad(to_hex(:g::bigint), 12, '0'))::uuid;
COMMIT;
