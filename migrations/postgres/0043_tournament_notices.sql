-- Tournament notices (issue 43, docs/tournaments.md): what the worker has told the players
-- by mail, push and webhook, so that each notice goes out once even across a crash (the
-- outbox's keys dedupe a notice queued again before its flag was set), and the organiser's
-- announcements. Twin of the SQLite migration.
ALTER TABLE tournament_round ADD COLUMN announced boolean NOT NULL DEFAULT false;
-- The round's last table still being played has been told the round waits for it.
ALTER TABLE tournament_round ADD COLUMN waits_told boolean NOT NULL DEFAULT false;
ALTER TABLE tournament ADD COLUMN end_told boolean NOT NULL DEFAULT false;
-- What was there before this migration is not news any more.
UPDATE tournament_round SET announced = true, waits_told = true;
UPDATE tournament SET end_told = true WHERE status IN ('finished', 'cancelled');
CREATE INDEX tournament_round_untold_idx ON tournament_round (tournament_id, round)
    WHERE NOT announced OR (NOT waits_told AND finished_at IS NULL);
CREATE INDEX tournament_end_untold_idx ON tournament (tournament_id)
    WHERE NOT end_told AND status = 'finished';

-- The organiser's announcements: shown on the tournament's page, sent to every player.
CREATE TABLE tournament_announcement (
    announcement_id uuid NOT NULL PRIMARY KEY,
    tournament_id   uuid NOT NULL REFERENCES tournament (tournament_id) ON DELETE CASCADE,
    text            text NOT NULL,
    created_at      timestamptz NOT NULL,
    sent            boolean NOT NULL DEFAULT false
);
CREATE INDEX tournament_announcement_idx ON tournament_announcement (tournament_id, created_at);
CREATE INDEX tournament_announcement_unsent_idx ON tournament_announcement (created_at)
    WHERE NOT sent;
