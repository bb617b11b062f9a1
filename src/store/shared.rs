//! What both store implementations share: the user-facing messages (the contract tests
//! hold both stores to the same words) and small conversions.

use super::notify::{GameExtras, Vote, VoteKind};
use super::Rejection;
use super::{GameStatus, InvitationStatus, RawEventRecord, StartPlan, StoreError, StoreResult};
use serde::Deserialize;
use serde_json::value::RawValue;
use std::borrow::Cow;
use time::format_description::well_known::Rfc3339;
use time::{OffsetDateTime, UtcOffset};

/// Withdraws a user's undelivered notifications on channel `$2` addressed to anything
/// but `$3` (NULL: to anything), so that nothing more goes to an address or URL the user
/// replaced or removed. A row a worker is sending at this very moment still goes out; its
/// report then finds the row withdrawn and changes nothing.
pub(super) const WITHDRAW_OUTBOX_SQL: &str = "UPDATE outbox
    SET status = 'failed', claimed_until = NULL, claim_token = NULL,
        last_error = 'withdrawn: the address changed before it was sent'
    WHERE user_id = $1 AND channel = $2 AND status = 'pending'
      AND ($3 IS NULL OR recipient <> $3)";

/// A new password hash for a user (`Store::set_password`, with [`END_OTHER_SESSIONS_SQL`]
/// in the same transaction).
pub(super) const SET_PASSWORD_SQL: &str =
    r#"UPDATE "user" SET password_hash = $2 WHERE user_id = $1"#;

/// After a new password for user `$1`, in the same transaction: whoever knew the old one
/// may have set the webhook, copied the feed's address or subscribed a device, so the
/// webhook is turned off (its address kept in `webhook_off_url` for the settings page), a
/// feed gets the new random id `$2`, renewed at `$3`, and push subscriptions end
/// ([`super::push::END_PUSH_SQL`]).
pub(super) const SECURE_NOTIFY_SQL: &str = "UPDATE user_notify
    SET webhook_off_url = COALESCE(webhook_url, webhook_off_url),
        webhook_url = NULL,
        feed_renewed_at = CASE WHEN feed_token IS NULL THEN feed_renewed_at ELSE $3 END,
        feed_token = CASE WHEN feed_token IS NULL THEN NULL ELSE $2 END
    WHERE user_id = $1";

/// Ends every session and API token of a user except the one hashed `$2` (none if NULL).
pub(super) const END_OTHER_SESSIONS_SQL: &str =
    "DELETE FROM session WHERE user_id = $1 AND token_hash <> COALESCE($2, '')";

/// The name a deleted account shows (its row stays for the seats that point at it).
pub const DELETED_NAME: &str = "deleted player";

/// How long a deleted account's username stays taken (`Store::free_deleted_name`).
pub const DELETED_NAME_HELD_DAYS: i64 = 30;

/// Marks the account `$1` deleted at `$2` (`Store::delete_user`'s first statement, which
/// finds nothing for an unknown or already deleted account): the row stays for the seats
/// that point at it, shown as "deleted player", with a password hash nothing matches.
pub(super) const MARK_USER_DELETED_SQL: &str = r#"UPDATE "user"
    SET username = 'deleted player', password_hash = '!', deleted_at = $2
    WHERE user_id = $1 AND deleted_at IS NULL"#;

/// Removes seat `$2` of game `$1` at `$3`: from then on it moves only automatically (a
/// decided vote to remove, a player who resigned).
pub(super) const REMOVE_SEAT_SQL: &str = "INSERT INTO game_removed_seat (game_id, seat, removed_at)
    VALUES ($1, $2, $3) ON CONFLICT DO NOTHING";

/// Then, in the same transaction, the seats of user `$1` in running games are removed at
/// `$2`: their player is gone (`Gone`), deleted or (`$3`) suspended; they move only
/// automatically from now on, as after a vote. Seats already removed stay as they were.
pub(super) const REMOVE_SEATS_OF_USER_SQL: &str =
    "INSERT INTO game_removed_seat (game_id, seat, removed_at, suspended)
    SELECT p.game_id, p.seat, $2, $3 FROM game_player p JOIN game g ON g.game_id = p.game_id
    WHERE p.user_id = $1 AND g.status = 'active' AND NOT g.cancelled
    ON CONFLICT DO NOTHING";

