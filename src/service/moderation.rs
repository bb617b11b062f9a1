//! Moderation (`docs/moderation.md`): what every person may do about others — report a
//! message or a person, mute, block — and what moderators do about reports: remove a
//! message, suspend or restore an account, dismiss a report. Every moderator action is kept
//! in a record with who, when, what and why, and the person it affects is told.

use super::{computers, Service, ServiceError, ServiceResult};
use crate::game::text::{site, t};
use crate::game::Message;
use crate::live::GameMoved;
use crate::store::{
    Acting, Action, ChatMessage, ModerationStore, PersonChoice, Report, Standing, StoreError, User,
    DELETED_NAME,
};
use uuid::Uuid;

/// Longest reason for a report or a moderator's action, in characters.
pub const REASON_MAX_CHARS: usize = 1000;

/// Open reports a moderator's page lists at once (the oldest first).
pub const REPORTS_SHOWN: i64 = 50;

/// Messages shown each side of a reported message.
pub const CONTEXT_AROUND: i64 = 5;

/// Entries of the record a page shows.
pub const RECORD_SHOWN: i64 = 200;

/// The reasons kept in the record when the operator grants or revokes the moderator role
/// (the record's page shows them in the reader's language).
pub const OPERATOR_GRANTED: &str = "made a moderator by the operator";
pub const OPERATOR_REVOKED: &str = "moderator role revoked by the operator";

/// A report with the messages around the one reported, for moderators.
#[derive(Clone, Debug)]
pub struct ReportView {
    pub report: Report,
    pub context: Vec<ChatMessage>,
}

/// A reason as people typed it: trimmed, 1 to [`REASON_MAX_CHARS`] characters, no
/// control characters but line breaks, no direction controls. `say_why` is the message
/// asking for a missing reason ("say why you report this message").
pub fn reason_text(reason: &str, say_why: &'static str) -> ServiceResult<String> {
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(ServiceError::Invalid(t(say_why)));
    }
    if reason.chars().count() > REASON_MAX_CHARS {
        return Err(ServiceError::Invalid(site(
            &Message::new("moderation-reason-too-long").arg("max", REASON_MAX_CHARS),
        )));
    }
    if reason
        .chars()
        .any(|c| c.is_control() && c != '\n' && c != '\r' && c != '\t')
    {
        return Err(ServiceError::Invalid(t("moderation-reason-control")));
    }
    super::refuse_direction_controls(reason, "a reason")
        .map_err(|_| ServiceError::Invalid(t("moderation-reason-direction")))?;
    Ok(reason.to_string())
}

/// A choice about a person as forms and the API send it: `muted`, `blocked` or `none`.
pub fn parse_choice(word: &str) -> ServiceResult<Option<PersonChoice>> {
    match word {
        "none" => Ok(None),
        word => PersonChoice::parse(word)
            .map(Some)
            .ok_or_else(|| ServiceError::Invalid(t("moderation-choose-choice"))),
    }
}

/// What a suspended person is told when they try to log in.
pub fn suspension_words(at: time::OffsetDateTime, reason: &str) -> String {
    site(
        &Message::new("moderation-suspended-login")
            .arg("when", crate::local_time::format(at, None))
            .arg("reason", reason),
    )
}

impl Service {
    pub(super) fn moderation(&self) -> ServiceResult<&dyn ModerationStore> {
        self.store.moderation().ok_or_else(|| {
            ServiceError::Internal(anyhow::anyhow!("this store keeps no moderation"))
        })
    }

    /// The living account named `name` (not deleted).
    pub async fn person_named(&self, name: &str) -> ServiceResult<User> {
        self.store
            .credentials(name.trim())
            .await?
            .map(|c| c.user)
            .filter(|u| u.username != DELETED_NAME)
            .ok_or_else(|| {
                let quoted = format!("{name:?}");
                ServiceError::NotFound(site(
                    &Message::new("moderation-no-player").arg("name", quoted),
                ))
            })
    }

    /// A person's standing: moderator, suspended, deleted.
    pub async fn standing(&self, user_id: Uuid) -> ServiceResult<Standing> {
        match self.store.moderation() {
            Some(m) => Ok(m.standing(user_id).await?),
            None => Ok(Standing::default()),
        }
    }

    // --- every person -----------------------------------------------------------------

