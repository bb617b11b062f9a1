//! The private Atom feed of each user at `/feeds/<random id>` (the id is the secret; see
//! the settings page). Built from what that user may see, in that user's language (a feed
//! reader sends no cookie, and its `Accept-Language` is not theirs):
//! [`crate::notify::feed`].

use super::{AppState, Result};
use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;

pub fn router() -> Router<AppState> {
    Router::new().route("/feeds/{token}", get(show_feed))
}

async fn show_feed(State(state): State<AppState>, Path(token): Path<String>) -> Result<Response> {
    let user = state.service.feed_user(&token).await?;
    let self_url = state.service.feed_url(&token);
    let xml = crate::notify::feed::atom(&state.service, &user, &self_url).await?;
    Ok((
        [
            (header::CONTENT_TYPE, "application/atom+xml; charset=utf-8"),
            // Personal: no shared caches; readers poll every few minutes anyway.
            (header::CACHE_CONTROL, "private, max-age=300"),
            (header::HeaderName::from_static("x-robots-tag"), "noindex"),
        ],
        xml,
    )
        .into_response())
}