/// Then, for a deleted or suspended user `$1` (each statement taking only `$1`): their
/// open invitations are cancelled, their seats in others' open invitations given up, and
/// their sessions and API tokens ended.
pub(super) const LEAVE_SITE_SQL: [&str; 3] = [
    "UPDATE invitation SET status = 'cancelled' WHERE creator_id = $1 AND status = 'open'",
    "DELETE FROM invitation_seat WHERE user_id = $1
       AND invitation_id IN (SELECT invitation_id FROM invitation WHERE status = 'open')",
    "DELETE FROM session WHERE user_id = $1",
];

/// And for a deleted user `$1`, what is left of them: settings (address, webhook, feed, push devices),
/// known browsers, absences, notifications, reset links, private notes and ratings are erased (their chat
/// messages stay, signed "deleted player"; deleted players drop out of the rating pools).
pub(super) const ERASE_USER_SQL: [&str; 11] = [
    "DELETE FROM user_notify WHERE user_id = $1",
    super::push::END_PUSH_SQL,
    "DELETE FROM absence WHERE user_id = $1",
    "DELETE FROM outbox WHERE user_id = $1",
    "DELETE FROM password_reset WHERE user_id = $1",
    "DELETE FROM game_private WHERE user_id = $1",
    "DELETE FROM rating WHERE user_id = $1",
    "DELETE FROM account_network WHERE user_id = $1",
    super::fair_play::UNESTABLISH_SQL,
    super::fair_play::UNVOID_SQL,
    super::devices::END_DEVICES_SQL,
];

/// The running games (`game_id`, `seat`) where deleted user `$1` is to move now.
pub(super) const DELETED_USERS_TURNS_SQL: &str = "SELECT g.game_id, g.seq, p.seat
    FROM game_player p JOIN game g ON g.game_id = p.game_id
    WHERE p.user_id = $1 AND g.status = 'active' AND NOT g.cancelled
      AND g.to_move_seat = p.seat";

/// Hands removed seat `$2` of game `$1` to a computer player of level `$3` (a decided
/// [`VoteKind::Computer`] vote).
pub(super) const HAND_SEAT_TO_COMPUTER_SQL: &str =
    "UPDATE game_removed_seat SET computer_level = $3 WHERE game_id = $1 AND seat = $2";

/// Running games where a computer account (ids `$1` to `$2`) is to move in a seat of its
/// own, with who created the game's invitation and since when the turn waits.
pub(super) const COMPUTERS_TO_MOVE_SQL: &str = "SELECT g.game_id, p.seat, p.user_id,
        i.creator_id, g.updated_at
    FROM game g
    JOIN game_player p ON p.game_id = g.game_id AND p.seat = g.to_move_seat
    JOIN invitation i ON i.invitation_id = g.invitation_id
    WHERE g.status = 'active' AND NOT g.cancelled AND p.user_id BETWEEN $1 AND $2
      AND NOT EXISTS (SELECT 1 FROM game_removed_seat r
                      WHERE r.game_id = g.game_id AND r.seat = p.seat)";

/// Running games whose removed seat to move was handed to a computer player, with who
/// created the game's invitation and since when the turn waits. From the few removed seats
/// outwards (`CROSS JOIN`, as in [`DUE_GAMES_SQL`]), never every game.
pub(super) const COMPUTER_SEAT_TURNS_SQL: &str = "SELECT g.game_id, r.seat, r.computer_level,
        i.creator_id, g.updated_at
    FROM game_removed_seat r
    CROSS JOIN game g
    JOIN invitation i ON i.invitation_id = g.invitation_id
    WHERE g.game_id = r.game_id AND g.to_move_seat = r.seat
      AND r.computer_level IS NOT NULL AND g.status = 'active' AND NOT g.cancelled";

