-- Attempts counted by the log-in, sign-up and verification-mail limits (src/service/
-- accounts.rs, `RateLimit`), kept in the database so that every instance of the server sees
-- the same counts and a restart forgets nothing (docs/storage.md). One row per counted
-- attempt and key; rows older than the limit's window are deleted as keys are used.
CREATE TABLE rate_event (
    event_id BIGSERIAL PRIMARY KEY,
    key TEXT NOT NULL,
    at_ms BIGINT NOT NULL
);
CREATE INDEX rate_event_key_at ON rate_event (key, at_ms);
