-- Twin of the Postgres migration: moderation (docs/moderation.md).
ALTER TABLE "user" ADD COLUMN moderator INTEGER NOT NULL DEFAULT 0 CHECK (moderator IN (0, 1));
ALTER TABLE "user" ADD COLUMN suspended_at TEXT;
ALTER TABLE "user" ADD COLUMN suspended_reason TEXT;
ALTER TABLE game_removed_seat ADD COLUMN suspended INTEGER NOT NULL DEFAULT 0
    CHECK (suspended IN (0, 1));
ALTER TABLE game_chat ADD COLUMN removed_at TEXT;

CREATE TABLE person_choice (
    user_id    TEXT NOT NULL REFERENCES "user" (user_id),
    other_id   TEXT NOT NULL REFERENCES "user" (user_id),
    choice     TEXT NOT NULL CHECK (choice IN ('muted', 'blocked')),
    created_at TEXT NOT NULL,
    PRIMARY KEY (user_id, other_id),
    CHECK (user_id <> other_id)
) STRICT;
CREATE INDEX person_choice_other_idx ON person_choice (other_id);

CREATE TABLE report (
    report_id   INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    reporter_id TEXT NOT NULL REFERENCES "user" (user_id),
    reported_id TEXT NOT NULL REFERENCES "user" (user_id),
    message_id  INTEGER REFERENCES game_chat (message_id),
    reason      TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    closed_at   TEXT,
    closed_by   INTEGER
) STRICT;
CREATE INDEX report_open_idx ON report (report_id) WHERE closed_at IS NULL;

CREATE TABLE moderation_action (
    action_id    INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    moderator_id TEXT REFERENCES "user" (user_id),
    target_id    TEXT NOT NULL REFERENCES "user" (user_id),
    kind         TEXT NOT NULL CHECK (kind IN ('removed_message', 'suspended', 'restored',
                                               'dismissed', 'granted', 'revoked')),
    message_id   INTEGER REFERENCES game_chat (message_id),
    report_id    INTEGER REFERENCES report (report_id),
    reason       TEXT NOT NULL,
    created_at   TEXT NOT NULL
) STRICT;
CREATE INDEX moderation_action_target_idx ON moderation_action (target_id, action_id);
