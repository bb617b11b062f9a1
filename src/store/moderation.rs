//! Storage of moderation (migration 0031, `docs/moderation.md`): what people chose about
//! each other (mute, block), reports, moderators, suspended accounts, removed chat messages
//! and the record of every moderator's action. Nothing here is part of a game's event log.
//!
//! Both stores share one implementation, written once for [`SqlStore`] over its
//! [`Dialect`] like [`super::social`]'s: the statements are the same. Every action changes its target and writes its record in one
//! transaction, so the record never misses an action nor tells of one that did not happen.

use super::dialect::{Dialect, RowsAffected as _};
use super::rows_common::*;
use super::shared::corrupt;
use super::social::ChatMessage;
use super::store_common::{Engine, SqlStore};
use super::{DeletedTurn, StoreError, StoreResult, User};
use async_trait::async_trait;
use sqlx::Transaction;
use time::OffsetDateTime;
use uuid::Uuid;

word_enum! {
    /// What one person chose about another.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum PersonChoice {
        /// Their chat is hidden from me in every game and every notice.
        Muted = "muted",
        /// Muted, and they may not invite me by name nor join my invitations.
        Blocked = "blocked",
    }
}

word_enum! {
    /// What a moderator (or the operator) did.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ActionKind {
        RemovedMessage = "removed_message",
        Suspended = "suspended",
        Restored = "restored",
        /// A report closed without acting on it.
        Dismissed = "dismissed",
        /// The operator made the person a moderator (`maipenrai admin grant`).
        Granted = "granted",
        Revoked = "revoked",
    }
}

/// A person's standing on the site (deleted accounts have no other).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Standing {
    pub moderator: bool,
    /// When and why a moderator suspended the account (None: not suspended).
    pub suspended: Option<(OffsetDateTime, String)>,
}

/// A report as moderators see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub report_id: i64,
    pub reporter: User,
    pub reported: User,
    /// The message reported (its text even when removed: moderators read it), with its
    /// game; None for a report of the person.
    pub message: Option<(Uuid, ChatMessage)>,
    pub reason: String,
    pub created_at: OffsetDateTime,
    pub closed_at: Option<OffsetDateTime>,
}

/// One entry of the moderators' record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Action {
    pub action_id: i64,
    /// None: the operator, on the command line.
    pub moderator: Option<User>,
    pub target: User,
    pub kind: ActionKind,
    /// The message acted on, with its game.
    pub message: Option<(i64, Uuid)>,
    pub report_id: Option<i64>,
    pub reason: String,
    pub created_at: OffsetDateTime,
}

/// A moderator's action about to be written: who, on whom, why, from which report.
#[derive(Clone, Copy, Debug)]
pub struct Acting<'a> {
    /// None: the operator.
    pub moderator: Option<Uuid>,
    pub reason: &'a str,
    pub report_id: Option<i64>,
    pub now: OffsetDateTime,
}

