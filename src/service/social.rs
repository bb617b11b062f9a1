//! A game's chat and each player's private note (docs/social.md).
//!
//! Who may read and write the chat is decided here, once, for the page, the API, the
//! notices and the export: the players talk (unless the host turned the chat off, or the
//! game's rules forbid table talk while it runs); everybody else reads only once the game
//! is over, and only in a game of a listed invitation (a link-only game's chat stays its
//! players'). Every participant sees every message: there is no private channel.

use super::{GameState, Service, ServiceError, ServiceResult};
use crate::game::text::{site, t};
use crate::game::Message;
use crate::live::GameMoved;
use crate::store::{ChatMessage, Private, RateLimit, SocialStore, User};
use std::time::Duration;
use uuid::Uuid;

/// Longest chat message, in characters.
pub const CHAT_MAX_CHARS: usize = 500;
/// Longest private note, in characters.
pub const PRIVATE_NOTE_MAX_CHARS: usize = 5_000;
/// The newest messages a page or the API shows (the export has them all).
pub const CHAT_SHOWN: i64 = 500;
/// Messages one person may write, over all games, within a minute.
pub const CHAT_PER_MINUTE: RateLimit = RateLimit {
    max: 10,
    window: Duration::from_secs(60),
};

/// What the viewer may do with a game's chat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChatAccess {
    /// A player: reads and writes.
    Talk,
    /// Reads only (a spectator once the game is over).
    Read,
    /// Reads nothing; why, in people's words.
    Closed(String),
}

impl ChatAccess {
    pub fn can_read(&self) -> bool {
        !matches!(self, ChatAccess::Closed(_))
    }
}

/// A game's chat as one viewer sees it.
#[derive(Clone, Debug)]
pub struct ChatView {
    pub access: ChatAccess,
    /// The messages the viewer may read (empty when closed or muted), oldest first.
    pub messages: Vec<ChatMessage>,
    /// The viewer muted this game's chat (players only).
    pub muted: bool,
    /// The viewer's own note (players only).
    pub note: String,
    /// The newest message the viewer had seen before this view (players; `i64::MAX` for
    /// everyone else, who has nothing unread).
    pub seen: i64,
}

impl ChatView {
    /// Whether `message` is new to `reader`: someone else's, after what they had seen.
    pub fn is_unread(&self, message: &ChatMessage, reader: Option<Uuid>) -> bool {
        message.message_id > self.seen
            && !message.removed
            && reader.is_some_and(|r| r != message.author.user_id)
    }
}

/// Who may do what with the chat of `game`: one of its players (`player`) or anybody else.
pub fn chat_access(game: &GameState, player: bool) -> ChatAccess {
    let options = &game.record.options;
    let over = game.is_finished() || game.record.status == crate::store::GameStatus::Cancelled;
    if options.chat_off {
        return ChatAccess::Closed(t("social-chat-off"));
    }
    if !player {
        return if !game.record.listed {
            ChatAccess::Closed(t("social-chat-link-only"))
        } else if over {
            ChatAccess::Read
        } else {
            ChatAccess::Closed(t("social-chat-after-game"))
        };
    }
    match game.game_type.talk_forbidden(options) {
        Some(reason) if !over => ChatAccess::Closed(reason),
        _ => ChatAccess::Talk,
    }
}

/// The seat the viewer of `game` would resign: theirs, while the game runs and the seat
/// still moves by them; otherwise why not, in people's words.
pub fn resigning_seat(game: &GameState) -> ServiceResult<crate::game::Seat> {
    let seat = game
        .your_seat
        .ok_or_else(|| ServiceError::Forbidden(t("social-resign-not-player")))?;
    if game.record.status != crate::store::GameStatus::Active {
        return Err(ServiceError::Conflict(t("social-resign-not-running")));
    }
    if game.extras.removed_seats.contains(&seat) {
        return Err(ServiceError::Conflict(t("social-resign-already-automatic")));
    }
    Ok(seat)
}

word_enum! {
    /// How a game ends when the one player left ends it ([`Service::end_abandoned`]).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum AbandonedEnding {
        /// Finished, won by the player who remains (rated as any finished game).
        Win = "win",
        /// Cancelled: the game is casual, or not every seat made the moves a rated game
        /// needs.
        Cancel = "cancel",
    }
}

