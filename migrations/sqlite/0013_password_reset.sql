-- Twin of the Postgres migration: password reset links (token hashes), used once.
CREATE TABLE password_reset (
    token_hash  TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES "user" (user_id) ON DELETE CASCADE,
    expires_at  TEXT NOT NULL,
    created_at  TEXT NOT NULL
);
CREATE INDEX password_reset_user_idx ON password_reset (user_id);
