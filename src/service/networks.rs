//! The networks accounts are seen from (issue 39): the client's address as the server trusts
//! it (`TRUSTED_PROXIES`, `crate::net`), an IPv4 address or an IPv6 /64, noted at sign-up
//! and at every log-in, kept [`NETWORK_DAYS`] days after it was last seen and deleted with
//! the account (docs/security.md, "What is kept about addresses").
//!
//! Read here for one warning: many accounts behind one local address (loopback, private,
//! a container bridge) mean the server sees its proxy, not its clients, and every
//! per-address limit counts the whole site as one client.

use super::{Service, ServiceResult};
use crate::store::Seen;
use std::net::IpAddr;
use uuid::Uuid;

/// How long a network is kept after it was last seen.
pub const NETWORK_DAYS: i64 = 30;
/// Accounts behind one local address within [`NETWORK_DAYS`] that make the warning.
pub const SHARED_LOCAL_ACCOUNTS: i64 = 10;

/// One local address that many accounts come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedLocalAddress {
    pub address: String,
    pub accounts: i64,
}

impl Service {
    /// Notes that `user_id` was seen from `addr` (nothing when the address is unknown). A
    /// failure is logged, never the user's: the log-in or sign-up it belongs to stands.
    pub(super) async fn seen_from(&self, user_id: Uuid, addr: Option<IpAddr>, seen: Seen) {
        let Some(addr) = addr else { return };
        let network = crate::net::address_key(addr).to_string();
        if let Err(e) = self
            .store
            .seen_from(user_id, &network, seen, self.now())
            .await
        {
            tracing::warn!(%user_id, "cannot note the network of a {seen:?}: {e}");
        }
    }

    /// Forgets the networks last seen more than [`NETWORK_DAYS`] ago (the worker's pass).
    pub async fn forget_old_networks(&self) -> ServiceResult<u64> {
        let before = self.now() - time::Duration::days(NETWORK_DAYS);
        Ok(self.store.forget_networks(before).await?)
    }

    /// The local address most accounts came from lately, when at least
    /// [`SHARED_LOCAL_ACCOUNTS`] did: then `TRUSTED_PROXIES` is probably wrong.
    pub async fn shared_local_address(&self) -> ServiceResult<Option<SharedLocalAddress>> {
        let since = self.now() - time::Duration::days(NETWORK_DAYS);
        let shared = self
            .store
            .shared_networks(since, SHARED_LOCAL_ACCOUNTS)
            .await?;
        Ok(shared
            .into_iter()
            .find(|(network, _)| network.parse::<IpAddr>().is_ok_and(crate::net::is_local))
            .map(|(address, accounts)| SharedLocalAddress { address, accounts }))
    }

    /// Logs the warning of [`Self::shared_local_address`] (once, at start).
    pub async fn warn_of_shared_local_address(&self) {
        match self.shared_local_address().await {
            Ok(Some(shared)) => tracing::warn!(
                address = %shared.address,
                accounts = shared.accounts,
                "many accounts come from one local address: the server probably sees its \
                 reverse proxy or a container bridge, not its clients; set TRUSTED_PROXIES \
                 to that address (docs/operations.md, \"TLS in front\")"
            ),
            Ok(None) => {}
            Err(e) => tracing::warn!("cannot look for shared local addresses: {e}"),
        }
    }
}
