-- Password reset by mail: one row per link sent (only the token's hash, as for sessions),
-- valid until expires_at and used once. A reset deletes every row of its user, and every
-- session and API token of theirs (whoever knew the old password is logged out).
CREATE TABLE password_reset (
    token_hash  text PRIMARY KEY,
    user_id     uuid NOT NULL REFERENCES "user" (user_id) ON DELETE CASCADE,
    expires_at  timestamptz NOT NULL,
    created_at  timestamptz NOT NULL
);
CREATE INDEX password_reset_user_idx ON password_reset (user_id);
