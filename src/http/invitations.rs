//! Invitations by link: create one, show it, join, leave or cancel.

use super::auth::{self, CsrfForm, MaybeWebUser, WebUser};
use super::{render, AppError, AppState, Layout, Result};
use crate::bots::Level;
use crate::config::Registration;
use crate::game::text::{filters, site, t};
use crate::game::{GameOptions, InvitationDetails, Message};
use crate::games;
use crate::service::{ServiceError, Table};
use crate::store::{Invitation, InvitationStatus, Invitee};
use askama::Template;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/invitations", post(create_invitation))
        .route("/play-now", post(play_now))
        .route("/invite/{code}", get(show_invitation))
        .route("/invite/{code}/join", post(join_invitation))
        .route("/invite/{code}/leave", post(leave_invitation))
        .route("/invite/{code}/cancel", post(cancel_invitation))
        .route("/invite/{code}/decline", post(decline_invitation))
        .route("/invitations/for-you", get(invitations_for_you))
}

/// The new-invitation form of the lobby: its own fields, and the chosen game's choices
/// (a map, a variant) by name.
#[derive(Default)]
pub struct InvitationForm {
    pub csrf: String,
    pub game: String,
    pub players: String,
    pub note: String,
    /// Days per move, or empty / `none` for no deadline.
    pub deadline_days: String,
    /// How many seats computer players take, and at which level.
    pub computers: String,
    pub computer_level: String,
    /// The game's chat: `on` (the default) or `off`.
    pub chat: String,
    /// `rated` (the default) or `casual`.
    pub rated: String,
    /// `link` (the default: only who has the link) or `listed` (the "Open games" page).
    pub listed: String,
    /// Usernames to invite, separated by commas or spaces.
    pub invite: String,
    pub choices: std::collections::BTreeMap<String, String>,
}

impl InvitationForm {
    fn from_fields(mut fields: std::collections::BTreeMap<String, String>) -> Self {
        let mut take = |name: &str| fields.remove(name).unwrap_or_default();
        InvitationForm {
            csrf: take("csrf"),
            game: take("game"),
            players: take("players"),
            note: take("note"),
            deadline_days: take("deadline_days"),
            computers: take("computers"),
            computer_level: take("computer_level"),
            chat: take("chat"),
            rated: take("rated"),
            listed: take("listed"),
            invite: take("invite"),
            choices: fields,
        }
    }
}

/// Reads the chat field of the invitation form: whether the host turned the chat off.
fn parse_chat_off(chat: &str) -> Result<bool, ServiceError> {
    match chat.trim() {
        "" | "on" => Ok(false),
        "off" => Ok(true),
        _ => Err(ServiceError::Invalid(t("games-invitation-choose-chat"))),
    }
}

/// Reads the listing field of the invitation form: link only (the default) or listed.
fn parse_listed(listed: &str) -> Result<bool, ServiceError> {
    match listed.trim() {
        "" | "link" => Ok(false),
        "listed" => Ok(true),
        _ => Err(ServiceError::Invalid(t("games-invitation-choose-listed"))),
    }
}

/// `items` joined as the current language says "2, 3 or 4".
fn or_list(items: impl IntoIterator<Item = String>) -> String {
    let items: Vec<String> = items.into_iter().collect();
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => site(
            &Message::new("games-or-list")
                .arg("rest", rest.join(&t("games-list-comma")))
                .arg("last", last.as_str()),
        ),
        Some((last, _)) => last.clone(),
        None => String::new(),
    }
}

/// The usernames of the invitation form's "invite" field (commas or spaces between).
pub fn split_names(text: &str) -> Vec<String> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .map(|n| n.trim_start_matches('@'))
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .collect()
}

/// Reads the rating field of the invitation form: rated (the default) or casual.
fn parse_rated(rated: &str) -> Result<bool, ServiceError> {
    match rated.trim() {
        "" | "rated" => Ok(true),
        "casual" => Ok(false),
        _ => Err(ServiceError::Invalid(t("games-invitation-choose-rated"))),
    }
}

