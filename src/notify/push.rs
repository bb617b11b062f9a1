//! Web Push: a notification to a browser that subscribed on the settings page, through its
//! push service (RFC 8030), the message encrypted for that browser alone (RFC 8291,
//! `aes128gcm`, by the `web-push-native` crate) and the request signed with the server's
//! VAPID key (RFC 8292), which lives in the database so that every instance signs alike.
//!
//! A push service's address is a URL the browser chose, so it gets the webhook's guard
//! against server-side request forgery: checked when the browser subscribes and again before
//! each call, connected to the address that was checked, no redirects, no proxy
//! (`crate::service::webhook_target`). The service's 404 or 410 means the subscription is
//! gone: the worker then forgets it.

use super::mail::SendError;
use crate::service::webhook_target::{check_target, Target};
use crate::store::notify::{Channel, NewOutbox, OutboxItem, PushSubscription};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use serde::{Deserialize, Serialize};
use std::time::Duration;
use uuid::Uuid;
use web_push_native::jwt_simple::prelude::{
    Claims, Duration as JwtDuration, ECDSAP256KeyPairLike as _, ECDSAP256PublicKeyLike as _,
    ES256KeyPair,
};
use web_push_native::{p256, Auth, WebPushBuilder};

/// How long the push service keeps a message for a device that is off (its `TTL`): a
/// notice older than a day is stale, the lobby says the same.
const TIME_TO_LIVE: Duration = Duration::from_secs(24 * 60 * 60);
/// How long a VAPID signature is valid (RFC 8292 allows up to a day).
const SIGNATURE_HOURS: u64 = 12;
/// Longest text of a notification (push services take about 4 KB of payload).
pub const BODY_MAX: usize = 600;

/// The server's VAPID key pair.
pub struct Vapid {
    key: ES256KeyPair,
    /// The public key as browsers take it (`applicationServerKey`): the uncompressed
    /// P-256 point, base64url.
    public: String,
}

impl Vapid {
    /// A new private key, base64url, for the store to keep.
    pub fn new_private_key() -> String {
        URL_SAFE_NO_PAD.encode(ES256KeyPair::generate().to_bytes())
    }

    /// The key pair of a stored private key.
    pub fn from_private_key(private: &str) -> anyhow::Result<Vapid> {
        let bytes = URL_SAFE_NO_PAD.decode(private)?;
        let key = ES256KeyPair::from_bytes(&bytes)
            .map_err(|e| anyhow::anyhow!("the stored VAPID key is not a P-256 key: {e}"))?;
        let public = URL_SAFE_NO_PAD.encode(key.public_key().public_key().to_bytes_uncompressed());
        Ok(Vapid { key, public })
    }

    pub fn public_key(&self) -> &str {
        &self.public
    }

    /// The `Authorization` header for a call to `target` (RFC 8292): a JWT for the push
    /// service's origin, signed ES256, and the public key. `contact` is how the push
    /// service reaches the site's operator (a `mailto:` or `https:` URL).
    fn authorization(&self, target: &reqwest::Url, contact: &str) -> Result<String, SendError> {
        // The origin with its port when not the default one (the crate's own signer leaves
        // the port out).
        let origin = target.origin().ascii_serialization();
        let claims = Claims::create(JwtDuration::from_hours(SIGNATURE_HOURS))
            .with_audience(origin)
            .with_subject(contact);
        let token = self
            .key
            .sign(claims)
            .map_err(|e| SendError::Permanent(format!("cannot sign the push request: {e}")))?;
        Ok(format!("vapid t={token}, k={}", self.public))
    }
}

/// What the service worker shows (`static/sw.js`), as the push message's JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notice {
    pub title: String,
    pub body: String,
    /// Where a click leads (a page of this site).
    pub url: String,
    /// A newer notice with the same tag replaces the older one on the device (one per
    /// game).
    pub tag: String,
}

impl Notice {
    /// The outbox rows that send this notice to each of `devices`, keyed `key` (plus the
    /// device): for `user_id`, about `game_id`, of `kind` (`turn`, `chat`…).
    pub fn rows(
        &self,
        devices: &[PushSubscription],
        user_id: Uuid,
        game_id: Option<Uuid>,
        kind: &str,
        key: &str,
    ) -> Vec<NewOutbox> {
        let notice = Notice {
            body: super::messages::one_line(&self.body, BODY_MAX),
            ..self.clone()
        };
        let body = serde_json::to_string(&notice).unwrap_or_default();
        devices
            .iter()
            .map(|device| NewOutbox {
                idem_key: format!("{key}:push:{}", device.subscription_id),
                user_id,
                game_id,
                channel: Channel::Push,
                kind: kind.to_string(),
                recipient: device.subscription_id.to_string(),
                subject: notice.title.clone(),
                body: body.clone(),
            })
            .collect()
    }
}

