-- The networks accounts were seen from (issue 39): the client's address as the server
-- trusts it (`TRUSTED_PROXIES`), an IPv4 address or an IPv6 /64, at sign-up and at every
-- log-in. Kept 30 days after it was last seen and deleted with the account
-- (docs/security.md, "What is kept about addresses"). Read by the warning that
-- `TRUSTED_PROXIES` may be wrong (many accounts behind one local address).
CREATE TABLE account_network (
    user_id   uuid NOT NULL REFERENCES "user" (user_id) ON DELETE CASCADE,
    -- `crate::net::address_key` of the client, as text ("203.0.113.7", "2001:db8:1:2::").
    network   text NOT NULL,
    -- 'signup' or 'login': how it was last seen.
    reason    text NOT NULL CHECK (reason IN ('signup', 'login')),
    seen_at   timestamptz NOT NULL,
    PRIMARY KEY (user_id, network)
);
CREATE INDEX account_network_network_idx ON account_network (network, seen_at);
CREATE INDEX account_network_seen_idx ON account_network (seen_at);
