-- Twin of the Postgres migration. SQLite cannot change a CHECK, so game_vote is rebuilt
-- with the new kind (nothing refers to it).
CREATE TABLE game_vote_new (
    game_id     TEXT NOT NULL REFERENCES game (game_id) ON DELETE CASCADE,
    kind        TEXT NOT NULL CHECK (kind IN ('remove', 'cancel', 'computer')),
    target_seat INTEGER NOT NULL CHECK (target_seat >= -1),
    round       INTEGER NOT NULL CHECK (round >= 0),
    voter_seat  INTEGER NOT NULL CHECK (voter_seat >= 0),
    created_at  TEXT NOT NULL,
    PRIMARY KEY (game_id, kind, target_seat, round, voter_seat)
) STRICT;
INSERT INTO game_vote_new SELECT game_id, kind, target_seat, round, voter_seat, created_at FROM game_vote;
DROP TABLE game_vote;
ALTER TABLE game_vote_new RENAME TO game_vote;
ALTER TABLE game_removed_seat ADD COLUMN computer_level TEXT
    CHECK (computer_level IN ('beginner', 'standard', 'strong'));