/// Checks a push service's address as a browser sent it: https (or, with the test
/// override, a loopback http address), and a public address like a webhook's.
pub async fn check_endpoint(endpoint: &str, allow_loopback: bool) -> Result<Target, String> {
    let target = check_target(endpoint, allow_loopback).await?;
    if target.url.scheme() != "https" && !allow_loopback {
        return Err(crate::game::text::t("settings-push-not-https"));
    }
    Ok(target)
}

/// The browser's keys of a subscription, decoded; the words say what is wrong.
pub fn browser_keys(p256dh: &str, auth: &str) -> Result<(p256::PublicKey, Auth), String> {
    let key = URL_SAFE_NO_PAD
        .decode(p256dh.trim_end_matches('='))
        .ok()
        .and_then(|bytes| p256::PublicKey::from_sec1_bytes(&bytes).ok())
        .ok_or_else(|| crate::game::text::t("settings-push-bad-key"))?;
    let auth = URL_SAFE_NO_PAD
        .decode(auth.trim_end_matches('='))
        .ok()
        .filter(|bytes| bytes.len() == 16)
        .ok_or_else(|| crate::game::text::t("settings-push-bad-key"))?;
    Ok((key, Auth::clone_from_slice(&auth)))
}

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
    let authorization = vapid.authorization(&target.url, contact)?;
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

/// "Firefox on Android": what the settings page calls a device, from its User-Agent.
pub fn device_name(user_agent: &str) -> String {
    let ua = user_agent;
    let browser = [
        ("Firefox/", "Firefox"),
        ("Edg/", "Edge"),
        ("OPR/", "Opera"),
        ("SamsungBrowser/", "Samsung Internet"),
        ("Chrome/", "Chrome"),
        ("Safari/", "Safari"),
    ]
    .into_iter()
    .find(|(mark, _)| ua.contains(mark))
    .map_or("Browser", |(_, name)| name);
    let system = [
        ("Android", "Android"),
        ("iPhone", "iPhone"),
        ("iPad", "iPad"),
        ("Windows", "Windows"),
        ("Mac OS X", "macOS"),
        ("CrOS", "ChromeOS"),
        ("Linux", "Linux"),
    ]
    .into_iter()
    .find(|(mark, _)| ua.contains(mark))
    .map(|(_, name)| name);
    match system {
        Some(system) => crate::game::text::site(
            &crate::game::Message::new("settings-push-device-name")
                .arg("browser", browser)
                .arg("system", system),
        ),
        None => browser.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_key_gives_the_same_public_key() {
        let private = Vapid::new_private_key();
        let a = Vapid::from_private_key(&private).unwrap();
        let b = Vapid::from_private_key(&private).unwrap();
        assert_eq!(a.public_key(), b.public_key());
        // The uncompressed point: 65 bytes, starting 0x04.
        let public = URL_SAFE_NO_PAD.decode(a.public_key()).unwrap();
        assert_eq!((public.len(), public[0]), (65, 4));
        assert!(Vapid::from_private_key("not a key").is_err());
    }

    #[test]
    fn the_signature_names_the_origin_with_its_port() {
        let vapid = Vapid::from_private_key(&Vapid::new_private_key()).unwrap();
        let header = vapid
            .authorization(
                &"http://127.0.0.1:9123/push/abc".parse().unwrap(),
                "mailto:ops@example.org",
            )
            .unwrap();
        let token = header
            .strip_prefix("vapid t=")
            .and_then(|rest| rest.split(", k=").next())
            .unwrap();
        let claims = token.split('.').nth(1).unwrap();
        let claims: serde_json::Value =
            serde_json::from_slice(&URL_SAFE_NO_PAD.decode(claims).unwrap()).unwrap();
        assert_eq!(claims["aud"], "http://127.0.0.1:9123");
        assert_eq!(claims["sub"], "mailto:ops@example.org");
        assert!(header.ends_with(&format!(", k={}", vapid.public_key())));
    }

    #[test]
    fn keys_a_browser_sent_are_checked() {
        let secret = p256::SecretKey::from_slice(&[7u8; 32]).unwrap();
        let public = URL_SAFE_NO_PAD.encode(
            p256::elliptic_curve::sec1::ToEncodedPoint::to_encoded_point(
                &secret.public_key(),
                false,
            )
            .as_bytes(),
        );
        let auth = URL_SAFE_NO_PAD.encode([1u8; 16]);
        assert!(browser_keys(&public, &auth).is_ok());
        assert!(browser_keys("AAAA", &auth).is_err());
        assert!(browser_keys(&public, "AAAA").is_err());
    }

    #[test]
    fn devices_are_named_after_browser_and_system() {
        let firefox = "Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0";
        assert_eq!(device_name(firefox), "Firefox on Android");
        let chrome = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like \
                      Gecko) Chrome/131.0.0.0 Safari/537.36";
        assert_eq!(device_name(chrome), "Chrome on Windows");
        assert_eq!(device_name(""), "Browser");
    }
}
