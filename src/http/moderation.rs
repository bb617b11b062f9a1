//! Moderation pages (`docs/moderation.md`). For everybody: report a message or a person,
//! mute or block a person. For moderators (HTML only): the open reports with their
//! context, removing a message, suspending and restoring an account, dismissing a report,
//! and the record of every action. Who may do what is decided by
//! [`crate::service::moderation`].

use super::auth::{self, WebUser};
use super::{render, url_encode, AppError, AppState, Layout, Result};
use crate::game::text::{self, filters, site, t, Arg};
use crate::game::Message;
use crate::service::moderation::{ReportView, REASON_MAX_CHARS};
use crate::service::networks::NETWORK_DAYS;
use crate::service::ServiceError;
use crate::store::{Action, ActionKind, ChatMessage, PersonChoice, Standing, User};
use askama::Template;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/report", get(report_form).post(send_report))
        .route("/players/{name}/choice", post(choose))
        .route("/moderation", get(reports_page))
        .route("/moderation/reports/{id}", get(report_page))
        .route("/moderation/reports/{id}/dismiss", post(dismiss))
        .route("/moderation/messages/{id}/remove", post(remove_message))
        .route("/moderation/players/{name}", get(person_page))
        .route("/moderation/players/{name}/suspend", post(suspend))
        .route("/moderation/players/{name}/restore", post(restore))
        .route("/moderation/record", get(record_page))
}

/// A report's or a message's number from an address (any other text: not found); `what`
/// is `report` or `message`.
pub fn parse_number(text: &str, what: &str) -> Result<i64> {
    text.parse::<i64>().ok().filter(|n| *n > 0).ok_or_else(|| {
        AppError::NotFound(site(&Message::new("moderation-no-such").arg("what", what)))
    })
}

/// Errors a person can act on go back to `to` as a message; failures of the server stay
/// errors.
pub(super) fn back_with(
    state: &AppState,
    jar: CookieJar,
    result: std::result::Result<String, ServiceError>,
    to: &str,
) -> Result<Response> {
    let message = match result {
        Ok(message) => message,
        Err(
            e @ (ServiceError::Conflict(_)
            | ServiceError::Forbidden(_)
            | ServiceError::Invalid(_)
            | ServiceError::NotFound(_)
            | ServiceError::RateLimited(_)
            | ServiceError::RateLimitedFor { .. }),
        ) => AppError::from(e).page_message(),
        Err(e) => return Err(e.into()),
    };
    Ok(auth::flash_to(state, jar, &[message], to))
}

// --- reports, mutes and blocks ------------------------------------------------------

/// What to report: `message` (its number) or `player` (a name). Texts, so that a bad
/// number gets this site's own answer.
#[derive(Deserialize, Default)]
struct ReportQuery {
    message: Option<String>,
    player: Option<String>,
}

/// What is being reported, as the form shows it.
struct Reported {
    /// The person's name.
    name: String,
    /// The person's name as a path segment.
    name_url: String,
    /// The message's id and text (None: the person).
    message: Option<(i64, String)>,
    /// Where the person goes back to.
    back: String,
}

#[derive(Template)]
#[template(path = "moderation/report.html")]
struct ReportPage {
    layout: Layout,
    reported: Reported,
    reason_max: usize,
}

/// `GET /report?message=ID` or `?player=NAME`: the report form.
async fn report_form(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Query(q): Query<ReportQuery>,
) -> Result<Response> {
    let (jar, flash) = auth::take_flash(jar);
    let reported = reported(&state, &user, &q).await?;
    let page = ReportPage {
        layout: Layout::new(Some(&user), flash),
        reported,
        reason_max: REASON_MAX_CHARS,
    };
    Ok((jar, render(&page)?).into_response())
}

/// What `q` names, as `user` may see it.
async fn reported(state: &AppState, user: &WebUser, q: &ReportQuery) -> Result<Reported> {
    if let Some(id) = q.message.as_deref() {
        let id = parse_number(id, "message")?;
        let (game_id, message) = state.service.message_for_report(&user.user, id).await?;
        return Ok(Reported {
            name_url: url_encode(&message.author.username),
            name: message.author.username.clone(),
            message: Some((id, message.text)),
            back: format!("/games/{game_id}#chat"),
        });
    }
    let Some(name) = q.player.as_deref() else {
        return Err(AppError::BadRequest(t("moderation-report-what")));
    };
    let person = state.service.person_named(name).await?;
    Ok(Reported {
        back: format!("/players/{}", url_encode(&person.username)),
        name_url: url_encode(&person.username),
        name: person.username,
        message: None,
    })
}