    /// The people `user` muted or blocked.
    pub async fn person_choices(&self, user: &User) -> ServiceResult<Vec<(User, PersonChoice)>> {
        Ok(self.moderation()?.person_choices(user.user_id).await?)
    }

    /// What `user` chose about `other` (None: nothing).
    pub async fn person_choice(
        &self,
        user: &User,
        other: &User,
    ) -> ServiceResult<Option<PersonChoice>> {
        Ok(self
            .moderation()?
            .person_choice(user.user_id, other.user_id)
            .await?)
    }

    /// `user` mutes, blocks or (None) lets be the person named `name`; returns them.
    pub async fn set_person_choice(
        &self,
        user: &User,
        name: &str,
        choice: Option<PersonChoice>,
    ) -> ServiceResult<User> {
        let other = self.person_named(name).await?;
        if other.user_id == user.user_id {
            return Err(ServiceError::Forbidden(t("moderation-choice-yourself")));
        }
        self.moderation()?
            .set_person_choice(user.user_id, other.user_id, choice, self.now())
            .await?;
        tracing::info!(user_id = %user.user_id, other = %other.user_id, choice = choice.map_or("none", |c| c.as_str()), "person choice");
        Ok(other)
    }

    /// Leaves out the messages of people `viewer` muted or blocked (every chat a person
    /// reads passes here: pages, API, feed, mails, webhooks, export).
    pub(super) async fn without_hidden_authors(
        &self,
        viewer: Option<&User>,
        mut messages: Vec<ChatMessage>,
    ) -> ServiceResult<Vec<ChatMessage>> {
        let (Some(viewer), Some(m)) = (viewer, self.store.moderation()) else {
            return Ok(messages);
        };
        if messages.is_empty() {
            return Ok(messages);
        }
        let hidden = m.hidden_authors(viewer.user_id).await?;
        messages.retain(|msg| !hidden.contains(&msg.author.user_id));
        Ok(messages)
    }

    /// The people `user` muted or blocked (none on a store without moderation).
    pub(super) async fn hidden_authors_of(&self, user: &User) -> ServiceResult<Vec<Uuid>> {
        match self.store.moderation() {
            Some(m) => Ok(m.hidden_authors(user.user_id).await?),
            None => Ok(Vec::new()),
        }
    }

    /// Whether `user` blocked `other` (then `other` may not invite `user` by name nor join
    /// `user`'s invitations).
    pub(super) async fn blocked(&self, user: Uuid, other: Uuid) -> ServiceResult<bool> {
        let Some(m) = self.store.moderation() else {
            return Ok(false);
        };
        Ok(m.person_choice(user, other).await? == Some(PersonChoice::Blocked))
    }

    /// Counts a report against `reporter`'s hourly allowance
    /// ([`crate::config::SocialRules::reports_per_hour`]).
    async fn count_report(&self, reporter: &User) -> ServiceResult<()> {
        let most = self.config.social.reports_per_hour;
        let key = format!("report:{}", reporter.user_id);
        if let Err(wait) = self.limit_per_hour(most, key).await? {
            return Err(ServiceError::RateLimitedFor {
                message: site(
                    &Message::new("moderation-reports-too-many")
                        .arg("count", most)
                        .arg("wait", super::accounts::in_minutes(wait)),
                ),
                retry_after: wait,
            });
        }
        Ok(())
    }

    /// `reporter` reports a chat message they can read (not their own, not removed):
    /// the report's number and the message's game.
    pub async fn report_message(
        &self,
        reporter: &User,
        message_id: i64,
        reason: &str,
    ) -> ServiceResult<(i64, Uuid)> {
        let reason = reason_text(reason, "moderation-why-report-message")?;
        let (game_id, message) = self.message_for_report(reporter, message_id).await?;
        if message.author.user_id == reporter.user_id {
            return Err(ServiceError::Forbidden(t("moderation-report-own-message")));
        }
        self.count_report(reporter).await?;
        let id = self
            .moderation()?
            .file_report(
                reporter.user_id,
                message.author.user_id,
                Some(message_id),
                &reason,
                self.now(),
            )
            .await?;
        tracing::info!(report = id, reporter = %reporter.user_id, "message reported");
        Ok((id, game_id))
    }

