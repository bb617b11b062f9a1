-- Where /healthz and the start-up check prove that the database can still save
-- (src/store/postgres.rs, `check_writable`): one row rewritten by each check, so a full
-- disk, an I/O error or a read-only server fails it at the commit like any real write.
CREATE TABLE health_probe (
    probe_id INTEGER PRIMARY KEY,
    created_at TIMESTAMPTZ NOT NULL
);
