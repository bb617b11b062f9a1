-- The social layer's first tables (docs/storage.md). Neither is part of a game's event
-- log: a message or a note never changes a game's seq.
--
-- A game's conversation: every participant reads every message (no private channel).
-- The id orders the messages and is what a live page compares.
CREATE TABLE game_chat (
    message_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    game_id    uuid NOT NULL REFERENCES game (game_id),
    user_id    uuid NOT NULL REFERENCES "user" (user_id),
    body       text NOT NULL,
    created_at timestamptz NOT NULL
);
CREATE INDEX game_chat_game_idx ON game_chat (game_id, message_id);

-- What a player keeps for themselves in a game: a note only they see, and whether they
-- muted the game's chat.
CREATE TABLE game_private (
    game_id    uuid NOT NULL REFERENCES game (game_id),
    user_id    uuid NOT NULL REFERENCES "user" (user_id),
    note       text NOT NULL DEFAULT '',
    chat_muted boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
