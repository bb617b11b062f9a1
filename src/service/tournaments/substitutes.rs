//! Substitutes: while round 1 is played, the organiser may put someone in the place of a
//! player who withdrew. The substitute takes the withdrawn player's seed, so a round
//! robin's schedule goes on with them from round 2, and a Swiss pairs them from round 2
//! with no points so far. An elimination has no place to give: whoever left round 1 lost
//! their table.

use super::no_tournament;
use crate::game::text::{site, t};
use crate::game::Message;
use crate::service::{Service, ServiceError, ServiceResult};
use crate::store::tournaments::{Tournament, TournamentFormat, TournamentStatus};
use crate::store::{Rejection, StoreError, User};

impl Service {
    /// The organiser of tournament `code` enters `substitute` (a username) in the place of
    /// `withdrawn` (an entrant's username), while round 1 is played. The substitute must
    /// be someone the organiser may invite by name (the same rules: nobody learns whether
    /// a name is unknown, blocked or closed to invitations).
    pub async fn substitute(
        &self,
        code: &str,
        user: &User,
        withdrawn: &str,
        substitute: &str,
    ) -> ServiceResult<Tournament> {
        let store = self.tournament_store()?;
        let tournament = store.tournament(code).await?.ok_or_else(no_tournament)?;
        if tournament.organiser.user_id != user.user_id {
            return Err(ServiceError::Forbidden(t("tournaments-error-organiser")));
        }
        if tournament.format == TournamentFormat::Elimination {
            return Err(ServiceError::Conflict(t(
                "tournaments-error-substitute-elimination",
            )));
        }
        let id = tournament.tournament_id;
        let late = || ServiceError::Conflict(t("tournaments-error-substitute-late"));
        if tournament.status != TournamentStatus::Running || store.rounds(id).await?.len() > 1 {
            return Err(late());
        }
        let replaced = |entrant: &&crate::store::tournaments::TournamentEntrant| {
            tournament
                .entrants
                .iter()
                .any(|e| e.replaces == Some(entrant.user.user_id))
        };
        let gone = tournament
            .entrants
            .iter()
            .filter(|e| e.withdrawn_at.is_some())
            .filter(|e| !replaced(e))
            .find(|e| e.user.username.eq_ignore_ascii_case(withdrawn.trim()))
            .ok_or_else(|| {
                ServiceError::Conflict(site(
                    &Message::new("tournaments-error-substitute-who")
                        .arg("name", format!("{:?}", withdrawn.trim())),
                ))
            })?;
        let not_invitable = || {
            ServiceError::Conflict(site(
                &Message::new("tournaments-error-substitute-not-invitable")
                    .arg("name", format!("{:?}", substitute.trim())),
            ))
        };
        let newcomer = self
            .invitable_by(user, substitute)
            .await?
            .ok_or_else(not_invitable)?;
        let entered = || {
            ServiceError::Conflict(site(
                &Message::new("tournaments-error-substitute-entered")
                    .arg("name", newcomer.username.clone()),
            ))
        };
        if tournament
            .entrants
            .iter()
            .any(|e| e.user.user_id == newcomer.user_id)
        {
            return Err(entered());
        }
        match store
            .substitute(id, gone.user.user_id, newcomer.user_id, self.now())
            .await
        {
            Err(StoreError::Rejected(Rejection::AlreadySeated)) => return Err(entered()),
            Err(StoreError::Rejected(Rejection::NotOpen | Rejection::NotSeated)) => {
                return Err(late())
            }
            other => other?,
        }
        store.tournament(code).await?.ok_or_else(no_tournament)
    }
}
