//! The settings page: mail address (with a verification link), when to be told (every
//! turn, daily digest, none; webhook), the devices that get notifications (Web Push,
//! subscribed by `static/push.js`), the time zone times are shown in, the private
//! feed's address, absences, the password and the language everything comes in.

use super::auth::{self, ClientAddr, CsrfForm, WebUser};
use super::{render, AppError, AppState, Layout, Result};
use crate::game::text::{filters, site, t};
use crate::game::Message;
use crate::pages::date;
use crate::service::deadline::{ABSENCE_MAX_DAYS, ABSENCE_WINDOW_DAYS};
use crate::service::{ServiceError, EMAIL_TOKEN_HOURS};
use crate::store::notify::{Channel, OutboxStatus};
use crate::store::InviteFrom;
use askama::Template;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Form, Router};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/settings", get(show_settings))
        .route("/settings/notifications", post(save_notifications))
        .route("/settings/email", post(add_email))
        .route("/settings/email/remove", post(remove_email))
        .route("/settings/email/verify", get(verify_email))
        .route("/settings/feed", post(regenerate_feed))
        .route("/settings/absence", post(declare_absence))
        .route("/settings/absence/end", post(end_absence))
        .route("/settings/password", post(change_password))
        .route("/settings/rename", post(rename))
        .route("/settings/time-zone", post(save_time_zone))
        .route("/settings/delete-account", post(delete_account))
        .route("/settings/invitations", post(save_invite_from))
        .route("/settings/reviews", post(save_hide_reviews))
        .route("/settings/push", post(subscribe_push))
        .route("/settings/push/test", post(test_push))
        .route("/settings/push/{device}/remove", post(remove_push_device))
}

