-- Twin of the Postgres migration: who is established, and whose ratings were voided.
ALTER TABLE account_network ADD COLUMN local INTEGER NOT NULL DEFAULT 0;

CREATE TABLE established_player (
    user_id  TEXT PRIMARY KEY REFERENCES "user" (user_id) ON DELETE CASCADE,
    how      TEXT NOT NULL CHECK (how IN ('operator', 'moderator', 'games')),
    since    TEXT NOT NULL
) STRICT;

CREATE TABLE rating_void (
    user_id   TEXT PRIMARY KEY REFERENCES "user" (user_id) ON DELETE CASCADE,
    reason    TEXT NOT NULL,
    voided_at TEXT NOT NULL
) STRICT;

CREATE TABLE fair_play_action (
    action_id    INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    moderator_id TEXT REFERENCES "user" (user_id),
    target_id    TEXT NOT NULL REFERENCES "user" (user_id),
    kind         TEXT NOT NULL CHECK (kind IN ('established', 'voided', 'restored')),
    reason       TEXT NOT NULL,
    created_at   TEXT NOT NULL
) STRICT;
CREATE INDEX fair_play_action_target_idx ON fair_play_action (target_id, action_id);
