//! Invitations by link: create, join (the last join starts the game), leave, cancel.

use super::computers;
use super::{
    invitation_code, no_invitation, Service, ServiceError, ServiceResult, Table, NOTE_MAX_CHARS,
};
use crate::game::text::{site, t};
use crate::game::{GameOptions, Status};
use crate::game::{LogEvent, Message};
use crate::games;
use crate::live::GameMoved;
use crate::store::{
    Invitation, InvitationStatus, Limits, NewInvitation, Rejection, StartPlan, StoreError, User,
    DEADLINE_DAYS,
};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use uuid::Uuid;

impl Service {
    // --- invitations ----------------------------------------------------------------

    /// Creates an invitation; the creator takes the first seat and a computer player of
    /// each of `table.computers`' levels one more each. With every seat taken (the creator
    /// is the only person), the game starts at once. Players invited by name see it in
    /// their lobby and are told by mail; a listed one is on the "Open games" page. All of
    /// it is written at once, after the limits on games with computers and on invitations
    /// naming one person are counted in the same transaction (`store::Limits`).
    pub async fn create_invitation(
        &self,
        creator: &User,
        game: &str,
        options: &GameOptions,
        table: &Table,
    ) -> ServiceResult<Invitation> {
        let (note, deadline_days, computers) = (
            table.note.as_str(),
            table.deadline_days,
            &table.computers[..],
        );
        if deadline_days.is_some_and(|d| !DEADLINE_DAYS.contains(&d)) {
            return Err(ServiceError::Invalid(t("games-error-deadline")));
        }
        let game_type = games::by_slug(game.trim()).ok_or_else(|| {
            ServiceError::Invalid(site(
                &Message::new("games-error-no-such-game").arg("game", format!("{game:?}")),
            ))
        })?;
        let mut options = game_type
            .check_options(options)
            .map_err(ServiceError::Invalid)?;
        if !computers.is_empty() && !game_type.has_computers() {
            return Err(ServiceError::Invalid(site(
                &Message::new("games-error-no-computers").arg("game", game_type.shown_name()),
            )));
        }
        // Games with computer players, and those the game calls casual (open hands, say),
        // are never rated, whatever the host chose.
        options.rated &= computers.is_empty() && game_type.casual_only(&options).is_none();
        // The request's parts disagree: a conflict, not a malformed request.
        if computers.len() >= options.players {
            return Err(ServiceError::Conflict(site(
                &Message::new("games-error-too-many-computers")
                    .arg("players", options.players)
                    .arg("max", options.players - 1),
            )));
        }
        let robots = computers::accounts_for(computers)?;
        if !robots.is_empty() {
            self.check_computer_games(creator).await?;
        }
        let invitees = self
            .invitees(
                creator,
                &table.invite,
                options.players.saturating_sub(computers.len() + 1),
            )
            .await?;
        let note = note.trim();
        if note.chars().count() > NOTE_MAX_CHARS {
            return Err(ServiceError::Invalid(site(
                &Message::new("games-error-note-too-long").arg("max", NOTE_MAX_CHARS),
            )));
        }
        if note
            .chars()
            .any(|c| c.is_control() && c != '\n' && c != '\r')
        {
            return Err(ServiceError::Invalid(t("games-error-note-controls")));
        }
        super::refuse_direction_controls(note, "the note")?;
        if !invitees.is_empty() {
            self.count_invitation_by_name(creator).await?;
        }
        let game = game_type.slug().to_string();
        // The computers take the next seats; when they take the last one, the game starts.
        let start = if robots.is_empty() {
            None
        } else {
            Some(start_plan(&game, &options)?)
        };
        let new = NewInvitation {
            code: invitation_code(),
            game,
            options,
            note: note.to_string(),
            creator: creator.user_id,
            deadline_days,
            computers: robots,
            start,
            listed: table.listed,
            invitees: invitees.iter().map(|u| u.user_id).collect(),
            limits: Limits {
                naming: Some(self.config.social.open_invitations_per_invitee),
                ..self.computer_games_limit()
            },
        };
        let invitation = match self.store.create_invitation(&new).await {
            // Another request named the same person in the meantime: say whom.
            Err(StoreError::Rejected(Rejection::Naming { most, invitee })) => {
                let named = invitees.iter().find(|u| u.user_id == invitee);
                let name = named.map_or("", |u| u.username.as_str());
                let refusal = super::tables::naming_limit(most, name);
                return Err(ServiceError::Conflict(refusal));
            }
            other => other?,
        };
        tracing::info!(invitation_id = %invitation.invitation_id, "invitation created");
        if !invitees.is_empty() {
            self.tell_invitees(&invitation, &invitees).await?;
        }
        self.announce_start(&invitation).await;
        Ok(invitation)
    }

    pub async fn invitation(&self, code: &str) -> ServiceResult<Invitation> {
        if code.len() > 100 {
            return Err(no_invitation());
        }
        self.store.invitation(code).await?.ok_or_else(no_invitation)
    }