#[derive(Deserialize)]
struct ReportForm {
    #[serde(default)]
    csrf: String,
    message: Option<String>,
    player: Option<String>,
    #[serde(default)]
    reason: String,
}

/// `POST /report`: files the report and goes back where the person came from.
async fn send_report(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(form): Form<ReportForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let service = &state.service;
    // Where the person came from (on success) and the form again (on a refusal).
    let (result, again) = match (form.message.as_deref(), form.player.as_deref()) {
        (Some(id), _) => {
            let id = parse_number(id, "message")?;
            let result = service
                .report_message(&user.user, id, &form.reason)
                .await
                .map(|(_, game_id)| format!("/games/{game_id}#chat"));
            (result, format!("/report?message={id}"))
        }
        (None, Some(name)) => {
            let result = service
                .report_person(&user.user, name, &form.reason)
                .await
                .map(|(_, person)| format!("/players/{}", url_encode(&person.username)));
            (result, format!("/report?player={}", url_encode(name)))
        }
        (None, None) => return Err(AppError::BadRequest(t("moderation-report-what"))),
    };
    match result {
        Ok(back) => Ok(auth::flash_to(
            &state,
            jar,
            &[t("moderation-report-sent")],
            &back,
        )),
        Err(e) => back_with(&state, jar, Err(e), &again),
    }
}

#[derive(Deserialize)]
struct ChoiceForm {
    #[serde(default)]
    csrf: String,
    /// `muted`, `blocked` or `none`.
    #[serde(default)]
    choice: String,
    /// Where to go back to (the profile when absent).
    next: Option<String>,
}

/// `POST /players/{name}/choice`: mutes, blocks or lets be a person.
async fn choose(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(name): Path<String>,
    Form(form): Form<ChoiceForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let choice = crate::service::moderation::parse_choice(&form.choice)?;
    let to = match form.next.as_deref() {
        Some(next) => super::safe_next(Some(next)),
        None => format!("/players/{}", url_encode(&name)),
    };
    let result = state
        .service
        .set_person_choice(&user.user, &name, choice)
        .await
        .map(|other| choice_done(&other.username, choice));
    back_with(&state, jar, result, &to)
}

/// What the page says after a choice about `name`.
fn choice_done(name: &str, choice: Option<PersonChoice>) -> String {
    match choice {
        Some(PersonChoice::Muted) => site(&Message::new("moderation-muted").arg("name", name)),
        Some(PersonChoice::Blocked) => site(&Message::new("moderation-blocked").arg("name", name)),
        None => site(&Message::new("moderation-let-be").arg("name", name)),
    }
}

// --- moderators ------------------------------------------------------------------

/// One message as a moderator reads it.
struct MessageRow {
    author: String,
    text: String,
    at: String,
    removed: bool,
    /// The reported message (highlighted among its neighbours).
    reported: bool,
}

struct ReportRow {
    id: i64,
    /// "Report 3: a message of bob", with links (HTML).
    heading: String,
    /// Who sent it when, and when it was closed (HTML).
    sent: String,
    reported: String,
    reason: String,
    closed: Option<String>,
    /// The game, its reported message's id and whether it is removed already.
    message: Option<(String, i64, bool)>,
    context: Vec<MessageRow>,
}

pub(super) fn time_text(at: time::OffsetDateTime) -> String {
    crate::local_time::format(at, None)
}

fn message_row(m: &ChatMessage, reported: Option<i64>) -> MessageRow {
    MessageRow {
        author: m.author.username.clone(),
        text: crate::http::links::without_direction_controls(&m.text).into_owned(),
        at: time_text(m.created_at),
        removed: m.removed,
        reported: Some(m.message_id) == reported,
    }
}

/// A message of the site's catalogue holding HTML (links), its arguments escaped.
pub(super) fn html(id: &'static str, args: Vec<(&'static str, Arg)>) -> String {
    text::filter_text(text::site_catalogue(), &id, args, text::Markup::Html)
}

