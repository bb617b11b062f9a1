//! The statements of the social store (`social.rs`), the same on both databases: ratings
//! and leaderboards, chats and private notes, resignations, invitations by name, profiles'
//! games. Each is listed in `statements.rs` and prepared on both databases by
//! `tests/store_statements.rs`.

/// The messages with their authors in `$order` of their ids, at most `$2`; `$where`
/// filters `m` (`$1` is the game).
macro_rules! select_chat {
    ($where:literal, $order:literal) => {
        concat!(
            r#"SELECT m.message_id, m.created_at,
                      CASE WHEN m.removed_at IS NULL THEN m.body ELSE '' END AS body,
                      m.removed_at IS NOT NULL AS removed,
                      u.user_id, u.username, u.created_at AS user_created_at
               FROM game_chat m JOIN "user" u ON u.user_id = m.user_id
               WHERE m.game_id = $1 AND "#,
            $where,
            " ORDER BY m.message_id ",
            $order,
            " LIMIT $2"
        )
    };
}

/// From the first player's games outwards (`CROSS JOIN`): SQLite's planner otherwise read
/// every counted game of the site for each game it rated.
pub(super) const PAIR_GAMES_SQL: &str = "SELECT COUNT(*) FROM game_player pa
    CROSS JOIN game_player pb
    CROSS JOIN rated_game rg
    CROSS JOIN game g
    WHERE pa.user_id = $1 AND pb.game_id = pa.game_id AND pb.user_id = $2
      AND rg.game_id = pa.game_id AND rg.verdict = 'counted'
      AND g.game_id = pa.game_id AND g.finished_at > $3";

pub(super) const MARK_RATED_SQL: &str =
    "INSERT INTO rated_game (game_id, rated_at, verdict, game, pool)
    VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT DO NOTHING";

pub(super) const CURRENT_RATING_SQL: &str = "SELECT rating, uncertainty, games FROM rating
    WHERE user_id = $1 AND game = $2 AND pool = $3";

pub(super) const SET_RATING_SQL: &str = "INSERT INTO rating
        (user_id, game, pool, rating, uncertainty, games, updated_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7)
    ON CONFLICT (user_id, game, pool) DO UPDATE
    SET rating = excluded.rating, uncertainty = excluded.uncertainty,
        games = excluded.games, updated_at = excluded.updated_at";

pub(super) const RATINGS_OF_SQL: &str = "SELECT game, pool, rating, uncertainty, games FROM rating
    WHERE user_id = $1 ORDER BY game, pool";

pub(super) const LEADERBOARD_SQL: &str = r#"SELECT r.pool, r.rating, r.uncertainty, r.games,
           u.user_id, u.username, u.created_at AS user_created_at
    FROM rating r JOIN "user" u ON u.user_id = r.user_id
    WHERE r.game = $1 AND u.deleted_at IS NULL
      AND u.suspended_at IS NULL AND r.games >= $3 AND r.uncertainty <= $5
      AND EXISTS (SELECT 1 FROM established_player e WHERE e.user_id = r.user_id)
      AND (SELECT COUNT(DISTINCT o.user_id)
           FROM rated_game g
           JOIN game_player me ON me.game_id = g.game_id
                              AND me.user_id = r.user_id
           JOIN game_player o ON o.game_id = g.game_id
                             AND o.user_id <> r.user_id
           JOIN "user" ou ON ou.user_id = o.user_id
                         AND ou.deleted_at IS NULL
           WHERE g.verdict = 'counted' AND g.game = r.game
             AND g.pool = r.pool) >= $4
    ORDER BY r.pool, r.rating - 3 * r.uncertainty DESC, u.username
    LIMIT $2"#;

pub(super) const INSERT_CHAT_SQL: &str =
    "INSERT INTO game_chat (game_id, user_id, body, created_at)
    VALUES ($1, $2, $3, $4) RETURNING message_id";

pub(super) const CHAT_MESSAGE_SQL: &str = select_chat!("m.message_id = $3", "");

pub(super) const CHAT_SQL: &str = select_chat!("TRUE", "DESC");

pub(super) const CHAT_SINCE_SQL: &str = select_chat!("m.created_at > $3", "");

pub(super) const PRIVATE_SQL: &str = "SELECT note, chat_muted, chat_seen FROM game_private
    WHERE game_id = $1 AND user_id = $2";

