//! The lobby (`/`) and the public list of finished games.

use super::auth::{self, MaybeWebUser};
use super::{render, AppState, Layout, Result};
use crate::game::text::{filters, site, t};
use crate::game::Message;
use crate::games;
use crate::local_time;
use crate::store::{GameRecord, Invitation};
use askama::Template;
use axum::extract::{Query, State};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use axum_extra::extract::cookie::CookieJar;
use time::OffsetDateTime;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/", get(show_lobby))
        .route("/games/finished", get(list_finished_games))
}

/// A player in a list of games: the profile's address (the username) and the name people
/// read ([`crate::service::computers::shown_user`]: a computer's or a deleted account's in
/// the reader's language).
pub struct Named {
    pub username: String,
    pub shown: String,
}

impl Named {
    pub fn of(user: &crate::store::User) -> Self {
        Named {
            username: user.username.clone(),
            shown: crate::service::computers::shown_user(user),
        }
    }

    /// Each of `users`, in order.
    pub fn all(users: &[crate::store::User]) -> Vec<Named> {
        users.iter().map(Named::of).collect()
    }
}

/// One game in a list.
pub struct GameRow {
    pub game_id: String,
    /// The game's short number and its invitation's note.
    pub number: i64,
    pub note: String,
    pub title: String,
    /// The players, each linked to their profile.
    pub players: Vec<Named>,
    /// The name of the player to move, as people read it.
    pub to_move: String,
    pub when: String,
    /// Time left under a move deadline ("1 day 3 hours left", "paused …"), else empty.
    pub deadline: String,
    /// A finished game's result for the viewer: `won`, `lost`, `shared` or `cancelled`.
    pub result: &'static str,
    /// Chat messages the viewer has not read.
    pub unread: i64,
}

/// One open invitation in the lobby.
pub struct InvitationRow {
    pub code: String,
    pub url: String,
    pub title: String,
    pub seats: String,
    pub note: String,
}

