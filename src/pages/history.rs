//! A game's history and its replays as pages: the list of steps with their times (the
//! history page, and the log the game page opens), and each step's board as its viewer
//! may see it. What a viewer may see of a step is decided once for every game by
//! [`crate::game::Game::step_visibility`]; the game's view for this viewer
//! ([`GameState::history`]) has already left out what they may not see.

use super::condense;
use super::result::ResultPanel;
use super::review::{review_of_step, step_reviews, ReviewPanel, StepReview};
use crate::game::text::{isolated, site, t};
use crate::game::{GameArea, HistoryStep, Message, Page};
use crate::local_time;
use crate::service::reviews::GameReview;
use crate::service::GameState;
use std::collections::BTreeMap;
use time::OffsetDateTime;

/// One step of a history or a recap, as a page lists it.
pub struct StepRow {
    pub step: usize,
    pub player: String,
    /// The step was played by a computer player.
    pub computer: bool,
    pub reason: Option<String>,
    pub notation: String,
    pub narration: Vec<String>,
    /// The kind of step in brief (the card played), if the game names one.
    pub kind: Option<String>,
    /// A phase of the game (a struggle) ended in this step: the list marks where.
    pub phase_end: Option<String>,
    /// When it was played: RFC 3339, "3 hours ago" or a date, and the full date and time
    /// (in the reader's time zone).
    pub at: String,
    pub at_text: String,
    pub at_full: String,
    /// What the computer's review says of it, when it marks it.
    pub review: Option<StepReview>,
}

/// Steps of the history as the log and the recap list them, each with its time in the
/// reader's zone ([`local_time::in_zone`]; "3 hours ago" when recent at `now`).
pub fn step_rows(game: &GameState, steps: Vec<HistoryStep>, now: OffsetDateTime) -> Vec<StepRow> {
    let names = game.shown_names();
    steps
        .into_iter()
        .map(|s| {
            let when = game.event_time(s.step);
            StepRow {
                at: when.map(local_time::machine).unwrap_or_default(),
                at_text: when
                    .map(|w| local_time::recent_or_date(w, None, now))
                    .unwrap_or_default(),
                at_full: when
                    .map(|w| local_time::format(w, None))
                    .unwrap_or_default(),
                step: s.step,
                player: names.get(s.seat).cloned().unwrap_or_default(),
                computer: game
                    .record
                    .players
                    .get(s.seat)
                    .is_some_and(crate::service::computers::is_computer),
                reason: s.reason.map(|r| r.describe(game.game_type)),
                notation: s.notation,
                narration: condense(s.narration),
                kind: s.label.kind,
                phase_end: s.label.phase_end,
                review: None,
            }
        })
        .collect()
}

/// The resignations of a game in words, for the history: "ben resigned on …".
pub fn resignation_lines(game: &GameState) -> Vec<String> {
    let names = game.shown_names();
    game.extras
        .resigned
        .iter()
        .map(|(seat, at)| {
            let name = names.get(*seat).map_or("?", String::as_str);
            let ended = game.record.finished_at.is_some() && game.record.players.len() == 2;
            let id = if ended {
                "games-history-resigned-ended"
            } else {
                "games-history-resigned"
            };
            site(
                &Message::new(id)
                    .arg("name", name)
                    .arg("when", local_time::format(*at, None)),
            )
        })
        .collect()
}

/// The history page (`templates/games/history.html`).
pub struct HistoryPage {
    pub slug: &'static str,
    pub game_id: String,
    pub description: String,
    pub steps: Vec<StepRow>,
    /// Why the history starts later for this viewer, when it does.
    pub window: Option<String>,
    pub finished: bool,
    /// "ben resigned (25 Nov 2026)", one per resignation, after the steps.
    pub resignations: Vec<String>,
    /// The computer's review, once the game is over ([`HistoryPage::with_review`]).
    pub review: Option<ReviewPanel>,
}

impl HistoryPage {
    /// The history of `game` as its viewer may see it, its times told at `now`.
    pub fn new(game: &GameState, now: OffsetDateTime) -> Self {
        let Log { steps, window, .. } = Log::new(game, now);
        HistoryPage {
            slug: game.game_type.slug(),
            game_id: game.record.game_id.to_string(),
            description: game.game_type.describe_options(&game.record.options),
            window,
            finished: game.is_finished(),
            resignations: resignation_lines(game),
            steps,
            review: None,
        }
    }

    /// The page with the computer's review of `game` as its viewer may read it (`review`;
    /// `may_ask`: whether they may ask for one, None when not logged in): the panel, and
    /// the marks on the steps.
    pub fn with_review(
        mut self,
        game: &GameState,
        review: Option<&GameReview>,
        may_ask: Option<bool>,
    ) -> Self {
        self.review = ReviewPanel::new(game, review, may_ask);
        let mut marked = step_reviews(game, review);
        for row in &mut self.steps {
            row.review = marked.remove(&row.step);
        }
        self
    }
}