pub(super) const INSERT_RESIGNATION_SQL: &str =
    "INSERT INTO game_resignation (game_id, seat, resigned_at)
    VALUES ($1, $2, $3)";

pub(super) const LIST_INVITATION_SQL: &str =
    "INSERT INTO invitation_listing (invitation_id) VALUES ($1)
    ON CONFLICT DO NOTHING";

pub(super) const INVITE_BY_NAME_SQL: &str =
    "INSERT INTO invitation_invitee (invitation_id, user_id, invited_at)
    VALUES ($1, $2, $3) ON CONFLICT DO NOTHING";

pub(super) const LISTED_INVITATIONS_SQL: &str = select_invitations!(
    "i.invitation_id IN (
             SELECT o.invitation_id FROM invitation o
             JOIN invitation_listing l ON l.invitation_id = o.invitation_id
             WHERE o.status = 'open' AND o.expired_at IS NULL
             ORDER BY o.created_at DESC, o.invitation_id LIMIT $1)"
);

pub(super) const INVITATIONS_FOR_SQL: &str = select_invitations!(
    "i.invitation_id IN (
             SELECT o.invitation_id FROM invitation o
             JOIN invitation_invitee v ON v.invitation_id = o.invitation_id
             WHERE v.user_id = $1 AND v.declined_at IS NULL
               AND o.status = 'open' AND o.expired_at IS NULL
               AND NOT EXISTS (SELECT 1 FROM invitation_seat t
                               WHERE t.invitation_id = o.invitation_id
                                 AND t.user_id = $1)
             ORDER BY o.created_at DESC, o.invitation_id
             LIMIT $2 OFFSET $3)"
);

pub(super) const DECLINE_INVITATION_SQL: &str = "UPDATE invitation_invitee SET declined_at = $3
    WHERE invitation_id = $1 AND user_id = $2 AND declined_at IS NULL";

pub(super) const OPEN_INVITATIONS_NAMING_SQL: &str = "SELECT COUNT(*) FROM invitation i
    JOIN invitation_invitee v ON v.invitation_id = i.invitation_id
    WHERE i.creator_id = $1 AND v.user_id = $2 AND v.declined_at IS NULL
      AND i.status = 'open' AND i.expired_at IS NULL";

pub(super) const SET_INVITE_FROM_SQL: &str =
    r#"UPDATE "user" SET invite_from = $2 WHERE user_id = $1"#;

pub(super) const GAMES_OF_SQL: &str = select_games!(
    "game",
    "WHERE g.game_id IN (SELECT game_id FROM game_player WHERE user_id = $1)
           AND (EXISTS (SELECT 1 FROM invitation_listing l
                        WHERE l.invitation_id = g.invitation_id)
                OR EXISTS (SELECT 1 FROM game_player v
                           WHERE v.game_id = g.game_id AND v.user_id = $2))
         ORDER BY g.updated_at DESC, g.game_id, p.seat"
);

pub(super) const FINISHED_GAMES_FOR_SQL: &str = select_games!(
    "(SELECT * FROM game f WHERE f.status = 'finished'
            AND (EXISTS (SELECT 1 FROM invitation_listing l
                         WHERE l.invitation_id = f.invitation_id)
                 OR EXISTS (SELECT 1 FROM game_player v
                            WHERE v.game_id = f.game_id AND v.user_id = $3))
          ORDER BY f.finished_at DESC, f.game_id DESC LIMIT $1 OFFSET $2)",
    "ORDER BY g.finished_at DESC, g.game_id DESC, p.seat"
);

pub(super) const PLAYED_TOGETHER_SQL: &str = "SELECT 1 AS together FROM game_player pa
    JOIN game_player pb ON pb.game_id = pa.game_id
    WHERE pa.user_id = $1 AND pb.user_id = $2 LIMIT 1";

pub(super) const HAS_FINISHED_GAME_SQL: &str = "SELECT 1 AS finished FROM game_player p
    JOIN game g ON g.game_id = p.game_id
    WHERE p.user_id = $1 AND g.status = 'finished' LIMIT 1";

pub(super) const IS_LISTED_SQL: &str =
    "SELECT invitation_id FROM invitation_listing WHERE invitation_id = $1";