    /// The message `message_id` with its game, if `reporter` may read it (and it is not
    /// removed): the one a report would be about.
    pub async fn message_for_report(
        &self,
        reporter: &User,
        message_id: i64,
    ) -> ServiceResult<(Uuid, ChatMessage)> {
        let no_message = || ServiceError::NotFound(t("moderation-no-readable-message"));
        let (game_id, message) = self
            .moderation()?
            .message(message_id)
            .await?
            .ok_or_else(no_message)?;
        let game = self.game(game_id, Some(reporter)).await?;
        let readable = super::social::chat_access(&game, game.your_seat.is_some()).can_read();
        if !readable || message.removed {
            return Err(no_message());
        }
        Ok((game_id, message))
    }

    /// `reporter` reports the person named `name`: the report's number and the person.
    pub async fn report_person(
        &self,
        reporter: &User,
        name: &str,
        reason: &str,
    ) -> ServiceResult<(i64, User)> {
        let reason = reason_text(reason, "moderation-why-report-person")?;
        let person = self.person_named(name).await?;
        // Reporting yourself is an appeal against a void of your ratings, and nothing else
        // (`docs/social.md` § Fair play).
        if person.user_id == reporter.user_id
            && self.fair_play()?.voided(reporter.user_id).await?.is_none()
        {
            return Err(ServiceError::Forbidden(t("moderation-report-yourself")));
        }
        if computers::is_computer(&person) {
            return Err(ServiceError::Forbidden(t("moderation-report-computer")));
        }
        self.count_report(reporter).await?;
        let id = self
            .moderation()?
            .file_report(reporter.user_id, person.user_id, None, &reason, self.now())
            .await?;
        tracing::info!(report = id, reporter = %reporter.user_id, "person reported");
        Ok((id, person))
    }

    // --- moderators -------------------------------------------------------------------

    /// Refuses anybody who is not a moderator now (read afresh: a revoked role ends at
    /// once, whatever the session says).
    pub async fn require_moderator(&self, user: &User) -> ServiceResult<()> {
        if self.standing(user.user_id).await?.moderator {
            Ok(())
        } else {
            Err(ServiceError::Forbidden(t("moderation-moderators-only")))
        }
    }

    /// The open reports, oldest first, each with the messages around the one reported.
    pub async fn open_reports(&self, moderator: &User) -> ServiceResult<Vec<ReportView>> {
        self.require_moderator(moderator).await?;
        let m = self.moderation()?;
        let mut views = Vec::new();
        for report in m.open_reports(REPORTS_SHOWN).await? {
            views.push(self.report_view(report).await?);
        }
        Ok(views)
    }

    /// One report (open or closed) with its context.
    pub async fn report(&self, moderator: &User, report_id: i64) -> ServiceResult<ReportView> {
        self.require_moderator(moderator).await?;
        let report = self
            .moderation()?
            .report(report_id)
            .await?
            .ok_or_else(|| ServiceError::NotFound(t("moderation-no-report")))?;
        self.report_view(report).await
    }

    async fn report_view(&self, report: Report) -> ServiceResult<ReportView> {
        let context = match &report.message {
            Some((_, message)) => {
                self.moderation()?
                    .messages_around(message.message_id, CONTEXT_AROUND)
                    .await?
            }
            None => Vec::new(),
        };
        Ok(ReportView { report, context })
    }

    /// The record of moderators' actions, newest first (about the person named `about`
    /// when given), with that person's standing.
    pub async fn moderation_record(
        &self,
        moderator: &User,
        about: Option<&str>,
    ) -> ServiceResult<(Option<(User, Standing)>, Vec<Action>)> {
        self.require_moderator(moderator).await?;
        let person = match about {
            Some(name) => {
                let user = self.person_named(name).await?;
                let standing = self.standing(user.user_id).await?;
                Some((user, standing))
            }
            None => None,
        };
        let actions = self
            .moderation()?
            .actions(person.as_ref().map(|(u, _)| u.user_id), RECORD_SHOWN)
            .await?;
        Ok((person, actions))
    }

