-- Tournament notices (issue 43, docs/tournaments.md): what the worker has told the players
-- by mail, push and webhook, so that each notice goes out once even across a crash (the
-- outbox's keys dedupe a notice queued again before its flag was set), and the organiser's
-- announcements. Twin of the Postgres migration.
ALTER TABLE tournament_round ADD COLUMN announced INTEGER NOT NULL DEFAULT 0
    CHECK (announced IN (0, 1));
-- The round's last table still being played has been told the round waits for it.
ALTER TABLE tournament_round ADD COLUMN waits_told INTEGER NOT NULL DEFAULT 0
    CHECK (waits_told IN (0, 1));
ALTER TABLE tournament ADD COLUMN end_told INTEGER NOT NULL DEFAULT 0
    CHECK (end_told IN (0, 1));
-- What was there before this migration is not news any more.
UPDATE tournament_round SET announced = 1, waits_told = 1;
UPDATE tournament SET end_told = 1 WHERE status IN ('finished', 'cancelled');
CREATE INDEX tournament_round_untold_idx ON tournament_round (tournament_id, round)
    WHERE announced = 0 OR (waits_told = 0 AND finished_at IS NULL);
CREATE INDEX tournament_end_untold_idx ON tournament (tournament_id)
    WHERE end_told = 0 AND status = 'finished';

-- The organiser's announcements: shown on the tournament's page, sent to every player.
CREATE TABLE tournament_announcement (
    announcement_id TEXT NOT NULL PRIMARY KEY,
    tournament_id   TEXT NOT NULL REFERENCES tournament (tournament_id) ON DELETE CASCADE,
    text            TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    sent            INTEGER NOT NULL DEFAULT 0 CHECK (sent IN (0, 1))
) STRICT;
CREATE INDEX tournament_announcement_idx ON tournament_announcement (tournament_id, created_at);
CREATE INDEX tournament_announcement_unsent_idx ON tournament_announcement (created_at)
    WHERE sent = 0;
