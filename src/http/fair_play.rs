//! Fair play on the pages (`docs/social.md` § Fair play; the sentence that tells a player
//! where they stand, on the profile and the leaderboard, is
//! [`crate::pages::profile::standing_text`]): for moderators the person's linked
//! accounts, the forms to mark them established, void or restore ratings, and the
//! fair-play record. Who may do what is decided by [`crate::service::fair_play`].

use super::auth::WebUser;
use super::moderation::{back_with, time_text};
use super::{url_encode, AppState, Result};
use crate::game::text::{site, t};
use crate::game::Message;
use crate::service::fair_play::{
    LinkedAccount, OPERATOR_ESTABLISHED, OPERATOR_RESTORED, OPERATOR_VOIDED,
};
use crate::service::networks::NETWORK_DAYS;
use crate::store::{EstablishedBy, FairPlayAction, FairPlayKind, User};
use axum::extract::{Path, State};
use axum::response::Response;
use axum::routing::post;
use axum::{Form, Router};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/moderation/players/{name}/establish", post(establish))
        .route(
            "/moderation/players/{name}/void-ratings",
            post(void_ratings),
        )
        .route(
            "/moderation/players/{name}/restore-ratings",
            post(restore_ratings),
        )
}

/// The fair-play part of a moderator's page about a person.
pub struct FairPlaySection {
    /// Where they stand, in words.
    pub standing: String,
    pub established: bool,
    pub voided: bool,
    /// Other accounts seen from their networks: (username, what links them).
    pub linked: Vec<(String, String)>,
    /// The names the void form starts with: the person and the accounts linked by network.
    pub void_names: String,
    pub days: i64,
    pub record: Vec<FairPlayRow>,
}

pub struct FairPlayRow {
    pub at: String,
    pub by: String,
    pub what: String,
    pub reason: String,
}

fn seen_how(reason: &str) -> String {
    t(if reason == "signup" {
        "fair-play-seen-signup"
    } else {
        "fair-play-seen-login"
    })
}

fn linked_row(l: &LinkedAccount) -> (String, String) {
    let key = if l.same_network {
        "fair-play-linked-same"
    } else {
        "fair-play-linked-near"
    };
    let what = site(
        &Message::new(key)
            .arg("network", l.seen.network.as_str())
            .arg("how", seen_how(&l.seen.reason))
            .arg("when", time_text(l.seen.seen_at)),
    );
    (l.user.username.clone(), what)
}

fn record_row(a: &FairPlayAction) -> FairPlayRow {
    let what = match a.kind {
        FairPlayKind::Established => "fair-play-did-established",
        FairPlayKind::Voided => "fair-play-did-voided",
        FairPlayKind::Restored => "fair-play-did-restored",
    };
    let reason = match (&a.moderator, a.reason.as_str()) {
        (None, OPERATOR_ESTABLISHED) => t("fair-play-operator-established"),
        (None, OPERATOR_VOIDED) => t("fair-play-operator-voided"),
        (None, OPERATOR_RESTORED) => t("fair-play-operator-restored"),
        _ => crate::http::links::without_direction_controls(&a.reason).into_owned(),
    };
    FairPlayRow {
        at: time_text(a.created_at),
        by: a
            .moderator
            .as_ref()
            .map_or_else(|| t("moderation-the-operator"), |m| m.username.clone()),
        what: site(&Message::new(what).arg("name", a.target.username.as_str())),
        reason,
    }
}

/// The fair-play part of the moderator's page about `person`.
pub async fn section(state: &AppState, moderator: &User, person: &User) -> Result<FairPlaySection> {
    let service = &state.service;
    let standing = service.fair_play_standing(person.user_id).await?;
    let linked = service.linked_accounts(moderator, person).await?;
    let mut void_names = vec![person.username.clone()];
    for l in linked.iter().filter(|l| l.same_network) {
        if !void_names.contains(&l.user.username) {
            void_names.push(l.user.username.clone());
        }
    }
    let standing_words = match (standing.established, &standing.voided) {
        (_, Some(reason)) => {
            site(&Message::new("fair-play-status-voided").arg("reason", reason.as_str()))
        }
        (Some(by), None) => {
            let how = match by {
                EstablishedBy::Operator => "fair-play-by-operator",
                EstablishedBy::Moderator => "fair-play-by-moderator",
                EstablishedBy::Games => "fair-play-by-games",
            };
            site(&Message::new("fair-play-status-established").arg("how", t(how)))
        }
        (None, None) if standing.needed == 0 => t("fair-play-nobody-yet"),
        (None, None) => site(
            &Message::new("fair-play-status-not")
                .arg("have", standing.opponents.min(standing.needed))
                .arg("needed", standing.needed),
        ),
    };
    Ok(FairPlaySection {
        standing: standing_words,
        established: standing.established.is_some(),
        voided: standing.voided.is_some(),
        linked: linked.iter().map(linked_row).collect(),
        void_names: void_names.join(" "),
        days: NETWORK_DAYS,
        record: service
            .fair_play_record(moderator, person)
            .await?
            .iter()
            .map(record_row)
            .collect(),
    })
}

#[derive(Deserialize)]
struct FairPlayForm {
    #[serde(default)]
    csrf: String,
    #[serde(default)]
    reason: String,
    /// The void form's accounts, by name, separated by spaces or commas.
    #[serde(default)]
    names: String,
}

fn person_path(name: &str) -> String {
    format!("/moderation/players/{}", url_encode(name))
}

/// `POST /moderation/players/{name}/establish`.
async fn establish(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(name): Path<String>,
    Form(form): Form<FairPlayForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = state
        .service
        .establish(Some(&user.user), &name, &form.reason)
        .await
        .map(|added| {
            let key = if added {
                "fair-play-established-done"
            } else {
                "fair-play-established-already"
            };
            site(&Message::new(key).arg("name", name.as_str()))
        });
    back_with(&state, jar, result, &person_path(&name))
}

/// `POST /moderation/players/{name}/void-ratings`: voids the ratings of the accounts the
/// form names (the person's page offers them and the accounts linked to them).
async fn void_ratings(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(name): Path<String>,
    Form(form): Form<FairPlayForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let names: Vec<String> = form
        .names
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|n| !n.is_empty())
        .map(str::to_string)
        .collect();
    let result = state
        .service
        .void_ratings(Some(&user.user), &names, &form.reason)
        .await
        .map(|count| {
            site(
                &Message::new("fair-play-voided-done")
                    .arg("count", i64::try_from(count).unwrap_or(i64::MAX)),
            )
        });
    back_with(&state, jar, result, &person_path(&name))
}

/// `POST /moderation/players/{name}/restore-ratings`.
async fn restore_ratings(
    State(state): State<AppState>,
    user: WebUser,
    jar: CookieJar,
    Path(name): Path<String>,
    Form(form): Form<FairPlayForm>,
) -> Result<Response> {
    user.check_csrf(&form.csrf)?;
    let result = state
        .service
        .restore_ratings(Some(&user.user), &name, &form.reason)
        .await
        .map(|lifted| {
            let key = if lifted {
                "fair-play-restored-done"
            } else {
                "fair-play-restored-not"
            };
            site(&Message::new(key).arg("name", name.as_str()))
        });
    back_with(&state, jar, result, &person_path(&name))
}
