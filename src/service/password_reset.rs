//! A forgotten password: a link by mail to the account's verified address, used once
//! within [`RESET_TOKEN_HOURS`], that lets the person choose a new password. Asking never
//! says whether an account or an address exists. A client address may ask
//! [`VERIFY_MAILS`]' 3 times an hour (then 429); a name or mail address asked for, and an
//! account, get at most 3 links an hour, but asking for more is never refused — strangers
//! asking for someone's name must not lock its owner out — it only adds that the links
//! already sent still work.

use super::{
    check_password, random_token, token_hash, Service, ServiceError, ServiceResult, VERIFY_MAILS,
};
use crate::game::text::t;
use std::net::IpAddr;

/// How long a reset link works.
pub const RESET_TOKEN_HOURS: i64 = 2;

/// What the page says after a request, whatever happened (no account enumeration).
fn reset_sent() -> String {
    t("accounts-reset-sent")
}

/// The answer once a quota of links was used: [`reset_sent`], and that the links an
/// account (or the name asked for) may get in an hour were sent, said alike for unknown
/// names. Every link stays good for its [`RESET_TOKEN_HOURS`] until one of them is used.
fn quota_used() -> String {
    format!("{} {}", reset_sent(), t("accounts-reset-quota-used"))
}

fn bad_reset_link() -> ServiceError {
    ServiceError::Invalid(t("accounts-reset-bad-link"))
}

impl Service {
    /// Mails a reset link to the verified address of the account named `login` (a username,
    /// or a verified address), unless it had its links for the hour. Returns what to tell
    /// the person, which says nothing of whether the account exists.
    pub async fn request_password_reset(
        &self,
        login: &str,
        addr: Option<IpAddr>,
    ) -> ServiceResult<String> {
        if !self.config.mail_enabled() {
            return Err(ServiceError::Conflict(t("accounts-reset-no-mail")));
        }
        let login = login.trim();
        if login.is_empty() || login.len() > 254 {
            return Err(ServiceError::Invalid(t("accounts-reset-login-empty")));
        }
        let addr = addr.map_or("unknown".into(), |a| a.to_string());
        if self
            .limit(VERIFY_MAILS, &[format!("reset-addr:{addr}")])
            .await?
            .is_err()
        {
            return Err(ServiceError::RateLimited(t("accounts-reset-limited")));
        }
        let login_key = [format!("reset-login:{}", login.to_lowercase())];
        if self.limit(VERIFY_MAILS, &login_key).await?.is_err() {
            return Ok(quota_used());
        }
        let store = self.over_days()?;
        let users = if login.contains('@') {
            store.users_with_email(login).await?
        } else {
            let user = self.store.credentials(login).await?;
            user.map(|c| c.user.user_id).into_iter().collect()
        };
        let now = self.now();
        let mut sent_all = true;
        for user_id in users {
            let Some(user) = self.store.user(user_id).await? else {
                continue;
            };
            let settings = store.notify_settings(user_id).await?;
            let Some(email) = settings.email else {
                continue;
            };
            // Asked for by name and by address, one account still gets 3 an hour.
            let account_key = [format!("reset-account:{user_id}")];
            if self.limit(VERIFY_MAILS, &account_key).await?.is_err() {
                sent_all = false;
                continue;
            }
            let token = random_token();
            let hash = token_hash(&token);
            store
                .create_password_reset(
                    user_id,
                    &hash,
                    now + time::Duration::hours(RESET_TOKEN_HOURS),
                    now,
                )
                .await?;
            let link = format!("{}/password/reset?token={token}", self.config.base_url);
            // In the language the account chose for the site, else the one asked in.
            let language = super::mails::asked_language(settings.language.as_deref());
            let row = crate::game::text::in_language(language, async {
                super::mails::password_reset(&user, &email, &hash, &link)
            })
            .await
            .map_err(ServiceError::Internal)?;
            store.enqueue(&row, now).await?;
            tracing::info!(%user_id, "password reset link sent");
        }
        if sent_all {
            Ok(reset_sent())
        } else {
            Ok(quota_used())
        }
    }

    /// `token` trimmed, if it is a reset link that still works: the page then asks for the
    /// new password. An unknown, used or expired link is told when it is opened, before the
    /// person types anything; [`Service::reset_password`] checks again when it is used.
    pub async fn live_reset_link<'t>(&self, token: &'t str) -> ServiceResult<&'t str> {
        let token = Self::reset_token_shape(token)?;
        self.over_days()?
            .password_reset_user(&token_hash(token), self.now())
            .await?
            .ok_or_else(bad_reset_link)?;
        Ok(token)
    }

    /// `token` trimmed, if it has the shape of a reset link's token.
    pub fn reset_token_shape(token: &str) -> ServiceResult<&str> {
        let token = token.trim();
        if token.is_empty() || token.len() > 200 {
            return Err(bad_reset_link());
        }
        Ok(token)
    }

    /// Uses a reset link for a request from `addr`: sets the new password, ends every
    /// session and API token of the account, turns its webhook off and gives its feed a new
    /// address (as a password change does). Returns the username (the page then asks to
    /// log in). The link is looked up before the new password is hashed (an unknown link
    /// costs no hash) and used up only after.
    pub async fn reset_password(
        &self,
        token: &str,
        new: &str,
        addr: Option<IpAddr>,
    ) -> ServiceResult<crate::store::User> {
        let token = Self::reset_token_shape(token)?;
        check_password(new)?;
        let store = self.over_days()?;
        let token_hash = token_hash(token);
        store
            .password_reset_user(&token_hash, self.now())
            .await?
            .ok_or_else(bad_reset_link)?;
        let hash = self.hash_password(new, addr).await?;
        // Of two uses of one link racing past the lookup, only one takes it.
        let user_id = store
            .take_password_reset(&token_hash, self.now())
            .await?
            .ok_or_else(bad_reset_link)?;
        let user = self.store.user(user_id).await?.ok_or_else(bad_reset_link)?;
        self.store
            .set_password(user_id, &hash, None, &random_token(), self.now())
            .await?;
        tracing::info!(%user_id, "password reset");
        Ok(user)
    }
}
