-- Attempts counted by the log-in, sign-up and verification-mail limits (src/service/
-- accounts.rs, `RateLimit`), kept in the database so that every process sees the same
-- counts and a restart forgets nothing (docs/storage.md).
CREATE TABLE rate_event (
    event_id INTEGER PRIMARY KEY,
    key TEXT NOT NULL,
    at_ms INTEGER NOT NULL
);
CREATE INDEX rate_event_key_at ON rate_event (key, at_ms);
