-- Where /healthz and the start-up check prove that the database can still save
-- (src/store/sqlite.rs, `check_writable`): a write that must allocate pages, inserted and
-- deleted in one transaction, so a full disk or a read-only file fails it like any real
-- write would. The table stays empty.
CREATE TABLE health_probe (
    probe_id INTEGER PRIMARY KEY,
    payload BLOB NOT NULL,
    created_at TEXT NOT NULL
);
