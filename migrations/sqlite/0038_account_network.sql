-- Twin of the Postgres migration: the networks accounts were seen from (issue 39).
CREATE TABLE account_network (
    user_id   TEXT NOT NULL REFERENCES "user" (user_id) ON DELETE CASCADE,
    network   TEXT NOT NULL,
    reason    TEXT NOT NULL CHECK (reason IN ('signup', 'login')),
    seen_at   TEXT NOT NULL,
    PRIMARY KEY (user_id, network)
) STRICT;
CREATE INDEX account_network_network_idx ON account_network (network, seen_at);
CREATE INDEX account_network_seen_idx ON account_network (seen_at);
