//! Storage of the social layer beside the games: a game's chat and each player's private
//! note (migration 0017), resignations (0018) and ratings (0019). None is part of a game's
//! event log, so none changes a game's seq.
//!
//! Both stores share one implementation, written once for [`SqlStore`] over its
//! [`Dialect`]: the statements are the same; only the lock that serialises rating updates
//! is the dialect's ([`Dialect::SERIALISE_RATINGS_SQL`]). The statements are in
//! `social_sql.rs`.

use super::dialect::{Dialect, Param, RowsAffected as _};
use super::rows_common::*;
use super::shared::REMOVE_SEAT_SQL;
pub(super) use super::social_sql::*;
use super::store_common::{Engine, SqlStore};
use super::{GameRecord, Invitation, Rejection, StoreError, StoreResult, User};
use crate::ratings::Rating;
use async_trait::async_trait;
use serde::Serialize;
use std::collections::HashMap;
use time::OffsetDateTime;
use uuid::Uuid;

/// One message of a game's chat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ChatMessage {
    /// Orders a game's messages (larger is newer); a live page compares it.
    pub message_id: i64,
    pub author: User,
    /// Empty when a moderator removed the message (except where moderators read it).
    pub text: String,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
    /// A moderator removed it: shown as "removed by a moderator".
    pub removed: bool,
}

/// What one player keeps for themselves in one game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Private {
    /// A note only they see (empty when none).
    pub note: String,
    /// They muted the game's chat.
    pub chat_muted: bool,
    /// The newest message of the chat they have seen (0: none); the others' messages after
    /// it are unread.
    pub chat_seen: i64,
}

/// A player's rating in one pool of one game.
#[derive(Clone, Debug, PartialEq)]
pub struct PoolRating {
    /// The game's slug.
    pub game: String,
    pub pool: String,
    pub rating: Rating,
}

/// One row of a game's leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardRow {
    pub pool: String,
    pub user: User,
    pub rating: Rating,
}

word_enum! {
    /// What the rating worker decided for a finished game (`docs/social.md` § Ratings).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Verdict {
        /// It counted for its players' ratings.
        Counted = "counted",
        /// Casual: the host's choice, a game that cannot be rated, or fewer than two rated
        /// players.
        Casual = "casual",
        /// It ended before every seat had made the required moves of its own.
        TooShort = "too_short",
        /// Two of its players had had the most rated games per 24 hours together already.
        PairLimit = "pair_limit",
        /// Two of its players were seen from one network (`docs/social.md` § Fair play).
        Linked = "linked",
        /// Handled before verdicts were kept (migration 0021).
        Before = "before",
    }
}

word_enum! {
    /// Who may invite a person by name (their choice on the settings page).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
    pub enum InviteFrom {
        /// Anybody (the default).
        #[default]
        Anyone = "anyone",
        /// Only people they have played a game with.
        Played = "played",
        Nobody = "nobody",
    }
}

/// A person invited by name to an invitation, and whether they declined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Invitee {
    pub user: User,
    pub declined: bool,
}

/// One finished game for the rating worker ([`SocialStore::rate_game`]).
pub struct RatedGame<'a> {
    pub game_id: Uuid,
    /// The game's slug and rating pool.
    pub game: &'a str,
    pub pool: &'a str,
    /// The service's verdict: `Counted` when the game may count, else why not.
    pub verdict: Verdict,
    /// The rated players (empty unless `verdict` is `Counted`).
    pub players: &'a [Uuid],
    /// At most this many counted games between any two of `players` that finished in
    /// `(pair_since, finished_at]` of this game (this one included).
    pub pair_limit: u32,
    pub pair_since: OffsetDateTime,
}

/// Who a leaderboard lists: established players (`docs/social.md` § Fair play) with at
/// least `min_games` rated games against at least `min_opponents` different people in the
/// pool, and not provisional.
#[derive(Clone, Copy, Debug)]
pub struct BoardRule {
    pub min_games: u32,
    pub min_opponents: u32,
    pub max_uncertainty: f64,
}

/// The new ratings of a rated game's players from their current ones (missing: new).
pub type RatingUpdate<'a> =
    &'a (dyn Fn(&HashMap<Uuid, Rating>) -> Vec<(Uuid, Rating)> + Send + Sync);

