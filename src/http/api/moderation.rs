//! The API's part of moderation: reporting a chat message or a person, muting and blocking
//! people, and the list of whom the caller muted or blocked. The moderators' own work is
//! done on their HTML pages (`/moderation`).

use super::ErrorBody;
use crate::http::auth::ApiUser;
use crate::http::{AppState, Result};
use crate::store::PersonChoice;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// Why the caller reports a message or a person.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportRequest {
    /// Plain text, 1 to 1000 characters with something besides spaces, no control
    /// characters but line breaks and no direction controls (U+202A–202E, U+2066–2069).
    #[schema(
        min_length = 1,
        max_length = 1000,
        pattern = r"^[^\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*[^\s\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069][^\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$"
    )]
    pub reason: String,
}

/// A report sent to the moderators.
#[derive(Serialize, ToSchema)]
pub struct ReportJson {
    pub id: i64,
}

fn created(id: i64) -> Response {
    (StatusCode::CREATED, Json(ReportJson { id })).into_response()
}

/// Reports a chat message the caller can read (not their own) to the moderators, who see
/// who sent the report; its author does not. At most 10 reports an hour.
#[utoipa::path(post, path = "/api/v1/chat/{message_id}/report", tag = "moderation",
    params(("message_id" = i64, Path, minimum = 1)),
    request_body = ReportRequest,
    security(("bearer" = [])),
    responses(
        (status = 201, body = ReportJson),
        (status = 403, description = "forbidden: the caller's own message", body = ErrorBody),
        (status = 404, description = "not_found: no such message the caller can read", body = ErrorBody),
        (status = 429, description = "rate_limited: 10 reports in the last hour", body = ErrorBody,
            headers(("Retry-After" = u64, description = "seconds to wait"))),
    ))]
pub(super) async fn report_message(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(message_id): Path<String>,
    Json(req): Json<ReportRequest>,
) -> Result<Response> {
    let message_id = crate::http::moderation::parse_number(&message_id, "message")?;
    let (id, _) = state
        .service
        .report_message(&user, message_id, &req.reason)
        .await?;
    Ok(created(id))
}

/// Reports a person to the moderators, who see who sent the report; the person does not.
/// At most 10 reports an hour.
#[utoipa::path(post, path = "/api/v1/players/{name}/report", tag = "moderation",
    params(("name" = String, Path)),
    request_body = ReportRequest,
    security(("bearer" = [])),
    responses(
        (status = 201, body = ReportJson),
        (status = 403, description = "forbidden: the caller themselves, or a computer player", body = ErrorBody),
        (status = 404, description = "not_found: no such player", body = ErrorBody),
        (status = 429, description = "rate_limited: 10 reports in the last hour", body = ErrorBody,
            headers(("Retry-After" = u64, description = "seconds to wait"))),
    ))]
pub(super) async fn report_person(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(name): Path<String>,
    Json(req): Json<ReportRequest>,
) -> Result<Response> {
    let (id, _) = state
        .service
        .report_person(&user, &name, &req.reason)
        .await?;
    Ok(created(id))
}

/// What the caller chose about a person.
#[derive(Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PersonChoiceJson {
    /// `muted` (their chat is hidden from the caller in every game, mail, feed and
    /// webhook), `blocked` (muted, and they may neither invite the caller by name nor join
    /// the caller's invitations) or `none`. The person is not told.
    #[schema(pattern = "^(muted|blocked|none)$")]
    pub choice: String,
}

/// Mutes, blocks or lets be a person.
#[utoipa::path(post, path = "/api/v1/players/{name}/choice", tag = "moderation",
    params(("name" = String, Path)),
    request_body = PersonChoiceJson,
    security(("bearer" = [])),
    responses(
        (status = 200, body = PersonChoiceJson),
        (status = 403, description = "forbidden: the caller themselves", body = ErrorBody),
        (status = 404, description = "not_found: no such player", body = ErrorBody),
    ))]
pub(super) async fn post_choice(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
    Path(name): Path<String>,
    Json(req): Json<PersonChoiceJson>,
) -> Result<Json<PersonChoiceJson>> {
    let choice = crate::service::moderation::parse_choice(&req.choice)?;
    state
        .service
        .set_person_choice(&user, &name, choice)
        .await?;
    Ok(Json(PersonChoiceJson {
        choice: choice.map_or("none", |c| c.as_str()).into(),
    }))
}

/// The people the caller muted or blocked, by name.
#[derive(Serialize, ToSchema)]
pub struct PeopleJson {
    pub muted: Vec<String>,
    pub blocked: Vec<String>,
}

/// Whom the caller muted or blocked.
#[utoipa::path(get, path = "/api/v1/settings/people", tag = "moderation",
    security(("bearer" = [])),
    responses((status = 200, body = PeopleJson)))]
pub(super) async fn get_people(
    State(state): State<AppState>,
    ApiUser(user): ApiUser,
) -> Result<Json<PeopleJson>> {
    let mut people = PeopleJson {
        muted: Vec::new(),
        blocked: Vec::new(),
    };
    for (other, choice) in state.service.person_choices(&user).await? {
        match choice {
            PersonChoice::Muted => people.muted.push(other.username),
            PersonChoice::Blocked => people.blocked.push(other.username),
        }
    }
    Ok(Json(people))
}
