//! Fair play for ratings (issue 39, migration 0039, `docs/social.md` § Fair play): who is
//! established, which accounts are linked by a network they were seen from
//! (`account_network`, [`super::networks`]), whose ratings moderators voided, and the
//! record of what moderators and the operator did about it. The statements are the same
//! on both databases.

use super::dialect::RowsAffected as _;
use super::shared::corrupt;
use super::store_common::{Engine, SqlStore};
use super::{StoreResult, User};
use async_trait::async_trait;
use sqlx::Transaction;
use time::OffsetDateTime;
use uuid::Uuid;

word_enum! {
    /// How a player became established.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum EstablishedBy {
        /// The operator marked them (`maipenrai admin establish`).
        Operator = "operator",
        /// A moderator marked them.
        Moderator = "moderator",
        /// Rated games against enough established players who share no network with them.
        Games = "games",
    }
}

word_enum! {
    /// What a moderator or the operator did about fair play.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum FairPlayKind {
        Established = "established",
        /// The account's ratings were voided (every rating recomputed without it).
        Voided = "voided",
        /// A void was lifted (every rating recomputed with it).
        Restored = "restored",
    }
}

/// One network an account was seen from, and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeenNetwork {
    /// `crate::net::address_key` of the address, as text.
    pub network: String,
    /// 'signup' or 'login'.
    pub reason: String,
    pub seen_at: OffsetDateTime,
}

/// One entry of the fair-play record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FairPlayAction {
    /// None: the operator.
    pub moderator: Option<User>,
    pub target: User,
    pub kind: FairPlayKind,
    pub reason: String,
    pub created_at: OffsetDateTime,
}

/// Who acts, why and when (`moderator` None: the operator).
#[derive(Clone, Copy, Debug)]
pub struct FairPlayActing<'a> {
    pub moderator: Option<Uuid>,
    pub reason: &'a str,
    pub now: OffsetDateTime,
}

