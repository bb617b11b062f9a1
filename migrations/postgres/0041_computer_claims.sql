-- Which process searches a game's computer turn (src/service/computers.rs, issue 39): a
-- lease that names its process (random at each start) and runs a few seconds ahead, renewed
-- while the search runs, so that another instance or a restart takes the turn over within
-- seconds of the process's end. Released when the move is made or abandoned. Times are
-- Unix milliseconds of the service's clock, as the rate limits' (`rate_event`).
CREATE TABLE computer_claim (
    game_id  uuid PRIMARY KEY REFERENCES game (game_id) ON DELETE CASCADE,
    holder   text NOT NULL,
    until_ms bigint NOT NULL
);