/// How many games with a computer player person `$1` is in (computer accounts: ids `$2` to
/// `$3`): running games where they still hold their seat and a computer plays a seat (its
/// own or a removed one handed to it), and open invitations they sit at with a computer
/// seated.
pub(super) const COMPUTER_GAMES_OF_SQL: &str = "SELECT CAST(
    (SELECT COUNT(*) FROM game g JOIN game_player p ON p.game_id = g.game_id
     WHERE p.user_id = $1 AND g.status = 'active' AND NOT g.cancelled
       AND NOT EXISTS (SELECT 1 FROM game_removed_seat r
                       WHERE r.game_id = g.game_id AND r.seat = p.seat)
       AND (EXISTS (SELECT 1 FROM game_player c
                    WHERE c.game_id = g.game_id AND c.user_id BETWEEN $2 AND $3)
            OR EXISTS (SELECT 1 FROM game_removed_seat r
                       WHERE r.game_id = g.game_id AND r.computer_level IS NOT NULL)))
    + (SELECT COUNT(*) FROM invitation i
       JOIN invitation_seat s ON s.invitation_id = i.invitation_id
       WHERE s.user_id = $1 AND i.status = 'open'
         AND EXISTS (SELECT 1 FROM invitation_seat c
                     WHERE c.invitation_id = i.invitation_id AND c.user_id BETWEEN $2 AND $3))
    AS INTEGER) AS n";

/// The level a computer vote's round stands for (1 beginner, 2 standard, 3 strong).
pub(super) fn level_of_round(round: i64) -> StoreResult<crate::bots::Level> {
    crate::bots::Level::from_number(round)
        .ok_or_else(|| corrupt(format!("bad computer level {round}")))
}

/// A computer player's level as stored (`game_removed_seat.computer_level`).
pub(super) fn stored_level(text: &str) -> StoreResult<crate::bots::Level> {
    crate::bots::Level::parse(text).ok_or_else(|| corrupt(format!("bad computer level {text:?}")))
}

/// Frees username key `$1` and skeleton `$3` if an account deleted at `$2` or earlier
/// still holds either.
pub(super) const FREE_DELETED_NAME_SQL: &str = r#"UPDATE "user"
    SET username_key = 'deleted:' || user_id, username_skeleton = NULL
    WHERE (username_key = $1 OR username_skeleton = $3)
      AND deleted_at IS NOT NULL AND deleted_at <= $2"#;

/// The columns of a user's notification settings, in `NotifySettings`' order.
macro_rules! settings_columns {
    () => {
        "user_id, email, pending_email, email_mode, webhook_url, feed_token, last_seen_at, \
         time_zone, webhook_off_url, feed_renewed_at, language"
    };
}

/// The daily digest's candidates (both stores; select [`settings_columns!`] `FROM
/// user_notify u` with this): readers of the digest with a verified address or a device, a game
/// waiting for their move and no digest queued since `$1` (the start of today, UTC).
/// Found through `user_notify_digest_idx` (migrations 0005 and 0036), so a pass does not look at
/// every reader, and only those with something to read.
macro_rules! digests_due_where {
    () => {
        "WHERE u.email_mode = 'digest'
      AND (u.email IS NOT NULL
           OR EXISTS (SELECT 1 FROM push_subscription s WHERE s.user_id = u.user_id))
      AND EXISTS (SELECT 1 FROM game_player p JOIN game g ON g.game_id = p.game_id
                  WHERE p.user_id = u.user_id AND g.status = 'active'
                    AND g.to_move_seat = p.seat)
      AND NOT EXISTS (SELECT 1 FROM outbox o
                      WHERE o.user_id = u.user_id AND o.game_id IS NULL
                        AND o.kind = 'digest' AND o.created_at >= $1)"
    };
}

/// Games with events not yet turned into notifications, oldest first (both stores;
/// `game_notify_due_idx`, whose condition in both migrations is this `notify_due = TRUE`).
pub(super) const NOTIFY_BACKLOG_SQL: &str = "SELECT g.game_id, g.seq, n.notified_seq,
        EXISTS (SELECT 1 FROM game_player p JOIN user_notify u ON u.user_id = p.user_id
                WHERE p.game_id = g.game_id
                  AND (u.webhook_url IS NOT NULL
                       OR (u.email_mode <> 'none'
                           AND (u.email IS NOT NULL
                                OR EXISTS (SELECT 1 FROM push_subscription s
                                           WHERE s.user_id = u.user_id))))) AS listened
    FROM game g LEFT JOIN game_notify n ON n.game_id = g.game_id
    WHERE g.notify_due = TRUE AND (n.game_id IS NULL OR n.notified_seq < g.seq)
    ORDER BY g.updated_at LIMIT $1";

