-- Twin of the Postgres migration: listed invitations and invitations by username.
CREATE TABLE invitation_listing (
    invitation_id TEXT NOT NULL PRIMARY KEY REFERENCES invitation (invitation_id)
) STRICT;

CREATE TABLE invitation_invitee (
    invitation_id TEXT NOT NULL REFERENCES invitation (invitation_id),
    user_id       TEXT NOT NULL REFERENCES "user" (user_id),
    invited_at    TEXT NOT NULL,
    PRIMARY KEY (invitation_id, user_id)
) STRICT;
CREATE INDEX invitation_invitee_user_idx ON invitation_invitee (user_id);
