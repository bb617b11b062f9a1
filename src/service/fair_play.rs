//! Fair play for ratings (issue 39, `docs/social.md` § Fair play): a rating climbs above a
//! new player's, and a player reaches a leaderboard, only on results against established
//! players, never on the number of accounts one person can make.
//!
//! - **Established**: the operator (`maipenrai admin establish`) or a moderator marks the
//!   first; after that a player becomes established with counted rated games against
//!   [`crate::config::SocialRules::established_opponents`] different established players
//!   who share no network with them (all of them while fewer are established).
//! - **Linked**: two accounts seen from one network (an IPv4 address or an IPv6 /64, at
//!   sign-up or a log-in in the last 30 days, `service::networks`). A rated game between
//!   linked accounts is not rated ([`Verdict::Linked`]); the operator can turn the rule off
//!   for a family or a club on one connection (`RATINGS_IGNORE_NETWORKS`).
//! - **Voided**: moderators void the ratings of a set of accounts (audited, reversible);
//!   every rating is then computed again from the stored games, without them.

use super::moderation::reason_text;
use super::{computers, Service, ServiceError, ServiceResult};
use crate::game::text::{site, t};
use crate::game::Message;
use crate::store::{
    EstablishedBy, FairPlayActing, FairPlayAction, FairPlayStore, SeenNetwork, User, Verdict,
};
use std::collections::BTreeMap;
use std::net::IpAddr;
use uuid::Uuid;

/// The reasons kept in the record when the operator acts on the command line (the
/// moderators' page shows them in the reader's language).
pub const OPERATOR_ESTABLISHED: &str = "marked established by the operator";
pub const OPERATOR_VOIDED: &str = "ratings voided by the operator";
pub const OPERATOR_RESTORED: &str = "ratings restored by the operator";

/// Entries of the fair-play record a moderator's page shows.
const RECORD_SHOWN: i64 = 50;

/// A player's fair-play standing, as the profile and the leaderboard explain it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FairPlayStanding {
    pub established: Option<EstablishedBy>,
    /// Why a moderator voided their ratings, if so.
    pub voided: Option<String>,
    /// The different established players they have counted rated games against (those
    /// sharing a network with them left out, unless the rule is off).
    pub opponents: i64,
    /// How many it takes (0: nobody is established yet on this site).
    pub needed: i64,
}

/// Another account seen from a network of the person (for moderators only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkedAccount {
    pub user: User,
    pub seen: SeenNetwork,
    /// The same address (IPv4) or /64 (IPv6): a link the rule acts on. False: only the
    /// same IPv4 /24, a signal for moderators.
    pub same_network: bool,
}

impl Service {
    pub(super) fn fair_play(&self) -> ServiceResult<&dyn FairPlayStore> {
        self.store.fair_play().ok_or_else(|| {
            ServiceError::Internal(anyhow::anyhow!("this store keeps no fair-play records"))
        })
    }

    /// Established players needed when `others` are established besides the player.
    fn needed(&self, others: i64) -> i64 {
        i64::from(self.config.social.established_opponents).min(others)
    }

    fn networks_minded(&self) -> bool {
        !self.config.social.ignore_networks
    }

    /// Where `user_id` stands: established or not, and what it takes.
    pub async fn fair_play_standing(&self, user_id: Uuid) -> ServiceResult<FairPlayStanding> {
        let store = self.fair_play()?;
        let others = store.established_others(user_id).await?;
        Ok(FairPlayStanding {
            established: store.established(user_id).await?.map(|(by, _)| by),
            voided: store.voided(user_id).await?.map(|(reason, _)| reason),
            opponents: store
                .established_opponents(user_id, self.networks_minded())
                .await?,
            needed: self.needed(others),
        })
    }

    /// Whether anybody is established on this site yet.
    pub async fn anyone_established(&self) -> ServiceResult<bool> {
        Ok(self.fair_play()?.established_others(Uuid::nil()).await? > 0)
    }

    /// The verdict of fair play on a game about to count: [`Verdict::Linked`] when two of
    /// its rated players were seen from one network (and the rule is on).
    pub(super) async fn fair_play_verdict(&self, players: &[Uuid]) -> ServiceResult<Verdict> {
        if self.networks_minded() {
            let store = self.fair_play()?;
            for (i, a) in players.iter().enumerate() {
                for b in &players[i + 1..] {
                    if store.linked(*a, *b).await? {
                        return Ok(Verdict::Linked);
                    }
                }
            }
        }
        Ok(Verdict::Counted)
    }

    /// Which of `players` are established, and which voided.
    pub(super) async fn established_and_voided(
        &self,
        players: &[Uuid],
    ) -> ServiceResult<(Vec<Uuid>, Vec<Uuid>)> {
        let store = self.fair_play()?;
        let (mut established, mut voided) = (Vec::new(), Vec::new());
        for player in players {
            if store.established(*player).await?.is_some() {
                established.push(*player);
            }
            if store.voided(*player).await?.is_some() {
                voided.push(*player);
            }
        }
        Ok((established, voided))
    }

    /// Establishes every player who qualifies now, again until nobody more does (each one
    /// established may let others qualify); how many.
    pub async fn establish_by_games(&self) -> ServiceResult<usize> {
        let store = self.fair_play()?;
        let mut done = 0;
        loop {
            let need = self.needed(store.established_others(Uuid::nil()).await?);
            if need == 0 {
                return Ok(done);
            }
            let acting = self.operator_acting("");
            let mut added = 0;
            for player in store.qualifying(need, self.networks_minded()).await? {
                if store
                    .establish(player, EstablishedBy::Games, acting)
                    .await?
                {
                    tracing::info!(%player, "established by rated games");
                    added += 1;
                }
            }
            if added == 0 {
                return Ok(done);
            }
            done += added;
        }
    }