    /// Takes a free seat; filling the last seat starts the game.
    pub async fn join_invitation(&self, code: &str, user: &User) -> ServiceResult<Invitation> {
        let invitation = self.invitation(code).await?;
        match invitation.status {
            InvitationStatus::Open => {}
            InvitationStatus::Expired => {
                return Err(ServiceError::Conflict(t("games-error-join-expired")))
            }
            other => {
                return Err(ServiceError::Conflict(site(
                    &Message::new("games-error-join-closed").arg("status", other.as_str()),
                )))
            }
        }
        if invitation.seats.iter().any(|u| u.user_id == user.user_id) {
            return Err(ServiceError::Conflict(t("games-error-joined-already")));
        }
        // Told as an invitation that closed, never as a block: a block is not news for the
        // one blocked (as inviting by name tells it as an unknown name).
        if self
            .blocked(invitation.creator.user_id, user.user_id)
            .await?
        {
            return Err(ServiceError::Conflict(t("games-rejected-not-open")));
        }
        // A seat at a table with a computer counts against the person's limit, checked
        // again by the store where it writes the seat.
        let limits = if invitation.seats.iter().any(computers::is_computer) {
            self.check_computer_games(user).await?;
            self.computer_games_limit()
        } else {
            Limits::NONE
        };
        let plan = start_plan(&invitation.game, &invitation.options)?;
        let joined = self
            .store
            .join_invitation(code, user.user_id, &plan, &limits);
        let invitation = match joined.await {
            Err(StoreError::NotFound) => return Err(no_invitation()),
            other => other?,
        };
        self.announce_start(&invitation).await;
        Ok(invitation)
    }

    /// When `invitation` has just started its game: logs it and sends the game's first
    /// live notice (seq 0), so that the background worker need not wait for its interval,
    /// and wakes the computer players if one is seated (one may move first).
    async fn announce_start(&self, invitation: &Invitation) {
        if let Some(game_id) = invitation.game_id {
            tracing::info!(%game_id, invitation_id = %invitation.invitation_id, "game started");
            self.live.publish(GameMoved::new(game_id, 0)).await;
            if invitation.seats.iter().any(computers::is_computer) {
                self.wake_computers();
            }
        }
    }

    pub async fn leave_invitation(&self, code: &str, user: &User) -> ServiceResult<Invitation> {
        let invitation = self.invitation(code).await?;
        if invitation.creator.user_id == user.user_id {
            return Err(ServiceError::Conflict(t("games-error-creator-leaves")));
        }
        if !invitation.seats.iter().any(|u| u.user_id == user.user_id) {
            return Err(ServiceError::Conflict(t("games-error-not-joined")));
        }
        match self.store.leave_invitation(code, user.user_id).await {
            Err(StoreError::NotFound) => Err(no_invitation()),
            other => Ok(other?),
        }
    }

    pub async fn cancel_invitation(&self, code: &str, user: &User) -> ServiceResult<Invitation> {
        let invitation = self.invitation(code).await?;
        if invitation.creator.user_id != user.user_id {
            return Err(ServiceError::Forbidden(t("games-error-only-creator")));
        }
        match self.store.cancel_invitation(code, user.user_id).await {
            Err(StoreError::NotFound) => Err(no_invitation()),
            other => Ok(other?),
        }
    }
}

/// Prepares the start of a game of `game` with `options` in case a join fills the last
/// seat: the explicit setup (seq 0), a random seating and the first player taken from that
/// setup.
pub(super) fn start_plan(game: &str, options: &GameOptions) -> ServiceResult<StartPlan> {
    let game_type = games::by_slug(game)
        .ok_or_else(|| ServiceError::Internal(anyhow::anyhow!("unknown game {game}")))?;
    let mut rng = StdRng::from_entropy();
    let setup = game_type.new_setup(options, &mut rng);
    // The commitment's salt comes from the operating system (docs/verifiable-setup.md).
    let commitment = crate::commitment::commit(&setup, &mut rand::rngs::OsRng);
    let setup_event = serde_json::to_value(LogEvent::Setup {
        setup,
        commitment: Some(commitment),
    })
    .map_err(|e| ServiceError::Internal(e.into()))?;
    let loaded = crate::game::load_log(game_type, std::slice::from_ref(&setup_event))
        .map_err(|e| ServiceError::Internal(anyhow::anyhow!("a new setup does not load: {e}")))?;
    let to_move_seat = match loaded.status() {
        Status::Active { to_move } => to_move,
        Status::Finished { .. } => {
            return Err(ServiceError::Internal(anyhow::anyhow!(
                "a new game is already finished"
            )))
        }
    };
    let mut seat_order: Vec<usize> = (0..options.players).collect();
    seat_order.shuffle(&mut rng);
    Ok(StartPlan {
        game_id: Uuid::new_v4(),
        setup_event,
        seat_order,
        to_move_seat,
    })
}
