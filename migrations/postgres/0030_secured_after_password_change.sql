-- What a password change or reset turned off, for the settings page to tell the owner:
-- whoever knew the old password may have set the webhook or copied the feed's address.
-- webhook_off_url: the webhook turned off by the change (NULL once the owner saves their
-- notification settings again). feed_renewed_at: when the change gave the feed a new
-- address (the old one stopped working).
ALTER TABLE user_notify ADD COLUMN webhook_off_url text;
ALTER TABLE user_notify ADD COLUMN feed_renewed_at timestamptz;