    /// A moderator removes a chat message: everybody sees "removed by a moderator" in its
    /// place from now on, its open reports close, and its author is told by mail.
    pub async fn remove_message(
        &self,
        moderator: &User,
        message_id: i64,
        reason: &str,
        report_id: Option<i64>,
    ) -> ServiceResult<()> {
        self.require_moderator(moderator).await?;
        let reason = reason_text(reason, "moderation-why-remove")?;
        self.check_report(report_id, |r| {
            r.message.as_ref().map(|(_, m)| m.message_id) == Some(message_id)
        })
        .await?;
        let acting = self.acting(moderator, &reason, report_id);
        let (game_id, author) = match self.moderation()?.remove_message(message_id, acting).await {
            Err(StoreError::NotFound) => {
                return Err(ServiceError::Conflict(t("moderation-message-gone")))
            }
            other => other?,
        };
        tracing::info!(moderator = %moderator.user_id, message_id, "chat message removed");
        if let Ok(game) = self.game(game_id, None).await {
            self.live
                .publish(GameMoved {
                    chat: Some(message_id),
                    ..GameMoved::new(game_id, game.seq)
                })
                .await;
        }
        let link = format!("{}/games/{game_id}#chat", self.config.base_url);
        self.tell(
            &author,
            "moderation-mail-removed-subject",
            Message::new("moderation-mail-removed")
                .arg("link", link)
                .arg("reason", reason),
            &format!("removed:{message_id}"),
        )
        .await;
        Ok(())
    }

    /// A moderator suspends the person named `name` (see
    /// [`ModerationStore::suspend`]); their seats where it is their turn move at once.
    pub async fn suspend(
        &self,
        moderator: &User,
        name: &str,
        reason: &str,
        report_id: Option<i64>,
    ) -> ServiceResult<User> {
        self.require_moderator(moderator).await?;
        let reason = reason_text(reason, "moderation-why-suspend")?;
        let person = self.person_named(name).await?;
        if computers::is_computer(&person) {
            return Err(ServiceError::Forbidden(t("moderation-suspend-computer")));
        }
        let standing = self.standing(person.user_id).await?;
        if standing.moderator {
            return Err(ServiceError::Forbidden(t("moderation-suspend-moderator")));
        }
        if standing.suspended.is_some() {
            return Err(ServiceError::Conflict(site(
                &Message::new("moderation-suspended-already").arg("name", person.username),
            )));
        }
        self.check_report(report_id, |r| r.reported.user_id == person.user_id)
            .await?;
        let acting = self.acting(moderator, &reason, report_id);
        let turns = match self.moderation()?.suspend(person.user_id, acting).await {
            Err(StoreError::NotFound) => {
                return Err(ServiceError::Conflict(site(
                    &Message::new("moderation-suspend-changed")
                        .arg("name", person.username.as_str()),
                )))
            }
            other => other?,
        };
        tracing::info!(moderator = %moderator.user_id, user_id = %person.user_id, running = turns.len(), "account suspended");
        for turn in turns {
            if let Err(e) = self
                .move_automatically(
                    turn.game_id,
                    turn.seat,
                    turn.seq,
                    crate::game::MoveReason::Suspended,
                )
                .await
            {
                tracing::warn!(game_id = %turn.game_id, "automatic move after a suspension: {e}");
            }
        }
        self.tell(
            &person,
            "moderation-mail-suspended-subject",
            Message::new("moderation-mail-suspended").arg("reason", reason.as_str()),
            &format!("suspended:{}", self.now().unix_timestamp()),
        )
        .await;
        Ok(person)
    }

    /// A moderator lifts a suspension: the person may log in again (their seats in the
    /// games of then stay gone).
    pub async fn restore(&self, moderator: &User, name: &str, reason: &str) -> ServiceResult<User> {
        self.require_moderator(moderator).await?;
        let reason = reason_text(reason, "moderation-why-restore")?;
        let person = self.person_named(name).await?;
        let acting = self.acting(moderator, &reason, None);
        match self.moderation()?.restore(person.user_id, acting).await {
            Err(StoreError::NotFound) => {
                return Err(ServiceError::Conflict(site(
                    &Message::new("moderation-not-suspended").arg("name", person.username),
                )))
            }
            other => other?,
        }
        tracing::info!(moderator = %moderator.user_id, user_id = %person.user_id, "account restored");
        self.tell(
            &person,
            "moderation-mail-restored-subject",
            Message::new("moderation-mail-restored").arg("reason", reason.as_str()),
            &format!("restored:{}", self.now().unix_timestamp()),
        )
        .await;
        Ok(person)
    }

    /// A moderator closes a report without acting on the person.
    pub async fn dismiss_report(
        &self,
        moderator: &User,
        report_id: i64,
        reason: &str,
    ) -> ServiceResult<()> {
        self.require_moderator(moderator).await?;
        let reason = reason_text(reason, "moderation-why-dismiss")?;
        let acting = self.acting(moderator, &reason, Some(report_id));
        match self.moderation()?.dismiss(report_id, acting).await {
            Err(StoreError::NotFound) => {
                let closed = t("moderation-report-closed-already");
                Err(ServiceError::Conflict(closed))
            }
            other => Ok(other?),
        }
    }

