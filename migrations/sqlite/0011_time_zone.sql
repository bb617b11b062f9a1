-- Twin of the Postgres migration: the time zone a user reads times in (an IANA name), NULL
-- until known (times in UTC).
ALTER TABLE user_notify ADD COLUMN time_zone TEXT;