/// Whether `game`'s viewer is the one player left: they play a running game whose every
/// other seat's player is gone ([`crate::store::Gone`]).
fn last_player_left(game: &GameState) -> bool {
    let Some(me) = game.your_seat else {
        return false;
    };
    let extras = &game.extras;
    game.record.status == crate::store::GameStatus::Active
        && extras.gone(me).is_none()
        && (0..game.record.players.len())
            .filter(|s| *s != me)
            .all(|s| extras.gone(s).is_some())
}

impl Service {
    pub(super) fn social(&self) -> ServiceResult<&dyn SocialStore> {
        self.store.social().ok_or_else(|| {
            ServiceError::Internal(anyhow::anyhow!("this store keeps no chats or notes"))
        })
    }

    /// The game's chat and the viewer's own note, as `viewer` may see them.
    pub async fn chat_view(
        &self,
        game: &GameState,
        viewer: Option<&User>,
    ) -> ServiceResult<ChatView> {
        let access = chat_access(game, viewer.is_some() && game.your_seat.is_some());
        let Some(social) = self.store.social() else {
            // A store without the social tables (a test double): no chat to show.
            return Ok(ChatView {
                access: ChatAccess::Closed(t("social-chat-none")),
                messages: Vec::new(),
                muted: false,
                note: String::new(),
                seen: i64::MAX,
            });
        };
        let game_id = game.record.game_id;
        let private = match (viewer, game.your_seat) {
            (Some(user), Some(_)) => social.private(game_id, user.user_id).await?,
            _ => Private {
                chat_seen: i64::MAX,
                ..Private::default()
            },
        };
        let messages = if access.can_read() && !private.chat_muted {
            let messages = social.chat(game_id, CHAT_SHOWN).await?;
            self.without_hidden_authors(viewer, messages).await?
        } else {
            Vec::new()
        };
        Ok(ChatView {
            access,
            messages,
            muted: private.chat_muted,
            note: private.note,
            seen: private.chat_seen,
        })
    }

    /// Notes that `user` has seen the chat of `game_id` up to message `message_id`.
    pub async fn mark_chat_seen(
        &self,
        game_id: Uuid,
        user: &User,
        message_id: i64,
    ) -> ServiceResult<()> {
        let now = self.now();
        Ok(self
            .social()?
            .mark_chat_seen(game_id, user.user_id, message_id, now)
            .await?)
    }

    /// `user`'s games with chat messages they have not seen, and how many (see
    /// [`crate::store::SocialStore::unread_chats`]); none on a store without the chat.
    pub async fn unread_chats(&self, user: Uuid) -> ServiceResult<Vec<(Uuid, i64)>> {
        match self.store.social() {
            Some(social) => Ok(social.unread_chats(user).await?),
            None => Ok(Vec::new()),
        }
    }

    /// Every message of a game for its export, when `viewer` may read them (else none).
    pub async fn chat_for_export(
        &self,
        game: &GameState,
        viewer: Option<&User>,
    ) -> ServiceResult<Vec<ChatMessage>> {
        if !chat_access(game, viewer.is_some() && game.your_seat.is_some()).can_read() {
            return Ok(Vec::new());
        }
        let messages = self.social()?.chat(game.record.game_id, i64::MAX).await?;
        self.without_hidden_authors(viewer, messages).await
    }

    /// Writes a message in the game's chat as `user`, and tells open pages and the other
    /// players' devices.
    pub async fn post_chat(
        &self,
        game_id: Uuid,
        user: &User,
        text: &str,
    ) -> ServiceResult<ChatMessage> {
        let game = self.game(game_id, Some(user)).await?;
        match chat_access(&game, game.your_seat.is_some()) {
            ChatAccess::Talk => {}
            ChatAccess::Read => return Err(ServiceError::Forbidden(t("social-chat-players-only"))),
            ChatAccess::Closed(why) => return Err(ServiceError::Forbidden(why)),
        }
        let text = chat_text(text)?;
        if let Err(wait) = self
            .limit(CHAT_PER_MINUTE, &[format!("chat:{}", user.user_id)])
            .await?
        {
            return Err(ServiceError::RateLimited(site(
                &Message::new("social-chat-too-fast").arg("seconds", wait.as_secs().max(1) as i64),
            )));
        }
        let message = self
            .social()?
            .post_chat(game_id, user.user_id, &text, self.now())
            .await?;
        self.live
            .publish(GameMoved {
                chat: Some(message.message_id),
                ..GameMoved::new(game_id, game.seq)
            })
            .await;
        // The message is written: a notice that cannot be queued is only logged.
        if let Err(e) = self.push_chat(&game, user, &message).await {
            tracing::warn!(%game_id, "chat notices to devices not queued: {e}");
        }
        Ok(message)
    }