#[derive(Template)]
#[template(path = "lobby.html")]
struct LobbyPage {
    layout: Layout,
    deadline_choices: [u32; 6],
    computer_levels: [(&'static str, String); 3],
    new_games: Vec<NewGameForm>,
    /// Some hosted game has computer players: the "play now" card is shown.
    play_now: bool,
    my_turn: Vec<GameRow>,
    running: Vec<GameRow>,
    invitations: Vec<InvitationRow>,
    /// Open invitations others sent this user by name (the newest page).
    invited: Vec<(InvitationRow, String)>,
    /// More follow on `/invitations/for-you`.
    invited_more: bool,
    /// The user's invitations that expired unfilled lately, each with when.
    expired: Vec<(InvitationRow, String)>,
    expiry_days: i64,
    finished: Vec<GameRow>,
    /// The user's time zone is not known yet: the page asks the browser for it.
    ask_time_zone: bool,
}

#[derive(Template)]
#[template(path = "welcome.html")]
struct WelcomePage {
    layout: Layout,
    /// What the site offers, naming every hosted game (HTML).
    play: String,
}

/// The welcome page's invitation to play, naming every hosted game as it presents itself
/// (HTML): "Play A, B or C with friends, …".
fn welcome_play() -> String {
    let pitches: Vec<String> = games::all().iter().map(|g| g.pitch()).collect();
    let mut names = String::new();
    for (i, pitch) in pitches.iter().enumerate() {
        if i > 0 {
            let with = if i + 1 == pitches.len() {
                "lobby-welcome-or"
            } else {
                "lobby-welcome-comma"
            };
            names.push_str(&t(with));
        }
        names.push_str(pitch);
    }
    site(&Message::new("lobby-welcome-play").arg("games", names))
}

/// A choice's fieldset on the form: legend, field name and (value, label, checked).
pub type OptionFieldset = (String, String, Vec<(&'static str, String, bool)>);

/// The new-invitation form of one game, drawn from its option specs.
pub struct NewGameForm {
    pub slug: &'static str,
    pub name: String,
    /// (players, label, preselected)
    pub players: Vec<(usize, String, bool)>,
    /// One fieldset per choice: its legend, field name and (value, label, checked).
    pub options: Vec<OptionFieldset>,
    /// "passes automatically", "automatic passes"
    pub automatic: crate::game::AutomaticWords,
    /// When the game's rules forbid table talk for some player counts: why (the chat
    /// then opens at the end).
    pub quiet: Option<String>,
    /// When some of the game's choices make it casual: why.
    pub casual: Option<String>,
    /// The game has computer players ([`crate::game::GameType::has_computers`]).
    pub computers: bool,
}

/// One form per hosted game, in the registry's order.
fn new_game_forms() -> Vec<NewGameForm> {
    games::all()
        .iter()
        .map(|g| NewGameForm {
            slug: g.slug(),
            name: g.shown_name(),
            players: g
                .player_counts()
                .iter()
                .map(|c| {
                    (
                        c.players,
                        g.say(&c.label.into()),
                        c.players == g.default_players(),
                    )
                })
                .collect(),
            options: g
                .option_specs()
                .iter()
                .map(|spec| {
                    let choices = spec
                        .choices
                        .iter()
                        .enumerate()
                        .map(|(i, (value, label))| (*value, g.say(&(*label).into()), i == 0))
                        .collect();
                    (g.say(&spec.legend.into()), spec.name.to_string(), choices)
                })
                .collect(),
            automatic: g.automatic_words(),
            computers: g.has_computers(),
            casual: g.option_specs().iter().find_map(|spec| {
                spec.choices.iter().find_map(|(value, _)| {
                    let mut options = crate::game::GameOptions {
                        players: g.default_players(),
                        ..Default::default()
                    };
                    options.choices.insert(spec.name.into(), (*value).into());
                    g.casual_only(&options)
                })
            }),
            quiet: g.player_counts().iter().find_map(|c| {
                g.talk_forbidden(&crate::game::GameOptions {
                    players: c.players,
                    ..Default::default()
                })
            }),
        })
        .collect()
}

/// "3 hours ago", "now", "2 days ago", in the page's language.
pub fn ago(when: OffsetDateTime) -> String {
    local_time::ago(when, OffsetDateTime::now_utc())
}

/// A date and time for lists, in the reader's zone ([`local_time::in_zone`]).
pub fn date(when: OffsetDateTime) -> String {
    local_time::format(when, None)
}

fn game_row(g: &GameRecord, when: String) -> GameRow {
    GameRow {
        game_id: g.game_id.to_string(),
        number: g.number,
        note: g.note.clone(),
        title: crate::games::describe_options(&g.game, &g.options),
        players: Named::all(&g.players),
        to_move: g
            .to_move_seat
            .and_then(|s| g.players.get(s))
            .map(crate::service::computers::shown_user)
            .unwrap_or_default(),
        when,
        deadline: String::new(),
        result: "",
        unread: 0,
    }
}

/// Finished games shown in the lobby (the newest); each is replayed for its result.
const LOBBY_FINISHED: usize = 20;

/// `won`, `lost` or `shared` (a win shared with a player who is not a partner) for `user`
/// in a finished game.
async fn result_for(state: &AppState, g: &GameRecord, user: &crate::store::User) -> &'static str {
    let Some(me) = g.players.iter().position(|p| p.user_id == user.user_id) else {
        return "";
    };
    // From the game's row (a game finished before results were kept there is replayed
    // once, and its result stored).
    let Ok(Some(result)) = state.service.result_of(g).await else {
        return "";
    };
    if !result.won(me) {
        return "lost";
    }
    // Partners share a side: one side alone won, or several shared the win.
    let sides = games::by_slug(&g.game).map_or_else(Vec::new, |t| t.sides(&g.options));
    let side_of = |seat: &usize| sides.iter().position(|s| s.contains(seat));
    let won_sides: std::collections::BTreeSet<_> = result
        .winners
        .iter()
        .map(|seat| side_of(seat).ok_or(*seat))
        .collect();
    if won_sides.len() > 1 {
        "shared"
    } else {
        "won"
    }
}

/// "2 days 3 hours left", "time ran out", "paused (away until …)" for a game with a move
/// deadline; empty otherwise.
async fn deadline_text(state: &AppState, g: &GameRecord) -> String {
    match state.service.deadline_of(g).await {
        Ok(Some((_, Some(until)))) => {
            site(&Message::new("lobby-clock-paused").arg("until", date(until)))
        }
        Ok(Some((left, None))) if left <= time::Duration::ZERO => t("lobby-time-ran-out"),
        Ok(Some((left, None))) => {
            let left = crate::service::deadline::human_duration(left);
            site(&Message::new("lobby-time-left").arg("left", left))
        }
        Ok(None) => String::new(),
        Err(e) => {
            tracing::warn!(game_id = %g.game_id, "deadline not shown: {e}");
            String::new()
        }
    }
}

/// Rows for running games, with their deadlines.
async fn running_rows(
    state: &AppState,
    games: &[GameRecord],
    when: impl Fn(&GameRecord) -> String,
) -> Vec<GameRow> {
    let mut rows = Vec::with_capacity(games.len());
    for g in games {
        let mut row = game_row(g, when(g));
        if state.store.notify().is_some() {
            row.deadline = deadline_text(state, g).await;
        }
        rows.push(row);
    }
    rows
}

pub fn invitation_row(state: &AppState, i: &Invitation) -> InvitationRow {
    InvitationRow {
        code: i.code.clone(),
        url: state.service.invitation_url(&i.code),
        title: crate::games::describe_options(&i.game, &i.options),
        seats: site(
            &Message::new("lobby-seats")
                .arg("taken", i.seats.len())
                .arg("seats", i.options.players)
                .arg(
                    "names",
                    i.seats
                        .iter()
                        .map(crate::service::computers::shown_user)
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
        ),
        note: i.note.clone(),
    }
}

async fn show_lobby(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
) -> Result<Response> {
    let (jar, flash) = auth::take_flash(jar);
    let Some(user) = user else {
        let page = WelcomePage {
            layout: Layout::new(None, flash),
            play: welcome_play(),
        };
        return Ok((jar, render(&page)?).into_response());
    };
    let lobby = state.service.lobby(&user.user).await?;
    let (invited, invited_more) = state.service.invitations_for(&user.user, 0).await?;
    // Times in the reader's time zone ([`date`]; UTC until their browser has told us).
    let mut page = LobbyPage {
        layout: Layout::new(Some(&user), flash),
        deadline_choices: crate::store::DEADLINE_DAYS,
        computer_levels: crate::service::computers::level_choices(),
        new_games: new_game_forms(),
        play_now: games::all().iter().any(|g| g.has_computers()),
        my_turn: running_rows(&state, &lobby.my_turn, |g| {
            site(
                &Message::new("lobby-waiting-since")
                    .arg("since", date(g.updated_at))
                    .arg("ago", ago(g.updated_at)),
            )
        })
        .await,
        running: running_rows(&state, &lobby.running, |g| {
            site(
                &Message::new("lobby-last-move")
                    .arg("when", date(g.updated_at))
                    .arg("ago", ago(g.updated_at)),
            )
        })
        .await,
        invitations: lobby
            .invitations
            .iter()
            .map(|i| invitation_row(&state, i))
            .collect(),
        invited: invited_rows(&state, &invited),
        invited_more,
        expired: lobby
            .expired
            .iter()
            .map(|(i, at)| (invitation_row(&state, i), date(*at)))
            .collect(),
        expiry_days: state.config.invitation_expiry_days,
        finished: {
            let mut rows = Vec::new();
            for g in lobby.finished.iter().take(LOBBY_FINISHED) {
                let when = date(g.finished_at.unwrap_or(g.updated_at));
                rows.push(match g.status {
                    crate::store::GameStatus::Cancelled => GameRow {
                        result: "cancelled",
                        ..game_row(
                            g,
                            site(&Message::new("lobby-cancelled-at").arg("when", when)),
                        )
                    },
                    _ => GameRow {
                        result: result_for(&state, g, &user.user).await,
                        ..game_row(
                            g,
                            site(&Message::new("lobby-finished-at").arg("when", when)),
                        )
                    },
                });
            }
            rows
        },
        ask_time_zone: user.time_zone.is_none() && state.store.notify().is_some(),
    };
    let rows = page.my_turn.iter_mut().chain(&mut page.running);
    for row in rows.chain(&mut page.finished) {
        row.unread = user
            .unread_chats
            .iter()
            .find(|(id, _)| id.to_string() == row.game_id)
            .map_or(0, |(_, n)| *n);
    }
    Ok((jar, render(&page)?).into_response())
}

/// Invitations sent to the viewer by name, each with its host's name.
pub fn invited_rows(state: &AppState, invitations: &[Invitation]) -> Vec<(InvitationRow, String)> {
    invitations
        .iter()
        .map(|i| {
            let host = crate::service::computers::shown_user(&i.creator);
            (invitation_row(state, i), host)
        })
        .collect()
}

struct FinishedRow {
    game_id: String,
    title: String,
    /// The players, each linked to their profile.
    players: Vec<Named>,
    summary: String,
    when: String,
}

#[derive(Template)]
#[template(path = "games/finished.html")]
struct FinishedPage {
    layout: Layout,
    games: Vec<FinishedRow>,
    page: i64,
    prev: Option<i64>,
    next: Option<i64>,
}

const FINISHED_PER_PAGE: i64 = 30;

async fn list_finished_games(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Query(q): Query<super::PageQuery>,
) -> Result<Response> {
    let (jar, flash) = auth::take_flash(jar);
    let page = i64::from(q.number());
    let games = state
        .service
        .finished_games(
            user.as_ref().map(|u| &u.user),
            FINISHED_PER_PAGE + 1,
            (page - 1) * FINISHED_PER_PAGE,
        )
        .await?;
    let more = games.len() as i64 > FINISHED_PER_PAGE;
    let rows = games
        .into_iter()
        .take(FINISHED_PER_PAGE as usize)
        .map(|g| FinishedRow {
            game_id: g.record.game_id.to_string(),
            title: crate::games::describe_options(&g.record.game, &g.record.options),
            players: Named::all(&g.record.players),
            summary: g.summary,
            when: date(g.record.finished_at.unwrap_or(g.record.updated_at)),
        })
        .collect();
    let page = FinishedPage {
        layout: Layout::new(user.as_ref(), flash),
        games: rows,
        page,
        prev: (page > 1).then_some(page - 1),
        next: more.then_some(page + 1),
    };
    Ok((jar, render(&page)?).into_response())
}