fn report_row(view: &ReportView) -> ReportRow {
    let r = &view.report;
    let reported_id = r.message.as_ref().map(|(_, m)| m.message_id);
    let reported = &r.reported.username;
    let heading = html(
        if r.message.is_some() {
            "moderation-report-about-message"
        } else {
            "moderation-report-about-person"
        },
        vec![
            ("report", Arg::Text(r.report_id.to_string())),
            ("url", Arg::Text(url_encode(reported))),
            ("name", Arg::Text(reported.clone())),
        ],
    );
    let mut sent = vec![
        ("url", Arg::Text(url_encode(&r.reporter.username))),
        ("name", Arg::Text(r.reporter.username.clone())),
        ("when", Arg::Text(time_text(r.created_at))),
    ];
    let sent = match r.closed_at {
        Some(closed) => {
            sent.push(("closed", Arg::Text(time_text(closed))));
            html("moderation-report-sent-by-closed", sent)
        }
        None => html("moderation-report-sent-by", sent),
    };
    ReportRow {
        id: r.report_id,
        heading,
        sent,
        reported: r.reported.username.clone(),
        reason: crate::http::links::without_direction_controls(&r.reason).into_owned(),
        closed: r.closed_at.map(time_text),
        message: r
            .message
            .as_ref()
            .map(|(game, m)| (game.to_string(), m.message_id, m.removed)),
        context: view
            .context
            .iter()
            .map(|m| message_row(m, reported_id))
            .collect(),
    }
}

struct ActionRow {
    at: String,
    /// The moderator's name, or "the operator".
    by: String,
    target: String,
    /// The target's name as a path segment.
    target_url: String,
    /// The message of what was done (HTML, with `$name` and `$url` of the target).
    what: &'static str,
    /// The game of a removed message.
    game: Option<String>,
    report: Option<i64>,
    reason: String,
}

fn action_what(kind: ActionKind) -> &'static str {
    match kind {
        ActionKind::RemovedMessage => "moderation-did-remove",
        ActionKind::Suspended => "moderation-did-suspend",
        ActionKind::Restored => "moderation-did-restore",
        ActionKind::Dismissed => "moderation-did-dismiss",
        ActionKind::Granted => "moderation-did-grant",
        ActionKind::Revoked => "moderation-did-revoke",
    }
}

/// An action's reason as the page shows it: the operator's fixed words in the reader's
/// language, a moderator's as written.
fn action_reason(a: &Action) -> String {
    use crate::service::moderation::{OPERATOR_GRANTED, OPERATOR_REVOKED};
    match (&a.moderator, a.reason.as_str()) {
        (None, OPERATOR_GRANTED) => t("moderation-operator-granted"),
        (None, OPERATOR_REVOKED) => t("moderation-operator-revoked"),
        _ => crate::http::links::without_direction_controls(&a.reason).into_owned(),
    }
}

fn action_row(a: &Action) -> ActionRow {
    ActionRow {
        at: time_text(a.created_at),
        by: a
            .moderator
            .as_ref()
            .map_or_else(|| t("moderation-the-operator"), |m| m.username.clone()),
        target: a.target.username.clone(),
        target_url: url_encode(&a.target.username),
        what: action_what(a.kind),
        game: a.message.map(|(_, game)| game.to_string()),
        report: a.report_id,
        reason: action_reason(a),
    }
}

#[derive(Template)]
#[template(path = "moderation/reports.html")]
struct ReportsPage {
    layout: Layout,
    reports: Vec<ReportRow>,
    /// One report alone (its own page), open or closed.
    single: bool,
    reason_max: usize,
    /// Many accounts behind one local address: `TRUSTED_PROXIES` may be wrong (HTML).
    proxy_warning: Option<String>,
}

/// `GET /moderation`: the open reports, oldest first.
async fn reports_page(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
) -> Result<Response> {
    let views = state.service.open_reports(&user.user).await?;
    let proxy_warning = state.service.shared_local_address().await?.map(|shared| {
        html(
            "moderation-proxy-warning",
            vec![
                ("address", Arg::from(shared.address)),
                ("count", Arg::from(shared.accounts)),
                ("days", Arg::from(NETWORK_DAYS)),
            ],
        )
    });
    let (jar, flash) = auth::take_flash(jar);
    let page = ReportsPage {
        layout: Layout::new(Some(&user), flash),
        reports: views.iter().map(report_row).collect(),
        single: false,
        reason_max: REASON_MAX_CHARS,
        proxy_warning,
    };
    Ok((jar, render(&page)?).into_response())
}

/// `GET /moderation/reports/{id}`: one report.
async fn report_page(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(id): Path<String>,
) -> Result<Response> {
    let id = parse_number(&id, "report")?;
    let view = state.service.report(&user.user, id).await?;
    let (jar, flash) = auth::take_flash(jar);
    let page = ReportsPage {
        layout: Layout::new(Some(&user), flash),
        reports: vec![report_row(&view)],
        single: true,
        reason_max: REASON_MAX_CHARS,
        proxy_warning: None,
    };
    Ok((jar, render(&page)?).into_response())
}

