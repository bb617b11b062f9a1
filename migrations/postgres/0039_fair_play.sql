-- Fair play (issue 39, docs/social.md § Fair play): who is established, and whose ratings
-- moderators voided. Both only ever change the ratings the worker writes from now on, and
-- a void recomputes every rating from the stored games.
-- A local address (loopback, private, link-local, shared: `crate::net::is_local`) is what
-- a proxy or a container bridge is seen as when TRUSTED_PROXIES is wrong: it links nobody.
ALTER TABLE account_network ADD COLUMN local boolean NOT NULL DEFAULT false;

CREATE TABLE established_player (
    user_id  uuid PRIMARY KEY REFERENCES "user" (user_id) ON DELETE CASCADE,
    -- 'operator' (maipenrai admin establish), 'moderator', or 'games': rated games against
    -- enough established players who share no network with them.
    how      text NOT NULL CHECK (how IN ('operator', 'moderator', 'games')),
    since    timestamptz NOT NULL
);

CREATE TABLE rating_void (
    user_id   uuid PRIMARY KEY REFERENCES "user" (user_id) ON DELETE CASCADE,
    reason    text NOT NULL,
    voided_at timestamptz NOT NULL
);

-- What moderators and the operator did about fair play, kept for ever like
-- moderation_action and shown to moderators on the person's page.
CREATE TABLE fair_play_action (
    action_id    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- NULL: the operator on the command line.
    moderator_id uuid REFERENCES "user" (user_id),
    target_id    uuid NOT NULL REFERENCES "user" (user_id),
    kind         text NOT NULL CHECK (kind IN ('established', 'voided', 'restored')),
    reason       text NOT NULL,
    created_at   timestamptz NOT NULL
);
CREATE INDEX fair_play_action_target_idx ON fair_play_action (target_id, action_id);