#[derive(Template)]
#[template(path = "settings/show.html")]
struct SettingsPage {
    layout: Layout,
    /// The section showing `section_flash` (empty: none).
    at: &'static str,
    section_flash: Vec<String>,
    username: String,
    mail_enabled: bool,
    email: Option<String>,
    pending_email: Option<String>,
    token_hours: i64,
    mode: &'static str,
    webhook_url: String,
    /// The webhook a password change turned off, until the settings are saved again.
    webhook_off: Option<String>,
    /// When a password change gave the feed a new address (shown for
    /// [`FEED_RENEWED_NOTICE_DAYS`]).
    feed_renewed: Option<String>,
    /// The time zone kept (empty: none yet) and the one times are shown in.
    time_zone: String,
    time_zone_shown: String,
    feed_url: Option<String>,
    absences: Vec<String>,
    absence_max: i64,
    absence_window: i64,
    name_held_days: i64,
    today: String,
    latest: String,
    recent: Vec<String>,
    /// Who may invite the user by name: `anyone`, `played` or `nobody`.
    invite_from: &'static str,
    /// The user keeps the computer's reviews of their moves to themselves.
    hide_reviews: bool,
    /// The people the user muted or blocked: (name, `muted` or `blocked`).
    people: Vec<(String, &'static str)>,
    /// The language the page is in, the one the language form shows chosen.
    language: &'static str,
    /// The person chose a language (else mails, the feed and webhooks are in English).
    language_chosen: bool,
    /// The server's VAPID public key (the browser's `applicationServerKey`).
    push_key: String,
    /// The devices that get notifications: (id, name, since when).
    devices: Vec<(uuid::Uuid, String, String)>,
    /// The account has not used its one rename (adding accents to the name).
    may_rename: bool,
}

/// How long the feed section says that a password change gave the feed a new address.
const FEED_RENEWED_NOTICE_DAYS: i64 = 30;

/// The page's sections; a form's message is shown in its own section (`?at=`), where
/// the page opens after the form was sent, not at the top out of view.
const SECTIONS: [&str; 12] = [
    "rename",
    "push",
    "invitations",
    "people",
    "email",
    "delete",
    "notifications",
    "time-zone",
    "feed",
    "absence",
    "password",
    "recent",
];

#[derive(Deserialize, Default)]
struct SettingsQuery {
    at: Option<String>,
}

async fn show_settings(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Query(query): Query<SettingsQuery>,
) -> Result<Response> {
    let (jar, flash) = auth::take_flash(jar);
    let at = SECTIONS
        .into_iter()
        .find(|s| query.at.as_deref() == Some(*s))
        .filter(|_| !flash.is_empty());
    let (flash, section_flash) = match at {
        Some(_) => (Vec::new(), flash),
        None => (flash, Vec::new()),
    };
    let service = &state.service;
    let settings = service.notify_settings(&user.user).await?;
    let now = service.now();
    let absences = service
        .absences(&user.user)
        .await?
        .into_iter()
        .map(|a| {
            // Absences are whole days in UTC (docs/notifications.md).
            let day = |t| crate::local_time::day(t, Some("UTC"));
            if a.starts_at <= now {
                site(&Message::new("settings-away-now").arg("back", day(a.ends_at)))
            } else {
                site(
                    &Message::new("settings-away-planned")
                        .arg("from", day(a.starts_at))
                        .arg("to", day(a.ends_at)),
                )
            }
        })
        .collect();
    let devices = service.push_devices(user.user.user_id).await?;
    let recent = service
        .over_days()?
        .outbox_for_user(user.user.user_id, 10)
        .await
        .map_err(ServiceError::from)?
        .into_iter()
        .map(|mut r| {
            if r.channel == Channel::Push {
                // A device by its name: its push service's address is a secret.
                r.recipient = devices
                    .iter()
                    .find(|d| d.subscription_id.to_string() == r.recipient)
                    .map_or_else(|| t("settings-push-device-gone"), |d| d.device.clone());
            }
            let status = match r.status {
                OutboxStatus::Sent => "sent",
                OutboxStatus::Pending => "pending",
                OutboxStatus::Failed => "failed",
            };
            site(
                &Message::new("settings-recent-item")
                    .arg("date", date(r.created_at))
                    .arg("subject", r.subject)
                    .arg("channel", r.channel.as_str())
                    .arg("recipient", r.recipient)
                    .arg("status", status),
            )
        })
        .collect();
    let layout = Layout::new(Some(&user), flash);
    let language_chosen = settings
        .language
        .as_deref()
        .and_then(crate::game::text::language)
        .is_some();
    let page = SettingsPage {
        language: layout.language,
        language_chosen,
        layout,
        at: at.unwrap_or(""),
        section_flash,
        username: user.user.username.clone(),
        mail_enabled: state.config.mail_enabled(),
        email: settings.email,
        pending_email: settings.pending_email,
        token_hours: EMAIL_TOKEN_HOURS,
        mode: settings.email_mode.as_str(),
        webhook_url: settings.webhook_url.unwrap_or_default(),
        webhook_off: settings.webhook_off_url,
        feed_renewed: settings
            .feed_renewed_at
            .filter(|at| now - *at < time::Duration::days(FEED_RENEWED_NOTICE_DAYS))
            .filter(|_| settings.feed_token.is_some())
            .map(date),
        time_zone_shown: settings.time_zone.clone().unwrap_or_else(|| "UTC".into()),
        time_zone: settings.time_zone.unwrap_or_default(),
        feed_url: settings.feed_token.map(|t| service.feed_url(&t)),
        absences,
        absence_max: ABSENCE_MAX_DAYS,
        absence_window: ABSENCE_WINDOW_DAYS,
        name_held_days: crate::store::DELETED_NAME_HELD_DAYS,
        today: now.date().to_string(),
        latest: (now + time::Duration::days(ABSENCE_MAX_DAYS))
            .date()
            .to_string(),
        recent,
        invite_from: service.invite_from(&user.user).await?.as_str(),
        hide_reviews: service.hides_reviews(&user.user).await?,
        people: service
            .person_choices(&user.user)
            .await?
            .into_iter()
            .map(|(u, c)| (u.username, c.as_str()))
            .collect(),
        push_key: service.vapid().await?.public_key().to_string(),
        devices: devices
            .into_iter()
            .map(|d| {
                let since = crate::local_time::day(d.created_at, None);
                (d.subscription_id, d.device, since)
            })
            .collect(),
        may_rename: service.may_rename(&user.user).await?,
    };
    Ok((jar, render(&page)?).into_response())
}

/// Back to the settings page with a message; messages a person can act on are shown
/// there, failures of the server stay errors.
fn back(
    state: &AppState,
    jar: CookieJar,
    result: std::result::Result<String, ServiceError>,
    anchor: &str,
) -> Result<Response> {
    let message = match result {
        Ok(message) => message,
        Err(
            e @ (ServiceError::Conflict(_)
            | ServiceError::Forbidden(_)
            | ServiceError::Invalid(_)
            | ServiceError::NotFound(_)
            | ServiceError::RateLimited(_)),
        ) => AppError::from(e).page_message(),
        Err(e) => return Err(e.into()),
    };
    Ok(auth::flash_to(
        state,
        jar,
        &[message],
        &format!("/settings?at={anchor}#{anchor}"),
    ))
}

#[derive(Deserialize, Default)]
struct NotificationsForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    mode: String,
    #[serde(default)]
    webhook_url: String,
}

