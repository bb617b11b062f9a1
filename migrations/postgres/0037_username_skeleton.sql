-- Usernames in any script (issue 40). `username_skeleton` is the UTS #39 skeleton of the
-- case-folded name, computed by the application (src/usernames.rs): unique, so that two
-- names that look alike cannot both exist. Accounts made before this get theirs when the
-- server starts (`Store::fill_username_skeletons`); where two older names already look
-- alike, the older account takes the skeleton and the other keeps none (it still logs in by
-- its own name). `renamed_at`: an account may once rename itself to its name with accents.
ALTER TABLE "user" ADD COLUMN username_skeleton TEXT;
ALTER TABLE "user" ADD COLUMN renamed_at TIMESTAMPTZ;
CREATE UNIQUE INDEX user_username_skeleton_idx ON "user" (username_skeleton)
    WHERE username_skeleton IS NOT NULL;
