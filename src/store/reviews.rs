//! The computer's reviews of finished games (issue 44, migration 0045): the statements and
//! their code, the same on both databases. A review is derived data, apart from the event
//! log: a row per game (`game_review`: the reviewer's version, who asked, done or not) and
//! a row per reviewed decision (`game_review_step`). What is reviewed, in which order and
//! who may read it is the service's (`service/reviews.rs`).

use super::dialect::RowsAffected as _;
use super::store_common::{Engine, SqlStore};
use super::StoreResult;
use crate::game::{Judgement, Seat};
use time::OffsetDateTime;
use uuid::Uuid;

/// The review of game `$1`.
pub(super) const REVIEW_SQL: &str =
    "SELECT version, asked_by, asked_at, done_at, asked_again FROM game_review WHERE game_id = $1";

/// The reviewed decisions of game `$1`, in order.
pub(super) const REVIEW_STEPS_SQL: &str = "SELECT step, seat, played, preferred, played_value,
     preferred_value, iterations FROM game_review_step WHERE game_id = $1 ORDER BY step";

/// A review of game `$1` by reviewer version `$2`, asked by `$3` at `$4` (nothing when the
/// game has one).
pub(super) const ASK_REVIEW_SQL: &str =
    "INSERT INTO game_review (game_id, version, asked_by, asked_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (game_id) DO NOTHING";

/// Game `$1`'s review by version `$6` is done again by version `$2`, asked by `$3` (NULL:
/// who asked before) at `$4`; `$5`: a player's one new request after a change of the
/// reviewer.
pub(super) const REVIEW_AGAIN_SQL: &str =
    "UPDATE game_review SET version = $2, asked_by = COALESCE($3, asked_by), asked_at = $4,
     done_at = NULL,
     asked_again = (asked_again OR $5) WHERE game_id = $1 AND version = $6";

/// Then, in the same transaction: the old review's decisions go.
pub(super) const FORGET_REVIEW_STEPS_SQL: &str = "DELETE FROM game_review_step WHERE game_id = $1";

/// The reviews waiting to be done, the longest asked first (at most `$1`).
pub(super) const WAITING_REVIEWS_SQL: &str = "SELECT game_id, version FROM game_review
     WHERE done_at IS NULL ORDER BY asked_at, game_id LIMIT $1";

/// The last decision game `$1`'s review has done.
pub(super) const LAST_REVIEWED_STEP_SQL: &str =
    "SELECT MAX(step) AS step FROM game_review_step WHERE game_id = $1";

/// Whether game `$1`'s review by version `$2` is still under way; on Postgres it also locks
/// the row until the transaction ends, so that a review asked again meanwhile waits.
pub(super) const REVIEW_UNDER_WAY_SQL: &str =
    "UPDATE game_review SET version = version WHERE game_id = $1 AND version = $2
     AND done_at IS NULL";

/// Then, in the same transaction: one decision of it.
pub(super) const SAVE_REVIEW_STEP_SQL: &str = "INSERT INTO game_review_step
     (game_id, step, seat, played, preferred, played_value, preferred_value, iterations)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (game_id, step) DO NOTHING";

/// Game `$1`'s review by version `$2` is done, at `$3`.
pub(super) const FINISH_REVIEW_SQL: &str = "UPDATE game_review SET done_at = $3
     WHERE game_id = $1 AND version = $2 AND done_at IS NULL";

/// Whether person `$1` keeps the reviews of their decisions to themselves.
pub(super) const HIDES_REVIEWS_SQL: &str = "SELECT hide_reviews FROM \"user\" WHERE user_id = $1";
pub(super) const SET_HIDE_REVIEWS_SQL: &str =
    "UPDATE \"user\" SET hide_reviews = $2 WHERE user_id = $1";

/// A game's review as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewRecord {
    /// The reviewer's version (`bots::review::VERSION`) it is done by.
    pub version: u32,
    pub asked_by: Option<Uuid>,
    pub asked_at: OffsetDateTime,
    /// When its last decision was reviewed (None: waiting or under way).
    pub done_at: Option<OffsetDateTime>,
    /// A player asked for it again after the reviewer changed.
    pub asked_again: bool,
}

/// One reviewed decision: the 1-based move number, its seat and the judgement.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedStep {
    pub step: usize,
    pub seat: Seat,
    pub judgement: Judgement,
}

pub(super) async fn review<D: Engine>(
    store: &SqlStore<D>,
    game_id: Uuid,
) -> StoreResult<Option<ReviewRecord>> {
    let row = sqlx::query(REVIEW_SQL)
        .bind(D::id(game_id))
        .fetch_optional(&store.read)
        .await
        .map_err(D::db_error)?;
    row.map(|row| {
        Ok(ReviewRecord {
            version: D::get_int(&row, "version")? as u32,
            asked_by: D::get_opt_id(&row, "asked_by")?,
            asked_at: D::get_time(&row, "asked_at")?,
            done_at: D::get_opt_time(&row, "done_at")?,
            asked_again: D::get(&row, "asked_again")?,
        })
    })
    .transpose()
}

pub(super) async fn steps<D: Engine>(
    store: &SqlStore<D>,
    game_id: Uuid,
) -> StoreResult<Vec<ReviewedStep>> {
    let rows = sqlx::query(REVIEW_STEPS_SQL)
        .bind(D::id(game_id))
        .fetch_all(&store.read)
        .await
        .map_err(D::db_error)?;
    rows.iter()
        .map(|row| {
            Ok(ReviewedStep {
                step: D::get_int(row, "step")? as usize,
                seat: D::get_int(row, "seat")? as Seat,
                judgement: Judgement {
                    played: D::get(row, "played")?,
                    preferred: D::get(row, "preferred")?,
                    played_value: D::get(row, "played_value")?,
                    preferred_value: D::get(row, "preferred_value")?,
                    iterations: D::get_int(row, "iterations")? as u32,
                },
            })
        })
        .collect()
}

