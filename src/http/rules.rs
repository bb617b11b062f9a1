//! The rules page of King of Siam / King of Saba, in our own words, with the online
//! conventions and the rulings this server implements (R1–R15, `docs/rulings.md`).

use super::auth::MaybeWebUser;
use super::{render, AppState, Layout, Result};
use askama::Template;
use axum::response::{IntoResponse, Redirect, Response};
use axum::routing::get;
use axum::Router;

pub fn router() -> Router<AppState> {
    Router::new()
        // One game has rules so far; `/rules` leads there (temporary: an index once
        // there are more).
        .route(
            "/rules",
            get(|| async { Redirect::temporary("/rules/king-of-siam") }),
        )
        .route("/rules/king-of-siam", get(show_rules))
}

#[derive(Template)]
#[template(path = "siam/templates/rules.html")]
struct RulesPage {
    layout: Layout,
}

async fn show_rules(MaybeWebUser(user): MaybeWebUser) -> Result<Response> {
    let page = RulesPage {
        layout: Layout::new(user.as_ref(), Vec::new()),
    };
    Ok(render(&page)?.into_response())
}