/// The running games waiting for user `$1`'s move, waiting longest first (both stores).
pub(super) const WAITING_GAMES_SQL: &str = "SELECT g.game_id
    FROM game_player p JOIN game g ON g.game_id = p.game_id
    WHERE p.user_id = $1 AND g.status = 'active' AND g.to_move_seat = p.seat
      AND g.cancelled = FALSE
    ORDER BY g.updated_at, g.game_id";

/// The notification cursor's compare-and-set (`$1` game, `$2` new seq, `$3` now): a
/// game's first cursor ...
macro_rules! start_cursor_sql {
    () => {
        "INSERT INTO game_notify (game_id, notified_seq, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (game_id) DO NOTHING"
    };
}

/// ... or the cursor moved on from `$4`.
macro_rules! move_cursor_sql {
    () => {
        "UPDATE game_notify SET notified_seq = $2, updated_at = $3
         WHERE game_id = $1 AND notified_seq = $4"
    };
}

/// [`start_cursor_sql!`] as a statement of its own.
pub(super) const START_CURSOR_SQL: &str = start_cursor_sql!();

/// [`move_cursor_sql!`] as a statement of its own.
pub(super) const MOVE_CURSOR_SQL: &str = move_cursor_sql!();

/// Takes game `$1` out of the notification backlog once the cursor reached its newest
/// event `$2` (an append since then set the flag again and keeps it).
pub(super) const NOTIFY_CAUGHT_UP_SQL: &str =
    "UPDATE game SET notify_due = FALSE WHERE game_id = $1 AND seq <= $2";

/// Expires open invitations created at `$1` or before, at `$2` (`invitation_open_idx`):
/// status 'cancelled' with `expired_at`, read back as 'expired'.
pub(super) const EXPIRE_INVITATIONS_SQL: &str =
    "UPDATE invitation SET status = 'cancelled', expired_at = $2
    WHERE status = 'open' AND created_at <= $1";

/// Running games where the worker may have to pass (both stores): the player to move's
/// deadline may have run out (`$1`: their turn began before it, so the shortest deadline
/// has passed; found through `game_deadline_idx`), or their player is gone (`Gone`, the
/// word in column `gone`). `CROSS JOIN` keeps the few due games the outer loop on SQLite:
/// with statistics (`ANALYZE`, `PRAGMA optimize`) and an empty `game_removed_seat`, its
/// planner read every game instead, 22-45 ms a pass at 10^4 games.
pub(super) const DUE_GAMES_SQL: &str = "WITH due AS (
        SELECT game_id FROM game
        WHERE status = 'active' AND deadline_days IS NOT NULL AND updated_at <= $1
        UNION
        SELECT r.game_id FROM game_removed_seat r
        WHERE r.computer_level IS NULL AND EXISTS (SELECT 1 FROM game g WHERE g.game_id = r.game_id
                      AND g.to_move_seat = r.seat AND g.status = 'active'))
    SELECT g.game_id, g.seq, g.to_move_seat, g.updated_at, g.deadline_days, p.user_id,
           (SELECT CASE WHEN u.deleted_at IS NOT NULL THEN 'deleted'
                        WHEN r.suspended THEN 'suspended'
                        WHEN EXISTS (SELECT 1 FROM game_resignation rs
                                     WHERE rs.game_id = r.game_id AND rs.seat = r.seat)
                          THEN 'resigned'
                        ELSE 'voted_out' END
            FROM game_removed_seat r
            WHERE r.game_id = g.game_id AND r.seat = g.to_move_seat
              AND r.computer_level IS NULL) AS gone
    FROM due
    CROSS JOIN game g
    JOIN game_player p ON p.game_id = g.game_id AND p.seat = g.to_move_seat
    JOIN \"user\" u ON u.user_id = p.user_id
    WHERE g.game_id = due.game_id
      AND NOT EXISTS (SELECT 1 FROM game_cancel c WHERE c.game_id = g.game_id)
    ORDER BY g.updated_at";

