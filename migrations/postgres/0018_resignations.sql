-- A player who resigns a running game (docs/social.md). A platform fact beside the log,
-- which keeps only the players' decisions: with two players the game ends there (the row
-- is finished, the other player wins); with more, the seat is also in game_removed_seat
-- and moves automatically, or by a computer player if the others vote so.
CREATE TABLE game_resignation (
    game_id     uuid NOT NULL REFERENCES game (game_id),
    seat        integer NOT NULL,
    resigned_at timestamptz NOT NULL,
    PRIMARY KEY (game_id, seat)
);