    /// Refuses a report a moderator's form names unless it is open and about what the
    /// action is about (`about`).
    async fn check_report(
        &self,
        report_id: Option<i64>,
        about: impl Fn(&Report) -> bool,
    ) -> ServiceResult<()> {
        let Some(report_id) = report_id else {
            return Ok(());
        };
        match self.moderation()?.report(report_id).await? {
            Some(report) if report.closed_at.is_none() && about(&report) => Ok(()),
            _ => Err(ServiceError::Conflict(site(
                &Message::new("moderation-report-not-about").arg("report", report_id),
            ))),
        }
    }

    fn acting<'a>(&self, moderator: &User, reason: &'a str, report_id: Option<i64>) -> Acting<'a> {
        Acting {
            moderator: Some(moderator.user_id),
            reason,
            report_id,
            now: self.now(),
        }
    }

    /// Mails `person` what a moderator did (message `subject`, and `what`), in the
    /// person's language, when they have a verified address and the server sends mail; a
    /// failure is logged (the action stands).
    async fn tell(&self, person: &User, subject: &'static str, what: Message, key: &str) {
        if !self.config.mail_enabled() {
            return;
        }
        let result = async {
            let store = self.over_days()?;
            let settings = store.notify_settings(person.user_id).await?;
            let language = super::mails::recipient_language(&settings);
            let Some(email) = settings.email else {
                return Ok(());
            };
            let row = crate::game::text::in_language(language, async {
                super::mails::moderation(person, &email, &t(subject), &site(&what), key)
            })
            .await
            .map_err(ServiceError::Internal)?;
            store.enqueue(&row, self.now()).await?;
            ServiceResult::Ok(())
        }
        .await;
        if let Err(e) = result {
            tracing::warn!(user_id = %person.user_id, "could not tell of a moderator's action: {e}");
        }
    }

    // --- the operator -----------------------------------------------------------------

    /// The operator makes the person named `name` a moderator (or not); false when they
    /// were (not) one already.
    pub async fn set_moderator(&self, name: &str, moderator: bool) -> ServiceResult<bool> {
        let person = self.person_named(name).await?;
        if computers::is_computer(&person) {
            return Err(ServiceError::Invalid(t("moderation-moderator-computer")));
        }
        if moderator && self.standing(person.user_id).await?.suspended.is_some() {
            return Err(ServiceError::Conflict(site(
                &Message::new("moderation-moderator-suspended").arg("name", name),
            )));
        }
        let acting = Acting {
            moderator: None,
            reason: if moderator {
                OPERATOR_GRANTED
            } else {
                OPERATOR_REVOKED
            },
            report_id: None,
            now: self.now(),
        };
        Ok(self
            .moderation()?
            .set_moderator(person.user_id, moderator, acting)
            .await?)
    }

    /// The moderators, by name.
    pub async fn moderators(&self) -> ServiceResult<Vec<User>> {
        Ok(self.moderation()?.moderators().await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reasons_are_plain_text_of_a_sensible_length() {
        let why = "moderation-why-report-message";
        assert_eq!(reason_text("  rude  ", why).unwrap(), "rude");
        let missing = reason_text(" \n ", why).unwrap_err();
        assert_eq!(missing.to_string(), "say why you report this message");
        assert!(reason_text(&"a".repeat(REASON_MAX_CHARS), why).is_ok());
        assert!(reason_text(&"a".repeat(REASON_MAX_CHARS + 1), why).is_err());
        assert!(reason_text("bad\u{7}bell", why).is_err());
        assert!(reason_text("gpj.\u{202e}exe", why).is_err());
        assert_eq!(reason_text("two\nlines", why).unwrap(), "two\nlines");
    }

    #[test]
    fn choices_read_back_their_words() {
        assert_eq!(parse_choice("none").unwrap(), None);
        assert_eq!(parse_choice("muted").unwrap(), Some(PersonChoice::Muted));
        assert_eq!(
            parse_choice("blocked").unwrap(),
            Some(PersonChoice::Blocked)
        );
        assert!(parse_choice("banned").is_err());
    }
}
