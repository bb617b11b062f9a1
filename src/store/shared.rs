//! What both store implementations share: the user-facing messages (the contract tests
//! hold both stores to the same words) and small conversions.

use super::notify::{GameExtras, Vote, VoteKind};
use super::{GameStatus, InvitationStatus, StartPlan, StoreError, StoreResult};
use time::OffsetDateTime;

pub(super) const MOVED_ON: &str = "the game has moved on";
pub(super) const GAME_OVER: &str = "the game is over";
pub(super) const USERNAME_TAKEN: &str = "this username is taken";
pub(super) const SESSION_TAKEN: &str = "this session token is taken";
pub(super) const CODE_TAKEN: &str = "this invitation code is taken";
pub(super) const GAME_ID_TAKEN: &str = "this game id is taken";
pub(super) const NOT_OPEN: &str = "this invitation is no longer open";
pub(super) const FULL: &str = "this invitation is already full";
pub(super) const ALREADY_SEATED: &str = "you already have a seat in this invitation";
pub(super) const NOT_SEATED: &str = "you do not have a seat in this invitation";
pub(super) const ONLY_CREATOR_CANCELS: &str = "only the creator can cancel an invitation";
pub(super) const CREATOR_CANNOT_LEAVE: &str =
    "the creator cannot leave; cancel the invitation instead";
pub(super) const TOO_FEW_PLAYERS: &str = "an invitation needs at least two players";
pub(super) const BAD_PLAN: &str = "the seating plan does not fit this invitation";
pub(super) const BAD_SEAT: &str = "there is no such seat";
pub(super) const CANCELLED: &str = "the game was cancelled";
pub(super) const BAD_DEADLINE: &str = "a move deadline is 1, 2, 3, 5, 7 or 14 days";
pub(super) const VOTE_MOVED_ON: &str =
    "the game has moved on since you looked; look again before voting";

/// The move deadlines an invitation may choose, in days per move.
pub const DEADLINE_DAYS: [u32; 6] = [1, 2, 3, 5, 7, 14];

pub(super) fn check_deadline(days: Option<u32>) -> StoreResult<()> {
    match days {
        Some(d) if !DEADLINE_DAYS.contains(&d) => Err(StoreError::Rejected(BAD_DEADLINE.into())),
        _ => Ok(()),
    }
}

pub(super) fn decode_error(error: impl std::error::Error + Send + Sync + 'static) -> StoreError {
    StoreError::Other(sqlx::Error::Decode(Box::new(error)))
}

pub(super) fn encode_error(error: impl std::error::Error + Send + Sync + 'static) -> StoreError {
    StoreError::Other(sqlx::Error::Encode(Box::new(error)))
}

/// A stored value that does not make sense (hand-edited data, a bug).
pub(super) fn corrupt(what: String) -> StoreError {
    StoreError::Other(sqlx::Error::Decode(what.into()))
}

/// `time` as both databases keep it: cut to microseconds (what reading it back gives).
pub fn stored_time(time: OffsetDateTime) -> StoreResult<OffsetDateTime> {
    let nanos = time.unix_timestamp_nanos();
    OffsetDateTime::from_unix_timestamp_nanos(nanos - nanos.rem_euclid(1_000)).map_err(encode_error)
}

/// Now, cut to the microseconds both databases keep, so a value reads back equal.
pub(super) fn now() -> OffsetDateTime {
    let now = OffsetDateTime::now_utc();
    now.replace_nanosecond(now.nanosecond() / 1_000 * 1_000)
        .unwrap_or(now)
}

/// The key that makes usernames unique regardless of case (both stores).
pub(super) fn username_key(username: &str) -> String {
    username.to_lowercase()
}

pub(super) fn invitation_status(text: &str) -> StoreResult<InvitationStatus> {
    match text {
        "open" => Ok(InvitationStatus::Open),
        "started" => Ok(InvitationStatus::Started),
        "cancelled" => Ok(InvitationStatus::Cancelled),
        other => Err(corrupt(format!("unknown invitation status {other:?}"))),
    }
}

pub(super) fn game_status(text: &str) -> StoreResult<GameStatus> {
    match text {
        "active" => Ok(GameStatus::Active),
        "finished" => Ok(GameStatus::Finished),
        "cancelled" => Ok(GameStatus::Cancelled),
        other => Err(corrupt(format!("unknown game status {other:?}"))),
    }
}

/// `seat_order` must be a permutation of the joining order and the first mover a seat.
pub(super) fn check_plan(plan: &StartPlan, players: usize) -> StoreResult<()> {
    let mut taken = vec![false; plan.seat_order.len()];
    let is_permutation = plan.seat_order.len() == players
        && plan
            .seat_order
            .iter()
            .all(|&index| index < players && !std::mem::replace(&mut taken[index], true));
    if is_permutation && plan.to_move_seat < players {
        Ok(())
    } else {
        Err(StoreError::Rejected(BAD_PLAN.into()))
    }
}

/// Removed seats, votes and the cancellation of one game in one round trip (both stores;
/// the cancellation first, so Postgres types the last column from it). Rows come back in
/// the order `GameExtras::votes` keeps: kind, target, round, voter.
pub(super) const GAME_EXTRAS_SQL: &str = "\
    SELECT 'cancelled' AS kind, -1 AS target_seat, 0 AS round, 0 AS voter_seat, cancelled_at
      FROM game_cancel WHERE game_id = $1
    UNION ALL
    SELECT kind, target_seat, round, voter_seat, NULL FROM game_vote WHERE game_id = $1
    UNION ALL
    SELECT 'removed', seat, 0, 0, NULL FROM game_removed_seat WHERE game_id = $1
    ORDER BY 1, 2, 3, 4";

/// One row of `GAME_EXTRAS_SQL`, decoded by the store.
pub(super) struct ExtraRow {
    pub kind: String,
    pub target_seat: i64,
    pub round: i64,
    pub voter_seat: i64,
    pub cancelled_at: Option<OffsetDateTime>,
}

/// Folds the rows of `GAME_EXTRAS_SQL` into a game's extras.
pub(super) fn game_extras_from(rows: Vec<ExtraRow>) -> StoreResult<GameExtras> {
    let seat = |n: i64| usize::try_from(n).map_err(|_| corrupt(format!("bad seat {n}")));
    let mut extras = GameExtras::default();
    for row in rows {
        let kind = match row.kind.as_str() {
            "cancelled" => {
                extras.cancelled_at = row.cancelled_at;
                continue;
            }
            "removed" => {
                extras.removed_seats.push(seat(row.target_seat)?);
                continue;
            }
            "remove" => VoteKind::Remove,
            "cancel" => VoteKind::Cancel,
            other => return Err(corrupt(format!("unknown vote kind {other:?}"))),
        };
        extras.votes.push(Vote {
            kind,
            target_seat: (row.target_seat >= 0)
                .then(|| seat(row.target_seat))
                .transpose()?,
            round: row.round,
            voter_seat: seat(row.voter_seat)?,
        });
    }
    Ok(extras)
}
