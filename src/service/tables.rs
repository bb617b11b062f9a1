//! Finding people to play with (docs/social.md): invitations by username, listed
//! invitations on the "Open games" page, running listed games on the "Watch" page, and
//! "play again with the same players".

use super::{computers, GameState, Service, ServiceError, ServiceResult};
use crate::bots::Level;
use crate::notify::messages;
use crate::store::notify::EmailMode;
use crate::store::{GameStatus, Invitation, User, DELETED_NAME};

/// What a host asks for beyond the game's options.
#[derive(Clone, Debug, Default)]
pub struct Table {
    /// A note for the players ("Friday's rematch"), up to 200 characters.
    pub note: String,
    /// Days per move, if any.
    pub deadline_days: Option<u32>,
    /// One computer player per level given, each taking a seat.
    pub computers: Vec<Level>,
    /// Listed on the "Open games" page for anybody logged in, its game on "Watch".
    pub listed: bool,
    /// Usernames invited by name: they see it in their lobby and are told by mail.
    pub invite: Vec<String>,
}

/// Listed invitations and games a page shows at most.
pub const LISTED_MAX: i64 = 100;

impl Service {
    /// The accounts of the names `creator` invites, at most `seats` of them; unknown
    /// names, computer players, deleted accounts and the creator are refused.
    pub(super) async fn invitees(
        &self,
        creator: &User,
        names: &[String],
        seats: usize,
    ) -> ServiceResult<Vec<User>> {
        let mut users: Vec<User> = Vec::new();
        for name in names {
            let user = self
                .store
                .credentials(name.trim())
                .await?
                .map(|c| c.user)
                .filter(|u| u.username != DELETED_NAME && !computers::is_computer(u))
                .ok_or_else(|| {
                    ServiceError::Conflict(format!("there is no player called {name:?} to invite"))
                })?;
            if user.user_id == creator.user_id {
                return Err(ServiceError::Conflict(
                    "you have your seat already; invite the others by name".into(),
                ));
            }
            if !users.iter().any(|u| u.user_id == user.user_id) {
                users.push(user);
            }
        }
        if users.len() > seats {
            return Err(ServiceError::Conflict(format!(
                "this invitation has {seats} free seat{} for people: invite at most that many",
                if seats == 1 { "" } else { "s" }
            )));
        }
        Ok(users)
    }

    /// Tells each invitee by mail (when they have a verified address and want mail).
    pub(super) async fn tell_invitees(
        &self,
        invitation: &Invitation,
        invitees: &[User],
    ) -> ServiceResult<()> {
        let store = self.over_days()?;
        if !self.config.mail_enabled() {
            return Ok(());
        }
        let title = crate::game::describe_options(&invitation.game, &invitation.options);
        for user in invitees {
            let settings = store.notify_settings(user.user_id).await?;
            let Some(email) = settings
                .email
                .filter(|_| settings.email_mode != EmailMode::None)
            else {
                continue;
            };
            let row = messages::invited_mail(
                &self.config,
                user,
                &email,
                &invitation.creator.username,
                &title,
                invitation,
                &self.invitation_url(&invitation.code),
            )
            .map_err(ServiceError::Internal)?;
            store.enqueue(&row, self.now()).await?;
        }
        Ok(())
    }

    /// Open invitations `user` was invited to by name and has not joined, newest first.
    pub async fn invitations_for(&self, user: &User) -> ServiceResult<Vec<Invitation>> {
        // A store without the social tables (a test double) has none to show.
        let Some(social) = self.store.social() else {
            return Ok(Vec::new());
        };
        let codes = social.invitations_for(user.user_id).await?;
        self.invitations_by_code(codes).await
    }

    /// Listed open invitations, newest first (the "Open games" page).
    pub async fn open_games(&self) -> ServiceResult<Vec<Invitation>> {
        let codes = self.social()?.listed_invitations(LISTED_MAX).await?;
        self.invitations_by_code(codes).await
    }

    async fn invitations_by_code(&self, codes: Vec<String>) -> ServiceResult<Vec<Invitation>> {
        let mut out = Vec::with_capacity(codes.len());
        for code in codes {
            if let Some(invitation) = self.store.invitation(&code).await? {
                out.push(invitation);
            }
        }
        Ok(out)
    }

    /// Whether an invitation is listed.
    pub async fn is_listed(&self, invitation: &Invitation) -> ServiceResult<bool> {
        Ok(self.social()?.is_listed(invitation.invitation_id).await?)
    }

    /// Running games of listed invitations, newest activity first (the "Watch" page).
    pub async fn watchable_games(&self) -> ServiceResult<Vec<crate::store::GameRecord>> {
        let mut out = Vec::new();
        for game_id in self.social()?.listed_games(LISTED_MAX).await? {
            if let Some(record) = self.store.game(game_id).await? {
                out.push(record);
            }
        }
        Ok(out)
    }

    /// "Play again with the same players": a new invitation from `user` with the
    /// finished game's options, note and deadline, the same computer players, and every
    /// other person of the game invited by name (and told).
    pub async fn rematch(&self, game: &GameState, user: &User) -> ServiceResult<Invitation> {
        if game.your_seat.is_none() {
            return Err(ServiceError::Forbidden(
                "only the game's players can start a rematch".into(),
            ));
        }
        if game.record.status == GameStatus::Active {
            return Err(ServiceError::Conflict(
                "the game is still running; a rematch comes after it".into(),
            ));
        }
        let record = &game.record;
        let people: Vec<String> = record
            .players
            .iter()
            .filter(|p| p.user_id != user.user_id && p.username != DELETED_NAME)
            .filter(|p| !computers::is_computer(p))
            .map(|p| p.username.clone())
            .collect();
        let table = Table {
            note: record.note.clone(),
            deadline_days: record.deadline_days,
            computers: record
                .players
                .iter()
                .filter_map(|p| computers::computer_level(p.user_id))
                .collect(),
            listed: false,
            invite: people,
        };
        self.create_invitation(user, &record.game, &record.options, &table)
            .await
    }
}
