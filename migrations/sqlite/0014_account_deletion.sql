-- Twin of the Postgres migration: when an account was deleted (the row stays, renamed).
ALTER TABLE "user" ADD COLUMN deleted_at TEXT;