/// Reads the computer-player fields of the invitation form: how many, at which level.
pub fn parse_computers(count: &str, level: &str) -> Result<Vec<Level>, ServiceError> {
    let n: usize = match count.trim() {
        "" | "0" | "none" => return Ok(Vec::new()),
        n => n
            .parse()
            .map_err(|_| ServiceError::Invalid(t("games-invitation-choose-computers")))?,
    };
    let level = Level::parse(level)
        .ok_or_else(|| ServiceError::Invalid(t("games-invitation-choose-level")))?;
    Ok(vec![level; n])
}

/// Reads the deadline field of the invitation form.
pub fn parse_deadline(text: &str) -> Result<Option<u32>, ServiceError> {
    match text.trim() {
        "" | "none" | "0" => Ok(None),
        days => days
            .parse::<u32>()
            .map(Some)
            .map_err(|_| ServiceError::Invalid(t("games-invitation-choose-deadline"))),
    }
}

/// Messages a person can act on go back to the page as a flash; failures of the server
/// stay errors.
fn flash_or_fail(state: &AppState, jar: CookieJar, e: AppError, back: &str) -> Result<Response> {
    match e {
        AppError::Service(
            ServiceError::Conflict(_) | ServiceError::Forbidden(_) | ServiceError::Invalid(_),
        ) => Ok(auth::flash_to(state, jar, &[e.page_message()], back)),
        other => Err(other),
    }
}

async fn create_invitation(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(fields): Form<std::collections::BTreeMap<String, String>>,
) -> Result<Response> {
    let form = InvitationForm::from_fields(fields);
    user.check_csrf(&form.csrf)?;
    let result = async {
        let game = if form.game.is_empty() {
            games::DEFAULT_GAME
        } else {
            form.game.as_str()
        };
        let players: usize = form.players.trim().parse().map_err(|_| {
            ServiceError::Invalid(match games::by_slug(game) {
                Some(g) => site(&Message::new("games-invitation-choose-players").arg(
                    "counts",
                    or_list(g.player_counts().iter().map(|c| c.players.to_string())),
                )),
                None => t("games-invitation-choose-number"),
            })
        })?;
        let deadline_days = parse_deadline(&form.deadline_days)?;
        let computers = parse_computers(&form.computers, &form.computer_level)?;
        // Each game has a form of its own: the rest of the fields are its choices.
        let options = GameOptions {
            chat_off: parse_chat_off(&form.chat)?,
            rated: parse_rated(&form.rated)?,
            players,
            choices: form.choices,
        };
        state
            .service
            .create_invitation(
                &user.user,
                game,
                &options,
                &Table {
                    note: form.note.clone(),
                    deadline_days,
                    computers,
                    listed: parse_listed(&form.listed)?,
                    invite: split_names(&form.invite),
                },
            )
            .await
    }
    .await;
    match result {
        // Nobody else to wait for: straight to the game.
        Ok(Invitation {
            game_id: Some(game_id),
            ..
        }) => Ok(auth::flash_to(
            &state,
            jar,
            &[t("games-invitation-game-started")],
            &format!("/games/{game_id}"),
        )),
        Ok(invitation) => Ok(auth::flash_to(
            &state,
            jar,
            &[t("games-invitation-created")],
            &format!("/invite/{}", invitation.code),
        )),
        Err(e) => flash_or_fail(&state, jar, e.into(), "/#new-invitation"),
    }
}

#[derive(Deserialize, Default)]
struct PlayNowForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    game: String,
    #[serde(default)]
    level: String,
}

