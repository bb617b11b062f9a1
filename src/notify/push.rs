//! Web Push: a notification to a browser that subscribed on the settings page, through its
//! push service (RFC 8030), the message encrypted for that browser alone (RFC 8291,
//! `aes128gcm`, by the `web-push-native` crate) and the request signed with the server's
//! VAPID key (RFC 8292), which lives in the database so that every instance signs alike.
//!
//! A push service's address is a URL the browser chose, so it gets the webhook's guard
//! against server-side request forgery: checked when the browser subscribes and again before
//! each call, connected to the address that was checked, no redirects, no proxy
//! (`crate::service::webhook_target`). The service's 404 or 410 means the subscription is
//! gone: the worker then forgets it. The key, the notice's words and the checks of what a
//! browser sends are the service's (`crate::service::push`); this is the call.

use super::mail::SendError;
use crate::service::push::{browser_keys, check_endpoint, Vapid};
use crate::store::notify::{OutboxItem, PushSubscription};
use std::time::Duration;
use web_push_native::WebPushBuilder;

/// How long the push service keeps a message for a device that is off (its `TTL`): a
/// notice older than a day is stale, the lobby says the same.
const TIME_TO_LIVE: Duration = Duration::from_secs(24 * 60 * 60);

/// Sends a push outbox row to its device. `Gone` when the push service says the
/// subscription no longer exists (404, 410): the caller forgets it.
pub async fn deliver(
    item: &OutboxItem,
    device: &PushSubscription,
    vapid: &Vapid,
    contact: &str,
    allow_loopback: bool,
) -> Result<(), SendError> {
    let target = check_endpoint(&device.endpoint, allow_loopback)
        .await
        .map_err(|e| SendError::Permanent(format!("push service refused: {e}")))?;
    let (key, auth) = browser_keys(&device.p256dh, &device.auth).map_err(SendError::Permanent)?;
    let endpoint = target
        .url
        .as_str()
        .parse()
        .map_err(|e| SendError::Permanent(format!("push service address: {e}")))?;
    let request = WebPushBuilder::new(endpoint, key, auth)
        .with_valid_duration(TIME_TO_LIVE)
        .build(item.body.as_bytes())
        .map_err(|e| SendError::Permanent(format!("cannot encrypt the notification: {e}")))?;
    let authorization = vapid
        .authorization(&target.url, contact)
        .map_err(SendError::Permanent)?;
    let client = super::webhook::client_for(&target)?;
    let mut request = reqwest::Request::try_from(request)
        .map_err(|e| SendError::Permanent(format!("push request: {e}")))?;
    let headers = request.headers_mut();
    headers.insert(
        reqwest::header::AUTHORIZATION,
        authorization
            .parse()
            .map_err(|_| SendError::Permanent("push request: bad signature header".into()))?,
    );
    // A newer notice about the same game replaces one the device has not fetched yet.
    if let Some(game_id) = item.game_id {
        if let Ok(topic) = game_id.simple().to_string().parse() {
            headers.insert("Topic", topic);
        }
    }
    let response = client
        .execute(request)
        .await
        .map_err(|e| SendError::Temporary(format!("push call failed: {e}")))?;
    let status = response.status();
    match status.as_u16() {
        200..=299 => Ok(()),
        404 | 410 => Err(SendError::Gone(format!(
            "the push service answered {status}: the device unsubscribed"
        ))),
        429 | 500..=599 => Err(SendError::Temporary(format!(
            "the push service answered {status}"
        ))),
        _ => Err(SendError::Permanent(format!(
            "the push service answered {status}"
        ))),
    }
}