#[async_trait]
pub trait FairPlayStore: Send + Sync {
    /// How and since when `user_id` is established (None: not established).
    async fn established(
        &self,
        user_id: Uuid,
    ) -> StoreResult<Option<(EstablishedBy, OffsetDateTime)>>;
    /// Established players other than `user_id`, not suspended nor deleted.
    async fn established_others(&self, user_id: Uuid) -> StoreResult<i64>;
    /// Marks `user_id` established (false: they were already); an operator's or a
    /// moderator's mark is written in the record in the same transaction.
    async fn establish(
        &self,
        user_id: Uuid,
        by: EstablishedBy,
        acting: FairPlayActing<'_>,
    ) -> StoreResult<bool>;
    /// The different established players `user_id` has counted rated games with, not
    /// counting those who share a network with them when `networks` (the rule is on).
    async fn established_opponents(&self, user_id: Uuid, networks: bool) -> StoreResult<i64>;
    /// The players neither established nor voided who have counted rated games with at
    /// least `need` different established players (counted as
    /// [`FairPlayStore::established_opponents`]).
    async fn qualifying(&self, need: i64, networks: bool) -> StoreResult<Vec<Uuid>>;
    /// Whether the two accounts were seen from one network (kept 30 days), not a local
    /// address.
    async fn linked(&self, a: Uuid, b: Uuid) -> StoreResult<bool>;
    /// The networks `user_id` was seen from, newest first.
    async fn networks_of(&self, user_id: Uuid) -> StoreResult<Vec<SeenNetwork>>;
    /// Other accounts seen from a network matching the SQL `LIKE` pattern, at most 50.
    async fn accounts_on(
        &self,
        pattern: &str,
        except: Uuid,
    ) -> StoreResult<Vec<(User, SeenNetwork)>>;
    /// Why and when a moderator voided `user_id`'s ratings (None: not voided).
    async fn voided(&self, user_id: Uuid) -> StoreResult<Option<(String, OffsetDateTime)>>;
    /// Voids the ratings of `users` (no longer established, left out of every rated game)
    /// and starts every rating over from the stored games, in one transaction with the
    /// record; how many were not voided before.
    async fn void(&self, users: &[Uuid], acting: FairPlayActing<'_>) -> StoreResult<u64>;
    /// Lifts the void of `user_id` and starts every rating over (false: not voided).
    async fn unvoid(&self, user_id: Uuid, acting: FairPlayActing<'_>) -> StoreResult<bool>;
    /// The fair-play record about `user_id`, newest first, at most `limit`.
    async fn fair_play_actions(
        &self,
        user_id: Uuid,
        limit: i64,
    ) -> StoreResult<Vec<FairPlayAction>>;
}

pub(super) const ESTABLISHED_SQL: &str =
    "SELECT how, since FROM established_player WHERE user_id = $1";

pub(super) const ESTABLISHED_OTHERS_SQL: &str = r#"SELECT COUNT(*) FROM established_player e
    JOIN "user" u ON u.user_id = e.user_id
    WHERE e.user_id <> $1 AND u.deleted_at IS NULL AND u.suspended_at IS NULL"#;

pub(super) const ESTABLISH_SQL: &str =
    "INSERT INTO established_player (user_id, how, since) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING";

/// The established players `me` had counted games with (`$1` = 0: networks not minded).
macro_rules! established_opponents {
    ($select:literal, $where:literal) => {
        concat!(
            $select,
            r#" FROM rated_game g
            JOIN game_player me ON me.game_id = g.game_id
            JOIN game_player o ON o.game_id = g.game_id AND o.user_id <> me.user_id
            JOIN established_player e ON e.user_id = o.user_id
            JOIN "user" ou ON ou.user_id = o.user_id
                          AND ou.deleted_at IS NULL AND ou.suspended_at IS NULL
            WHERE g.verdict = 'counted'
              AND ($1 = 0 OR NOT EXISTS (
                  SELECT 1 FROM account_network na
                  JOIN account_network nb ON nb.network = na.network
                  WHERE na.user_id = me.user_id AND nb.user_id = o.user_id
                    AND NOT na.local))
              AND "#,
            $where
        )
    };
}

pub(super) const ESTABLISHED_OPPONENTS_SQL: &str =
    established_opponents!("SELECT COUNT(DISTINCT o.user_id)", "me.user_id = $2");

pub(super) const QUALIFYING_SQL: &str = established_opponents!(
    "SELECT me.user_id",
    "NOT EXISTS (SELECT 1 FROM established_player x WHERE x.user_id = me.user_id)
     AND NOT EXISTS (SELECT 1 FROM rating_void v WHERE v.user_id = me.user_id)
     GROUP BY me.user_id HAVING COUNT(DISTINCT o.user_id) >= $2"
);

pub(super) const LINKED_SQL: &str = "SELECT COUNT(*) FROM account_network na
    JOIN account_network nb ON nb.network = na.network
    WHERE na.user_id = $1 AND nb.user_id = $2 AND NOT na.local";

pub(super) const NETWORKS_OF_SQL: &str = "SELECT network, reason, seen_at FROM account_network
    WHERE user_id = $1 ORDER BY seen_at DESC, network";

pub(super) const ACCOUNTS_ON_SQL: &str = r#"SELECT n.network, n.reason, n.seen_at,
           u.user_id, u.username, u.created_at AS user_created_at
    FROM account_network n JOIN "user" u ON u.user_id = n.user_id
    WHERE n.network LIKE $1 AND n.user_id <> $2 AND u.deleted_at IS NULL
    ORDER BY u.username_key, n.network LIMIT 50"#;

pub(super) const VOIDED_SQL: &str = "SELECT reason, voided_at FROM rating_void WHERE user_id = $1";

pub(super) const VOID_SQL: &str = "INSERT INTO rating_void (user_id, reason, voided_at)
    VALUES ($1, $2, $3) ON CONFLICT DO NOTHING";

pub(super) const UNVOID_SQL: &str = "DELETE FROM rating_void WHERE user_id = $1";

pub(super) const UNESTABLISH_SQL: &str = "DELETE FROM established_player WHERE user_id = $1";

/// Every rating starts over: the worker rates every finished game again, oldest first,
/// and establishes by games again (the operator's and moderators' marks stay; the games
/// handled before ratings existed stay casual).
pub(super) const START_RATINGS_OVER_SQL: [&str; 3] = [
    "DELETE FROM rating",
    "DELETE FROM rated_game WHERE verdict <> 'before'",
    "DELETE FROM established_player WHERE how = 'games'",
];

pub(super) const FAIR_PLAY_RECORD_SQL: &str = "INSERT INTO fair_play_action
        (moderator_id, target_id, kind, reason, created_at)
    VALUES ($1, $2, $3, $4, $5)";

pub(super) const FAIR_PLAY_ACTIONS_SQL: &str = r#"SELECT a.kind, a.reason, a.created_at,
           m.user_id AS m_id, m.username AS m_name, m.created_at AS m_at,
           t.user_id AS t_id, t.username AS t_name, t.created_at AS t_at
    FROM fair_play_action a
    JOIN "user" t ON t.user_id = a.target_id
    LEFT JOIN "user" m ON m.user_id = a.moderator_id
    WHERE a.target_id = $1 ORDER BY a.action_id DESC LIMIT $2"#;

fn seen_network<D: Engine>(row: &D::Row) -> StoreResult<SeenNetwork> {
    Ok(SeenNetwork {
        network: D::get(row, "network")?,
        reason: D::get(row, "reason")?,
        seen_at: D::get_time(row, "seen_at")?,
    })
}

async fn write_record<D: Engine>(
    tx: &mut Transaction<'static, D>,
    acting: &FairPlayActing<'_>,
    target: Uuid,
    kind: FairPlayKind,
) -> StoreResult<()> {
    sqlx::query(FAIR_PLAY_RECORD_SQL)
        .bind(acting.moderator.map(D::id))
        .bind(D::id(target))
        .bind(kind.as_str())
        .bind(acting.reason)
        .bind(D::time(acting.now)?)
        .execute(&mut **tx)
        .await
        .map_err(D::db_error)?;
    Ok(())
}

async fn start_ratings_over<D: Engine>(tx: &mut Transaction<'static, D>) -> StoreResult<()> {
    for sql in START_RATINGS_OVER_SQL {
        // listed: START_RATINGS_OVER_SQL
        sqlx::query(sql)
            .execute(&mut **tx)
            .await
            .map_err(D::db_error)?;
    }
    Ok(())
}

async fn count<D: Engine>(
    store: &SqlStore<D>,
    sql: &'static str,
    a: D::Id,
    b: D::Id,
) -> StoreResult<i64> {
    // listed: LINKED_SQL
    sqlx::query_scalar(sql)
        .bind(a)
        .bind(b)
        .fetch_one(&store.read)
        .await
        .map_err(D::db_error)
}

#[async_trait]
impl<D: Engine> FairPlayStore for SqlStore<D> {
    async fn established(
        &self,
        user_id: Uuid,
    ) -> StoreResult<Option<(EstablishedBy, OffsetDateTime)>> {
        let row = sqlx::query(ESTABLISHED_SQL)
            .bind(D::id(user_id))
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        let Some(row) = row else { return Ok(None) };
        let how: String = D::get(&row, "how")?;
        let since = D::get_time(&row, "since")?;
        Ok(EstablishedBy::parse(&how).map(|by| (by, since)))
    }

    async fn established_others(&self, user_id: Uuid) -> StoreResult<i64> {
        sqlx::query_scalar(ESTABLISHED_OTHERS_SQL)
            .bind(D::id(user_id))
            .fetch_one(&self.read)
            .await
            .map_err(D::db_error)
    }

    async fn establish(
        &self,
        user_id: Uuid,
        by: EstablishedBy,
        acting: FairPlayActing<'_>,
    ) -> StoreResult<bool> {
        let mut tx = self.begin().await?;
        let added = sqlx::query(ESTABLISH_SQL)
            .bind(D::id(user_id))
            .bind(by.as_str())
            .bind(D::time(acting.now)?)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?
            .rows_affected();
        if added > 0 && by != EstablishedBy::Games {
            write_record::<D>(&mut tx, &acting, user_id, FairPlayKind::Established).await?;
        }
        tx.commit().await.map_err(D::db_error)?;
        Ok(added > 0)
    }

    async fn established_opponents(&self, user_id: Uuid, networks: bool) -> StoreResult<i64> {
        sqlx::query_scalar(ESTABLISHED_OPPONENTS_SQL)
            .bind(i32::from(networks))
            .bind(D::id(user_id))
            .fetch_one(&self.read)
            .await
            .map_err(D::db_error)
    }

    async fn qualifying(&self, need: i64, networks: bool) -> StoreResult<Vec<Uuid>> {
        let rows = sqlx::query(QUALIFYING_SQL)
            .bind(i32::from(networks))
            .bind(need)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter().map(|row| D::get_id(row, "user_id")).collect()
    }

    async fn linked(&self, a: Uuid, b: Uuid) -> StoreResult<bool> {
        Ok(count(self, LINKED_SQL, D::id(a), D::id(b)).await? > 0)
    }

    async fn networks_of(&self, user_id: Uuid) -> StoreResult<Vec<SeenNetwork>> {
        let rows = sqlx::query(NETWORKS_OF_SQL)
            .bind(D::id(user_id))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter().map(seen_network::<D>).collect()
    }

    async fn accounts_on(
        &self,
        pattern: &str,
        except: Uuid,
    ) -> StoreResult<Vec<(User, SeenNetwork)>> {
        let rows = sqlx::query(ACCOUNTS_ON_SQL)
            .bind(pattern)
            .bind(D::id(except))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter()
            .map(|row| {
                Ok((
                    D::get_user(row, ["user_id", "username", "user_created_at"])?,
                    seen_network::<D>(row)?,
                ))
            })
            .collect()
    }

    async fn voided(&self, user_id: Uuid) -> StoreResult<Option<(String, OffsetDateTime)>> {
        let row = sqlx::query(VOIDED_SQL)
            .bind(D::id(user_id))
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        row.map(|row| Ok((D::get(&row, "reason")?, D::get_time(&row, "voided_at")?)))
            .transpose()
    }

    async fn void(&self, users: &[Uuid], acting: FairPlayActing<'_>) -> StoreResult<u64> {
        let mut tx = self.begin().await?;
        let mut voided = 0;
        for user in users {
            let added = sqlx::query(VOID_SQL)
                .bind(D::id(*user))
                .bind(acting.reason)
                .bind(D::time(acting.now)?)
                .execute(&mut *tx)
                .await
                .map_err(D::db_error)?
                .rows_affected();
            if added == 0 {
                continue;
            }
            voided += added;
            sqlx::query(UNESTABLISH_SQL)
                .bind(D::id(*user))
                .execute(&mut *tx)
                .await
                .map_err(D::db_error)?;
            write_record::<D>(&mut tx, &acting, *user, FairPlayKind::Voided).await?;
        }
        if voided > 0 {
            start_ratings_over::<D>(&mut tx).await?;
        }
        tx.commit().await.map_err(D::db_error)?;
        Ok(voided)
    }

    async fn unvoid(&self, user_id: Uuid, acting: FairPlayActing<'_>) -> StoreResult<bool> {
        let mut tx = self.begin().await?;
        let lifted = sqlx::query(UNVOID_SQL)
            .bind(D::id(user_id))
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?
            .rows_affected();
        if lifted == 0 {
            return Ok(false);
        }
        write_record::<D>(&mut tx, &acting, user_id, FairPlayKind::Restored).await?;
        start_ratings_over::<D>(&mut tx).await?;
        tx.commit().await.map_err(D::db_error)?;
        Ok(true)
    }

    async fn fair_play_actions(
        &self,
        user_id: Uuid,
        limit: i64,
    ) -> StoreResult<Vec<FairPlayAction>> {
        let rows = sqlx::query(FAIR_PLAY_ACTIONS_SQL)
            .bind(D::id(user_id))
            .bind(limit)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter()
            .map(|row| {
                let kind: String = D::get(row, "kind")?;
                let moderator = match D::get::<Option<String>>(row, "m_name")? {
                    Some(_) => Some(D::get_user(row, ["m_id", "m_name", "m_at"])?),
                    None => None,
                };
                Ok(FairPlayAction {
                    moderator,
                    target: D::get_user(row, ["t_id", "t_name", "t_at"])?,
                    kind: FairPlayKind::parse(&kind)
                        .ok_or_else(|| corrupt(format!("unknown fair-play action {kind:?}")))?,
                    reason: D::get(row, "reason")?,
                    created_at: D::get_time(row, "created_at")?,
                })
            })
            .collect()
    }
}
