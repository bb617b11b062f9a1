-- Live updates (Postgres): the database itself announces every appended move, as part of
-- the append's transaction, on the channel the servers listen to (src/live.rs). Before,
-- each server sent the notice with a statement of its own after the append: one more round
-- trip and connection per move. The payload is a `GameMoved` as JSON. No SQLite twin:
-- SQLite has no LISTEN/NOTIFY, and its notices stay inside the one server process.
CREATE FUNCTION announce_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('mpr_game_moved',
                      json_build_object('game_id', NEW.game_id, 'seq', NEW.seq)::text);
    RETURN NULL;
END
$$;

CREATE TRIGGER game_event_announce_move
    AFTER INSERT ON game_event
    FOR EACH ROW WHEN (NEW.seq > 0)
    EXECUTE FUNCTION announce_move();