/// The game log on the game page (`templates/games/log.html`): the same list as the
/// history page, loaded when the reader opens it.
pub struct Log {
    pub game_id: String,
    pub steps: Vec<StepRow>,
    pub window: Option<String>,
}

impl Log {
    pub fn new(game: &GameState, now: OffsetDateTime) -> Self {
        Log {
            game_id: game.record.game_id.to_string(),
            window: game.loaded.history_window(game.viewer()),
            steps: step_rows(game, game.history(), now),
        }
    }
}

/// The page a step's board is drawn for: its viewer's, nothing to move, no composer.
fn replay_page<'a>(game: &GameState, names: &'a [String], csrf: &'a str) -> Page<'a> {
    static NO_QUERY: BTreeMap<String, String> = BTreeMap::new();
    Page {
        game_id: game.record.game_id,
        viewer: game.viewer(),
        names,
        can_move: false,
        seq: game.seq,
        csrf,
        query: &NO_QUERY,
        composer_flash: &[],
    }
}

/// Why a step's page is not shown.
#[derive(Debug, PartialEq)]
pub enum StepRefused {
    /// No such step (the address names a step the game does not have): why, in words.
    NotFound(String),
    /// The step is before what this viewer may see: why, in words.
    Hidden(String),
    /// The step does not draw: a bug, for the log.
    Broken(String),
}

/// A step's page (`templates/games/step.html`): the board after the step as its viewer may
/// see it, what happened, and the way to the steps around it.
pub struct StepPage {
    pub slug: &'static str,
    pub game_id: String,
    pub description: String,
    pub step: usize,
    pub total: usize,
    pub heading: String,
    pub narration: Vec<String>,
    pub notation: String,
    /// When the step was played (RFC 3339, and in the reader's zone); empty if unknown.
    pub at: String,
    pub at_full: String,
    pub prev: Option<usize>,
    pub next: Option<usize>,
    /// The first step this viewer may see, and the newest, when not already there.
    pub first: Option<usize>,
    pub last: Option<usize>,
    pub finished: bool,
    pub result: Option<ResultPanel>,
    pub area: GameArea,
    /// What the computer's review says of this step, when it marks it.
    pub review: Option<StepReview>,
}

impl StepPage {
    /// The page with what the computer's review says of its step, when it marks it; with
    /// `instead`, the board shows the position after the computer's move rather than the
    /// one played (as the game would have stood, a game still running).
    pub fn with_review(
        mut self,
        game: &GameState,
        review: Option<&GameReview>,
        instead: bool,
        csrf: &str,
    ) -> Self {
        self.review = review_of_step(game, review, self.step);
        let Some(r) = self.review.as_mut().filter(|_| instead) else {
            return self;
        };
        let names = game.shown_names();
        let page = replay_page(game, &names, csrf);
        let area = game
            .loaded
            .instead(self.step - 1, &r.preferred)
            .and_then(|twin| twin.step_area(self.step, &page).ok());
        if let Some(area) = area {
            self.area = area;
            self.result = None;
            r.showing_instead = true;
        }
        self
    }

