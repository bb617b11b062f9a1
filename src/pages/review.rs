//! The computer's review of a finished game as the history shows it (issue 44): a panel at
//! the top (ask for one, its progress, a line per player, each player's estimate over the
//! game as a small chart that is also a table) and, on the steps the review marks, what
//! the computer would have played instead. What a viewer may read of a review is decided
//! by the service ([`crate::service::reviews`]); here only the wording.

use crate::game::text::{site, t};
use crate::game::{Judgement, Message, Verdict};
use crate::service::reviews::GameReview;
use crate::service::GameState;
use crate::store::ReviewedStep;
use std::collections::BTreeMap;

/// The chart's size in SVG units.
const CHART_WIDTH: f64 = 320.0;
const CHART_HEIGHT: f64 = 64.0;

/// The review panel of a finished game's history (`templates/games/_review.html`).
pub struct ReviewPanel {
    /// The button that asks for a review ("Ask the computer for a review"), when the
    /// viewer may ask now.
    pub ask: Option<String>,
    /// A visitor who is not logged in is offered to log in and ask.
    pub log_in: bool,
    /// Where the review stands, when it is not done ("under way: 12 decisions so far").
    pub status: Option<String>,
    /// A line per player: how many of their decisions got each mark.
    pub lines: Vec<String>,
    pub charts: Vec<Chart>,
    /// "ann keeps the reviews of their moves to themselves."
    pub withheld: Vec<String>,
}

/// One player's estimate over the game: an SVG polyline and the same as table rows.
pub struct Chart {
    pub title: String,
    /// The polyline's points ("x,y x,y …").
    pub points: String,
    /// (move number, estimate in whole percent), in order.
    pub rows: Vec<(usize, u32)>,
}

/// What the review says of one step that it marks.
pub struct StepReview {
    /// `inaccuracy`, `mistake` or `blunder` (a CSS class).
    pub class: &'static str,
    /// The mark in words.
    pub mark: String,
    /// "The computer would have played … : its estimate 62 % against 48 % …"
    pub sentence: String,
    /// What the computer's move would have done, narrated.
    pub narration: Vec<String>,
    /// The computer's move, in the game's notation.
    pub preferred: String,
    /// The step's page shows the board after the computer's move, not the one played.
    pub showing_instead: bool,
}

fn percent(value: f64) -> u32 {
    (value.clamp(0.0, 1.0) * 100.0).round() as u32
}

/// The mark of a verdict: its CSS class and its words (None for a good move).
pub fn mark(verdict: Verdict) -> Option<(&'static str, String)> {
    let id = match verdict {
        Verdict::Good => return None,
        Verdict::Inaccuracy => "review-mark-inaccuracy",
        Verdict::Mistake => "review-mark-mistake",
        Verdict::Blunder => "review-mark-blunder",
    };
    Some((verdict.as_str(), t(id)))
}

/// The computer's alternative to a marked decision in the reader's language ("The computer
/// would have played X: it puts the chances at 62 % that way, against 48 % …"); None for a
/// good move. The pages and the API say the same.
pub fn sentence(j: &Judgement) -> Option<String> {
    mark(j.verdict())?;
    Some(site(
        &Message::new("review-instead")
            .arg("move", j.preferred.as_str())
            .arg("preferred", percent(j.preferred_value) as i64)
            .arg("played", percent(j.played_value) as i64),
    ))
}

