-- Twin of the Postgres migration: who searches a game's computer turn, as a lease.
CREATE TABLE computer_claim (
    game_id  TEXT PRIMARY KEY REFERENCES game (game_id) ON DELETE CASCADE,
    holder   TEXT NOT NULL,
    until_ms INTEGER NOT NULL
) STRICT;
