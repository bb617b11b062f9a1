-- Moderation (docs/moderation.md): reports, mutes and blocks between people, moderators,
-- suspended accounts, chat messages removed by a moderator, and the record of what every
-- moderator did.
--
-- A moderator: made so by the operator (`maipenrai admin grant NAME`).
ALTER TABLE "user" ADD COLUMN moderator boolean NOT NULL DEFAULT false;
-- A suspended account: no log-in, no session, token, feed or webhook; its seats in the
-- games that were running then are gone (game_removed_seat.suspended).
ALTER TABLE "user" ADD COLUMN suspended_at timestamptz;
ALTER TABLE "user" ADD COLUMN suspended_reason text;
-- The seat was given up because its player's account was suspended (restoring the
-- account does not give it back).
ALTER TABLE game_removed_seat ADD COLUMN suspended boolean NOT NULL DEFAULT false;
-- A message a moderator removed: its text stays for the record, shown to moderators only.
ALTER TABLE game_chat ADD COLUMN removed_at timestamptz;

-- What one person chose about another: 'muted' (their chat hidden from me everywhere)
-- or 'blocked' (muted, and they may not invite me by name or join my invitations).
CREATE TABLE person_choice (
    user_id    uuid NOT NULL REFERENCES "user" (user_id),
    other_id   uuid NOT NULL REFERENCES "user" (user_id),
    choice     text NOT NULL CHECK (choice IN ('muted', 'blocked')),
    created_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, other_id),
    CHECK (user_id <> other_id)
);
CREATE INDEX person_choice_other_idx ON person_choice (other_id);

-- A report of a person, or of one of their chat messages, waiting for a moderator until
-- closed (by an action taken on it, or dismissed).
CREATE TABLE report (
    report_id   bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    reporter_id uuid NOT NULL REFERENCES "user" (user_id),
    reported_id uuid NOT NULL REFERENCES "user" (user_id),
    message_id  bigint REFERENCES game_chat (message_id),
    reason      text NOT NULL,
    created_at  timestamptz NOT NULL,
    closed_at   timestamptz,
    closed_by   bigint
);
CREATE INDEX report_open_idx ON report (report_id) WHERE closed_at IS NULL;

-- Every moderator action: who (NULL: the operator on the command line), when, what, on
-- whom, why; kept for ever and shown to moderators.
CREATE TABLE moderation_action (
    action_id    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    moderator_id uuid REFERENCES "user" (user_id),
    target_id    uuid NOT NULL REFERENCES "user" (user_id),
    kind         text NOT NULL CHECK (kind IN ('removed_message', 'suspended', 'restored',
                                               'dismissed', 'granted', 'revoked')),
    message_id   bigint REFERENCES game_chat (message_id),
    report_id    bigint REFERENCES report (report_id),
    reason       text NOT NULL,
    created_at   timestamptz NOT NULL
);
CREATE INDEX moderation_action_target_idx ON moderation_action (target_id, action_id);
