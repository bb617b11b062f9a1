//! The statements of the notification store (`notify_common.rs`), the same on both
//! databases: settings, e-mail addresses and feeds, the outbox, password resets, absences,
//! votes and cancelled games. Each is listed in `statements.rs` and prepared on both
//! databases by `tests/store_statements.rs`.

/// A user's notification settings.
pub(super) const NOTIFY_SETTINGS_SQL: &str = concat!(
    "SELECT ",
    settings_columns!(),
    " FROM user_notify WHERE user_id = $1"
);

/// A user's newest `$2` notifications.
pub(super) const OUTBOX_FOR_USER_SQL: &str = concat!(
    "SELECT ",
    outbox_columns!(),
    " FROM outbox WHERE user_id = $1
     ORDER BY created_at DESC, outbox_id LIMIT $2"
);

/// The daily digest's candidates ([`digests_due_where!`]).
pub(super) const DIGESTS_DUE_SQL: &str = concat!(
    "SELECT ",
    settings_columns!(),
    " FROM user_notify u ",
    digests_due_where!()
);

/// Sets the feed's token (`$2`) of user `$1`, created at `$3` if new.
pub(super) const SET_FEED_TOKEN_SQL: &str =
    "INSERT INTO user_notify (user_id, feed_token, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET feed_token = excluded.feed_token";

/// Sets the time zone (`$2`) of user `$1`, created at `$3` if new.
pub(super) const SET_TIME_ZONE_SQL: &str =
    "INSERT INTO user_notify (user_id, time_zone, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone";

/// Sets the language (`$2`) of user `$1`, created at `$3` if new.
pub(super) const SET_LANGUAGE_SQL: &str =
    "INSERT INTO user_notify (user_id, language, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET language = excluded.language";

pub(super) const INSERT_OUTBOX_SQL: &str =
    "INSERT INTO outbox (outbox_id, idem_key, user_id, game_id, channel, kind,
                        recipient, subject, body, status, attempts,
                        next_attempt_at, created_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', 0, $10, $10)
    ON CONFLICT (idem_key) DO NOTHING";

pub(super) const USERS_WITH_EMAIL_SQL: &str =
    "SELECT user_id FROM user_notify WHERE lower(email) = lower($1)
    ORDER BY user_id LIMIT 5";

pub(super) const SET_PREFERENCES_SQL: &str =
    "INSERT INTO user_notify (user_id, email_mode, webhook_url, created_at)
    VALUES ($1, $2, $3, $4)
    ON CONFLICT (user_id) DO UPDATE
        SET email_mode = excluded.email_mode, webhook_url = excluded.webhook_url,
            webhook_off_url = NULL";

pub(super) const SET_PENDING_EMAIL_SQL: &str =
    "INSERT INTO user_notify (user_id, pending_email, email_token_hash,
                             email_token_expires_at, created_at)
    VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (user_id) DO UPDATE
        SET pending_email = excluded.pending_email,
            email_token_hash = excluded.email_token_hash,
            email_token_expires_at = excluded.email_token_expires_at";

pub(super) const REMOVE_EMAIL_SQL: &str =
    "UPDATE user_notify SET email = NULL, pending_email = NULL, email_token_hash = NULL,
                           email_token_expires_at = NULL
    WHERE user_id = $1";

pub(super) const USER_BY_FEED_TOKEN_SQL: &str = r#"SELECT u.user_id, u.username, u.created_at
    FROM user_notify n JOIN "user" u ON u.user_id = n.user_id
    WHERE n.feed_token = $1"#;

/// User `$1` seen at `$2`; nothing when the account is gone meanwhile (presence is written
/// in batches, a little after the request).
pub(super) const TOUCH_LAST_SEEN_SQL: &str = r#"INSERT INTO user_notify (user_id, last_seen_at, created_at)
    SELECT user_id, $2, $2 FROM "user" WHERE user_id = $1
    ON CONFLICT (user_id) DO UPDATE SET last_seen_at = excluded.last_seen_at
    WHERE user_notify.last_seen_at IS NULL
       OR user_notify.last_seen_at < excluded.last_seen_at"#;