#[derive(Deserialize)]
struct ActionForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    reason: String,
    /// The report acted on, if any (its number).
    #[serde(default)]
    report: String,
}

impl ActionForm {
    /// The report acted on, if the form names one.
    fn report(&self) -> Result<Option<i64>> {
        match self.report.trim() {
            "" => Ok(None),
            n => parse_number(n, "report").map(Some),
        }
    }
}

/// Where a moderator goes after acting on `person` from `form`: back to the open reports
/// when the form came from a report, else to the person's page.
fn after(form: &ActionForm, person: &str) -> String {
    if form.report.trim().is_empty() {
        format!("/moderation/players/{}", url_encode(person))
    } else {
        "/moderation".into()
    }
}

/// `POST /moderation/reports/{id}/dismiss`.
async fn dismiss(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(id): Path<String>,
    Form(form): Form<ActionForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let id = parse_number(&id, "report")?;
    let result = state
        .service
        .dismiss_report(&user.user, id, &form.reason)
        .await
        .map(|()| site(&Message::new("moderation-dismissed").arg("report", id)));
    back_with(&state, jar, result, "/moderation")
}

/// `POST /moderation/messages/{id}/remove`.
async fn remove_message(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(id): Path<String>,
    Form(form): Form<ActionForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let id = parse_number(&id, "message")?;
    let result = state
        .service
        .remove_message(&user.user, id, &form.reason, form.report()?)
        .await
        .map(|()| t("moderation-removed"));
    back_with(&state, jar, result, "/moderation")
}

/// `POST /moderation/players/{name}/suspend`.
async fn suspend(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(name): Path<String>,
    Form(form): Form<ActionForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = state
        .service
        .suspend(&user.user, &name, &form.reason, form.report()?)
        .await
        .map(|p| site(&Message::new("moderation-suspended").arg("name", p.username)));
    back_with(&state, jar, result, &after(&form, &name))
}

/// `POST /moderation/players/{name}/restore`.
async fn restore(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(name): Path<String>,
    Form(form): Form<ActionForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = state
        .service
        .restore(&user.user, &name, &form.reason)
        .await
        .map(|p| site(&Message::new("moderation-restored").arg("name", p.username)));
    back_with(&state, jar, result, &after(&form, &name))
}

#[derive(Template)]
#[template(path = "moderation/record.html")]
struct RecordPage {
    layout: Layout,
    /// The person this page is about (None: everybody), with their standing.
    person: Option<PersonRow>,
    actions: Vec<ActionRow>,
    reason_max: usize,
    /// The person's fair play (`templates/moderation/_fair_play.html`).
    fair_play: Option<super::fair_play::FairPlaySection>,
}

struct PersonRow {
    name: String,
    moderator: bool,
    computer: bool,
    /// When and why, if suspended.
    suspended: Option<(String, String)>,
}

fn person_row(user: &User, standing: &Standing) -> PersonRow {
    PersonRow {
        name: user.username.clone(),
        moderator: standing.moderator,
        computer: crate::service::computers::is_computer(user),
        suspended: standing
            .suspended
            .as_ref()
            .map(|(at, why)| (time_text(*at), why.clone())),
    }
}

/// `GET /moderation/record`: every action, newest first.
async fn record_page(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
) -> Result<Response> {
    record(state, user, jar, None).await
}

/// `GET /moderation/players/{name}`: a person's standing, the actions about them, and
/// the forms to suspend or restore.
async fn person_page(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(name): Path<String>,
) -> Result<Response> {
    record(state, user, jar, Some(&name)).await
}

async fn record(
    state: AppState,
    user: WebUser,
    jar: CookieJar,
    about: Option<&str>,
) -> Result<Response> {
    let (person, actions) = state.service.moderation_record(&user.user, about).await?;
    let fair_play = match &person {
        Some((person, _)) => Some(super::fair_play::section(&state, &user.user, person).await?),
        None => None,
    };
    let (jar, flash) = auth::take_flash(jar);
    let page = RecordPage {
        layout: Layout::new(Some(&user), flash),
        person: person.as_ref().map(|(u, s)| person_row(u, s)),
        actions: actions.iter().map(action_row).collect(),
        reason_max: REASON_MAX_CHARS,
        fair_play,
    };
    Ok((jar, render(&page)?).into_response())
}
