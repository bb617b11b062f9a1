//! Finding people to play with (docs/social.md): invitations by username, listed
//! invitations on the "Open games" page, running listed games on the "Watch" page, and
//! "play again with the same players".

use super::mails as messages;
use super::{computers, GameState, Service, ServiceError, ServiceResult};
use crate::bots::Level;
use crate::game::text::{site, t};
use crate::game::Message;
use crate::store::notify::EmailMode;
use crate::store::{
    GameStatus, Invitation, InvitationStatus, InviteFrom, Invitee, RateLimit, User, DELETED_NAME,
};
use std::time::Duration;

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
/// Rows of a paginated list (invitations for you, a profile's games).
pub const PAGE: i64 = 20;
/// Invitation mails per host and invitee.
pub const INVITATION_MAILS: RateLimit = RateLimit {
    max: 1,
    window: Duration::from_secs(24 * 3600),
};

/// How old a host's account must be (with a game that is over) for their invitations by
/// name to be mailed and pushed to people they have not played with.
pub const TRUSTED_HOST_AGE: time::Duration = time::Duration::hours(24);

/// The refusal of an invitation naming `name` when its host has `most` open invitations
/// naming them already (`OPEN_INVITATIONS_PER_INVITEE`).
pub(super) fn naming_limit(most: u32, name: &str) -> String {
    site(
        &Message::new("lobby-naming-limit")
            .arg("most", most)
            .arg("name", name),
    )
}

impl Service {
    /// The accounts of the names `creator` invites, at most `seats` of them. Unknown
    /// names, computer players, deleted and suspended accounts, people who blocked
    /// `creator` and people who do not take invitations by name from them are refused
    /// alike, so that nobody learns which it was; so are the creator, and an invitee
    /// already named in [`crate::config::SocialRules::open_invitations_per_invitee`] of the
    /// creator's open invitations.
    pub(super) async fn invitees(
        &self,
        creator: &User,
        names: &[String],
        seats: usize,
    ) -> ServiceResult<Vec<User>> {
        let mut users: Vec<User> = Vec::new();
        for name in names {
            let user = self.invitable_by(creator, name).await?.ok_or_else(|| {
                let message = Message::new("lobby-not-invitable").arg("name", format!("{name:?}"));
                ServiceError::Conflict(site(&message))
            })?;
            if user.user_id == creator.user_id {
                return Err(ServiceError::Conflict(t("lobby-own-seat")));
            }
            if users.iter().any(|u| u.user_id == user.user_id) {
                continue;
            }
            let social = self.social()?;
            // Counted again where the invitation is written (`store::Limits`).
            let most = self.config.social.open_invitations_per_invitee;
            if social
                .open_invitations_naming(creator.user_id, user.user_id)
                .await?
                >= i64::from(most)
            {
                return Err(ServiceError::Conflict(naming_limit(most, &user.username)));
            }
            users.push(user);
        }
        if users.len() > seats {
            return Err(ServiceError::Conflict(site(
                &Message::new("lobby-too-many-invitees").arg("seats", seats),
            )));
        }
        Ok(users)
    }

    /// The account `name` if `creator` may name it to play (an invitation by name, a
    /// tournament's substitute): None for an unknown name, a computer player, a deleted or
    /// suspended account, someone who blocked `creator` or who does not take invitations
    /// by name from them, all alike so that nobody learns which it was.
    pub(super) async fn invitable_by(
        &self,
        creator: &User,
        name: &str,
    ) -> ServiceResult<Option<User>> {
        let user = self.store.credentials(name.trim()).await?.map(|c| c.user);
        let Some(user) = user.filter(|u| u.username != DELETED_NAME && !computers::is_computer(u))
        else {
            return Ok(None);
        };
        if user.user_id == creator.user_id {
            return Ok(Some(user));
        }
        if self.blocked(user.user_id, creator.user_id).await?
            || self.standing(user.user_id).await?.suspended.is_some()
        {
            return Ok(None);
        }
        let social = self.social()?;
        let accepts = match social.invite_from(user.user_id).await? {
            InviteFrom::Anyone => true,
            InviteFrom::Played => {
                social
                    .played_together(creator.user_id, user.user_id)
                    .await?
            }
            InviteFrom::Nobody => false,
        };
        Ok(accepts.then_some(user))
    }

    /// Counts an invitation naming people against the creator's hourly allowance
    /// ([`crate::config::SocialRules::invitations_by_name_per_hour`]); refused with `RateLimited`.
    pub(super) async fn count_invitation_by_name(&self, creator: &User) -> ServiceResult<()> {
        let most = self.config.social.invitations_by_name_per_hour;
        let key = format!("invite-by-name:{}", creator.user_id);
        if let Err(wait) = self.limit_per_hour(most, key).await? {
            return Err(ServiceError::RateLimited(site(
                &Message::new("lobby-invite-limited")
                    .arg("most", most)
                    .arg("wait", super::accounts::in_minutes(wait)),
            )));
        }
        Ok(())
    }

    /// Whether `host` has an account older than [`TRUSTED_HOST_AGE`] and a game that is
    /// over: only such a host's invitations by name reach strangers beyond their lobby.
    async fn trusted_host(&self, host: &User) -> ServiceResult<bool> {
        Ok(self.now() - host.created_at >= TRUSTED_HOST_AGE
            && self.social()?.has_finished_game(host.user_id).await?)
    }

