-- A game whose every other player is gone may be ended by the one who remains
-- (docs/social.md, "A seat whose player is gone"); when it would not be rated, it is
-- cancelled with the reason 'abandoned'.
ALTER TABLE game_cancel DROP CONSTRAINT game_cancel_reason_check;
ALTER TABLE game_cancel ADD CONSTRAINT game_cancel_reason_check
    CHECK (reason IN ('stalled', 'abandoned'));