    /// Replaces `user`'s private note in a game they play in.
    pub async fn set_private_note(
        &self,
        game_id: Uuid,
        user: &User,
        note: &str,
    ) -> ServiceResult<()> {
        self.player_of(game_id, user).await?;
        let note = note.trim();
        if note.chars().count() > PRIVATE_NOTE_MAX_CHARS {
            return Err(ServiceError::Invalid(site(
                &Message::new("social-note-too-long").arg("max", PRIVATE_NOTE_MAX_CHARS),
            )));
        }
        if note
            .chars()
            .any(|c| c.is_control() && c != '\n' && c != '\r' && c != '\t')
        {
            return Err(ServiceError::Invalid(t("social-note-control")));
        }
        super::refuse_direction_controls(note, "a note")
            .map_err(|_| ServiceError::Invalid(t("social-note-direction")))?;
        Ok(self
            .social()?
            .set_note(game_id, user.user_id, note, self.now())
            .await?)
    }

    /// Mutes or unmutes a game's chat for `user`, a player of it.
    pub async fn set_chat_muted(
        &self,
        game_id: Uuid,
        user: &User,
        muted: bool,
    ) -> ServiceResult<()> {
        self.player_of(game_id, user).await?;
        Ok(self
            .social()?
            .set_chat_muted(game_id, user.user_id, muted, self.now())
            .await?)
    }

    /// What the others wrote in the chat of `game` since `user`'s own last move (since
    /// the start when none), oldest first: for notices. Nothing when `user` does not play
    /// in it, muted its chat, or may not read it.
    pub async fn chat_since_last_move(
        &self,
        game: &GameState,
        user: &User,
    ) -> ServiceResult<Vec<ChatMessage>> {
        let Some(seat) = game
            .record
            .players
            .iter()
            .position(|p| p.user_id == user.user_id)
        else {
            return Ok(Vec::new());
        };
        let social = self.social()?;
        let game_id = game.record.game_id;
        if !chat_access(game, true).can_read()
            || social.private(game_id, user.user_id).await?.chat_muted
        {
            return Ok(Vec::new());
        }
        let history = game
            .loaded
            .history(crate::game::Viewer::Seat(seat), &game.names());
        let since = history
            .iter()
            .rev()
            .find(|step| step.seat == seat)
            .map_or(0, |step| step.step);
        let Some(since) = game.event_time(since) else {
            return Ok(Vec::new());
        };
        let mut messages = social.chat_since(game_id, since, CHAT_SHOWN).await?;
        messages.retain(|m| m.author.user_id != user.user_id && !m.removed);
        self.without_hidden_authors(Some(user), messages).await
    }

    /// `user` resigns the running game `game_id` (the page asked to confirm first). With
    /// two players the game ends there and the other wins; with more, the seat moves
    /// automatically from then on, or by a computer player if the others vote so. Either
    /// way it counts as a loss. A platform fact beside the log: the log keeps only moves.
    pub async fn resign(&self, game_id: Uuid, user: &User) -> ServiceResult<GameState> {
        let (game, ends_game, seat) = {
            let lock = self.game_locks.get(game_id);
            let _guard = lock.lock().await;
            let game = self.game(game_id, Some(user)).await?;
            let seat = resigning_seat(&game)?;
            let ends_game = game.record.players.len() == 2;
            self.social()?
                .resign(game_id, seat, ends_game, self.now())
                .await?;
            (game, ends_game, seat)
        };
        tracing::info!(%game_id, seat, ends_game, "a player resigned");
        if !ends_game && game.to_move() == Some(seat) {
            // Their turn: the seat moves automatically now rather than at the next tick.
            self.move_automatically(game_id, seat, game.seq, crate::game::MoveReason::Resigned)
                .await?;
        }
        self.live
            .publish(GameMoved {
                reload: true,
                ..GameMoved::new(game_id, game.seq)
            })
            .await;
        self.game(game_id, Some(user)).await
    }