pub(super) async fn ask<D: Engine>(
    store: &SqlStore<D>,
    game_id: Uuid,
    version: u32,
    asked_by: Option<Uuid>,
    at: OffsetDateTime,
) -> StoreResult<bool> {
    let done = sqlx::query(ASK_REVIEW_SQL)
        .bind(D::id(game_id))
        .bind(D::int_number(version)?)
        .bind(asked_by.map(D::id))
        .bind(D::time(at)?)
        .execute(&store.write)
        .await
        .map_err(D::db_error)?;
    Ok(done.rows_affected() == 1)
}

#[allow(clippy::too_many_arguments)]
pub(super) async fn again<D: Engine>(
    store: &SqlStore<D>,
    game_id: Uuid,
    old_version: u32,
    version: u32,
    asked_by: Option<Uuid>,
    at: OffsetDateTime,
    by_player: bool,
) -> StoreResult<bool> {
    let mut tx = D::begin(&store.write).await?;
    let done = sqlx::query(REVIEW_AGAIN_SQL)
        .bind(D::id(game_id))
        .bind(D::int_number(version)?)
        .bind(asked_by.map(D::id))
        .bind(D::time(at)?)
        .bind(by_player)
        .bind(D::int_number(old_version)?)
        .execute(&mut *tx)
        .await
        .map_err(D::db_error)?;
    if done.rows_affected() != 1 {
        return Ok(false);
    }
    sqlx::query(FORGET_REVIEW_STEPS_SQL)
        .bind(D::id(game_id))
        .execute(&mut *tx)
        .await
        .map_err(D::db_error)?;
    tx.commit().await.map_err(D::db_error)?;
    Ok(true)
}

pub(super) async fn waiting<D: Engine>(
    store: &SqlStore<D>,
    max: i64,
) -> StoreResult<Vec<(Uuid, u32)>> {
    let rows = sqlx::query(WAITING_REVIEWS_SQL)
        .bind(max)
        .fetch_all(&store.read)
        .await
        .map_err(D::db_error)?;
    rows.iter()
        .map(|row| {
            Ok((
                D::get_id(row, "game_id")?,
                D::get_int(row, "version")? as u32,
            ))
        })
        .collect()
}

pub(super) async fn last_step<D: Engine>(store: &SqlStore<D>, game_id: Uuid) -> StoreResult<usize> {
    // Read from the writer: the step just saved must be seen.
    let row = sqlx::query(LAST_REVIEWED_STEP_SQL)
        .bind(D::id(game_id))
        .fetch_one(&store.write)
        .await
        .map_err(D::db_error)?;
    Ok(D::get_opt_int(&row, "step")?.unwrap_or(0) as usize)
}

pub(super) async fn save_step<D: Engine>(
    store: &SqlStore<D>,
    game_id: Uuid,
    version: u32,
    step: &ReviewedStep,
) -> StoreResult<bool> {
    let mut tx = D::begin(&store.write).await?;
    let under_way = sqlx::query(REVIEW_UNDER_WAY_SQL)
        .bind(D::id(game_id))
        .bind(D::int_number(version)?)
        .execute(&mut *tx)
        .await
        .map_err(D::db_error)?;
    if under_way.rows_affected() != 1 {
        return Ok(false);
    }
    let j = &step.judgement;
    sqlx::query(SAVE_REVIEW_STEP_SQL)
        .bind(D::id(game_id))
        .bind(D::int_number(step.step as u32)?)
        .bind(D::seat_number(step.seat)?)
        .bind(&j.played)
        .bind(&j.preferred)
        .bind(j.played_value)
        .bind(j.preferred_value)
        .bind(D::int_number(j.iterations)?)
        .execute(&mut *tx)
        .await
        .map_err(D::db_error)?;
    tx.commit().await.map_err(D::db_error)?;
    Ok(true)
}

pub(super) async fn finish<D: Engine>(
    store: &SqlStore<D>,
    game_id: Uuid,
    version: u32,
    at: OffsetDateTime,
) -> StoreResult<bool> {
    let done = sqlx::query(FINISH_REVIEW_SQL)
        .bind(D::id(game_id))
        .bind(D::int_number(version)?)
        .bind(D::time(at)?)
        .execute(&store.write)
        .await
        .map_err(D::db_error)?;
    Ok(done.rows_affected() == 1)
}

pub(super) async fn hides<D: Engine>(store: &SqlStore<D>, user_id: Uuid) -> StoreResult<bool> {
    let row = sqlx::query(HIDES_REVIEWS_SQL)
        .bind(D::id(user_id))
        .fetch_optional(&store.read)
        .await
        .map_err(D::db_error)?;
    row.map_or(Ok(false), |row| D::get(&row, "hide_reviews"))
}

pub(super) async fn set_hides<D: Engine>(
    store: &SqlStore<D>,
    user_id: Uuid,
    hide: bool,
) -> StoreResult<()> {
    sqlx::query(SET_HIDE_REVIEWS_SQL)
        .bind(D::id(user_id))
        .bind(hide)
        .execute(&store.write)
        .await
        .map_err(D::db_error)?;
    Ok(())
}