/// What a write checks first on the game's row (both stores; Postgres appends
/// `FOR UPDATE`, SQLite's single writer holds the write lock already). `cancelled` is the
/// copy on the game row of a `game_cancel` row (migration 0009).
macro_rules! game_for_write_sql {
    () => {
        "SELECT seq, status, cancelled FROM game g WHERE game_id = $1"
    };
}

/// The invitation row a join, leave or cancel decides on (each dialect appends its row
/// lock: [`super::dialect::Dialect::INVITATION_FOR_WRITE_SQL`]).
macro_rules! invitation_for_write_sql {
    () => {
        "SELECT invitation_id, game, options, creator_id, status FROM invitation
         WHERE code = $1"
    };
}

/// Starts a game (`$1` game, `$2` slug, `$3` invitation, `$4` seat to move, `$5` now): its
/// options and deadline copied from the invitation; `$number_column` and `$number` are
/// SQLite's numbering (Postgres takes the column's default, a sequence).
macro_rules! insert_game_sql {
    ($number_column:literal, $number:literal) => {
        concat!(
            "INSERT INTO game (game_id, game, invitation_id, options, status, to_move_seat, seq,
                               updated_at, created_at, finished_at, deadline_days",
            $number_column,
            ")
             VALUES ($1, $2, $3, (SELECT options FROM invitation WHERE invitation_id = $3),
                     'active', $4, 0, $5, $5, NULL,
                     (SELECT deadline_days FROM invitation WHERE invitation_id = $3)",
            $number,
            ")"
        )
    };
}

/// The columns of an outbox row, in `OutboxItem`'s order.
macro_rules! outbox_columns {
    () => {
        "outbox_id, idem_key, user_id, game_id, channel, kind, recipient, subject, body, \
         status, attempts, claim_token, last_error, created_at, sent_at"
    };
}

/// A worker claims up to `$4` due outbox rows at `$1` until `$2` with token `$3`; `$lock`
/// is the dialect's claim lock ([`super::dialect::Dialect::CLAIM_LOCK`]).
macro_rules! claim_outbox_sql {
    ($lock:expr) => {
        concat!(
            "UPDATE outbox SET claimed_until = $2, claim_token = $3, attempts = attempts + 1
             WHERE outbox_id IN (
                 SELECT outbox_id FROM outbox
                 WHERE status = 'pending' AND next_attempt_at <= $1
                   AND (claimed_until IS NULL OR claimed_until <= $1)
                 ORDER BY next_attempt_at, created_at LIMIT $4",
            $lock,
            ")
             RETURNING ",
            outbox_columns!()
        )
    };
}

/// The address a confirmation link (`$1` its hash, valid at `$2`) confirms (each dialect
/// appends its row lock).
macro_rules! confirm_email_sql {
    () => {
        "SELECT user_id, pending_email FROM user_notify
         WHERE email_token_hash = $1 AND email_token_expires_at > $2
           AND pending_email IS NOT NULL"
    };
}

/// The append of a move's game-row update (both stores; `$1` game, `$2` the new event's
/// seq, `$4` the time, `$5` status, `$6` seat to move, `$7` finished at): it applies only
/// when the game still stands at the seq before (the optimistic check), is not over and
/// not cancelled. Zero rows changed = refused; [`GameForWrite::check_append`] then says why.
macro_rules! append_update_sql {
    () => {
        "UPDATE game SET status = $5, to_move_seat = $6, seq = $2, updated_at = $4,
                         finished_at = $7, notify_due = TRUE
         WHERE game_id = $1 AND seq = $2 - 1 AND status <> 'finished' AND cancelled = FALSE"
    };
}

/// The row [`game_for_write_sql!`] reads: where the game stands for a write.
pub(super) struct GameForWrite {
    pub seq: i64,
    pub status: String,
    pub cancelled: bool,
}

impl GameForWrite {
    /// Whether the event `seq` may be appended (both stores, same words).
    pub fn check_append(&self, seq: i64) -> StoreResult<()> {
        if self.seq.checked_add(1) != Some(seq) {
            return Err(StoreError::Conflict(Rejection::MovedOn));
        }
        if game_status(&self.status)? == GameStatus::Finished {
            return Err(StoreError::Rejected(Rejection::GameOver));
        }
        if self.cancelled {
            return Err(StoreError::Rejected(Rejection::Cancelled));
        }
        Ok(())
    }

    /// Whether a vote cast while the game stood at `expected_seq` may be recorded.
    pub fn check_vote(&self, expected_seq: i64) -> StoreResult<()> {
        self.check_running(expected_seq, Rejection::VoteMovedOn)
    }

    /// Refuses unless the game runs at `expected_seq` (else `moved_on`, a conflict).
    pub fn check_running(&self, expected_seq: i64, moved_on: Rejection) -> StoreResult<()> {
        if self.cancelled {
            return Err(StoreError::Rejected(Rejection::Cancelled));
        }
        if self.status != "active" {
            return Err(StoreError::Rejected(Rejection::GameOver));
        }
        if self.seq != expected_seq {
            return Err(StoreError::Conflict(moved_on));
        }
        Ok(())
    }
}

/// The move deadlines an invitation may choose, in days per move.
pub const DEADLINE_DAYS: [u32; 6] = [1, 2, 3, 5, 7, 14];

pub(super) fn check_deadline(days: Option<u32>) -> StoreResult<()> {
    match days {
        Some(d) if !DEADLINE_DAYS.contains(&d) => Err(StoreError::Rejected(Rejection::BadDeadline)),
        _ => Ok(()),
    }
}

/// A seat as read from an INTEGER column.
pub(super) fn seat_of(value: i64) -> StoreResult<usize> {
    usize::try_from(value).map_err(decode_error)
}

/// What both databases say alike about an error: a missing row, a lost connection or
/// pool, a taken unique key, a reference to a user, invitation or game that does not exist.
/// Any other error comes back for the dialect's own codes.
pub(super) fn common_error(error: sqlx::Error) -> Result<StoreError, sqlx::Error> {
    use sqlx::error::ErrorKind;
    match &error {
        sqlx::Error::RowNotFound => Ok(StoreError::NotFound),
        sqlx::Error::Io(_)
        | sqlx::Error::Tls(_)
        | sqlx::Error::PoolTimedOut
        | sqlx::Error::PoolClosed
        | sqlx::Error::WorkerCrashed => Ok(StoreError::Unavailable(error)),
        sqlx::Error::Database(db) if db.kind() == ErrorKind::UniqueViolation => {
            Ok(StoreError::Conflict(Rejection::Taken))
        }
        sqlx::Error::Database(db) if db.kind() == ErrorKind::ForeignKeyViolation => {
            Ok(StoreError::NotFound)
        }
        _ => Err(error),
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
    crate::usernames::key(username)
}

pub(super) fn invitation_status(text: &str) -> StoreResult<InvitationStatus> {
    InvitationStatus::parse(text)
        .ok_or_else(|| corrupt(format!("unknown invitation status {text:?}")))
}

pub(super) fn game_status(text: &str) -> StoreResult<GameStatus> {
    GameStatus::parse(text).ok_or_else(|| corrupt(format!("unknown game status {text:?}")))
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
        Err(StoreError::Rejected(Rejection::BadPlan))
    }
}

/// Invitations with their seats, one row per seat (joining order), newest invitation
/// first, the same in both stores; `$where` filters `i`.
macro_rules! select_invitations {
    ($where:literal) => {
        concat!(
            r#"SELECT i.invitation_id, i.code, i.game, i.options, i.note, i.game_id,
                      CASE WHEN i.expired_at IS NULL THEN i.status ELSE 'expired' END AS status,
                      i.expired_at,
                      i.created_at, i.deadline_days,
                      c.user_id AS creator_user_id, c.username AS creator_username,
                      c.created_at AS creator_created_at,
                      u.user_id AS seat_user_id, u.username AS seat_username,
                      u.created_at AS seat_created_at
               FROM invitation i
               JOIN "user" c ON c.user_id = i.creator_id
               JOIN invitation_seat s ON s.invitation_id = i.invitation_id
               JOIN "user" u ON u.user_id = s.user_id
               WHERE "#,
            $where,
            r#"
               ORDER BY i.created_at DESC, i.invitation_id, s.invitation_seat_id"#
        )
    };
}

pub(super) const CREATOR_COLUMNS: [&str; 3] =
    ["creator_user_id", "creator_username", "creator_created_at"];
pub(super) const SEAT_COLUMNS: [&str; 3] = ["seat_user_id", "seat_username", "seat_created_at"];

/// Games with their players, one row per player (by seat), the same in both stores;
/// `$from` is the game table or a subquery of it, named `g`.
macro_rules! select_games {
    ($from:literal, $rest:literal) => {
        select_games!(columns [""], $from, $rest)
    };
    // `$columns`: more columns, each after a comma (literals or literal macros).
    (columns [$($columns:expr),*], $from:literal, $rest:literal) => {
        concat!(
            r#"SELECT g.game_id, g.game, g.options, g.seq, g.updated_at, g.created_at,
                      CASE WHEN gc.game_id IS NULL THEN g.status ELSE 'cancelled' END AS status,
                      CASE WHEN gc.game_id IS NULL THEN g.to_move_seat END AS to_move_seat,
                      COALESCE(g.finished_at, gc.cancelled_at) AS finished_at,
                      i.deadline_days, i.note, g.number, g.result,
                      EXISTS (SELECT 1 FROM invitation_listing l
                              WHERE l.invitation_id = g.invitation_id) AS listed,
                      p.seat, u.user_id, u.username, u.created_at AS user_created_at"#,
            $($columns,)*
            r#"
               FROM "#,
            $from,
            r#" g
               JOIN invitation i ON i.invitation_id = g.invitation_id
               LEFT JOIN game_cancel gc ON gc.game_id = g.game_id
               JOIN game_player p ON p.game_id = g.game_id
               JOIN "user" u ON u.user_id = p.user_id
               "#,
            $rest
        )
    };
}

/// Removed seats, votes and the cancellation of game `$1` in one query (both stores; the
/// cancellation first, so Postgres types the last column from it; its `round` is 1 when a
/// tournament round's deadline ended the game), and the tournament round it is part of. Rows come back in the
/// order `GameExtras::votes` keeps: kind, target, round, voter. A macro, so that the
/// stores' snapshot statements can embed it.
macro_rules! game_extras_sql {
    () => {
        "SELECT 'cancelled' AS kind, -1 AS target_seat,
                CASE reason WHEN 'deadline' THEN 1 ELSE 0 END AS round, 0 AS voter_seat,
                cancelled_at
           FROM game_cancel WHERE game_id = $1
         UNION ALL
         SELECT kind, target_seat, round, voter_seat, NULL FROM game_vote WHERE game_id = $1
         UNION ALL
         SELECT CASE WHEN EXISTS (SELECT 1 FROM game_player p JOIN \"user\" u ON u.user_id = p.user_id
                                  WHERE p.game_id = r.game_id AND p.seat = r.seat
                                    AND u.deleted_at IS NOT NULL)
                     THEN 'left' WHEN r.suspended THEN 'suspended' ELSE 'removed' END,
                r.seat, 0, 0, NULL
           FROM game_removed_seat r WHERE r.game_id = $1
         UNION ALL
         SELECT 'resigned', seat, 0, 0, resigned_at FROM game_resignation WHERE game_id = $1
         UNION ALL
         SELECT 'tournament', -1, MIN(round), 0, NULL FROM tournament_seat WHERE game_id = $1 HAVING COUNT(*) > 0
         UNION ALL
         SELECT 'computer_seat', seat,
                CASE computer_level WHEN 'beginner' THEN 1 WHEN 'standard' THEN 2 ELSE 3 END, 0, NULL
           FROM game_removed_seat WHERE game_id = $1 AND computer_level IS NOT NULL
         ORDER BY 1, 2, 3, 4"
    };
}

/// A time as the snapshot's JSON carries it (RFC 3339; Postgres may write an offset).
pub(super) fn parse_time(text: &str) -> StoreResult<OffsetDateTime> {
    OffsetDateTime::parse(text, &Rfc3339)
        .map(|time| time.to_offset(UtcOffset::UTC))
        .map_err(decode_error)
}

/// The log as both stores' snapshot statements aggregate it, `[[seq, "created_at",
/// event], ...]` (NULL for no events). The events stay JSON text.
pub(super) fn snapshot_events(json: Option<&str>) -> StoreResult<Vec<RawEventRecord>> {
    #[derive(Deserialize)]
    struct Entry<'a>(i64, #[serde(borrow)] Cow<'a, str>, Box<RawValue>);
    let Some(json) = json else {
        return Ok(Vec::new());
    };
    let entries: Vec<Entry> = serde_json::from_str(json).map_err(decode_error)?;
    entries
        .into_iter()
        .map(|Entry(seq, created_at, event)| {
            Ok(RawEventRecord {
                seq,
                event,
                created_at: parse_time(&created_at)?,
            })
        })
        .collect()
}

/// The extras as both stores' snapshot statements aggregate the rows of
/// [`game_extras_sql!`]: `[[kind, target, round, voter, cancelled_at], ...]` (NULL for none).
pub(super) fn snapshot_extras(json: Option<&str>) -> StoreResult<GameExtras> {
    type Entry<'a> = (String, i64, i64, i64, Option<Cow<'a, str>>);
    let Some(json) = json else {
        return Ok(GameExtras::default());
    };
    let entries: Vec<Entry> = serde_json::from_str(json).map_err(decode_error)?;
    let rows = entries
        .into_iter()
        .map(|(kind, target_seat, round, voter_seat, cancelled_at)| {
            Ok(ExtraRow {
                kind,
                target_seat,
                round,
                voter_seat,
                cancelled_at: cancelled_at.as_deref().map(parse_time).transpose()?,
            })
        })
        .collect::<StoreResult<_>>()?;
    game_extras_from(rows)
}

