-- Twin of the Postgres migration: what a password change or reset turned off, for the
-- settings page to tell the owner.
ALTER TABLE user_notify ADD COLUMN webhook_off_url TEXT;
ALTER TABLE user_notify ADD COLUMN feed_renewed_at TEXT;