async fn save_notifications(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(form): Form<NotificationsForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = state
        .service
        .set_notify_preferences(&user.user, &form.mode, &form.webhook_url)
        .await
        .map(|()| t("settings-saved"));
    back(&state, jar, result, "notifications")
}

#[derive(Deserialize, Default)]
struct TimeZoneForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    time_zone: String,
    /// Sent by the lobby's script with the browser's zone: no page, no message.
    #[serde(default)]
    auto: String,
}

async fn save_time_zone(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(form): Form<TimeZoneForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = state
        .service
        .set_time_zone(&user.user, &form.time_zone)
        .await;
    if form.auto == "1" {
        return match result {
            Ok(()) => Ok(StatusCode::NO_CONTENT.into_response()),
            Err(ServiceError::Invalid(m)) => Ok((StatusCode::BAD_REQUEST, m).into_response()),
            Err(e) => Err(e.into()),
        };
    }
    let result = result.map(|()| {
        site(&Message::new("settings-time-zone-saved").arg("zone", form.time_zone.trim()))
    });
    back(&state, jar, result, "time-zone")
}

#[derive(Deserialize, Default)]
struct EmailForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    email: String,
}

async fn add_email(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(form): Form<EmailForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = state
        .service
        .add_email(&user.user, &form.email)
        .await
        .map(|()| t("settings-email-sent"));
    back(&state, jar, result, "email")
}

async fn remove_email(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = state
        .service
        .remove_email(&user.user)
        .await
        .map(|()| t("settings-email-removed"));
    back(&state, jar, result, "email")
}

#[derive(Deserialize)]
struct VerifyQuery {
    token: Option<String>,
}

/// The link from the verification mail (the random token is the proof; no session
/// needed, so it also works in another browser).
async fn verify_email(
    State(state): State<AppState>,
    jar: CookieJar,
    Query(q): Query<VerifyQuery>,
) -> Result<Response> {
    let result = state
        .service
        .confirm_email(q.token.as_deref().unwrap_or(""))
        .await
        .map(|email| site(&Message::new("settings-email-confirmed").arg("address", email)));
    back(&state, jar, result, "email")
}

async fn regenerate_feed(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let had_feed = state
        .service
        .notify_settings(&user.user)
        .await?
        .feed_token
        .is_some();
    let result = state.service.regenerate_feed(&user.user).await.map(|_| {
        if had_feed {
            t("settings-feed-renewed-now")
        } else {
            t("settings-feed-ready")
        }
    });
    back(&state, jar, result, "feed")
}

#[derive(Deserialize, Default)]
struct AbsenceForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    until: String,
}

async fn declare_absence(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(form): Form<AbsenceForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = match parse_date(&form.until) {
        Some(day) => state
            .service
            .declare_absence(&user.user, day)
            .await
            .map(|a| site(&Message::new("settings-absence-declared").arg("back", date(a.ends_at)))),
        None => Err(ServiceError::Invalid(t("settings-absence-choose-day"))),
    };
    back(&state, jar, result, "absence")
}

async fn end_absence(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = state
        .service
        .end_absence(&user.user)
        .await
        .map(|()| t("settings-absence-ended"));
    back(&state, jar, result, "absence")
}

#[derive(Deserialize, Default)]
struct PasswordForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    current: String,
    #[serde(default)]
    new: String,
    #[serde(default)]
    repeat: String,
}