    /// Step `step` (as the address has it) of `game` for its viewer; `csrf` is the viewer's
    /// form token for the game's area.
    pub fn new(game: &GameState, step: &str, csrf: &str) -> Result<Self, StepRefused> {
        let total = game.loaded.moves_len();
        let step: usize = step.parse().ok().filter(|s| *s <= total).ok_or_else(|| {
            StepRefused::NotFound(site(&Message::new("games-step-none").arg("total", total)))
        })?;
        let viewer = game.viewer();
        let first = game.loaded.history_start(viewer);
        // The start position is shown only with the complete history.
        let lowest = if first <= 1 { 0 } else { first };
        if step < lowest {
            let why = game.loaded.history_window(viewer).unwrap_or_default();
            let message = Message::new("games-step-hidden")
                .arg("step", step)
                .arg("why", why);
            return Err(StepRefused::Hidden(site(&message)));
        }
        let names = game.shown_names();
        let (heading, narration, notation) = match step.checked_sub(1) {
            None => (t("games-step-start-heading"), Vec::new(), String::new()),
            Some(_) => {
                let s = game
                    .history()
                    .into_iter()
                    .find(|s| s.step == step)
                    .ok_or_else(|| StepRefused::Broken(format!("step {step} does not replay")))?;
                let who = isolated(names.get(s.seat).map_or("", String::as_str));
                let heading = site(
                    &Message::new("games-step-heading")
                        .arg("step", step)
                        .arg("name", who),
                );
                (heading, condense(s.narration), s.notation)
            }
        };
        let game_id = game.record.game_id;
        let page = replay_page(game, &names, csrf);
        let mut area = game.loaded.step_area(step, &page).map_err(|e| {
            StepRefused::Broken(format!("game {game_id}: the game's area failed: {e}"))
        })?;
        let played_at = game.event_time(step);
        Ok(StepPage {
            slug: game.game_type.slug(),
            game_id: game_id.to_string(),
            description: game.game_type.describe_options(&game.record.options),
            step,
            total,
            heading,
            narration,
            notation,
            at: played_at.map(local_time::machine).unwrap_or_default(),
            at_full: played_at
                .map(|w| local_time::format(w, None))
                .unwrap_or_default(),
            prev: (step > lowest).then(|| step - 1),
            next: (step < total).then_some(step + 1),
            first: (step > lowest).then_some(lowest),
            last: (step < total).then_some(total),
            finished: game.is_finished(),
            // The result belongs to the last step only.
            result: (step == total)
                .then(|| ResultPanel::of(game, &game.result_names(), area.result.take()))
                .flatten(),
            area,
            review: None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Viewer, Visibility};
    use crate::pages::testing::TestGame;

    #[tokio::test]
    async fn the_history_lists_what_its_viewer_may_see() {
        let table = TestGame::start().await;
        let first = table.play().await;
        let second = table.play().await;
        let now = table.service.now();
        let game = table.as_seen_by(None).await;
        let page = HistoryPage::new(&game, now);
        assert_eq!(page.game_id, table.game_id.to_string());
        assert!(!page.finished && page.resignations.is_empty());
        // A spectator's rows are the steps the game shows a spectator, none hidden, each
        // told as the spectator's view tells it.
        let start = game.loaded.history_start(Viewer::Spectator);
        let shown: Vec<usize> = (1..=game.loaded.moves_len())
            .filter(|step| {
                step >= &start
                    && !matches!(
                        game.loaded.step_visibility(*step, Viewer::Spectator),
                        Visibility::Hidden { .. }
                    )
            })
            .collect();
        let steps: Vec<usize> = page.steps.iter().map(|r| r.step).collect();
        assert_eq!(steps, shown);
        let told: Vec<String> = game.history().into_iter().map(|s| s.notation).collect();
        let rows: Vec<String> = page.steps.iter().map(|r| r.notation.clone()).collect();
        assert_eq!(rows, told);
        if let [one, two, ..] = &page.steps[..] {
            assert_eq!(
                (one.player.as_str(), two.player.as_str()),
                (first.username.as_str(), second.username.as_str())
            );
        }
        // The log on the game page lists the same rows.
        let log = Log::new(&game, now);
        assert_eq!(log.steps.len(), page.steps.len());
        assert_eq!(log.window, page.window);
    }

    #[tokio::test]
    async fn a_resignation_is_told_after_the_steps() {
        let table = TestGame::start().await;
        table
            .service
            .resign(table.game_id, &table.people[1])
            .await
            .unwrap();
        let game = table.as_seen_by(None).await;
        let page = HistoryPage::new(&game, table.service.now());
        assert!(page.finished);
        assert_eq!(page.resignations.len(), 1);
        assert!(
            page.resignations[0].contains("ben"),
            "{:?}",
            page.resignations
        );
    }

    #[tokio::test]
    async fn a_step_page_has_its_neighbours_and_refuses_steps_it_has_not() {
        let table = TestGame::start().await;
        let mover = table.play().await;
        table.play().await;
        let game = table.as_seen_by(Some(&mover)).await;
        let total = game.loaded.moves_len();
        assert!(total >= 2, "two moves played");
        let start = StepPage::new(&game, "0", "").unwrap();
        assert_eq!(start.heading, "The start position");
        assert_eq!(
            (start.prev, start.next, start.first, start.last),
            (None, Some(1), None, Some(total))
        );
        let one = StepPage::new(&game, "1", "").unwrap();
        assert!(one.heading.contains(&mover.username), "{}", one.heading);
        assert!(!one.at.is_empty());
        assert_eq!((one.prev, one.next, one.total), (Some(0), Some(2), total));
        let last = StepPage::new(&game, &total.to_string(), "").unwrap();
        assert_eq!((last.next, last.last), (None, None));
        assert!(last.result.is_none(), "the game runs: no result");
        let beyond = (total + 1).to_string();
        for wrong in [beyond.as_str(), "x", "-1"] {
            assert_eq!(
                StepPage::new(&game, wrong, "").err(),
                Some(StepRefused::NotFound(format!(
                    "this game has steps 0 to {total}"
                )))
            );
        }
    }
}
