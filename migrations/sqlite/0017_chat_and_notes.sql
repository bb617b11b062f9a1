-- Twin of the Postgres migration: a game's chat and each player's private note.
CREATE TABLE game_chat (
    message_id INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    game_id    TEXT NOT NULL REFERENCES game (game_id),
    user_id    TEXT NOT NULL REFERENCES "user" (user_id),
    body       TEXT NOT NULL,
    created_at TEXT NOT NULL
) STRICT;
CREATE INDEX game_chat_game_idx ON game_chat (game_id, message_id);

CREATE TABLE game_private (
    game_id    TEXT NOT NULL REFERENCES game (game_id),
    user_id    TEXT NOT NULL REFERENCES "user" (user_id),
    note       TEXT NOT NULL DEFAULT '',
    chat_muted INTEGER NOT NULL DEFAULT 0 CHECK (chat_muted IN (0, 1)),
    updated_at TEXT NOT NULL,
    PRIMARY KEY (game_id, user_id)
) STRICT;
