//! No NUL character (U+0000) gets past the router: one is refused with 400 wherever it
//! is, in the path, the query, a form or a JSON body, before any handler sees it.
//!
//! No name, code, token or text of the site can hold one: a NUL can never match a stored
//! name or code, and must never be stored. Postgres refuses NUL in text (and `\u0000` in
//! JSON) with an error, SQLite keeps it; refusing it here, in one place, makes both
//! databases answer alike and keeps it out of chats, notes and names.

use super::AppError;
use axum::body::{Body, Bytes};
use axum::extract::{FromRequest, Request};
use axum::http::{header, Method, Uri};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::Value;

/// What the refused person is told (in the request's language).
pub fn nul_refused() -> String {
    crate::game::text::t("error-nul")
}

/// Refuses a request with a NUL character in its path, query or body (see the module).
pub async fn refuse_nul(req: Request, next: Next) -> Response {
    if uri_has_nul(req.uri()) {
        return refused();
    }
    if matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS) {
        return next.run(req).await;
    }
    let (parts, body) = req.into_parts();
    // The body limit layer outside this one bounds what is read here.
    let bytes = match Bytes::from_request(Request::new(body), &()).await {
        Ok(bytes) => bytes,
        Err(rejection) => return rejection.into_response(),
    };
    let form = parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|t| t.starts_with("application/x-www-form-urlencoded"));
    if body_has_nul(&bytes, form) {
        return refused();
    }
    next.run(Request::from_parts(parts, Body::from(bytes)))
        .await
}

fn refused() -> Response {
    AppError::BadRequest(nul_refused()).into_response()
}

/// A NUL in the path or query: only `%00` decodes to one (the URI itself cannot hold a
/// raw NUL).
fn uri_has_nul(uri: &Uri) -> bool {
    let has = |text: &str| text.contains("%00");
    has(uri.path()) || uri.query().is_some_and(has)
}

/// A NUL in a body: a raw NUL byte in any body, `%00` in a form, `\u0000` inside a JSON
/// string or key (a body that is not JSON is left to the handler, which refuses it).
fn body_has_nul(bytes: &[u8], form: bool) -> bool {
    if bytes.contains(&0) {
        return true;
    }
    if form {
        return bytes.windows(3).any(|w| w == b"%00");
    }
    if !bytes.windows(6).any(|w| w.eq_ignore_ascii_case(b"\\u0000")) {
        return false;
    }
    serde_json::from_slice::<Value>(bytes).is_ok_and(|value| json_has_nul(&value))
}

fn json_has_nul(value: &Value) -> bool {
    match value {
        Value::String(text) => text.contains('\0'),
        Value::Array(items) => items.iter().any(json_has_nul),
        Value::Object(fields) => fields
            .iter()
            .any(|(key, value)| key.contains('\0') || json_has_nul(value)),
        Value::Null | Value::Bool(_) | Value::Number(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_nul_is_found_wherever_it_is_written() {
        let uri = |text: &str| text.parse::<Uri>().unwrap();
        assert!(uri_has_nul(&uri("/players/a%00b")));
        assert!(uri_has_nul(&uri("/login?next=%2F%00")));
        assert!(!uri_has_nul(&uri("/players/a%2500b?x=100%25")));

        assert!(body_has_nul(b"username=a%00b&csrf=x", true));
        assert!(body_has_nul(b"username=a\0b", true));
        assert!(!body_has_nul(b"note=50%2500", true));

        assert!(body_has_nul(br#"{"username":"a\u0000b"}"#, false));
        assert!(body_has_nul(br#"{"invite":["\u0000"]}"#, false));
        assert!(body_has_nul(br#"{"a\u0000":1}"#, false));
        // An escaped backslash followed by "u0000" is text, not a NUL.
        assert!(!body_has_nul(br#"{"text":"\\u0000"}"#, false));
        assert!(!body_has_nul(br#"{"text":"%00"}"#, false));
        // Not JSON: the handler refuses it in its own words.
        assert!(!body_has_nul(br#"{"text":"\u0000"#, false));
    }
}
