-- Account deletion: the row stays (seats in games keep pointing at it), renamed to
-- "deleted player" with no usable password, its settings, sessions and mail erased.
-- username_key keeps the old name taken until 30 days after deleted_at; a sign-up after
-- that frees it (the key becomes 'deleted:' || user_id).
ALTER TABLE "user" ADD COLUMN deleted_at timestamptz;
