//! Extra panels that other features add to the game page, rendered to HTML here so the
//! game page only has to place them: move deadlines, absences and votes (see
//! docs/notifications.md). Each panel is built from what the viewer may see.

use super::auth::{self, WebUser};
use super::parse_game_id;
use super::{AppError, AppState, Result};
use crate::bots::Level;
use crate::game::text::{filter_text, filters, site_catalogue, t, Markup};
use crate::game::MoveReason;
use crate::pages::date;
use crate::service::deadline::human_duration;
use crate::service::{GameState, ServiceError};
use crate::store::notify::VoteKind;
use crate::store::GameStatus;
use askama::Template;
use axum::extract::{Path, State};
use axum::response::Response;
use axum::routing::post;
use axum::{Form, Router};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;

pub fn router() -> Router<AppState> {
    Router::new().route("/games/{id}/votes", post(cast_vote))
}

/// Automatic passes listed on the page (the newest).
const AUTOMATIC_SHOWN: usize = 5;

struct AutomaticRow {
    step: usize,
    name: String,
    text: String,
}

/// A removed seat the others may hand to a computer player, or one already handed.
struct HandoverRow {
    seat: usize,
    name: String,
    /// The level of the computer that plays the seat, once decided.
    computer: Option<String>,
    /// Who asked for a computer player so far.
    voters: String,
    can_vote: bool,
    voted: bool,
}

struct RemovalRow {
    seat: usize,
    name: String,
    timeouts: usize,
    votes: usize,
    needed: usize,
    voters: String,
    can_vote: bool,
    voted: bool,
}

