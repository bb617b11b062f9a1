-- An invitation nobody filled in time is not "cancelled" by its host: it expired. The worker
-- keeps setting status = 'cancelled' (the CHECK on status stays as it is, which SQLite could
-- not change in place) and records when it expired; the stores read such an invitation as
-- 'expired', and the host's lobby lists it for a while (docs/notifications.md).
ALTER TABLE invitation ADD COLUMN expired_at timestamptz;
CREATE INDEX invitation_expired_idx ON invitation (creator_id, expired_at) WHERE expired_at IS NOT NULL;
