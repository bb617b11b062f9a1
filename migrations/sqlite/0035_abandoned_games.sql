-- Twin of the Postgres migration. SQLite cannot change a CHECK, so game_cancel is rebuilt
-- with the new reason (nothing refers to it).
CREATE TABLE game_cancel_new (
    game_id      TEXT NOT NULL PRIMARY KEY REFERENCES game (game_id) ON DELETE CASCADE,
    reason       TEXT NOT NULL CHECK (reason IN ('stalled', 'abandoned')),
    cancelled_at TEXT NOT NULL
) STRICT;
INSERT INTO game_cancel_new SELECT game_id, reason, cancelled_at FROM game_cancel;
DROP TABLE game_cancel;
ALTER TABLE game_cancel_new RENAME TO game_cancel;
