-- The players who remain may hand a removed seat (voted out, or its account deleted) to a
-- computer player instead of automatic passes: a vote of kind 'computer' whose round is
-- the level (1 beginner, 2 standard, 3 strong); once everybody needed agreed, the removed
-- seat's row records the level and the computer players make its moves.
ALTER TABLE game_vote DROP CONSTRAINT game_vote_kind_check;
ALTER TABLE game_vote ADD CONSTRAINT game_vote_kind_check
    CHECK (kind IN ('remove', 'cancel', 'computer'));
ALTER TABLE game_removed_seat ADD COLUMN computer_level text
    CHECK (computer_level IN ('beginner', 'standard', 'strong'));