/// One row of `game_extras_sql!`, decoded by the store.
pub(super) struct ExtraRow {
    pub kind: String,
    pub target_seat: i64,
    pub round: i64,
    pub voter_seat: i64,
    pub cancelled_at: Option<OffsetDateTime>,
}

/// Folds the rows of `game_extras_sql!` into a game's extras.
pub(super) fn game_extras_from(rows: Vec<ExtraRow>) -> StoreResult<GameExtras> {
    let seat = |n: i64| usize::try_from(n).map_err(|_| corrupt(format!("bad seat {n}")));
    let mut extras = GameExtras::default();
    for row in rows {
        let kind = match row.kind.as_str() {
            "cancelled" => {
                extras.cancelled_at = row.cancelled_at;
                extras.ended_at_deadline = row.round == 1;
                continue;
            }
            "removed" => {
                extras.removed_seats.push(seat(row.target_seat)?);
                continue;
            }
            "computer_seat" => {
                let level = level_of_round(row.round)?;
                extras.computer_seats.push((seat(row.target_seat)?, level));
                continue;
            }
            "left" => {
                extras.removed_seats.push(seat(row.target_seat)?);
                extras.left_seats.push(seat(row.target_seat)?);
                continue;
            }
            "suspended" => {
                extras.removed_seats.push(seat(row.target_seat)?);
                extras.suspended_seats.push(seat(row.target_seat)?);
                continue;
            }
            "tournament" => {
                let round = u32::try_from(row.round)
                    .map_err(|_| corrupt(format!("bad tournament round {}", row.round)))?;
                extras.tournament_round = Some(round);
                continue;
            }
            "resigned" => {
                let at = row
                    .cancelled_at
                    .ok_or_else(|| corrupt("a resignation without its time".into()))?;
                extras.resigned.push((seat(row.target_seat)?, at));
                continue;
            }
            other => VoteKind::parse(other)
                .ok_or_else(|| corrupt(format!("unknown vote kind {other:?}")))?,
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