    fn operator_acting<'a>(&self, reason: &'a str) -> FairPlayActing<'a> {
        FairPlayActing {
            moderator: None,
            reason,
            now: self.now(),
        }
    }

    /// Who acts: the moderator `by` (checked) with their reason, or the operator (None)
    /// with `operator_reason`.
    async fn fair_play_acting(
        &self,
        by: Option<&User>,
        reason: &str,
        operator_reason: &'static str,
    ) -> ServiceResult<(Option<Uuid>, String)> {
        match by {
            Some(moderator) => {
                self.require_moderator(moderator).await?;
                let reason = reason_text(reason, "moderation-why-fair-play")?;
                Ok((Some(moderator.user_id), reason))
            }
            None => Ok((None, operator_reason.to_string())),
        }
    }

    /// A living human account named `name`.
    async fn fair_play_person(&self, name: &str) -> ServiceResult<User> {
        let person = self.person_named(name).await?;
        if computers::is_computer(&person) {
            return Err(ServiceError::Invalid(t("fair-play-computer")));
        }
        Ok(person)
    }

    /// Marks the person named `name` established: by a moderator, or the operator (None);
    /// false when they were already. Then everyone who qualifies through them is too.
    pub async fn establish(
        &self,
        by: Option<&User>,
        name: &str,
        reason: &str,
    ) -> ServiceResult<bool> {
        let (moderator, reason) = self
            .fair_play_acting(by, reason, OPERATOR_ESTABLISHED)
            .await?;
        let person = self.fair_play_person(name).await?;
        let store = self.fair_play()?;
        if store.voided(person.user_id).await?.is_some() {
            return Err(ServiceError::Conflict(site(
                &Message::new("fair-play-establish-voided").arg("name", person.username),
            )));
        }
        let how = match moderator {
            Some(_) => EstablishedBy::Moderator,
            None => EstablishedBy::Operator,
        };
        let acting = FairPlayActing {
            moderator,
            reason: &reason,
            now: self.now(),
        };
        let added = store.establish(person.user_id, how, acting).await?;
        self.establish_by_games().await?;
        Ok(added)
    }

    /// Voids the ratings of the people named `names`: they are no longer established, are
    /// left out of every rated game, and every rating starts over from the stored games
    /// (the worker's next passes). How many were not voided before.
    pub async fn void_ratings(
        &self,
        by: Option<&User>,
        names: &[String],
        reason: &str,
    ) -> ServiceResult<u64> {
        let (moderator, reason) = self.fair_play_acting(by, reason, OPERATOR_VOIDED).await?;
        if names.is_empty() {
            return Err(ServiceError::Invalid(t("fair-play-void-none")));
        }
        let mut people = Vec::new();
        for name in names {
            people.push(self.fair_play_person(name).await?.user_id);
        }
        let acting = FairPlayActing {
            moderator,
            reason: &reason,
            now: self.now(),
        };
        let voided = self.fair_play()?.void(&people, acting).await?;
        tracing::info!(voided, "ratings voided; every rating is computed again");
        Ok(voided)
    }

    /// Lifts the void of the person named `name` (false: not voided); every rating starts
    /// over from the stored games.
    pub async fn restore_ratings(
        &self,
        by: Option<&User>,
        name: &str,
        reason: &str,
    ) -> ServiceResult<bool> {
        let (moderator, reason) = self.fair_play_acting(by, reason, OPERATOR_RESTORED).await?;
        let person = self.fair_play_person(name).await?;
        let acting = FairPlayActing {
            moderator,
            reason: &reason,
            now: self.now(),
        };
        Ok(self.fair_play()?.unvoid(person.user_id, acting).await?)
    }

    /// The other accounts seen from a network of `person` (for moderators): the same
    /// address or /64, and, as a weaker signal, the same IPv4 /24; by name.
    pub async fn linked_accounts(
        &self,
        moderator: &User,
        person: &User,
    ) -> ServiceResult<Vec<LinkedAccount>> {
        self.require_moderator(moderator).await?;
        let store = self.fair_play()?;
        let mut found: BTreeMap<(String, bool, String), LinkedAccount> = BTreeMap::new();
        // A local address is the proxy or a bridge, not a client: it links nobody (the
        // moderators' page warns when many accounts come from one).
        let networks = store.networks_of(person.user_id).await?;
        let public = networks
            .into_iter()
            .filter(|n| !n.network.parse::<IpAddr>().is_ok_and(crate::net::is_local));
        for own in public {
            let mut patterns = vec![(own.network.clone(), true)];
            if let Ok(IpAddr::V4(v4)) = own.network.parse::<IpAddr>() {
                let [a, b, c, _] = v4.octets();
                patterns.push((format!("{a}.{b}.{c}.%"), false));
            }
            for (pattern, same_network) in patterns {
                for (user, seen) in store.accounts_on(&pattern, person.user_id).await? {
                    let same = same_network || seen.network == own.network;
                    let key = (user.username.clone(), !same, seen.network.clone());
                    found.entry(key).or_insert(LinkedAccount {
                        user,
                        seen,
                        same_network: same,
                    });
                }
            }
        }
        Ok(found.into_values().collect())
    }

    /// What moderators and the operator did about `person`'s fair play, newest first.
    pub async fn fair_play_record(
        &self,
        moderator: &User,
        person: &User,
    ) -> ServiceResult<Vec<FairPlayAction>> {
        self.require_moderator(moderator).await?;
        Ok(self
            .fair_play()?
            .fair_play_actions(person.user_id, RECORD_SHOWN)
            .await?)
    }
}