impl ReviewPanel {
    /// The panel of `game` for its viewer (`review`: what they may read of it; `may_ask`:
    /// whether they may ask for one, a player or anyone for a listed game, None for a
    /// visitor who is not logged in); None when the game is not over or the computer does
    /// not review its kind.
    pub fn new(
        game: &GameState,
        review: Option<&GameReview>,
        may_ask: Option<bool>,
    ) -> Option<Self> {
        if !game.is_finished() || !game.game_type.has_review() {
            return None;
        }
        let names = game.shown_names();
        let mut panel = ReviewPanel {
            ask: None,
            log_in: false,
            status: None,
            lines: Vec::new(),
            charts: Vec::new(),
            withheld: Vec::new(),
        };
        let Some(review) = review else {
            panel.ask = (may_ask == Some(true)).then(|| t("review-ask"));
            panel.log_in = may_ask.is_none();
            return Some(panel);
        };
        if !review.done() {
            panel.status = Some(site(
                &Message::new("review-under-way").arg("count", review.reviewed as i64),
            ));
            return Some(panel);
        }
        if review.outdated {
            panel.status = Some(t("review-outdated"));
            let again = may_ask == Some(true) && !review.record.asked_again;
            panel.ask = again.then(|| t("review-ask-again"));
        }
        panel.withheld = review
            .withheld
            .iter()
            .filter_map(|s| names.get(*s))
            .map(|name| site(&Message::new("review-withheld").arg("name", name.as_str())))
            .collect();
        for (seat, name) in names.iter().enumerate() {
            let own: Vec<_> = review.steps.iter().filter(|s| s.seat == seat).collect();
            if own.is_empty() {
                continue;
            }
            let count = |v: Verdict| own.iter().filter(|s| s.judgement.verdict() == v).count();
            panel.lines.push(site(
                &Message::new("review-player-line")
                    .arg("name", name.as_str())
                    .arg("decisions", own.len() as i64)
                    .arg("inaccuracies", count(Verdict::Inaccuracy) as i64)
                    .arg("mistakes", count(Verdict::Mistake) as i64)
                    .arg("blunders", count(Verdict::Blunder) as i64),
            ));
            panel.charts.push(chart(name, &own_values(&own)));
        }
        Some(panel)
    }
}

fn own_values(own: &[&ReviewedStep]) -> Vec<(usize, f64)> {
    own.iter()
        .map(|s| (s.step, s.judgement.played_value))
        .collect()
}

/// The chart of one player's estimates (move number, estimate after the move played).
fn chart(name: &str, values: &[(usize, f64)]) -> Chart {
    let last = values.len().saturating_sub(1).max(1) as f64;
    let points = values
        .iter()
        .enumerate()
        .map(|(i, (_, v))| {
            let x = i as f64 / last * CHART_WIDTH;
            let y = (1.0 - v.clamp(0.0, 1.0)) * CHART_HEIGHT;
            format!("{x:.1},{y:.1}")
        })
        .collect::<Vec<_>>()
        .join(" ");
    Chart {
        title: site(&Message::new("review-chart-title").arg("name", name)),
        points,
        rows: values.iter().map(|(s, v)| (*s, percent(*v))).collect(),
    }
}

/// What the review says of each step it marks, by move number, for the viewer of `game`.
pub fn step_reviews(game: &GameState, review: Option<&GameReview>) -> BTreeMap<usize, StepReview> {
    let Some(review) = review.filter(|r| r.done()) else {
        return BTreeMap::new();
    };
    let names = game.shown_names();
    review
        .steps
        .iter()
        .filter_map(|s| Some((s.step, step_review(game, s, &names)?)))
        .collect()
}

/// What the review says of step `step` of `game`, when it marks it, for its viewer.
pub fn review_of_step(
    game: &GameState,
    review: Option<&GameReview>,
    step: usize,
) -> Option<StepReview> {
    let review = review.filter(|r| r.done())?;
    let reviewed = review.steps.iter().find(|s| s.step == step)?;
    step_review(game, reviewed, &game.shown_names())
}

/// What the review says of one reviewed decision, when it marks it (`names` by seat).
fn step_review(game: &GameState, s: &ReviewedStep, names: &[String]) -> Option<StepReview> {
    let j = &s.judgement;
    let (class, mark) = mark(j.verdict())?;
    let narration = game
        .loaded
        .narrate_instead(s.step - 1, &j.preferred, game.viewer(), names)
        .map(super::condense)
        .unwrap_or_default();
    Some(StepReview {
        class,
        mark,
        sentence: sentence(j)?,
        narration,
        preferred: j.preferred.clone(),
        showing_instead: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chart_spans_its_width_and_reads_as_whole_percents() {
        let c = chart("ann", &[(1, 0.5), (3, 1.0), (5, 0.0), (7, 0.254)]);
        assert_eq!(c.points, "0.0,32.0 106.7,0.0 213.3,64.0 320.0,47.7");
        assert_eq!(c.rows, vec![(1, 50), (3, 100), (5, 0), (7, 25)]);
        let one = chart("ann", &[(2, 2.0)]);
        assert_eq!((one.points.as_str(), one.rows), ("0.0,0.0", vec![(2, 100)]));
    }
}
