-- Twin of the Postgres migration: the browsers known to an account (issue 39 item 3).
CREATE TABLE login_device (
    device_id   TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES "user" (user_id) ON DELETE CASCADE,
    token_hash  TEXT NOT NULL UNIQUE,
    created_at  TEXT NOT NULL,
    used_at     TEXT NOT NULL
) STRICT;
CREATE INDEX login_device_user_idx ON login_device (user_id, used_at);
CREATE INDEX login_device_used_idx ON login_device (used_at);