pub(super) const UNRATED_GAMES_SQL: &str = "SELECT g.game_id FROM game g
    WHERE g.status = 'finished'
      AND NOT EXISTS (SELECT 1 FROM rated_game r WHERE r.game_id = g.game_id)
    ORDER BY g.finished_at, g.number LIMIT $1";

pub(super) const SET_NOTE_SQL: &str =
    "INSERT INTO game_private (game_id, user_id, note, updated_at)
    VALUES ($1, $2, $3, $4)
    ON CONFLICT (game_id, user_id)
    DO UPDATE SET note = excluded.note, updated_at = excluded.updated_at";

pub(super) const INVITEES_SQL: &str = r#"SELECT u.user_id, u.username, u.created_at,
                   v.declined_at IS NOT NULL AS declined
    FROM invitation_invitee v JOIN "user" u ON u.user_id = v.user_id
    WHERE v.invitation_id = $1 ORDER BY u.username_key"#;

pub(super) const INVITE_FROM_SQL: &str = r#"SELECT invite_from FROM "user" WHERE user_id = $1"#;

pub(super) const GAMES_WITHOUT_RESULT_SQL: &str = "SELECT game_id FROM game
    WHERE status = 'finished' AND result IS NULL
    ORDER BY finished_at LIMIT $1";

/// Running listed games, the latest move first: from the listings outwards (`CROSS JOIN`;
/// SQLite's planner otherwise read every game when few were listed).
pub(super) const LISTED_GAMES_SQL: &str = "SELECT g.game_id FROM invitation_listing l
    CROSS JOIN game g
    WHERE g.invitation_id = l.invitation_id AND g.status = 'active' AND g.cancelled = FALSE
    ORDER BY g.updated_at DESC LIMIT $1";

pub(super) const SET_CHAT_MUTED_SQL: &str =
    "INSERT INTO game_private (game_id, user_id, chat_muted, updated_at)
    VALUES ($1, $2, $3, $4)
    ON CONFLICT (game_id, user_id)
    DO UPDATE SET chat_muted = excluded.chat_muted,
                  updated_at = excluded.updated_at";

pub(super) const MARK_CHAT_SEEN_SQL: &str =
    "INSERT INTO game_private (game_id, user_id, chat_seen, updated_at)
    VALUES ($1, $2, $3, $4)
    ON CONFLICT (game_id, user_id)
    DO UPDATE SET chat_seen = CASE WHEN excluded.chat_seen > game_private.chat_seen
                                   THEN excluded.chat_seen ELSE game_private.chat_seen END,
                  updated_at = excluded.updated_at";

/// Unread messages per game of player `$1` (what [`SocialStore::unread_chats`] counts).
pub(super) const UNREAD_CHATS_SQL: &str = "SELECT m.game_id, COUNT(*) AS unread
    FROM game_player p
    JOIN game_chat m ON m.game_id = p.game_id
    LEFT JOIN game_private v ON v.game_id = p.game_id AND v.user_id = p.user_id
    WHERE p.user_id = $1 AND m.message_id > COALESCE(v.chat_seen, 0)
      AND m.user_id <> $1 AND m.removed_at IS NULL
      AND COALESCE(v.chat_muted, FALSE) = FALSE
      AND NOT EXISTS (SELECT 1 FROM person_choice c
                      WHERE c.user_id = $1 AND c.other_id = m.user_id)
    GROUP BY m.game_id";

/// Game `$1` ends at `$2` other than by its rules: a resignation of one of two players (the
/// other wins), or the last player ending a game everyone else left.
pub(super) const END_WITHOUT_RULES_SQL: &str =
    "UPDATE game SET status = 'finished', to_move_seat = NULL,
                     updated_at = $2, finished_at = $2, notify_due = TRUE
    WHERE game_id = $1 AND status = 'active' AND cancelled = FALSE";

/// A resignation in running game `$1` (at `$2`, which only has to be there) that goes on
/// without the seat.
pub(super) const RESIGN_STAYING_SQL: &str = "UPDATE game SET notify_due = TRUE
    WHERE game_id = $1 AND status = 'active' AND cancelled = FALSE
      AND $2 IS NOT NULL";

/// What the rating worker decided for game `$1`.
pub(super) const VERDICT_SQL: &str = "SELECT verdict FROM rated_game WHERE game_id = $1";
