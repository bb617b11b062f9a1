-- Open games and invitations by username (docs/social.md). A listed invitation appears on
-- the "Open games" page for anyone logged in, and its running game on the "Watch" page;
-- an invitee sees the invitation in their lobby and is told by mail.
CREATE TABLE invitation_listing (
    invitation_id uuid PRIMARY KEY REFERENCES invitation (invitation_id)
);

CREATE TABLE invitation_invitee (
    invitation_id uuid NOT NULL REFERENCES invitation (invitation_id),
    user_id       uuid NOT NULL REFERENCES "user" (user_id),
    invited_at    timestamptz NOT NULL,
    PRIMARY KEY (invitation_id, user_id)
);
CREATE INDEX invitation_invitee_user_idx ON invitation_invitee (user_id);
