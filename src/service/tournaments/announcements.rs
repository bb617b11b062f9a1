//! The organiser's announcements: a few lines to every player, shown on the tournament's
//! page and sent by the worker (`crate::notify::tournaments`) under each player's notice
//! choices.

use super::no_tournament;
use crate::game::text::{site, t};
use crate::game::Message;
use crate::service::{Service, ServiceError, ServiceResult};
use crate::store::tournaments::{Announcement, TournamentStatus};
use crate::store::{Rejection, StoreError, User};
use time::Duration;

/// Longest announcement.
pub const ANNOUNCEMENT_MAX_CHARS: usize = 1000;
/// Announcements per tournament in a day: they reach every player, by mail too.
pub const ANNOUNCEMENTS_PER_DAY: u32 = 3;

impl Service {
    /// The organiser of tournament `code` tells its players `text` (while it takes players
    /// or runs).
    pub async fn announce(
        &self,
        code: &str,
        user: &User,
        text: &str,
    ) -> ServiceResult<Announcement> {
        let store = self.tournament_store()?;
        let tournament = store.tournament(code).await?.ok_or_else(no_tournament)?;
        if tournament.organiser.user_id != user.user_id {
            return Err(ServiceError::Forbidden(t("tournaments-error-organiser")));
        }
        if !matches!(
            tournament.status,
            TournamentStatus::Signup | TournamentStatus::Running
        ) {
            return Err(ServiceError::Conflict(t("tournaments-error-over")));
        }
        let text = announcement_text(text)?;
        let now = self.now();
        let limit = (ANNOUNCEMENTS_PER_DAY, now - Duration::days(1));
        match store
            .add_announcement(tournament.tournament_id, user.user_id, &text, now, limit)
            .await
        {
            Err(StoreError::Rejected(Rejection::Full)) => Err(ServiceError::RateLimited(site(
                &Message::new("tournaments-error-announcements").arg("most", ANNOUNCEMENTS_PER_DAY),
            ))),
            other => Ok(other?),
        }
    }
}

/// The announcement trimmed, 1 to [`ANNOUNCEMENT_MAX_CHARS`] characters, with line breaks
/// (any of CR LF, CR or LF, kept as LF) but no other control characters.
fn announcement_text(text: &str) -> ServiceResult<String> {
    let text = text.trim().replace("\r\n", "\n").replace('\r', "\n");
    let length = text.chars().count();
    if length == 0 || length > ANNOUNCEMENT_MAX_CHARS {
        return Err(ServiceError::Invalid(site(
            &Message::new("tournaments-error-announcement-length")
                .arg("max", ANNOUNCEMENT_MAX_CHARS),
        )));
    }
    if text.chars().any(|c| c.is_control() && c != '\n') {
        return Err(ServiceError::Invalid(t(
            "tournaments-error-announcement-controls",
        )));
    }
    crate::service::refuse_direction_controls(&text, "an announcement")?;
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announcements_are_trimmed_and_bounded() {
        assert_eq!(
            announcement_text("  Round 2 soon\r\nbe ready ").unwrap(),
            "Round 2 soon\nbe ready"
        );
        assert!(announcement_text("   ").is_err());
        assert!(announcement_text(&"x".repeat(ANNOUNCEMENT_MAX_CHARS + 1)).is_err());
        assert!(announcement_text(&"x".repeat(ANNOUNCEMENT_MAX_CHARS)).is_ok());
        assert!(announcement_text("bell\u{7}").is_err());
    }
}
