-- The browsers known to an account (issue 39 item 3, the "device cookie" pattern): a
-- browser that logged in gets a random token in a cookie, renewed at each log-in that
-- uses it; with it that browser's next log-in for that account has a lane of its own
-- (no anonymous hashing queue, no per-address limit; its failures counted per device).
-- Only the SHA-256 of the token is kept, as for sessions. At most 5 per account (the
-- oldest dropped), forgotten 180 days after their last use, ended by a password change or
-- reset and deleted with the account (docs/security.md, "Known devices").
CREATE TABLE login_device (
    device_id   uuid PRIMARY KEY,
    user_id     uuid NOT NULL REFERENCES "user" (user_id) ON DELETE CASCADE,
    -- hex SHA-256 of the cookie's token; a new one at each use
    token_hash  text NOT NULL UNIQUE,
    created_at  timestamptz NOT NULL,
    used_at     timestamptz NOT NULL
);
CREATE INDEX login_device_user_idx ON login_device (user_id, used_at);
CREATE INDEX login_device_used_idx ON login_device (used_at);
