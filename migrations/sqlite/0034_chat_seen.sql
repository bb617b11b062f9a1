-- Twin of the Postgres migration: the newest chat message a player has seen in a game
-- (unread = the others' messages after it). Every message already written counts as seen.
ALTER TABLE game_private ADD COLUMN chat_seen INTEGER NOT NULL DEFAULT 0;
INSERT INTO game_private (game_id, user_id, chat_seen, updated_at)
    SELECT p.game_id, p.user_id, MAX(m.message_id), MAX(m.created_at)
    FROM game_player p JOIN game_chat m ON m.game_id = p.game_id
    WHERE TRUE
    GROUP BY p.game_id, p.user_id
    ON CONFLICT (game_id, user_id) DO UPDATE SET chat_seen = excluded.chat_seen;