#[derive(Template)]
#[template(path = "panels/game.html")]
struct GamePanel {
    game_id: String,
    csrf: String,
    /// The game's words for the moves the server makes for a player.
    automatic_words: crate::game::AutomaticWords,
    seated: bool,
    cancelled: Option<String>,
    /// Cancelled by its last player, everyone else gone (not by a vote).
    abandoned: bool,
    /// Days per move, while there are moves to make.
    deadline: Option<u32>,
    to_move: String,
    /// The time left to move, or that it ran out, as HTML (the time in bold).
    time_line: Option<String>,
    automatic: Vec<AutomaticRow>,
    removed: Names,
    /// Players whose accounts were deleted (their seats move automatically).
    left: Names,
    /// Players whose accounts a moderator suspended (their seats move automatically).
    suspended: Names,
    /// Players who resigned.
    resigned: Names,
    removals: Vec<RemovalRow>,
    handovers: Vec<HandoverRow>,
    levels: [(&'static str, String); 3],
    stalled: bool,
    idle: String,
    cancel_votes: usize,
    cancel_needed: usize,
    cancel_voters: String,
    can_cancel: bool,
    cancel_voted: bool,
    show_absence_hint: bool,
}

/// Some players named in one sentence: their names joined, and how many they are (a
/// sentence about one seat reads otherwise than one about several).
struct Names {
    text: String,
    count: usize,
}

fn names_of(seats: &[usize], names: &[String]) -> String {
    seats
        .iter()
        .filter_map(|s| names.get(*s).cloned())
        .collect::<Vec<_>>()
        .join(", ")
}

fn named(seats: &[usize], names: &[String]) -> Names {
    Names {
        count: seats.iter().filter(|s| **s < names.len()).count(),
        text: names_of(seats, names),
    }
}

/// HTML to show on the game page beside whose turn it is (empty when there is nothing to
/// say, e.g. a game without a move deadline).
pub async fn game_panel(state: &AppState, game: &GameState, user: Option<&WebUser>) -> String {
    match render_panel(state, game, user).await {
        Ok(html) => html,
        Err(e) => {
            // The game page must not fail for its side panel.
            tracing::error!(game_id = %game.record.game_id, "game panel failed: {e}");
            String::new()
        }
    }
}

async fn render_panel(
    state: &AppState,
    game: &GameState,
    user: Option<&WebUser>,
) -> anyhow::Result<String> {
    if state.store.notify().is_none() {
        return Ok(String::new());
    }
    let clock = state
        .service
        .game_clock(game)
        .await
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    let names = game.shown_names();
    let me = game.your_seat;
    let i_can_vote = me.is_some_and(|s| !clock.removed_seats.contains(&s))
        && game.record.status == GameStatus::Active;
    // Only what this viewer may browse: their own window of the history.
    let from = game.loaded.history_start(game.viewer());
    let automatic: Vec<AutomaticRow> = game
        .move_marks()
        .iter()
        .rev()
        .take_while(|m| m.seq >= from as i64)
        .filter(|m| m.reason != Some(MoveReason::Computer))
        .filter_map(|m| {
            m.reason.map(|r| AutomaticRow {
                step: m.seq as usize,
                name: names.get(m.seat).cloned().unwrap_or_default(),
                text: r.describe(game.game_type),
            })
        })
        .take(AUTOMATIC_SHOWN)
        .collect();
    let removals: Vec<RemovalRow> = clock
        .removals
        .iter()
        .map(|r| {
            let voted = me.is_some_and(|s| r.voters.contains(&s));
            RemovalRow {
                seat: r.seat,
                name: names.get(r.seat).cloned().unwrap_or_default(),
                timeouts: r.timeouts,
                votes: r.voters.iter().filter(|s| r.required.contains(s)).count(),
                needed: r.required.len(),
                voters: names_of(&r.voters, &names),
                can_vote: i_can_vote && !voted && me != Some(r.seat),
                voted,
            }
        })
        .collect();
    let running = game.record.status == GameStatus::Active;
    // A game without computer players offers no hand-over; one that is over only says
    // which seats a computer played.
    let handover_seats: &[usize] = if game.game_type.has_computers() {
        &clock.removed_seats
    } else {
        &[]
    };
    let handovers: Vec<HandoverRow> = handover_seats
        .iter()
        .map(|&seat| {
            let voters: Vec<usize> = game
                .extras
                .votes
                .iter()
                .filter(|v| v.kind == VoteKind::Computer && v.target_seat == Some(seat))
                .map(|v| v.voter_seat)
                .collect();
            let voted = me.is_some_and(|s| voters.contains(&s));
            let computer = game
                .extras
                .computer_seats
                .iter()
                .find(|(s, _)| *s == seat)
                .map(|(_, level)| level.name());
            HandoverRow {
                seat,
                name: names.get(seat).cloned().unwrap_or_default(),
                can_vote: i_can_vote && running && computer.is_none() && !voted,
                computer,
                voters: names_of(&voters, &names),
                voted,
            }
        })
        .filter(|row| running || row.computer.is_some())
        .collect();
    let cancel_voted = me.is_some_and(|s| clock.cancel_voters.contains(&s));
    let automatic_words = game.game_type.automatic_words();
    let to_move = clock
        .to_move
        .and_then(|s| names.get(s).cloned())
        .unwrap_or_default();
    let my_turn = me.is_some() && clock.to_move == me;
    let time_line = clock.time_left.map(|left| {
        let expired = left <= time::Duration::ZERO;
        let paused_until = clock.absent_until.map(date);
        let (id, mut args) = match (expired, my_turn, &paused_until) {
            (true, true, _) => ("games-panel-expired-you", vec![]),
            (true, false, _) => (
                "games-panel-expired",
                vec![("name", to_move.as_str().into())],
            ),
            (false, true, None) => ("games-panel-left-you", vec![]),
            (false, true, Some(_)) => ("games-panel-left-you-away", vec![]),
            (false, false, None) => ("games-panel-left", vec![("name", to_move.as_str().into())]),
            (false, false, Some(_)) => (
                "games-panel-left-away",
                vec![("name", to_move.as_str().into())],
            ),
        };
        if expired {
            args.push(("does", automatic_words.server_does.as_str().into()));
        } else {
            args.push(("left", human_duration(left).into()));
        }
        if let Some(until) = paused_until.filter(|_| !expired) {
            args.push(("until", until.into()));
        }
        filter_text(site_catalogue(), &id, args, Markup::Html)
    });
    let panel = GamePanel {
        game_id: game.record.game_id.to_string(),
        automatic_words,
        csrf: user.map(|u| u.csrf.clone()).unwrap_or_default(),
        seated: me.is_some(),
        cancelled: clock.cancelled_at.map(date),
        abandoned: game.extras.cancelled_abandoned(),
        // Only while there are moves to make.
        deadline: clock
            .deadline_days
            .filter(|_| game.record.status == GameStatus::Active),
        to_move,
        time_line,
        automatic,
        removed: named(&clock.voted_out(), &names),
        left: named(&clock.left_seats, &names),
        suspended: named(&clock.suspended_seats, &names),
        resigned: named(&clock.resigned_seats, &names),
        removals,
        handovers,
        levels: crate::service::computers::level_choices(),
        stalled: clock.stalled,
        idle: human_duration(clock.idle_for),
        cancel_votes: clock
            .cancel_voters
            .iter()
            .filter(|s| clock.cancel_required.contains(s))
            .count(),
        cancel_needed: clock.cancel_required.len(),
        cancel_voters: names_of(&clock.cancel_voters, &names),
        can_cancel: i_can_vote && clock.stalled && !cancel_voted,
        cancel_voted,
        show_absence_hint: clock.deadline_days.is_some()
            && game.record.status == GameStatus::Active,
    };
    let nothing_to_say = panel.cancelled.is_none()
        && panel.deadline.is_none()
        && panel.automatic.is_empty()
        && panel.removed.count == 0
        && panel.left.count == 0
        && panel.resigned.count == 0
        && panel.removals.is_empty()
        && panel.handovers.is_empty()
        && !panel.stalled;
    if nothing_to_say {
        return Ok(String::new());
    }
    panel
        .render()
        .map_err(|e| anyhow::anyhow!("panel template failed: {e}"))
}

#[derive(Deserialize, Default)]
struct VoteForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    kind: String,
    #[serde(default)]
    seat: String,
    #[serde(default)]
    level: String,
}

/// A vote from the game page: remove an absent player, or cancel a stalled game.
async fn cast_vote(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(id): Path<String>,
    Form(form): Form<VoteForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let game_id = parse_game_id(&id)?;
    let back = format!("/games/{game_id}");
    let result = match form.kind.as_str() {
        "remove" => match form.seat.trim().parse::<usize>() {
            Ok(seat) => state.service.vote_remove(game_id, &user.user, seat).await,
            Err(_) => Err(ServiceError::Invalid(t("games-vote-choose-seat"))),
        },
        "cancel" => state.service.vote_cancel(game_id, &user.user).await,
        "computer" => match (form.seat.trim().parse::<usize>(), Level::parse(&form.level)) {
            (Ok(seat), Some(level)) => {
                state
                    .service
                    .vote_computer(game_id, &user.user, seat, level)
                    .await
            }
            _ => Err(ServiceError::Invalid(t("games-vote-choose-level"))),
        },
        _ => Err(ServiceError::Invalid(t("games-vote-unknown"))),
    };
    let message = match result {
        Ok(outcome) if outcome.decided && form.kind == "cancel" => t("games-vote-cancelled"),
        Ok(outcome) if outcome.decided && form.kind == "computer" => t("games-vote-computer"),
        Ok(outcome) if outcome.decided => t("games-vote-removed"),
        Ok(_) => t("games-vote-counted"),
        Err(
            e @ (ServiceError::Conflict(_) | ServiceError::Forbidden(_) | ServiceError::Invalid(_)),
        ) => AppError::from(e).page_message(),
        Err(e) => return Err(e.into()),
    };
    Ok(auth::flash_to(&state, jar, &[message], &back))
}
