-- Twin of the Postgres migration: usernames in any script (issue 40), the UTS #39
-- skeleton of each name (unique; filled in by the application) and the one rename.
ALTER TABLE "user" ADD COLUMN username_skeleton TEXT;
ALTER TABLE "user" ADD COLUMN renamed_at TEXT;
CREATE UNIQUE INDEX user_username_skeleton_idx ON "user" (username_skeleton)
    WHERE username_skeleton IS NOT NULL;