/// "Play now against the computer": a game of the fewest players the game offers, its
/// default choices, one computer player of the chosen level; it starts at once.
async fn play_now(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(form): Form<PlayNowForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = async {
        let game = games::by_slug(form.game.trim())
            .ok_or_else(|| ServiceError::Invalid(t("games-invitation-choose-game")))?;
        let level = Level::parse(&form.level).unwrap_or(Level::Standard);
        let players = game
            .player_counts()
            .iter()
            .map(|c| c.players)
            .min()
            .unwrap_or(2);
        let options = GameOptions {
            chat_off: false,
            rated: false,
            players,
            choices: Default::default(),
        };
        state
            .service
            .create_invitation(
                &user.user,
                game.slug(),
                &options,
                &Table {
                    computers: vec![level],
                    ..Table::default()
                },
            )
            .await
    }
    .await;
    match result {
        Ok(Invitation {
            game_id: Some(game_id),
            ..
        }) => Ok(Redirect::to(&format!("/games/{game_id}")).into_response()),
        Ok(invitation) => Err(AppError::Service(ServiceError::Internal(anyhow::anyhow!(
            "a game against the computer did not start: {}",
            invitation.code
        )))),
        Err(e) => flash_or_fail(&state, jar, e.into(), "/"),
    }
}

#[derive(Template)]
#[template(path = "invitations/show.html")]
struct InvitationPage {
    layout: Layout,
    /// After how many days an unfilled invitation expires.
    expiry_days: i64,
    code: String,
    url: String,
    game_name: String,
    slug: &'static str,
    players: usize,
    details: InvitationDetails<String>,
    /// The rules page's title as a link inside a sentence ("rules of …").
    rules_link: String,
    /// Days per move, if the game has a move deadline.
    deadline: Option<u32>,
    /// The game counts for ratings.
    rated: bool,
    /// The host turned the chat off.
    chat_off: bool,
    note: String,
    creator: String,
    seats: Vec<String>,
    free_seats: usize,
    status: &'static str,
    game_id: Option<String>,
    logged_in: bool,
    seated: bool,
    can_join: bool,
    can_leave: bool,
    can_cancel: bool,
    /// The people invited by name and whether they declined (shown to the host only).
    invitees: Vec<(String, bool)>,
    /// The viewer was invited by name and may decline.
    can_decline: bool,
    /// Double-submit token for the log-in / sign-up forms shown to visitors.
    form_csrf: String,
    next: String,
    registration_open: bool,
    /// The server sends mail (the sign-up form offers an address).
    mail: bool,
    empty: String,
}

async fn show_invitation(
    State(state): State<AppState>,
    MaybeWebUser(user): MaybeWebUser,
    jar: CookieJar,
    Path(code): Path<String>,
) -> Result<Response> {
    let invitation = state.service.invitation(&code).await?;
    let (jar, flash) = auth::take_flash(jar);
    let (jar, form_csrf) = if user.is_none() {
        auth::form_csrf(&state, jar)
    } else {
        (jar, String::new())
    };
    let invitees = state.service.invitees_of(&invitation).await?;
    let page = invitation_page(
        &state,
        &invitation,
        &invitees,
        user.as_ref(),
        flash,
        form_csrf,
    );
    Ok((jar, render(&page)?).into_response())
}

fn invitation_page(
    state: &AppState,
    i: &Invitation,
    invitees: &[Invitee],
    user: Option<&WebUser>,
    flash: Vec<String>,
    form_csrf: String,
) -> InvitationPage {
    let me = user.map(|u| u.user.user_id);
    let seated = me.is_some_and(|id| i.seats.iter().any(|s| s.user_id == id));
    let is_creator = me == Some(i.creator.user_id);
    let open = i.status == InvitationStatus::Open;
    let next = format!("/invite/{}", i.code);
    let game_type = games::by_slug(&i.game);
    InvitationPage {
        layout: Layout::new(user, flash),
        expiry_days: state.config.invitation_expiry_days,
        code: i.code.clone(),
        url: state.service.invitation_url(&i.code),
        game_name: game_type.map_or_else(|| i.game.clone(), |g| g.title(&i.options)),
        slug: game_type.map_or("", |g| g.slug()),
        players: i.options.players,
        details: game_type
            .and_then(|g| g.invitation_details(&i.options).ok())
            .unwrap_or_default(),
        rules_link: game_type.map_or_else(
            || t("games-invitation-rules"),
            |g| super::first_lower(&g.rules_title()),
        ),
        deadline: i.deadline_days,
        rated: i.options.rated,
        chat_off: i.options.chat_off,
        note: i.note.clone(),
        creator: i.creator.username.clone(),
        seats: i
            .seats
            .iter()
            .map(crate::service::computers::shown_user)
            .collect(),
        free_seats: i.options.players.saturating_sub(i.seats.len()),
        status: i.status.as_str(),
        game_id: i.game_id.map(|g| g.to_string()),
        logged_in: user.is_some(),
        seated,
        can_join: user.is_some() && open && !seated && i.seats.len() < i.options.players,
        can_leave: open && seated && !is_creator,
        can_cancel: open && is_creator,
        invitees: invitees
            .iter()
            .filter(|_| is_creator)
            .map(|v| (v.user.username.clone(), v.declined))
            .collect(),
        can_decline: open
            && !seated
            && invitees
                .iter()
                .any(|v| Some(v.user.user_id) == me && !v.declined),
        form_csrf,
        next,
        registration_open: state.config.registration == Registration::Open,
        mail: state.config.mail_enabled(),
        empty: String::new(),
    }
}

