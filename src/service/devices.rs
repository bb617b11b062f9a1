//! Log-ins that survive a flood from many addresses (issue 39 item 3): known browsers and
//! networks get a lane of their own (OWASP's "device cookie").
//!
//! - A browser that logs in gets a device cookie: a random token whose SHA-256 the
//!   database keeps (`login_device`), bound to the account. Its next log-in for that
//!   account, with the right password, renews the token (the old one no longer works).
//!   An account keeps its [`DEVICES_PER_ACCOUNT`] devices used last; a password change or
//!   reset ends them all, and a device unused for [`DEVICE_DAYS`] days is forgotten.
//! - An API token request from a network the account logged in from within
//!   [`KNOWN_NETWORK_DAYS`] days (`account_network`, `networks.rs`) is known too.
//!
//! A known log-in still needs the right password, but skips the anonymous hashing queue
//! (`hashing.rs`, [`Asker::Known`]) and the limits per address and per account: its
//! failures are counted per device, or per account and network ([`login_limits`]), a lockout
//! of its own. So a flood of wrong passwords from any number of addresses, which trips the
//! account's own limit ([`LOGIN_PER_NAME`]), never keeps the owner out.

use super::hashing::Asker;
use super::{
    token_hash, Service, ServiceResult, LOGIN_PER_ACCOUNT, LOGIN_PER_ADDRESS, LOGIN_PER_DEVICE,
    LOGIN_PER_NAME,
};
use crate::store::{LoginDevice, RateLimit};
use std::net::IpAddr;
use uuid::Uuid;

/// Devices an account keeps: a new one drops the one used longest ago.
pub const DEVICES_PER_ACCOUNT: usize = 5;
/// Days a device is kept after its last log-in (also its cookie's lifetime).
pub const DEVICE_DAYS: i64 = 180;
/// Days after a log-in from a network that an API token request from it is known.
pub const KNOWN_NETWORK_DAYS: i64 = super::networks::NETWORK_DAYS;

/// How a log-in is asked for.
#[derive(Clone, Copy)]
pub enum Via<'a> {
    /// A logged-in session checking its account's current password before a change to
    /// the account (a new password, a deletion).
    Session,
    /// The log-in form, with the browser's device cookie if it sent one.
    Browser(Option<&'a str>),
    /// `POST /api/v1/tokens`.
    ApiToken,
}

/// The lane a log-in takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lane {
    /// The shared queue, with every limit.
    Anonymous,
    /// From this known device of the account.
    Device(Uuid),
    /// From a network the account logged in from lately.
    Network,
    /// From a session of the account itself (its current password before a change).
    Session,
}

/// The failed-log-in limits a log-in for the name with skeleton `skeleton`, from `from`
/// (an address, or "unknown"), counts against in `lane`, with their keys. The first is the
/// lane's own: a success clears it; the others only take that attempt back.
pub fn login_limits(lane: Lane, skeleton: &str, from: &str) -> Vec<(RateLimit, String)> {
    let account_at = (
        LOGIN_PER_ACCOUNT,
        format!("login-account:{skeleton}@{from}"),
    );
    match lane {
        Lane::Anonymous => vec![
            account_at,
            (LOGIN_PER_NAME, format!("login-name:{skeleton}")),
            (LOGIN_PER_ADDRESS, format!("login-addr:{from}")),
        ],
        Lane::Device(device_id) => vec![(LOGIN_PER_DEVICE, format!("login-device:{device_id}"))],
        Lane::Network => vec![account_at],
        // A session's guesses at its own account's password count per account, apart from
        // strangers' failed log-ins: a flood on the name never locks the owner out of their
        // settings, and a stolen session guesses as slowly as a device.
        Lane::Session => vec![(LOGIN_PER_DEVICE, format!("login-session:{skeleton}"))],
    }
}

impl Lane {
    /// Who asks the hasher for a turn: the address in the anonymous queue, else the
    /// account in the known lane.
    pub(super) fn asker(self, user_id: Option<Uuid>, addr: Option<IpAddr>) -> Asker {
        match (self, user_id) {
            (Lane::Device(_) | Lane::Network | Lane::Session, Some(user_id)) => {
                Asker::Known(user_id)
            }
            _ => Asker::Address(addr),
        }
    }
}

