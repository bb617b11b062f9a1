//! Push notifications on the service's side: the VAPID key (made once, shared by every
//! instance through the database) and its signature, the notice a device shows and its
//! outbox rows, a person's devices (subscribe, list, remove, test) with the checks of what a
//! browser sends, and the chat's and invitations' notices, under the same choices as mail
//! (docs/notifications.md, "Push"). The worker's call is `crate::notify::push`.

use super::webhook_target::{check_target, Target};
use super::{Service, ServiceError, ServiceResult};
use crate::game::text::{site, t};
use crate::game::Message;
use crate::store::notify::{Channel, EmailMode, NewOutbox, NotifySettings, PushSubscription};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use time::OffsetDateTime;
use uuid::Uuid;
use web_push_native::jwt_simple::prelude::{
    Claims, Duration as JwtDuration, ECDSAP256KeyPairLike as _, ECDSAP256PublicKeyLike as _,
    ES256KeyPair,
};
use web_push_native::{p256, Auth};

/// Devices one person may have subscribed at once.
pub const PUSH_DEVICES_MAX: usize = 10;
/// Subscriptions a person may make an hour (each one checks the push service's address).
pub const PUSH_SUBSCRIBES_PER_HOUR: u32 = 10;
/// Test notifications a person may ask for an hour.
pub const PUSH_TESTS_PER_HOUR: u32 = 5;
/// Longest subscription field a browser may send (endpoints are a few hundred bytes).
const FIELD_MAX: usize = 2000;
/// No game notice to somebody who made an authenticated request this recently: they are
/// on the site and see their games already (mail and devices alike).
pub const ACTIVE_WINDOW: time::Duration = time::Duration::minutes(5);

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
    pub fn authorization(&self, target: &reqwest::Url, contact: &str) -> Result<String, String> {
        // The origin with its port when not the default one (the crate's own signer leaves
        // the port out).
        let origin = target.origin().ascii_serialization();
        let claims = Claims::create(JwtDuration::from_hours(SIGNATURE_HOURS))
            .with_audience(origin)
            .with_subject(contact);
        let token = self
            .key
            .sign(claims)
            .map_err(|e| format!("cannot sign the push request: {e}"))?;
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
            body: one_line(&self.body, BODY_MAX),
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

/// "alice wrote in …": a chat message of the game `title` at `game_url`, on a device.
pub fn chat_notice(title: &str, game_url: &str, author: &str, text: &str) -> Notice {
    Notice {
        title: site(
            &Message::new("notify-chat-push-title")
                .arg("name", author)
                .arg("title", title),
        ),
        body: text.to_string(),
        url: format!("{game_url}#chat"),
        // One per game (its id ends the address).
        tag: format!("chat-{}", game_url.rsplit('/').next().unwrap_or_default()),
    }
}

/// "alice invites you to play …", with the host's note, leading to the invitation.
pub fn invited_notice(inviter: &str, title: &str, note: &str, link: &str) -> Notice {
    Notice {
        title: site(
            &Message::new("notify-invited-subject")
                .arg("inviter", inviter)
                .arg("title", title),
        ),
        body: if note.is_empty() {
            t("notify-invited-lobby")
        } else {
            site(&Message::new("notify-invited-note").arg("note", note))
        },
        url: link.to_string(),
        // One per invitation (its code ends the link).
        tag: format!("invitation-{}", link.rsplit('/').next().unwrap_or_default()),
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

/// Whether the user was on the site within [`ACTIVE_WINDOW`] before `now`.
pub fn recently_active(settings: &NotifySettings, now: OffsetDateTime) -> bool {
    settings
        .last_seen_at
        .is_some_and(|seen| now - seen < ACTIVE_WINDOW)
}

/// `text` on one line, at most `max` characters (an ellipsis marks a cut). No-break spaces
/// stay (French puts one before a colon).
pub fn one_line(text: &str, max: usize) -> String {
    let breaks = |c: char| c.is_whitespace() && !matches!(c, '\u{a0}' | '\u{202f}');
    let words = text.split(breaks).filter(|w| !w.is_empty());
    let flat = words.collect::<Vec<_>>().join(" ");
    if flat.chars().count() <= max {
        return flat;
    }
    let mut cut: String = flat.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

impl Service {
    /// The server's VAPID key pair: the stored one, or a new one stored by whichever
    /// instance asks first.
    pub async fn vapid(&self) -> ServiceResult<Arc<Vapid>> {
        self.vapid
            .get_or_try_init(|| async {
                let private = self
                    .over_days()?
                    .vapid_key(&Vapid::new_private_key(), self.now())
                    .await?;
                Vapid::from_private_key(&private)
                    .map(Arc::new)
                    .map_err(ServiceError::Internal)
            })
            .await
            .cloned()
    }

    /// Whether `user_id` got no `kind` notice of `game_id` on `channel` within `gap` before
    /// now: the turn notices' hour, the chat's ten minutes.
    pub async fn gap_passed(
        &self,
        user_id: Uuid,
        game_id: Uuid,
        kind: &str,
        channel: Channel,
        gap: time::Duration,
    ) -> ServiceResult<bool> {
        let last = self
            .over_days()?
            .last_outbox_at(user_id, Some(game_id), kind, channel)
            .await?;
        Ok(last.is_none_or(|last| self.now() - last >= gap))
    }

    /// `user`'s devices that get notifications, oldest first.
    pub async fn push_devices(&self, user_id: Uuid) -> ServiceResult<Vec<PushSubscription>> {
        Ok(self.over_days()?.push_subscriptions(user_id).await?)
    }

    /// Subscribes the browser `user` uses (what `PushManager.subscribe` gave it, and its
    /// User-Agent to name it). The same browser subscribing again replaces its old
    /// subscription.
    pub async fn subscribe_push(
        &self,
        user: &crate::store::User,
        endpoint: &str,
        p256dh: &str,
        auth: &str,
        user_agent: &str,
    ) -> ServiceResult<()> {
        let key = format!("push-subscribe:{}", user.user_id);
        if let Err(wait) = self.limit_per_hour(PUSH_SUBSCRIBES_PER_HOUR, key).await? {
            return Err(ServiceError::RateLimited(site(
                &Message::new("settings-push-limited")
                    .arg("wait", super::accounts::in_minutes(wait)),
            )));
        }
        let endpoint = endpoint.trim();
        if [endpoint, p256dh, auth].iter().any(|f| f.len() > FIELD_MAX) || endpoint.is_empty() {
            return Err(ServiceError::Invalid(t("settings-push-bad-key")));
        }
        browser_keys(p256dh, auth).map_err(ServiceError::Invalid)?;
        check_endpoint(endpoint, self.config.webhook_allow_loopback)
            .await
            .map_err(|why| {
                ServiceError::Invalid(site(
                    &Message::new("settings-push-bad-service").arg("why", why),
                ))
            })?;
        // The early answer; the store counts again as it adds the device, under a lock on
        // the person, so that concurrent subscriptions cannot pass the limit together.
        let devices = self.push_devices(user.user_id).await?;
        let known = devices.iter().any(|d| d.endpoint == endpoint);
        if !known && devices.len() >= PUSH_DEVICES_MAX {
            return Err(ServiceError::Conflict(site(
                &Message::new("settings-push-too-many").arg("max", PUSH_DEVICES_MAX),
            )));
        }
        let subscription = PushSubscription {
            subscription_id: Uuid::new_v4(),
            user_id: user.user_id,
            endpoint: endpoint.to_string(),
            p256dh: p256dh.to_string(),
            auth: auth.to_string(),
            device: device_name(user_agent),
            created_at: self.now(),
        };
        self.over_days()?
            .add_push_subscription(&subscription, PUSH_DEVICES_MAX)
            .await?;
        tracing::info!(user_id = %user.user_id, device = %subscription.device, "a device subscribed to notifications");
        Ok(())
    }

    /// Removes one of `user`'s devices.
    pub async fn remove_push_device(&self, user_id: Uuid, device: Uuid) -> ServiceResult<()> {
        if self
            .over_days()?
            .remove_push_subscription(device, Some(user_id))
            .await?
        {
            Ok(())
        } else {
            Err(ServiceError::NotFound(t("settings-push-no-such-device")))
        }
    }

    /// Sends a test notification to each of `user`'s devices; returns how many.
    pub async fn test_push(&self, user: &crate::store::User) -> ServiceResult<usize> {
        let devices = self.push_devices(user.user_id).await?;
        if devices.is_empty() {
            return Err(ServiceError::Conflict(t("settings-push-none")));
        }
        let key = format!("push-test:{}", user.user_id);
        if let Err(wait) = self.limit_per_hour(PUSH_TESTS_PER_HOUR, key).await? {
            return Err(ServiceError::RateLimited(site(
                &Message::new("settings-push-limited")
                    .arg("wait", super::accounts::in_minutes(wait)),
            )));
        }
        let notice = Notice {
            title: t("notify-push-test-title"),
            body: t("notify-push-test-body"),
            url: format!("{}/settings#push", self.config.base_url),
            tag: "test".into(),
        };
        let now = self.now();
        let key = format!("test:{}:{}", user.user_id, now.unix_timestamp_nanos());
        let store = self.over_days()?;
        for row in notice.rows(&devices, user.user_id, None, "test", &key) {
            store.enqueue(&row, now).await?;
        }
        Ok(devices.len())
    }

    /// The rows that bring `notice` to the devices of `settings`' user, when they want to
    /// hear of their games now: the same choice as mail (every turn or the digest; not
    /// "nothing") and not on the site right now. No rows when they have no device.
    pub async fn push_rows(
        &self,
        settings: &NotifySettings,
        notice: &Notice,
        game_id: Option<Uuid>,
        kind: &str,
        key: &str,
    ) -> ServiceResult<Vec<NewOutbox>> {
        if settings.email_mode == EmailMode::None || recently_active(settings, self.now()) {
            return Ok(Vec::new());
        }
        let devices = self.push_devices(settings.user_id).await?;
        Ok(notice.rows(&devices, settings.user_id, game_id, kind, key))
    }
}

/// At most one chat notice per game and person within this time: a conversation is one
/// buzz, not one per line.
pub const CHAT_PUSH_GAP: time::Duration = time::Duration::minutes(10);

impl Service {
    /// Tells the devices of the other players of `game` that `author` wrote `message` in
    /// its chat: those who read it (not muted, the author neither muted nor blocked by
    /// them), want every turn's notice and are not on the site; one per
    /// [`CHAT_PUSH_GAP`].
    pub(super) async fn push_chat(
        &self,
        game: &super::GameState,
        author: &crate::store::User,
        message: &crate::store::ChatMessage,
    ) -> ServiceResult<()> {
        let record = &game.record;
        let store = self.over_days()?;
        let social = self.social()?;
        let now = self.now();
        for reader in record
            .players
            .iter()
            .filter(|p| p.user_id != author.user_id)
        {
            if social
                .private(record.game_id, reader.user_id)
                .await?
                .chat_muted
                || self
                    .without_hidden_authors(Some(reader), vec![message.clone()])
                    .await?
                    .is_empty()
            {
                continue;
            }
            let settings = store.notify_settings(reader.user_id).await?;
            if settings.email_mode != EmailMode::EveryTurn {
                continue;
            }
            if !self
                .gap_passed(
                    reader.user_id,
                    record.game_id,
                    "chat",
                    Channel::Push,
                    CHAT_PUSH_GAP,
                )
                .await?
            {
                continue;
            }
            let language = super::mails::recipient_language(&settings);
            let notice = crate::game::text::in_language(language, async {
                let title = crate::games::describe_options(&record.game, &record.options);
                chat_notice(
                    &title,
                    &format!("{}/games/{}", self.config.base_url, record.game_id),
                    &author.username,
                    &message.text,
                )
            })
            .await;
            let key = format!(
                "chat:{}:{}:{}",
                record.game_id, message.message_id, reader.user_id
            );
            for row in self
                .push_rows(&settings, &notice, Some(record.game_id), "chat", &key)
                .await?
            {
                store.enqueue(&row, now).await?;
            }
        }
        Ok(())
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
