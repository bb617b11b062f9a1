//! A new invitation and everything that comes with it, written in one transaction after
//! the limits it counts against are checked in that same transaction
//! (docs/security.md, "Limits under concurrent requests"): the creator's seat, the
//! computers' seats (its game starts when they fill it), its listing and its invitees by
//! name. No request can see it half made, nor slip another one in between the count and
//! the write.

use super::limits;
use super::rows_common::{invitation_by_code, start_game, unique_as, InvitationHead};
use super::shared::{check_deadline, now};
use super::social::{INVITE_BY_NAME_SQL, LIST_INVITATION_SQL};
use super::store_common::{Engine, SqlStore, NEW_INVITATION_SQL, TAKE_SEAT_SQL};
use super::{Invitation, InvitationStatus, NewInvitation, Rejection, StoreError, StoreResult};
use uuid::Uuid;

/// [`super::Store::create_invitation`].
pub(super) async fn create<D: Engine>(
    store: &SqlStore<D>,
    new: &NewInvitation,
) -> StoreResult<Invitation> {
    let players = new.options.players;
    // With fewer than two players the creator's own seat would fill the invitation,
    // and there is no plan to start a game with.
    if players < 2 {
        return Err(StoreError::Rejected(Rejection::TooFewPlayers));
    }
    if new.computers.len() >= players {
        return Err(StoreError::Rejected(Rejection::Full));
    }
    check_deadline(new.deadline_days)?;
    let invitation_id = Uuid::new_v4();
    let now = D::time(now())?;
    let mut tx = store.begin().await?;
    let computer_games = new
        .limits
        .computer_games
        .filter(|_| !new.computers.is_empty());
    let naming = new.limits.naming.filter(|_| !new.invitees.is_empty());
    if computer_games.is_some() || naming.is_some() {
        limits::lock_person::<D>(&mut tx, new.creator).await?;
    }
    if let Some(limit) = computer_games {
        limits::check_computer_games::<D>(&mut tx, new.creator, limit).await?;
    }
    if let Some(most) = naming {
        limits::check_naming::<D>(&mut tx, new.creator, &new.invitees, most).await?;
    }
    sqlx::query(NEW_INVITATION_SQL)
        .bind(D::id(invitation_id))
        .bind(&new.code)
        .bind(&new.game)
        .bind(D::json(&new.options)?)
        .bind(&new.note)
        .bind(D::id(new.creator))
        .bind(&now)
        .bind(new.deadline_days.map(D::int_number).transpose()?)
        .execute(&mut *tx)
        .await
        .map_err(unique_as::<D>(Rejection::CodeTaken))?;
    let seats: Vec<Uuid> = std::iter::once(new.creator)
        .chain(new.computers.iter().copied())
        .collect();
    for &seat in &seats {
        sqlx::query(TAKE_SEAT_SQL)
            .bind(D::id(invitation_id))
            .bind(D::id(seat))
            .bind(&now)
            .execute(&mut *tx)
            .await
            .map_err(unique_as::<D>(Rejection::AlreadySeated))?;
    }
    if seats.len() == players {
        let head = InvitationHead {
            invitation_id,
            game: new.game.clone(),
            players,
            creator_id: new.creator,
            status: InvitationStatus::Open,
        };
        let plan = new
            .start
            .as_ref()
            .ok_or(StoreError::Rejected(Rejection::BadPlan))?;
        start_game::<D>(&mut tx, &head, &seats, plan).await?;
    }
    if new.listed {
        sqlx::query(LIST_INVITATION_SQL)
            .bind(D::id(invitation_id))
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
    }
    for &invitee in &new.invitees {
        sqlx::query(INVITE_BY_NAME_SQL)
            .bind(D::id(invitation_id))
            .bind(D::id(invitee))
            .bind(&now)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
    }
    let invitation = invitation_by_code::<D>(&mut tx, &new.code)
        .await?
        .ok_or(StoreError::NotFound)?;
    tx.commit().await.map_err(D::db_error)?;
    Ok(invitation)
}