async fn join_invitation(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(code): Path<String>,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let back = format!("/invite/{code}");
    match state.service.join_invitation(&code, &user.user).await {
        Ok(invitation) => match invitation.game_id {
            Some(game_id) => Ok(auth::flash_to(
                &state,
                jar,
                &[t("games-invitation-all-seated")],
                &format!("/games/{game_id}"),
            )),
            None => Ok(auth::flash_to(
                &state,
                jar,
                &[t("games-invitation-joined")],
                &back,
            )),
        },
        // Too late: the seats were taken meanwhile. Say so plainly, and that anyone may watch.
        Err(ServiceError::Conflict(_))
            if state
                .service
                .invitation(&code)
                .await
                .is_ok_and(|i| i.status == InvitationStatus::Started) =>
        {
            Ok(auth::flash_to(
                &state,
                jar,
                &[t("games-invitation-too-late")],
                &back,
            ))
        }
        Err(e) => flash_or_fail(&state, jar, e.into(), &back),
    }
}

async fn leave_invitation(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(code): Path<String>,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let back = format!("/invite/{code}");
    match state.service.leave_invitation(&code, &user.user).await {
        Ok(_) => Ok(auth::flash_to(
            &state,
            jar,
            &[t("games-invitation-left")],
            &back,
        )),
        Err(e) => flash_or_fail(&state, jar, e.into(), &back),
    }
}

async fn cancel_invitation(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(code): Path<String>,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let back = format!("/invite/{code}");
    match state.service.cancel_invitation(&code, &user.user).await {
        Ok(_) => Ok(auth::flash_to(
            &state,
            jar,
            &[t("games-invitation-was-cancelled")],
            &back,
        )),
        Err(e) => flash_or_fail(&state, jar, e.into(), &back),
    }
}

async fn decline_invitation(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(code): Path<String>,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    match state.service.decline_invitation(&code, &user.user).await {
        Ok(_) => Ok(auth::flash_to(
            &state,
            jar,
            &[t("games-invitation-you-declined")],
            "/",
        )),
        Err(e) => flash_or_fail(&state, jar, e.into(), &format!("/invite/{code}")),
    }
}

#[derive(Template)]
#[template(path = "invitations/for_you.html")]
struct ForYouPage {
    layout: Layout,
    invited: Vec<(crate::pages::lobby::InvitationRow, String)>,
    page: u32,
    prev: Option<u32>,
    next: Option<u32>,
}

/// Every open invitation others sent the user by name, 20 a page, newest first.
async fn invitations_for_you(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Query(q): Query<super::PageQuery>,
) -> Result<Response> {
    let (jar, flash) = auth::take_flash(jar);
    let page = q.number();
    let (invitations, more) = state.service.invitations_for(&user.user, page - 1).await?;
    let page = ForYouPage {
        layout: Layout::new(Some(&user), flash),
        invited: super::lobby::invited_rows(&state, &invitations),
        page,
        prev: (page > 1).then_some(page - 1),
        next: more.then_some(page + 1),
    };
    Ok((jar, render(&page)?).into_response())
}