#[async_trait]
pub trait SocialStore: Send + Sync {
    /// Adds a message to the chat of `game_id`.
    async fn post_chat(
        &self,
        game_id: Uuid,
        user_id: Uuid,
        text: &str,
        now: OffsetDateTime,
    ) -> StoreResult<ChatMessage>;
    /// The newest `limit` messages of the game's chat, oldest first.
    async fn chat(&self, game_id: Uuid, limit: i64) -> StoreResult<Vec<ChatMessage>>;
    /// The messages written after `since`, oldest first, at most `limit` (for notices).
    async fn chat_since(
        &self,
        game_id: Uuid,
        since: OffsetDateTime,
        limit: i64,
    ) -> StoreResult<Vec<ChatMessage>>;
    /// The player's own note and chat setting in a game (the defaults when none).
    async fn private(&self, game_id: Uuid, user_id: Uuid) -> StoreResult<Private>;
    /// Replaces the player's note in a game.
    async fn set_note(
        &self,
        game_id: Uuid,
        user_id: Uuid,
        note: &str,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    /// Records that the player in `seat` resigned at `now`, in one transaction with the
    /// game's row: `ends_game` finishes the game there (two players: the other wins);
    /// otherwise the seat is also removed and moves automatically from then on.
    /// `Rejected(GameOver)` when the game is not running, `Conflict` when the seat
    /// resigned already.
    async fn resign(
        &self,
        game_id: Uuid,
        seat: usize,
        ends_game: bool,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    /// Finished games the rating worker has not handled yet, oldest first.
    async fn unrated_games(&self, limit: i64) -> StoreResult<Vec<Uuid>>;
    /// Handles one finished game once, in one transaction: marks it handled with its
    /// verdict and, when it counts, stores the ratings `update` makes from the players'
    /// current ones in the game's pool. A `Counted` game becomes `PairLimit` (and changes
    /// no rating) when two of its players already have `pair_limit` counted games together
    /// finished since `pair_since`. Rating updates are serialised, so two workers never
    /// read the same old rating nor both count past the pair limit. None, changing
    /// nothing, when the game was handled already (by another worker, or before a crash).
    async fn rate_game(
        &self,
        game: &RatedGame<'_>,
        update: RatingUpdate<'_>,
        now: OffsetDateTime,
    ) -> StoreResult<Option<Verdict>>;
    /// What the rating worker decided for a game (None: not handled yet).
    async fn verdict(&self, game_id: Uuid) -> StoreResult<Option<Verdict>>;
    /// The user's ratings, by game and pool.
    async fn ratings_of(&self, user_id: Uuid) -> StoreResult<Vec<PoolRating>>;
    /// The rated players of a game by pool who pass `rule`, best cautious estimate first,
    /// at most `limit` per game (deleted accounts are gone from the pools).
    async fn leaderboard(
        &self,
        game: &str,
        rule: BoardRule,
        limit: i64,
    ) -> StoreResult<Vec<BoardRow>>;
    /// The listed open invitations, newest first, at most `limit`, in one query.
    async fn listed_invitations(&self, limit: i64) -> StoreResult<Vec<Invitation>>;
    /// The open invitations `user_id` was invited to by name and has neither joined nor
    /// declined, newest first: at most `limit` after skipping `offset`, in one query.
    async fn invitations_for(
        &self,
        user_id: Uuid,
        limit: i64,
        offset: i64,
    ) -> StoreResult<Vec<Invitation>>;
    /// The people invited by name to an invitation, in name order.
    async fn invitees(&self, invitation_id: Uuid) -> StoreResult<Vec<Invitee>>;
    /// Records that `user_id` declines the invitation; false when they were not invited
    /// to it by name or declined already.
    async fn decline_invitation(
        &self,
        invitation_id: Uuid,
        user_id: Uuid,
        now: OffsetDateTime,
    ) -> StoreResult<bool>;
    /// Open invitations of `host` that name `invitee`, who has not declined them
    /// (`OPEN_INVITATIONS_PER_INVITEE`, checked again where an invitation is created:
    /// [`super::Limits`]).
    async fn open_invitations_naming(&self, host: Uuid, invitee: Uuid) -> StoreResult<i64>;
    /// Who may invite the user by name.
    async fn invite_from(&self, user_id: Uuid) -> StoreResult<InviteFrom>;
    async fn set_invite_from(&self, user_id: Uuid, choice: InviteFrom) -> StoreResult<()>;
    /// Every game of `user_id` that `viewer` may see listed, newest activity first: the
    /// listed ones, and link-only ones only when `viewer` played in them.
    async fn games_of(&self, user_id: Uuid, viewer: Option<Uuid>) -> StoreResult<Vec<GameRecord>>;
    /// Finished games `viewer` may see listed (as [`SocialStore::games_of`]), newest first:
    /// at most `limit` after skipping `offset`.
    async fn finished_games_for(
        &self,
        viewer: Option<Uuid>,
        limit: i64,
        offset: i64,
    ) -> StoreResult<Vec<GameRecord>>;
    /// Finished games whose result is not on their row yet, at most `limit`.
    async fn games_without_result(&self, limit: i64) -> StoreResult<Vec<Uuid>>;
    /// Whether the two people have sat at the same game.
    async fn played_together(&self, a: Uuid, b: Uuid) -> StoreResult<bool>;
    /// Whether `user_id` has sat at a game that is over.
    async fn has_finished_game(&self, user_id: Uuid) -> StoreResult<bool>;
    /// Whether the invitation is listed.
    async fn is_listed(&self, invitation_id: Uuid) -> StoreResult<bool>;
    /// Running games of listed invitations, newest activity first.
    async fn listed_games(&self, limit: i64) -> StoreResult<Vec<Uuid>>;
    /// Mutes or unmutes the game's chat for the player.
    async fn set_chat_muted(
        &self,
        game_id: Uuid,
        user_id: Uuid,
        muted: bool,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    /// Notes that the player has seen the game's chat up to message `message_id` (never
    /// moves back).
    async fn mark_chat_seen(
        &self,
        game_id: Uuid,
        user_id: Uuid,
        message_id: i64,
        now: OffsetDateTime,
    ) -> StoreResult<()>;
    /// The player's games with chat messages they have not seen, and how many: messages of
    /// the others, not removed, not by someone they muted or blocked, in chats they did not
    /// mute.
    async fn unread_chats(&self, user_id: Uuid) -> StoreResult<Vec<(Uuid, i64)>>;
}

fn rating_from<D: Dialect>(row: &D::Row) -> StoreResult<Rating> {
    Ok(Rating {
        rating: D::get(row, "rating")?,
        uncertainty: D::get(row, "uncertainty")?,
        games: i64::from(D::get::<i32>(row, "games")?),
    })
}

/// The first column of every row of `sql`, which takes one bound `param`.
async fn column<D: Engine, T, P>(
    store: &SqlStore<D>,
    sql: &'static str,
    param: P,
    read: impl Fn(&D::Row) -> StoreResult<T>,
) -> StoreResult<Vec<T>>
where
    P: Param<D>,
{
    // listed: UNRATED_GAMES_SQL, VERDICT_SQL, INVITEES_SQL, INVITE_FROM_SQL,
    // GAMES_WITHOUT_RESULT_SQL, LISTED_GAMES_SQL
    let rows = sqlx::query(sql)
        .bind(param)
        .fetch_all(&store.read)
        .await
        .map_err(D::db_error)?;
    rows.iter().map(read).collect()
}

/// Writes one column of a player's own row of a game (`$3`), creating the row.
async fn set_private<D: Engine, P>(
    store: &SqlStore<D>,
    sql: &'static str,
    game_id: Uuid,
    user_id: Uuid,
    value: P,
    now: OffsetDateTime,
) -> StoreResult<()>
where
    P: Param<D>,
{
    // listed: SET_NOTE_SQL, SET_CHAT_MUTED_SQL, MARK_CHAT_SEEN_SQL
    sqlx::query(sql)
        .bind(D::id(game_id))
        .bind(D::id(user_id))
        .bind(value)
        .bind(D::time(now)?)
        .execute(&store.write)
        .await
        .map_err(D::db_error)?;
    Ok(())
}

#[async_trait]
impl<D: Engine> SocialStore for SqlStore<D> {
    async fn unrated_games(&self, limit: i64) -> StoreResult<Vec<Uuid>> {
        column(self, UNRATED_GAMES_SQL, limit, |row| {
            D::get_id(row, "game_id")
        })
        .await
    }

    async fn rate_game(
        &self,
        rated: &RatedGame<'_>,
        update: RatingUpdate<'_>,
        now: OffsetDateTime,
    ) -> StoreResult<Option<Verdict>> {
        let now = D::time(now)?;
        let mut tx = self.begin().await?;
        sqlx::query(D::SERIALISE_RATINGS_SQL)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        let mut verdict = rated.verdict;
        if verdict == Verdict::Counted {
            // Counted games of each pair finished in the window up to this one.
            let since = D::time(rated.pair_since)?;
            'pairs: for (i, a) in rated.players.iter().enumerate() {
                for b in &rated.players[i + 1..] {
                    let together: i64 = sqlx::query_scalar(PAIR_GAMES_SQL)
                        .bind(D::id(*a))
                        .bind(D::id(*b))
                        .bind(&since)
                        .fetch_one(&mut *tx)
                        .await
                        .map_err(D::db_error)?;
                    if together >= i64::from(rated.pair_limit) {
                        verdict = Verdict::PairLimit;
                        break 'pairs;
                    }
                }
            }
        }
        let marked = sqlx::query(MARK_RATED_SQL)
            .bind(D::id(rated.game_id))
            .bind(&now)
            .bind(verdict.as_str())
            .bind(rated.game)
            .bind(rated.pool)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?
            .rows_affected();
        if marked == 0 {
            return Ok(None);
        }
        if verdict != Verdict::Counted {
            tx.commit().await.map_err(D::db_error)?;
            return Ok(Some(verdict));
        }
        let mut current = HashMap::new();
        for user in rated.players {
            let row = sqlx::query(CURRENT_RATING_SQL)
                .bind(D::id(*user))
                .bind(rated.game)
                .bind(rated.pool)
                .fetch_optional(&mut *tx)
                .await
                .map_err(D::db_error)?;
            if let Some(row) = row {
                current.insert(*user, rating_from::<D>(&row)?);
            }
        }
        for (user, rating) in update(&current) {
            sqlx::query(SET_RATING_SQL)
                .bind(D::id(user))
                .bind(rated.game)
                .bind(rated.pool)
                .bind(rating.rating)
                .bind(rating.uncertainty)
                .bind(i32::try_from(rating.games).unwrap_or(i32::MAX))
                .bind(&now)
                .execute(&mut *tx)
                .await
                .map_err(D::db_error)?;
        }
        tx.commit().await.map_err(D::db_error)?;
        Ok(Some(verdict))
    }

    async fn verdict(&self, game_id: Uuid) -> StoreResult<Option<Verdict>> {
        let words = column(self, VERDICT_SQL, D::id(game_id), |row| {
            D::get::<String>(row, "verdict")
        })
        .await?;
        Ok(words.first().and_then(|w| Verdict::parse(w)))
    }

    async fn ratings_of(&self, user_id: Uuid) -> StoreResult<Vec<PoolRating>> {
        let rows = sqlx::query(RATINGS_OF_SQL)
            .bind(D::id(user_id))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter()
            .map(|row| {
                Ok(PoolRating {
                    game: D::get(row, "game")?,
                    pool: D::get(row, "pool")?,
                    rating: rating_from::<D>(row)?,
                })
            })
            .collect()
    }

    async fn leaderboard(
        &self,
        game: &str,
        rule: BoardRule,
        limit: i64,
    ) -> StoreResult<Vec<BoardRow>> {
        // Suspended accounts are not listed. Opponents: the other living
        // people of the player's counted games in the pool.
        let rows = sqlx::query(LEADERBOARD_SQL)
            .bind(game)
            .bind(limit)
            .bind(i32::try_from(rule.min_games).unwrap_or(i32::MAX))
            .bind(i64::from(rule.min_opponents))
            .bind(rule.max_uncertainty)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter()
            .map(|row| {
                Ok(BoardRow {
                    pool: D::get(row, "pool")?,
                    user: D::get_user(row, ["user_id", "username", "user_created_at"])?,
                    rating: rating_from::<D>(row)?,
                })
            })
            .collect()
    }

    async fn post_chat(
        &self,
        game_id: Uuid,
        user_id: Uuid,
        text: &str,
        now: OffsetDateTime,
    ) -> StoreResult<ChatMessage> {
        let message_id: i64 = sqlx::query_scalar(INSERT_CHAT_SQL)
            .bind(D::id(game_id))
            .bind(D::id(user_id))
            .bind(text)
            .bind(D::time(now)?)
            .fetch_one(&self.write)
            .await
            .map_err(D::db_error)?;
        let row = sqlx::query(CHAT_MESSAGE_SQL)
            .bind(D::id(game_id))
            .bind(1_i64)
            .bind(message_id)
            .fetch_one(&self.write)
            .await
            .map_err(D::db_error)?;
        chat_message_from::<D>(&row)
    }

    async fn chat(&self, game_id: Uuid, limit: i64) -> StoreResult<Vec<ChatMessage>> {
        let rows = sqlx::query(CHAT_SQL)
            .bind(D::id(game_id))
            .bind(limit)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        let mut messages = rows
            .iter()
            .map(chat_message_from::<D>)
            .collect::<StoreResult<Vec<_>>>()?;
        messages.reverse();
        Ok(messages)
    }

    async fn chat_since(
        &self,
        game_id: Uuid,
        since: OffsetDateTime,
        limit: i64,
    ) -> StoreResult<Vec<ChatMessage>> {
        let rows = sqlx::query(CHAT_SINCE_SQL)
            .bind(D::id(game_id))
            .bind(limit)
            .bind(D::time(since)?)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter().map(chat_message_from::<D>).collect()
    }

    async fn private(&self, game_id: Uuid, user_id: Uuid) -> StoreResult<Private> {
        let row = sqlx::query(PRIVATE_SQL)
            .bind(D::id(game_id))
            .bind(D::id(user_id))
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        match row {
            None => Ok(Private::default()),
            Some(row) => Ok(Private {
                note: D::get(&row, "note")?,
                chat_muted: D::get(&row, "chat_muted")?,
                chat_seen: D::get(&row, "chat_seen")?,
            }),
        }
    }

    async fn set_note(
        &self,
        game_id: Uuid,
        user_id: Uuid,
        note: &str,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        set_private(self, SET_NOTE_SQL, game_id, user_id, note.to_string(), now).await
    }

    async fn resign(
        &self,
        game_id: Uuid,
        seat: usize,
        ends_game: bool,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        let now = D::time(now)?;
        let mut tx = self.begin().await?;
        // The game row first: it must be running (and stays locked meanwhile).
        // listed: END_WITHOUT_RULES_SQL, RESIGN_STAYING_SQL
        let changed = sqlx::query(if ends_game {
            END_WITHOUT_RULES_SQL
        } else {
            RESIGN_STAYING_SQL
        })
        .bind(D::id(game_id))
        .bind(&now)
        .execute(&mut *tx)
        .await
        .map_err(D::db_error)?
        .rows_affected();
        if changed == 0 {
            return Err(StoreError::Rejected(Rejection::GameOver));
        }
        sqlx::query(INSERT_RESIGNATION_SQL)
            .bind(D::id(game_id))
            .bind(D::seat_number(seat)?)
            .bind(&now)
            .execute(&mut *tx)
            .await
            .map_err(D::db_error)?;
        if !ends_game {
            sqlx::query(REMOVE_SEAT_SQL)
                .bind(D::id(game_id))
                .bind(D::seat_number(seat)?)
                .bind(&now)
                .execute(&mut *tx)
                .await
                .map_err(D::db_error)?;
        }
        tx.commit().await.map_err(D::db_error)
    }

    async fn listed_invitations(&self, limit: i64) -> StoreResult<Vec<Invitation>> {
        let rows = sqlx::query(LISTED_INVITATIONS_SQL)
            .bind(limit)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        invitations_from::<D>(rows)
    }

    async fn invitations_for(
        &self,
        user_id: Uuid,
        limit: i64,
        offset: i64,
    ) -> StoreResult<Vec<Invitation>> {
        let rows = sqlx::query(INVITATIONS_FOR_SQL)
            .bind(D::id(user_id))
            .bind(limit)
            .bind(offset)
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        invitations_from::<D>(rows)
    }

    async fn invitees(&self, invitation_id: Uuid) -> StoreResult<Vec<Invitee>> {
        column(self, INVITEES_SQL, D::id(invitation_id), |row| {
            Ok(Invitee {
                user: D::get_user(row, ["user_id", "username", "created_at"])?,
                declined: D::get(row, "declined")?,
            })
        })
        .await
    }

    async fn decline_invitation(
        &self,
        invitation_id: Uuid,
        user_id: Uuid,
        now: OffsetDateTime,
    ) -> StoreResult<bool> {
        let changed = sqlx::query(DECLINE_INVITATION_SQL)
            .bind(D::id(invitation_id))
            .bind(D::id(user_id))
            .bind(D::time(now)?)
            .execute(&self.write)
            .await
            .map_err(D::db_error)?
            .rows_affected();
        Ok(changed > 0)
    }

    async fn open_invitations_naming(&self, host: Uuid, invitee: Uuid) -> StoreResult<i64> {
        sqlx::query_scalar(OPEN_INVITATIONS_NAMING_SQL)
            .bind(D::id(host))
            .bind(D::id(invitee))
            .fetch_one(&self.read)
            .await
            .map_err(D::db_error)
    }

    async fn invite_from(&self, user_id: Uuid) -> StoreResult<InviteFrom> {
        let words = column(self, INVITE_FROM_SQL, D::id(user_id), |row| {
            D::get::<String>(row, "invite_from")
        })
        .await?;
        Ok(words
            .first()
            .and_then(|w| InviteFrom::parse(w))
            .unwrap_or_default())
    }

    async fn set_invite_from(&self, user_id: Uuid, choice: InviteFrom) -> StoreResult<()> {
        sqlx::query(SET_INVITE_FROM_SQL)
            .bind(D::id(user_id))
            .bind(choice.as_str())
            .execute(&self.write)
            .await
            .map_err(D::db_error)?;
        Ok(())
    }

    async fn games_of(&self, user_id: Uuid, viewer: Option<Uuid>) -> StoreResult<Vec<GameRecord>> {
        let rows = sqlx::query(GAMES_OF_SQL)
            .bind(D::id(user_id))
            .bind(viewer.map(D::id))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        games_from::<D>(rows)
    }

    async fn finished_games_for(
        &self,
        viewer: Option<Uuid>,
        limit: i64,
        offset: i64,
    ) -> StoreResult<Vec<GameRecord>> {
        let rows = sqlx::query(FINISHED_GAMES_FOR_SQL)
            .bind(limit.max(0))
            .bind(offset.max(0))
            .bind(viewer.map(D::id))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        games_from::<D>(rows)
    }

    async fn games_without_result(&self, limit: i64) -> StoreResult<Vec<Uuid>> {
        column(self, GAMES_WITHOUT_RESULT_SQL, limit, |row| {
            D::get_id(row, "game_id")
        })
        .await
    }

    async fn played_together(&self, a: Uuid, b: Uuid) -> StoreResult<bool> {
        let row = sqlx::query(PLAYED_TOGETHER_SQL)
            .bind(D::id(a))
            .bind(D::id(b))
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        Ok(row.is_some())
    }

    async fn has_finished_game(&self, user_id: Uuid) -> StoreResult<bool> {
        let row = sqlx::query(HAS_FINISHED_GAME_SQL)
            .bind(D::id(user_id))
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        Ok(row.is_some())
    }

    async fn is_listed(&self, invitation_id: Uuid) -> StoreResult<bool> {
        let row = sqlx::query(IS_LISTED_SQL)
            .bind(D::id(invitation_id))
            .fetch_optional(&self.read)
            .await
            .map_err(D::db_error)?;
        Ok(row.is_some())
    }

    async fn listed_games(&self, limit: i64) -> StoreResult<Vec<Uuid>> {
        column(self, LISTED_GAMES_SQL, limit, |row| {
            D::get_id(row, "game_id")
        })
        .await
    }

    async fn set_chat_muted(
        &self,
        game_id: Uuid,
        user_id: Uuid,
        muted: bool,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        set_private(self, SET_CHAT_MUTED_SQL, game_id, user_id, muted, now).await
    }

    async fn mark_chat_seen(
        &self,
        game_id: Uuid,
        user_id: Uuid,
        message_id: i64,
        now: OffsetDateTime,
    ) -> StoreResult<()> {
        set_private(self, MARK_CHAT_SEEN_SQL, game_id, user_id, message_id, now).await
    }

    async fn unread_chats(&self, user_id: Uuid) -> StoreResult<Vec<(Uuid, i64)>> {
        let rows = sqlx::query(UNREAD_CHATS_SQL)
            .bind(D::id(user_id))
            .fetch_all(&self.read)
            .await
            .map_err(D::db_error)?;
        rows.iter()
            .map(|row| Ok((D::get_id(row, "game_id")?, D::get(row, "unread")?)))
            .collect()
    }
}
