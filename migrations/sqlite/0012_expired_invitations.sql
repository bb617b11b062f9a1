-- Twin of the Postgres migration: when an unfilled invitation expired (status stays
-- 'cancelled'; the stores read it as 'expired').
ALTER TABLE invitation ADD COLUMN expired_at TEXT;
CREATE INDEX invitation_expired_idx ON invitation (creator_id, expired_at) WHERE expired_at IS NOT NULL;