#[async_trait]
pub trait ModerationStore: Send + Sync {
    /// The people `user_id` muted or blocked, by name.
    async fn person_choices(&self, user_id: Uuid) -> StoreResult<Vec<(User, PersonChoice)>>;
    /// Sets (or with None, clears) what `user_id` chose about `other_id`.
    async fn set_person_choice(
        &self,
        user_id: Uuid,
        other_id: Uuid,
        choice: Option<PersonChoice>,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    /// What `user_id` chose about `other_id`, if anything.
    async fn person_choice(
        &self,
        user_id: Uuid,
        other_id: Uuid,
    ) -> StoreResult<Option<PersonChoice>>;
    /// The people whose chat `user_id` does not read (muted or blocked).
    async fn hidden_authors(&self, user_id: Uuid) -> StoreResult<Vec<Uuid>>;

    /// Files a report; returns its id.
    async fn file_report(
        &self,
        reporter: Uuid,
        reported: Uuid,
        message_id: Option<i64>,
        reason: &str,
        now: OffsetDateTime,
    ) -> StoreResult<i64>;
    /// The oldest open reports first, at most `limit`.
    async fn open_reports(&self, limit: i64) -> StoreResult<Vec<Report>>;
    async fn report(&self, report_id: i64) -> StoreResult<Option<Report>>;
    /// One message with its game, its text even when removed (for moderators).
    async fn message(&self, message_id: i64) -> StoreResult<Option<(Uuid, ChatMessage)>>;
    /// The messages of the same game around `message_id` (`around` each side), oldest
    /// first, with their texts even when removed (for moderators).
    async fn messages_around(&self, message_id: i64, around: i64) -> StoreResult<Vec<ChatMessage>>;

    async fn standing(&self, user_id: Uuid) -> StoreResult<Standing>;
    async fn moderators(&self) -> StoreResult<Vec<User>>;
    /// Makes `user_id` a moderator or not; false when that changed nothing.
    async fn set_moderator(
        &self,
        user_id: Uuid,
        moderator: bool,
        acting: Acting<'_>,
    ) -> StoreResult<bool>;
    /// Removes a message (shown as removed by a moderator from now on) and closes its open
    /// reports: its game and author, or NotFound when there is no such message left.
    async fn remove_message(
        &self,
        message_id: i64,
        acting: Acting<'_>,
    ) -> StoreResult<(Uuid, User)>;
    /// Suspends an account that is not suspended, deleted nor a moderator's: its sessions,
    /// API tokens, feed and webhook end, its pending notices are withdrawn, its open
    /// invitations are cancelled and its seats in others' given up, its seats in running
    /// games are gone ([`super::GameExtras::gone`]) and its open reports closed. Returns the
    /// running games where it was to move (NotFound when it could not be suspended).
    async fn suspend(&self, user_id: Uuid, acting: Acting<'_>) -> StoreResult<Vec<DeletedTurn>>;
    /// Lifts a suspension (the seats stay gone); NotFound when not suspended.
    async fn restore(&self, user_id: Uuid, acting: Acting<'_>) -> StoreResult<()>;
    /// Closes an open report without acting on its target; NotFound when not open.
    async fn dismiss(&self, report_id: i64, acting: Acting<'_>) -> StoreResult<()>;
    /// The record, newest first: about `target` only when given.
    async fn actions(&self, target: Option<Uuid>, limit: i64) -> StoreResult<Vec<Action>>;
}

/// A report's columns, its people and its message (`$where` filters `r`).
macro_rules! select_reports {
    ($where:literal) => {
        concat!(
            r#"SELECT r.report_id, r.reason, r.created_at, r.closed_at,
                      a.user_id AS a_id, a.username AS a_name, a.created_at AS a_at,
                      b.user_id AS b_id, b.username AS b_name, b.created_at AS b_at,
                      m.message_id, m.game_id, m.body, m.created_at AS m_at,
                      m.removed_at IS NOT NULL AS removed
               FROM report r
               JOIN "user" a ON a.user_id = r.reporter_id
               JOIN "user" b ON b.user_id = r.reported_id
               LEFT JOIN game_chat m ON m.message_id = r.message_id
               WHERE "#,
            $where
        )
    };
}

/// Messages with their authors and raw texts (`$where` filters `m`).
macro_rules! select_raw_messages {
    ($where:literal) => {
        concat!(
            r#"SELECT m.message_id, m.game_id, m.body, m.created_at,
                      m.removed_at IS NOT NULL AS removed,
                      u.user_id, u.username, u.created_at AS user_created_at
               FROM game_chat m JOIN "user" u ON u.user_id = m.user_id
               WHERE "#,
            $where
        )
    };
}

/// Then, each taking only `$1` (after [`LEAVE_SITE_SQL`]): the account's webhook is turned
/// off (the address kept for the settings page), its feed's address dropped, its
/// pending notices withdrawn and its push subscriptions ended.
pub(super) const SUSPEND_ENDS_SQL: [&str; 3] = [
    "UPDATE user_notify SET webhook_off_url = COALESCE(webhook_url, webhook_off_url),
        webhook_url = NULL, feed_token = NULL
     WHERE user_id = $1",
    "UPDATE outbox SET status = 'failed', claimed_until = NULL, claim_token = NULL,
        last_error = 'withdrawn: the account was suspended'
     WHERE user_id = $1 AND status = 'pending'",
    super::push::END_PUSH_SQL,
];

/// Withdraws the notices waiting to be sent that may quote a message of game `$1` written
/// at `$2` (turn mails, webhooks and digests quote what the others wrote): those of the game,
/// and the digests of its players, queued since then. The lobby and the game page still say
/// whose turn it is.
pub(super) const WITHDRAW_QUOTING_SQL: &str = "UPDATE outbox
    SET status = 'failed', claimed_until = NULL, claim_token = NULL,
        last_error = 'withdrawn: it may quote a chat message a moderator removed'
    WHERE status = 'pending' AND created_at >= $2
      AND (game_id = $1
           OR (game_id IS NULL AND kind = 'digest'
               AND user_id IN (SELECT user_id FROM game_player WHERE game_id = $1)))";

/// Writes one record (`$1` moderator, `$2` target, `$3` kind, `$4` message, `$5` report,
/// `$6` reason, `$7` time) and returns its id.
pub(super) const RECORD_SQL: &str = "INSERT INTO moderation_action
        (moderator_id, target_id, kind, message_id, report_id, reason, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING action_id";

/// Closes at `$2` the open reports that action `$1` answers: the report it was taken from,
/// every report of the message it removed, and, for a suspension, every report about the
/// person.
pub(super) const CLOSE_REPORTS_SQL: &str = "UPDATE report SET closed_at = $2, closed_by = $1
    WHERE closed_at IS NULL
      AND EXISTS (SELECT 1 FROM moderation_action a
                  WHERE a.action_id = $1
                    AND (a.report_id = report.report_id
                         OR a.message_id = report.message_id
                         OR (a.kind = 'suspended' AND a.target_id = report.reported_id)))";

fn report_from<D: Dialect>(row: &D::Row) -> StoreResult<Report> {
    let reported = D::get_user(row, ["b_id", "b_name", "b_at"])?;
    let message_id: Option<i64> = D::get(row, "message_id")?;
    let message = match message_id {
        None => None,
        Some(message_id) => Some((
            D::get_id(row, "game_id")?,
            ChatMessage {
                message_id,
                author: reported.clone(),
                text: D::get(row, "body")?,
                created_at: D::get_time(row, "m_at")?,
                removed: D::get(row, "removed")?,
            },
        )),
    };
    Ok(Report {
        report_id: D::get(row, "report_id")?,
        reporter: D::get_user(row, ["a_id", "a_name", "a_at"])?,
        reported,
        message,
        reason: D::get(row, "reason")?,
        created_at: D::get_time(row, "created_at")?,
        closed_at: D::get_opt_time(row, "closed_at")?,
    })
}

fn action_from<D: Dialect>(row: &D::Row) -> StoreResult<Action> {
    let moderator = match D::get::<Option<String>>(row, "m_name")? {
        Some(_) => Some(D::get_user(row, ["m_id", "m_name", "m_at"])?),
        None => None,
    };
    let kind: String = D::get(row, "kind")?;
    let message_id: Option<i64> = D::get(row, "message_id")?;
    Ok(Action {
        action_id: D::get(row, "action_id")?,
        moderator,
        target: D::get_user(row, ["t_id", "t_name", "t_at"])?,
        kind: ActionKind::parse(&kind)
            .ok_or_else(|| corrupt(format!("unknown action {kind:?}")))?,
        message: match message_id {
            Some(m) => Some((m, D::get_id(row, "game_id")?)),
            None => None,
        },
        report_id: D::get(row, "report_id")?,
        reason: D::get(row, "reason")?,
        created_at: D::get_time(row, "created_at")?,
    })
}

/// Writes the record of an action in `tx`, and closes the open reports it
/// answers ([`CLOSE_REPORTS_SQL`]).
async fn record<D: Dialect>(
    tx: &mut Transaction<'static, D>,
    acting: &Acting<'_>,
    target: Uuid,
    kind: ActionKind,
    message_id: Option<i64>,
) -> StoreResult<()> {
    let action: i64 = sqlx::query_scalar(RECORD_SQL)
        .bind(acting.moderator.map(D::id))
        .bind(D::id(target))
        .bind(kind.as_str())
        .bind(message_id)
        .bind(acting.report_id)
        .bind(acting.reason)
        .bind(D::time(acting.now)?)
        .fetch_one(&mut **tx)
        .await
        .map_err(D::db_error)?;
    sqlx::query(CLOSE_REPORTS_SQL)
        .bind(action)
        .bind(D::time(acting.now)?)
        .execute(&mut **tx)
        .await
        .map_err(D::db_error)?;
    Ok(())
}

#[async_trait]
impl<D: Engine> ModerationStore for SqlStore<D> {
    async fn person_choices(&self, user_id: Uuid) -> StoreResult<Vec<(User, PersonChoice)>> {
        let rows = sqlx::query(PERSON_CHOICES_SQL)
            .bind(D::id(user_id))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter()
            .map(|row| {
                let word: String = D::get(row, "choice")?;
                Ok((
                    D::get_user(row, ["user_id", "username", "created_at"])?,
                    PersonChoice::parse(&word).unwrap_or(PersonChoice::Muted),
                ))
            })
            .collect()
    }

    async fn set_person_choice(
        &self,
        user_id: Uuid,
        other_id: Uuid,
        choice: Option<PersonChoice>,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        let query = match choice {
            Some(choice) => sqlx::query(CHOOSE_PERSON_SQL)
                .bind(D::id(user_id))
                .bind(D::id(other_id))
                .bind(choice.as_str())
                .bind(D::time(now)?),
            None => sqlx::query(FORGET_CHOICE_SQL)
                .bind(D::id(user_id))
                .bind(D::id(other_id)),
        };
        query.execute(&self.write).await.map_err(D::db_error)?;
        Ok(())
    }

    async fn person_choice(
        &self,
        user_id: Uuid,
        other_id: Uuid,
    ) -> StoreResult<Option<PersonChoice>> {
        let word: Option<String> = sqlx::query_scalar(PERSON_CHOICE_SQL)
            .bind(D::id(user_id))
            .bind(D::id(other_id))
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        Ok(word.as_deref().and_then(PersonChoice::parse))
    }

    async fn hidden_authors(&self, user_id: Uuid) -> StoreResult<Vec<Uuid>> {
        let rows = sqlx::query(HIDDEN_AUTHORS_SQL)
            .bind(D::id(user_id))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter().map(|row| D::get_id(row, "other_id")).collect()
    }

    async fn file_report(
        &self,
        reporter: Uuid,
        reported: Uuid,
        message_id: Option<i64>,
        reason: &str,
        now: OffsetDateTime,
    ) -> StoreResult<i64> {
        sqlx::query_scalar(FILE_REPORT_SQL)
            .bind(D::id(reporter))
            .bind(D::id(reported))
            .bind(message_id)
            .bind(reason)
            .bind(D::time(now)?)
            .fetch_one(&self.write)
            .await
            .map_err(D::db_error)
    }

    async fn open_reports(&self, limit: i64) -> StoreResult<Vec<Report>> {
        let rows = sqlx::query(OPEN_REPORTS_SQL)
            .bind(limit)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter().map(report_from::<D>).collect()
    }

    async fn report(&self, report_id: i64) -> StoreResult<Option<Report>> {
        let row = sqlx::query(REPORT_SQL)
            .bind(report_id)
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        row.as_ref().map(report_from::<D>).transpose()
    }

    async fn message(&self, message_id: i64) -> StoreResult<Option<(Uuid, ChatMessage)>> {
        let row = sqlx::query(MESSAGE_SQL)
            .bind(message_id)
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        row.as_ref()
            .map(|row| Ok((D::get_id(row, "game_id")?, chat_message_from::<D>(row)?)))
            .transpose()
    }

    async fn messages_around(&self, message_id: i64, around: i64) -> StoreResult<Vec<ChatMessage>> {
        // The message and those before it, newest first; then those after it.
        let before = sqlx::query(MESSAGES_BEFORE_SQL)
            .bind(message_id)
            .bind(around + 1)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        let after = sqlx::query(MESSAGES_AFTER_SQL)
            .bind(message_id)
            .bind(around)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        before
            .iter()
            .rev()
            .chain(&after)
            .map(chat_message_from::<D>)
            .collect()
    }

    async fn standing(&self, user_id: Uuid) -> StoreResult<Standing> {
        let row = sqlx::query(STANDING_SQL)
            .bind(D::id(user_id))
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        let Some(row) = row else {
            return Err(StoreError::NotFound);
        };
        let suspended = match D::get_opt_time(&row, "suspended_at")? {
            Some(at) => Some((
                at,
                D::get::<Option<String>>(&row, "suspended_reason")?.unwrap_or_default(),
            )),
            None => None,
        };
        Ok(Standing {
            moderator: D::get(&row, "moderator")?,
            suspended,
        })
    }

    async fn moderators(&self) -> StoreResult<Vec<User>> {
        let rows = sqlx::query(MODERATORS_SQL)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter()
            .map(|row| D::get_user(row, ["user_id", "username", "created_at"]))
            .collect()
    }

    async fn set_moderator(
        &self,
        user_id: Uuid,
        moderator: bool,
        acting: Acting<'_>,
    ) -> StoreResult<bool> {
        let mut tx = self.begin().await?;
        let changed = sqlx::query(SET_MODERATOR_SQL)
            .bind(D::id(user_id))
            .bind(moderator)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?
            .rows_affected();
        if changed == 0 {
            return Ok(false);
        }
        let kind = if moderator {
            ActionKind::Granted
        } else {
            ActionKind::Revoked
        };
        record::<D>(&mut tx, &acting, user_id, kind, None).await?;
        tx.commit().await.map_err(D::db_error)?;
        Ok(true)
    }

    async fn remove_message(
        &self,
        message_id: i64,
        acting: Acting<'_>,
    ) -> StoreResult<(Uuid, User)> {
        let mut tx = self.begin().await?;
        let changed = sqlx::query(MARK_MESSAGE_REMOVED_SQL)
            .bind(message_id)
            .bind(D::time(acting.now)?)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?
            .rows_affected();
        if changed == 0 {
            return Err(StoreError::NotFound);
        }
        let row = sqlx::query(MESSAGE_SQL)
            .bind(message_id)
            .fetch_one(&mut *tx)
            .await
            .map_err(D::db_error)?;
        let (game_id, message) = (D::get_id(&row, "game_id")?, chat_message_from::<D>(&row)?);
        sqlx::query(WITHDRAW_QUOTING_SQL)
            .bind(D::id(game_id))
            .bind(D::time(message.created_at)?)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        let author = message.author;
        record::<D>(
            &mut tx,
            &acting,
            author.user_id,
            ActionKind::RemovedMessage,
            Some(message_id),
        )
        .await?;
        tx.commit().await.map_err(D::db_error)?;
        Ok((game_id, author))
    }

    async fn suspend(&self, user_id: Uuid, acting: Acting<'_>) -> StoreResult<Vec<DeletedTurn>> {
        let now = D::time(acting.now)?;
        let mut tx = self.begin().await?;
        let changed = sqlx::query(SUSPEND_SQL)
            .bind(D::id(user_id))
            .bind(&now)
            .bind(acting.reason)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?
            .rows_affected();
        if changed == 0 {
            return Err(StoreError::NotFound);
        }
        let turns = leave_site::<D>(&mut tx, user_id, &now, true, &SUSPEND_ENDS_SQL).await?;
        record::<D>(&mut tx, &acting, user_id, ActionKind::Suspended, None).await?;
        tx.commit().await.map_err(D::db_error)?;
        Ok(turns)
    }

    async fn restore(&self, user_id: Uuid, acting: Acting<'_>) -> StoreResult<()> {
        let mut tx = self.begin().await?;
        let changed = sqlx::query(RESTORE_SQL)
            .bind(D::id(user_id))
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?
            .rows_affected();
        if changed == 0 {
            return Err(StoreError::NotFound);
        }
        record::<D>(&mut tx, &acting, user_id, ActionKind::Restored, None).await?;
        tx.commit().await.map_err(D::db_error)
    }

    async fn dismiss(&self, report_id: i64, acting: Acting<'_>) -> StoreResult<()> {
        let mut tx = self.begin().await?;
        // An update, not a read: it locks the report (Postgres), so of two
        // moderators dismissing it at once the second finds it closed.
        let reported: Option<Uuid> = sqlx::query(DISMISS_SQL)
            .bind(report_id)
            .fetch_optional(&mut *tx)
            .await
            .map_err(D::db_error)?
            .map(|row| D::get_id(&row, "reported_id"))
            .transpose()?;
        let Some(reported) = reported else {
            return Err(StoreError::NotFound);
        };
        let acting = Acting {
            report_id: Some(report_id),
            ..acting
        };
        record::<D>(&mut tx, &acting, reported, ActionKind::Dismissed, None).await?;
        tx.commit().await.map_err(D::db_error)
    }

    async fn actions(&self, target: Option<Uuid>, limit: i64) -> StoreResult<Vec<Action>> {
        let rows = sqlx::query(ACTIONS_SQL)
            .bind(target.map(D::id))
            .bind(limit)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter().map(action_from::<D>).collect()
    }
}

// ---------------------------------------------------------------------------------------
// The statements.

pub(super) const PERSON_CHOICES_SQL: &str = r#"SELECT u.user_id, u.username, u.created_at, c.choice
    FROM person_choice c JOIN "user" u ON u.user_id = c.other_id
    WHERE c.user_id = $1 ORDER BY u.username_key"#;

pub(super) const CHOOSE_PERSON_SQL: &str =
    "INSERT INTO person_choice (user_id, other_id, choice, created_at)
    VALUES ($1, $2, $3, $4)
    ON CONFLICT (user_id, other_id) DO UPDATE
    SET choice = excluded.choice, created_at = excluded.created_at";

pub(super) const FORGET_CHOICE_SQL: &str =
    "DELETE FROM person_choice WHERE user_id = $1 AND other_id = $2";

pub(super) const PERSON_CHOICE_SQL: &str =
    "SELECT choice FROM person_choice WHERE user_id = $1 AND other_id = $2";

pub(super) const HIDDEN_AUTHORS_SQL: &str = "SELECT other_id FROM person_choice WHERE user_id = $1";

pub(super) const FILE_REPORT_SQL: &str =
    "INSERT INTO report (reporter_id, reported_id, message_id, reason, created_at)
    VALUES ($1, $2, $3, $4, $5) RETURNING report_id";

pub(super) const OPEN_REPORTS_SQL: &str =
    select_reports!("r.closed_at IS NULL ORDER BY r.report_id LIMIT $1");

pub(super) const REPORT_SQL: &str = select_reports!("r.report_id = $1");

pub(super) const MESSAGE_SQL: &str = select_raw_messages!("m.message_id = $1");

pub(super) const MESSAGES_BEFORE_SQL: &str = select_raw_messages!(
    "m.game_id = (SELECT game_id FROM game_chat WHERE message_id = $1)
           AND m.message_id <= $1
         ORDER BY m.message_id DESC LIMIT $2"
);

pub(super) const MESSAGES_AFTER_SQL: &str = select_raw_messages!(
    "m.game_id = (SELECT game_id FROM game_chat WHERE message_id = $1)
           AND m.message_id > $1
         ORDER BY m.message_id LIMIT $2"
);

pub(super) const STANDING_SQL: &str = r#"SELECT moderator, suspended_at, suspended_reason
    FROM "user" WHERE user_id = $1"#;

pub(super) const MODERATORS_SQL: &str = r#"SELECT user_id, username, created_at FROM "user"
    WHERE moderator = TRUE AND deleted_at IS NULL
    ORDER BY username_key"#;

pub(super) const SET_MODERATOR_SQL: &str = r#"UPDATE "user" SET moderator = $2
    WHERE user_id = $1 AND moderator <> $2 AND deleted_at IS NULL"#;

pub(super) const MARK_MESSAGE_REMOVED_SQL: &str = "UPDATE game_chat SET removed_at = $2
    WHERE message_id = $1 AND removed_at IS NULL";

pub(super) const SUSPEND_SQL: &str = r#"UPDATE "user" SET suspended_at = $2, suspended_reason = $3
    WHERE user_id = $1 AND suspended_at IS NULL
      AND deleted_at IS NULL AND moderator = FALSE"#;

pub(super) const RESTORE_SQL: &str = r#"UPDATE "user" SET suspended_at = NULL, suspended_reason = NULL
    WHERE user_id = $1 AND suspended_at IS NOT NULL"#;

pub(super) const DISMISS_SQL: &str = "UPDATE report SET closed_by = closed_by
    WHERE report_id = $1 AND closed_at IS NULL RETURNING reported_id";

pub(super) const ACTIONS_SQL: &str = r#"SELECT a.action_id, a.kind, a.message_id, a.report_id, a.reason,
           a.created_at, c.game_id,
           m.user_id AS m_id, m.username AS m_name, m.created_at AS m_at,
           t.user_id AS t_id, t.username AS t_name, t.created_at AS t_at
    FROM moderation_action a
    JOIN "user" t ON t.user_id = a.target_id
    LEFT JOIN "user" m ON m.user_id = a.moderator_id
    LEFT JOIN game_chat c ON c.message_id = a.message_id
    WHERE $1 IS NULL OR a.target_id = $1
    ORDER BY a.action_id DESC LIMIT $2"#;
