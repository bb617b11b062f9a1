//! Push notifications on the service's side: the VAPID key (made once, shared by every
//! instance through the database), a person's devices (subscribe, list, remove, test) and
//! the rows that tell a person's devices of something, under the same choices as mail
//! (docs/notifications.md, "Push").

use super::{Service, ServiceError, ServiceResult};
use crate::game::text::{site, t};
use crate::game::Message;
use crate::notify::derive::recently_active;
use crate::notify::push::{self, Notice, Vapid};
use crate::store::notify::{EmailMode, NewOutbox, NotifySettings, PushSubscription};
use std::sync::Arc;
use uuid::Uuid;

/// Devices one person may have subscribed at once.
pub const PUSH_DEVICES_MAX: usize = 10;
/// Subscriptions a person may make an hour (each one checks the push service's address).
pub const PUSH_SUBSCRIBES_PER_HOUR: u32 = 10;
/// Test notifications a person may ask for an hour.
pub const PUSH_TESTS_PER_HOUR: u32 = 5;
/// Longest subscription field a browser may send (endpoints are a few hundred bytes).
const FIELD_MAX: usize = 2000;

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
        push::browser_keys(p256dh, auth).map_err(ServiceError::Invalid)?;
        push::check_endpoint(endpoint, self.config.webhook_allow_loopback)
            .await
            .map_err(|why| {
                ServiceError::Invalid(site(
                    &Message::new("settings-push-bad-service").arg("why", why),
                ))
            })?;
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
            device: push::device_name(user_agent),
            created_at: self.now(),
        };
        self.over_days()?
            .add_push_subscription(&subscription)
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
            let last = store
                .last_outbox_at(
                    reader.user_id,
                    Some(record.game_id),
                    "chat",
                    crate::store::notify::Channel::Push,
                )
                .await?;
            if last.is_some_and(|last| now - last < CHAT_PUSH_GAP) {
                continue;
            }
            let language = super::mails::recipient_language(&settings);
            let notice = crate::game::text::in_language(language, async {
                let line = crate::notify::messages::GameLine::new(
                    &self.config,
                    record.game_id,
                    crate::games::describe_options(&record.game, &record.options),
                    &record.players,
                    reader.user_id,
                );
                crate::notify::messages::chat_notice(&line, &author.username, &message.text)
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