    /// Tells each invitee by mail (when they have a verified address and want mail) and on
    /// their devices, at most once a day per host and invitee: later invitations wait in
    /// their lobby. Nobody hears of a host they muted or blocked, nor of a host who is not
    /// [`Service::trusted_host`] unless they have played together: throw-away accounts
    /// reach others in their lobby only.
    pub(super) async fn tell_invitees(
        &self,
        invitation: &Invitation,
        invitees: &[User],
    ) -> ServiceResult<()> {
        let store = self.over_days()?;
        let host = &invitation.creator;
        let trusted = self.trusted_host(host).await?;
        for user in invitees {
            if !trusted
                && !self
                    .social()?
                    .played_together(host.user_id, user.user_id)
                    .await?
            {
                tracing::info!(invitation_id = %invitation.invitation_id,
                    "a new host's invitation waits in the lobby unmailed");
                continue;
            }
            let settings = store.notify_settings(user.user_id).await?;
            if settings.email_mode == EmailMode::None
                || self
                    .hidden_authors_of(user)
                    .await?
                    .contains(&invitation.creator.user_id)
            {
                continue;
            }
            let email = settings
                .email
                .clone()
                .filter(|_| self.config.mail_enabled());
            let devices = self.push_devices(user.user_id).await?;
            if email.is_none() && devices.is_empty() {
                continue;
            }
            let key = format!(
                "invite-mail:{}:{}",
                invitation.creator.user_id, user.user_id
            );
            if self.limit(INVITATION_MAILS, &[key]).await?.is_err() {
                continue;
            }
            // In the invitee's language, not the host's: the game's title too.
            let language = messages::recipient_language(&settings);
            let rows = crate::game::text::in_language(language, async {
                let title = crate::games::describe_options(&invitation.game, &invitation.options);
                let link = self.invitation_url(&invitation.code);
                let mut rows = Vec::new();
                if let Some(email) = &email {
                    rows.push(messages::invited_mail(
                        &self.config,
                        user,
                        email,
                        &invitation.creator.username,
                        &title,
                        invitation,
                        &link,
                    )?);
                }
                let notice = super::push::invited_notice(
                    &invitation.creator.username,
                    &title,
                    &invitation.note,
                    &link,
                );
                let key = format!("invited:{}:{}", invitation.invitation_id, user.user_id);
                rows.extend(notice.rows(&devices, user.user_id, None, "invited", &key));
                anyhow::Ok(rows)
            })
            .await
            .map_err(ServiceError::Internal)?;
            for row in rows {
                store.enqueue(&row, self.now()).await?;
            }
        }
        Ok(())
    }

    /// One page of the open invitations `user` was invited to by name and has neither
    /// joined nor declined, newest first (page 0 first), and whether more follow.
    pub async fn invitations_for(
        &self,
        user: &User,
        page: u32,
    ) -> ServiceResult<(Vec<Invitation>, bool)> {
        // A store without the social tables (a test double) has none to show.
        let Some(social) = self.store.social() else {
            return Ok((Vec::new(), false));
        };
        let mut invitations = social
            .invitations_for(user.user_id, PAGE + 1, i64::from(page) * PAGE)
            .await?;
        let more = invitations.len() as i64 > PAGE;
        invitations.truncate(PAGE as usize);
        Ok((invitations, more))
    }

    /// `user` declines an invitation they were invited to by name: it leaves their lobby,
    /// and its host sees that they declined.
    pub async fn decline_invitation(&self, code: &str, user: &User) -> ServiceResult<Invitation> {
        let invitation = self.invitation(code).await?;
        if invitation.status != InvitationStatus::Open {
            return Err(ServiceError::Conflict(t("lobby-invitation-closed")));
        }
        if invitation.seats.iter().any(|u| u.user_id == user.user_id) {
            return Err(ServiceError::Conflict(t("lobby-joined-already")));
        }
        if !self
            .social()?
            .decline_invitation(invitation.invitation_id, user.user_id, self.now())
            .await?
        {
            return Err(ServiceError::Conflict(t("lobby-not-invited")));
        }
        tracing::info!(invitation_id = %invitation.invitation_id, "invitation declined");
        Ok(invitation)
    }

    /// The people invited by name to an invitation, and who declined (none without the
    /// social tables).
    pub async fn invitees_of(&self, invitation: &Invitation) -> ServiceResult<Vec<Invitee>> {
        match self.store.social() {
            Some(social) => Ok(social.invitees(invitation.invitation_id).await?),
            None => Ok(Vec::new()),
        }
    }

    /// Who may invite `user` by name.
    pub async fn invite_from(&self, user: &User) -> ServiceResult<InviteFrom> {
        Ok(self.social()?.invite_from(user.user_id).await?)
    }

    /// Sets who may invite `user` by name.
    pub async fn set_invite_from(&self, user: &User, choice: InviteFrom) -> ServiceResult<()> {
        self.social()?.set_invite_from(user.user_id, choice).await?;
        tracing::info!(user_id = %user.user_id, choice = choice.as_str(), "invitation choice saved");
        Ok(())
    }

    /// Listed open invitations, newest first (the "Open games" page).
    pub async fn open_games(&self) -> ServiceResult<Vec<Invitation>> {
        Ok(self.social()?.listed_invitations(LISTED_MAX).await?)
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
            return Err(ServiceError::Forbidden(t("lobby-rematch-players")));
        }
        if game.record.status == GameStatus::Active {
            return Err(ServiceError::Conflict(t("lobby-rematch-running")));
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