impl Service {
    /// The lane of a log-in as account `user_id` (`None`: no such account) asked for `via`
    /// from `addr`.
    pub(super) async fn login_lane(
        &self,
        user_id: Option<Uuid>,
        via: Via<'_>,
        addr: Option<IpAddr>,
    ) -> ServiceResult<Lane> {
        let Some(user_id) = user_id else {
            return Ok(Lane::Anonymous);
        };
        let now = self.now();
        match via {
            Via::Browser(Some(token)) if !token.is_empty() && token.len() <= 200 => {
                let since = now - time::Duration::days(DEVICE_DAYS);
                Ok(
                    match self.store.login_device(&token_hash(token), since).await? {
                        Some(device) if device.user_id == user_id => Lane::Device(device.device_id),
                        _ => Lane::Anonymous,
                    },
                )
            }
            Via::ApiToken => {
                let Some(addr) = addr else {
                    return Ok(Lane::Anonymous);
                };
                let network = crate::net::address_key(addr).to_string();
                let since = now - time::Duration::days(KNOWN_NETWORK_DAYS);
                Ok(
                    if self.store.logged_in_from(user_id, &network, since).await? {
                        Lane::Network
                    } else {
                        Lane::Anonymous
                    },
                )
            }
            Via::Session => Ok(Lane::Session),
            _ => Ok(Lane::Anonymous),
        }
    }

    /// The new token of the device cookie after `user_id` logged in through `lane` with
    /// the cookie `old`: the device it came from is renewed (its old token no longer
    /// works), else a new device is added.
    pub(super) async fn device_token(
        &self,
        user_id: Uuid,
        lane: Lane,
        old: Option<&str>,
    ) -> ServiceResult<String> {
        let token = super::random_token();
        let hash = token_hash(&token);
        let now = self.now();
        if let (Lane::Device(device_id), Some(old)) = (lane, old) {
            let renewed = self
                .store
                .renew_login_device(device_id, &token_hash(old), &hash, now)
                .await?;
            if renewed {
                return Ok(token);
            }
            // Renewed by another request at the same moment: this one is a new device.
        }
        let device = LoginDevice {
            device_id: Uuid::new_v4(),
            user_id,
        };
        self.store
            .add_login_device(device, &hash, now, DEVICES_PER_ACCOUNT)
            .await?;
        Ok(token)
    }

    /// Forgets the devices unused for [`DEVICE_DAYS`] (the worker's pass).
    pub async fn forget_old_devices(&self) -> ServiceResult<u64> {
        let before = self.now() - time::Duration::days(DEVICE_DAYS);
        Ok(self.store.forget_login_devices(before).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(lane: Lane) -> Vec<String> {
        login_limits(lane, "a1ice", "203.0.113.7")
            .into_iter()
            .map(|(_, key)| key)
            .collect()
    }

    #[test]
    fn an_anonymous_log_in_counts_per_account_and_address_per_account_and_per_address() {
        assert_eq!(
            keys(Lane::Anonymous),
            [
                "login-account:a1ice@203.0.113.7",
                "login-name:a1ice",
                "login-addr:203.0.113.7"
            ]
        );
        let limits: Vec<RateLimit> = login_limits(Lane::Anonymous, "a", "b")
            .into_iter()
            .map(|(limit, _)| limit)
            .collect();
        assert_eq!(
            limits,
            [LOGIN_PER_ACCOUNT, LOGIN_PER_NAME, LOGIN_PER_ADDRESS]
        );
    }

    #[test]
    fn a_known_log_in_counts_only_in_its_own_lane() {
        let device = Uuid::from_u128(7);
        // Neither the account's nor the address's limit: a flood that trips them leaves
        // the known device and network alone, and their failures lock only themselves.
        assert_eq!(
            keys(Lane::Device(device)),
            [format!("login-device:{device}")]
        );
        assert_eq!(
            login_limits(Lane::Device(device), "a", "b")[0].0,
            LOGIN_PER_DEVICE
        );
        assert_eq!(keys(Lane::Network), ["login-account:a1ice@203.0.113.7"]);
    }

    #[test]
    fn only_a_known_lane_with_an_account_skips_the_anonymous_queue() {
        let user = Some(Uuid::from_u128(1));
        let addr: Option<IpAddr> = Some("203.0.113.7".parse().unwrap());
        assert_eq!(Lane::Anonymous.asker(user, addr), Asker::Address(addr));
        let known = Asker::Known(Uuid::from_u128(1));
        assert_eq!(Lane::Device(Uuid::from_u128(9)).asker(user, addr), known);
        assert_eq!(Lane::Network.asker(user, addr), known);
        assert_eq!(Lane::Network.asker(None, addr), Asker::Address(addr));
    }
}
