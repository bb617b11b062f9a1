-- Invitations by name (docs/social.md § Finding people): who may invite a person by name
-- ('anyone', 'played': only people they have played with, 'nobody'), and when an invitee
-- declined an invitation (the host sees it; it leaves the invitee's lobby).
ALTER TABLE "user" ADD COLUMN invite_from text NOT NULL DEFAULT 'anyone';
ALTER TABLE invitation_invitee ADD COLUMN declined_at timestamptz;