pub(super) const ABSENCES_SQL: &str = "SELECT absence_id, user_id, starts_at, ends_at FROM absence
    WHERE user_id = $1 AND ends_at > $2 ORDER BY starts_at, absence_id";

/// Outbox rows not yet sent nor given up (the partial index `outbox_due_idx` holds them).
pub(super) const OUTBOX_PENDING_SQL: &str =
    "SELECT COUNT(*) AS pending FROM outbox WHERE status = 'pending'";

pub(super) const OUTBOX_SENT_SQL: &str =
    "UPDATE outbox SET status = 'sent', sent_at = $3, claimed_until = NULL,
                      last_error = NULL
    WHERE outbox_id = $1 AND claim_token = $2 AND status = 'pending'";

pub(super) const OUTBOX_RETRY_SQL: &str =
    "UPDATE outbox SET next_attempt_at = $4, claimed_until = NULL, claim_token = NULL,
                      last_error = $3
    WHERE outbox_id = $1 AND claim_token = $2 AND status = 'pending'";

pub(super) const OUTBOX_FAILED_SQL: &str =
    "UPDATE outbox SET status = 'failed', claimed_until = NULL, claim_token = NULL,
                      last_error = $3
    WHERE outbox_id = $1 AND claim_token = $2 AND status = 'pending'";

pub(super) const CREATE_PASSWORD_RESET_SQL: &str =
    "INSERT INTO password_reset (token_hash, user_id, expires_at, created_at)
    VALUES ($1, $2, $3, $4)";

pub(super) const PASSWORD_RESET_USER_SQL: &str =
    "SELECT user_id FROM password_reset WHERE token_hash = $1 AND expires_at > $2";

pub(super) const TAKE_PASSWORD_RESET_SQL: &str = "WITH used AS (SELECT user_id FROM password_reset
                  WHERE token_hash = $1 AND expires_at > $2)
    DELETE FROM password_reset WHERE user_id IN (SELECT user_id FROM used)
    RETURNING user_id";

pub(super) const CONFIRM_PENDING_EMAIL_SQL: &str =
    "UPDATE user_notify SET email = pending_email, pending_email = NULL,
                           email_token_hash = NULL, email_token_expires_at = NULL
    WHERE user_id = $1";

pub(super) const ADD_ABSENCE_SQL: &str =
    "INSERT INTO absence (absence_id, user_id, starts_at, ends_at, created_at)
    VALUES ($1, $2, $3, $4, $5)";

pub(super) const DROP_FUTURE_ABSENCES_SQL: &str =
    "DELETE FROM absence WHERE user_id = $1 AND starts_at >= $2";

pub(super) const END_ABSENCES_SQL: &str =
    "UPDATE absence SET ends_at = $2 WHERE user_id = $1 AND ends_at > $2";

pub(super) const INSERT_VOTE_SQL: &str =
    "INSERT INTO game_vote (game_id, kind, target_seat, round, voter_seat, created_at)
    VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING";

pub(super) const VOTERS_SQL: &str = "SELECT voter_seat FROM game_vote
    WHERE game_id = $1 AND kind = $2 AND target_seat = $3 AND round = $4
    ORDER BY voter_seat";

pub(super) const CANCEL_GAME_SQL: &str = "INSERT INTO game_cancel (game_id, reason, cancelled_at)
    VALUES ($1, 'stalled', $2) ON CONFLICT DO NOTHING";

pub(super) const CANCEL_ABANDONED_SQL: &str =
    "INSERT INTO game_cancel (game_id, reason, cancelled_at)
    VALUES ($1, 'abandoned', $2) ON CONFLICT DO NOTHING";

pub(super) const MARK_CANCELLED_SQL: &str = "UPDATE game SET cancelled = TRUE WHERE game_id = $1";

pub(super) const LAST_OUTBOX_AT_SQL: &str = "SELECT max(created_at) AS last FROM outbox
    WHERE user_id = $1 AND game_id IS NOT DISTINCT FROM $2 AND kind = $3
      AND channel = $4";
