-- Twin of the Postgres migration: a finished game's result as data (JSON text), NULL until
-- the server has stored it.
ALTER TABLE game ADD COLUMN result TEXT;
