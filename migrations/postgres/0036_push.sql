-- Push notifications (docs/notifications.md, "Push"): the server's VAPID key, the devices
-- that subscribed, and 'push' as a channel of the outbox.

-- One row: the P-256 private key every instance signs push requests with, made by the
-- first instance that needs it (INSERT … ON CONFLICT DO NOTHING, then read).
CREATE TABLE vapid_key (
    id          integer PRIMARY KEY CHECK (id = 1),
    -- The 32-byte private scalar, base64url without padding.
    private_key text NOT NULL,
    created_at  timestamptz NOT NULL
);

-- A browser of a user that asked for notifications (PushManager.subscribe). Deleted on a
-- password change or reset, account deletion and suspension, and when the push service
-- answers 404 or 410.
CREATE TABLE push_subscription (
    subscription_id uuid PRIMARY KEY,
    user_id         uuid NOT NULL REFERENCES "user" (user_id) ON DELETE CASCADE,
    -- The push service's address for this browser (a capability URL: never shown).
    endpoint        text NOT NULL UNIQUE,
    -- The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url.
    p256dh          text NOT NULL,
    auth            text NOT NULL,
    -- "Firefox on Android", from the User-Agent when it subscribed.
    device          text NOT NULL,
    created_at      timestamptz NOT NULL
);
CREATE INDEX push_subscription_user_idx ON push_subscription (user_id);

ALTER TABLE outbox DROP CONSTRAINT outbox_channel_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_channel_check
    CHECK (channel IN ('email', 'webhook', 'push'));

-- The digest's readers now include those with a device but no address (DIGESTS_DUE_WHERE
-- in src/store/shared.rs): the partial index follows.
DROP INDEX user_notify_digest_idx;
CREATE INDEX user_notify_digest_idx ON user_notify (user_id) WHERE email_mode = 'digest';
