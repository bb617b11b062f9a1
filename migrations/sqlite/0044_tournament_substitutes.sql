-- A substitute (issue 43, docs/tournaments.md "Substitutes"): while round 1 is played, the
-- organiser may put someone in the place of a player who withdrew. The substitute's row
-- names the player it replaces and takes their seed, so a round robin's schedule (made by
-- seed at the start) goes on with the substitute from the next round. Twin of the Postgres
-- migration.
ALTER TABLE tournament_entrant ADD COLUMN replaces TEXT REFERENCES "user" (user_id);
-- One substitute per withdrawn player, even when two requests race.
CREATE UNIQUE INDEX tournament_entrant_replaces_idx ON tournament_entrant (tournament_id, replaces);