    /// How the viewer of `game` may end it because everyone else has left (None: they may
    /// not): a win when the game is rated and every seat made the moves a rated game needs
    /// ([`crate::config::SocialRules::rating_min_own_moves`]), else a cancellation.
    pub fn abandoned_ending(&self, game: &GameState) -> Option<AbandonedEnding> {
        if !last_player_left(game) {
            return None;
        }
        let min = self.config.social.rating_min_own_moves;
        Some(
            if game.record.options.rated && super::ratings::every_seat_moved(game, min) {
                AbandonedEnding::Win
            } else {
                AbandonedEnding::Cancel
            },
        )
    }

    /// Ends a game that everyone but `user` has left ([`Service::abandoned_ending`]).
    pub async fn end_abandoned(
        &self,
        game_id: Uuid,
        user: &User,
    ) -> ServiceResult<(GameState, AbandonedEnding)> {
        let (seq, ending) = {
            let lock = self.game_locks.get(game_id);
            let _guard = lock.lock().await;
            let game = self.game(game_id, Some(user)).await?;
            if game.your_seat.is_none() {
                return Err(ServiceError::Forbidden(t("social-players-only")));
            }
            if game.record.status != crate::store::GameStatus::Active {
                return Err(ServiceError::Conflict(t("social-resign-not-running")));
            }
            let Some(ending) = self.abandoned_ending(&game) else {
                return Err(ServiceError::Conflict(t("social-end-others-play")));
            };
            self.over_days()?
                .end_abandoned(
                    game_id,
                    game.seq,
                    ending == AbandonedEnding::Win,
                    self.now(),
                )
                .await?;
            (game.seq, ending)
        };
        tracing::info!(%game_id, ending = ending.as_str(), "the last player ended a game the others left");
        self.live
            .publish(GameMoved {
                reload: true,
                ..GameMoved::new(game_id, seq)
            })
            .await;
        Ok((self.game(game_id, Some(user)).await?, ending))
    }

    /// Checks that `user` plays in the game (notes and mute are players' own).
    async fn player_of(&self, game_id: Uuid, user: &User) -> ServiceResult<()> {
        let record = self.store.game(game_id).await?.ok_or_else(super::no_game)?;
        if record.players.iter().any(|p| p.user_id == user.user_id) {
            Ok(())
        } else {
            Err(ServiceError::Forbidden(t("social-players-only")))
        }
    }
}

/// A chat message as it is kept: trimmed, not empty, not too long, no control characters
/// but line breaks.
fn chat_text(text: &str) -> ServiceResult<String> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ServiceError::Invalid(t("social-chat-empty")));
    }
    if text.chars().count() > CHAT_MAX_CHARS {
        return Err(ServiceError::Invalid(site(
            &Message::new("social-chat-too-long").arg("max", CHAT_MAX_CHARS),
        )));
    }
    if text
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\r')
    {
        return Err(ServiceError::Invalid(t("social-chat-control")));
    }
    super::refuse_direction_controls(text, "a chat message")
        .map_err(|_| ServiceError::Invalid(t("social-chat-direction")))?;
    Ok(text.replace("\r\n", "\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chat_text_is_trimmed_and_bounded() {
        assert_eq!(chat_text("  hello\r\nthere ").unwrap(), "hello\nthere");
        assert!(chat_text("   ").is_err());
        assert!(chat_text(&"x".repeat(CHAT_MAX_CHARS)).is_ok());
        assert!(chat_text(&"x".repeat(CHAT_MAX_CHARS + 1)).is_err());
        assert!(chat_text("bell\u{7}").is_err());
        for control in ['\u{202a}', '\u{202e}', '\u{2066}', '\u{2069}'] {
            let refused = chat_text(&format!("photo{control}gpj.exe")).unwrap_err();
            assert!(
                refused.to_string().contains("direction controls"),
                "{refused}"
            );
        }
        // Marks that only hint a direction (LRM, RLM) are fine.
        assert!(chat_text("שלום\u{200f} hi").is_ok());
    }
}
