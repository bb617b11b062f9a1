-- Twin of the Postgres migration: who may invite a person by name, and declined invitations.
ALTER TABLE "user" ADD COLUMN invite_from TEXT NOT NULL DEFAULT 'anyone';
ALTER TABLE invitation_invitee ADD COLUMN declined_at TEXT;
