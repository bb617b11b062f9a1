//! The computer's review of a finished game (issue 44, docs/computer-players.md): every
//! decision judged as the seat that made it saw the game then ([`crate::bots::review`]),
//! seeded from public data only. The operator reads one with `maipenrai admin review GAME`;
//! storing reviews, the players' requests and the pages come next.

use super::{Service, ServiceError, ServiceResult};
use crate::bots::review::VERSION;
use crate::game::text::t;
use crate::game::{review_seed, Judgement, Seat};
use crate::store::GameStatus;
use uuid::Uuid;

/// One decision of a game, reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewedDecision {
    /// 1-based move number.
    pub step: usize,
    pub seat: Seat,
    /// Who sat there.
    pub player: String,
    pub judgement: Judgement,
}

impl Service {
    /// The review of every decision of finished game `game_id` (a move the platform made,
    /// a timeout's say, is nobody's decision and is left out), each searched with the
    /// site's review budget, or `iterations` when given (tests search briefly). The same
    /// game gives the same review. Runs its searches on a blocking thread.
    pub async fn review_game(
        &self,
        game_id: Uuid,
        iterations: Option<u32>,
    ) -> ServiceResult<Vec<ReviewedDecision>> {
        let game = self.game(game_id, None).await?;
        if !game.game_type.has_computers() {
            return Err(ServiceError::Conflict(t("review-error-none")));
        }
        if game.record.status != GameStatus::Finished {
            return Err(ServiceError::Conflict(t("review-error-running")));
        }
        let names = game.names();
        let loaded = game.loaded;
        tokio::task::spawn_blocking(move || {
            let (_, moves) = loaded.log();
            moves
                .iter()
                .enumerate()
                .filter_map(|(index, stored)| {
                    let seed = review_seed(game_id, index, stored.seat, VERSION);
                    let judgement = loaded.review_step(index, seed, iterations)?;
                    Some(ReviewedDecision {
                        step: index + 1,
                        seat: stored.seat,
                        player: names[stored.seat].clone(),
                        judgement,
                    })
                })
                .collect()
        })
        .await
        .map_err(|e| ServiceError::Internal(anyhow::anyhow!("a review's search failed: {e}")))
    }
}
