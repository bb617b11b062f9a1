//! The statements of the shared store (`store_common.rs`), the same on both databases:
//! accounts and sessions, invitations and seats, games' lists and results. Each is listed
//! in `statements.rs` and prepared on both databases by `tests/store_statements.rs`.

pub(super) const PING_SQL: &str = "SELECT 1";

/// The account called `$1` (its key) or, failing that, the one whose name looks like it
/// (skeleton `$2`).
pub(super) const CREDENTIALS_SQL: &str = r#"SELECT user_id, username, created_at, password_hash FROM "user"
    WHERE (username_key = $1 OR username_skeleton = $2) AND deleted_at IS NULL
    ORDER BY CASE WHEN username_key = $1 THEN 0 ELSE 1 END LIMIT 1"#;

pub(super) const USER_SQL: &str =
    r#"SELECT user_id, username, created_at FROM "user" WHERE user_id = $1"#;

pub(super) const DELETE_SESSION_SQL: &str = "DELETE FROM session WHERE token_hash = $1";

pub(super) const OPEN_INVITATIONS_FOR_SQL: &str = select_invitations!(
    "i.status = 'open'
           AND i.invitation_id IN (SELECT invitation_id FROM invitation_seat WHERE user_id = $1)"
);

pub(super) const EXPIRED_INVITATIONS_FOR_SQL: &str =
    select_invitations!("i.creator_id = $1 AND i.expired_at >= $2");

pub(super) const GAMES_FOR_USER_SQL: &str = select_games!(
    "game",
    "WHERE g.game_id IN (SELECT game_id FROM game_player WHERE user_id = $1)
         ORDER BY g.updated_at DESC, g.game_id, p.seat"
);

pub(super) const SET_RESULT_SQL: &str = "UPDATE game SET result = $2
    WHERE game_id = $1 AND status = 'finished' AND result IS NULL";

pub(super) const CREATE_USER_SQL: &str = r#"INSERT INTO "user" (user_id, username, username_key, password_hash, created_at, username_skeleton)
    VALUES ($1, $2, $3, $4, $5, $6)"#;

/// Deletes the expired sessions of user `$1` at `$2` (before a new one: without this the
/// table would only ever grow; per user, so it stays cheap and logins of different people
/// never lock the same rows).
pub(super) const END_EXPIRED_SESSIONS_SQL: &str =
    "DELETE FROM session WHERE user_id = $1 AND expires_at <= $2";

/// A new session or API token.
pub(super) const NEW_SESSION_SQL: &str =
    "INSERT INTO session (token_hash, kind, user_id, csrf_token, expires_at, created_at)
    VALUES ($1, $2, $3, $4, $5, $6)";

pub(super) const LIVE_SESSION_SQL: &str = r#"SELECT s.csrf_token, s.expires_at, u.user_id, u.username, u.created_at,
           u.moderator, n.language, n.time_zone
    FROM session s JOIN "user" u ON u.user_id = s.user_id
      LEFT JOIN user_notify n ON n.user_id = u.user_id
    WHERE s.token_hash = $1 AND s.kind = $2 AND s.expires_at > $3
      AND u.suspended_at IS NULL"#;

pub(super) const NEW_INVITATION_SQL: &str =
    "INSERT INTO invitation (invitation_id, code, game, options, note, creator_id, status,
                            game_id, created_at, deadline_days)
    VALUES ($1, $2, $3, $4, $5, $6, 'open', NULL, $7, $8)";

pub(super) const TAKE_SEAT_SQL: &str =
    "INSERT INTO invitation_seat (invitation_id, user_id, joined_at) VALUES ($1, $2, $3)";

pub(super) const LEAVE_SEAT_SQL: &str =
    "DELETE FROM invitation_seat WHERE invitation_id = $1 AND user_id = $2";

pub(super) const CANCEL_OPEN_INVITATION_SQL: &str =
    "UPDATE invitation SET status = 'cancelled' WHERE invitation_id = $1";

/// Finished games of everyone, newest first (`$1` limit, `$2` offset).
pub(super) const FINISHED_GAMES_SQL: &str = select_games!(
    "(SELECT * FROM game WHERE status = 'finished'
      ORDER BY finished_at DESC, game_id DESC LIMIT $1 OFFSET $2)",
    "ORDER BY g.finished_at DESC, g.game_id DESC, p.seat"
);