async fn change_password(
    State(state): State<AppState>,
    user: WebUser,
    ClientAddr(addr): ClientAddr,
    jar: CookieJar,
    Form(form): Form<PasswordForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = if form.new != form.repeat {
        Err(ServiceError::Invalid(t("settings-password-differ")))
    } else {
        state
            .service
            .change_password(
                &user.user,
                &form.current,
                &form.new,
                Some(&user.token),
                addr,
            )
            .await
            .map(|()| t("settings-password-changed"))
    };
    back(&state, jar, result, "password")
}

#[derive(Deserialize, Default)]
struct RenameForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    username: String,
}

/// The one rename: the name with accents added.
async fn rename(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(form): Form<RenameForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = state
        .service
        .rename_account(&user.user, &form.username)
        .await
        .map(|name| site(&Message::new("settings-renamed").arg("username", name)));
    back(&state, jar, result, "rename")
}

#[derive(Deserialize, Default)]
struct DeleteAccountForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    password: String,
    /// The "I understand" box.
    #[serde(default)]
    understood: String,
}

async fn delete_account(
    State(state): State<AppState>,
    user: WebUser,
    ClientAddr(addr): ClientAddr,
    jar: CookieJar,
    Form(form): Form<DeleteAccountForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    if form.understood.is_empty() {
        let unticked = Err(ServiceError::Invalid(t("settings-delete-unticked")));
        return back(&state, jar, unticked, "delete");
    }
    match state
        .service
        .delete_account(&user.user, &form.password, addr)
        .await
    {
        Ok(()) => {
            let jar = jar.remove(auth::removal(auth::SESSION_COOKIE));
            let said = t("settings-deleted");
            Ok(auth::flash_to(&state, jar, &[said], "/"))
        }
        Err(e) => back(&state, jar, Err(e), "delete"),
    }
}

/// `YYYY-MM-DD`.
pub fn parse_date(text: &str) -> Option<time::Date> {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    time::Date::parse(text.trim(), &format).ok()
}

#[derive(Deserialize, Default)]
struct InviteFromForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    invite_from: String,
}

/// Who may invite the user by name.
async fn save_invite_from(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(form): Form<InviteFromForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = match InviteFrom::parse(form.invite_from.trim()) {
        None => Err(ServiceError::Invalid(t("settings-invite-choose"))),
        Some(choice) => state
            .service
            .set_invite_from(&user.user, choice)
            .await
            .map(|()| t("settings-saved")),
    };
    back(&state, jar, result, "invitations")
}

#[derive(Deserialize, Default)]
struct HideReviewsForm {
    #[serde(default)]
    csrf: String,
    /// The checkbox: present ("on") when checked.
    #[serde(default)]
    hide_reviews: Option<String>,
}

/// Whether the computer's reviews of the user's moves are shown to others.
async fn save_hide_reviews(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(form): Form<HideReviewsForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = state
        .service
        .set_hides_reviews(&user.user, form.hide_reviews.is_some())
        .await
        .map(|()| t("settings-saved"));
    back(&state, jar, result, "reviews")
}

#[derive(Deserialize, Default)]
struct PushForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    endpoint: String,
    #[serde(default)]
    p256dh: String,
    #[serde(default)]
    auth: String,
}

/// The settings page's script sends what `PushManager.subscribe` gave the browser.
async fn subscribe_push(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    headers: axum::http::HeaderMap,
    Form(form): Form<PushForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let user_agent = headers
        .get(axum::http::header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let result = state
        .service
        .subscribe_push(
            &user.user,
            &form.endpoint,
            &form.p256dh,
            &form.auth,
            user_agent,
        )
        .await
        .map(|()| t("settings-push-added"));
    back(&state, jar, result, "push")
}

async fn test_push(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = state
        .service
        .test_push(&user.user)
        .await
        .map(|n| site(&Message::new("settings-push-tested").arg("count", n)));
    back(&state, jar, result, "push")
}

async fn remove_push_device(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(device): Path<String>,
    Form(form): Form<CsrfForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = match device.parse() {
        Ok(device) => state
            .service
            .remove_push_device(user.user.user_id, device)
            .await
            .map(|()| t("settings-push-removed")),
        Err(_) => Err(ServiceError::NotFound(t("settings-push-no-such-device"))),
    };
    back(&state, jar, result, "push")
}
