//! A forgotten password: a link by mail to the account's verified address, used once
//! within [`RESET_TOKEN_HOURS`], that lets the person choose a new password. Asking never
//! says whether an account or an address exists; it is rate-limited like the verification
//! mails, per account or address asked for and per client address.

use super::{
    check_password, random_token, token_hash, Service, ServiceError, ServiceResult, VERIFY_MAILS,
};
use std::net::IpAddr;

/// How long a reset link works.
pub const RESET_TOKEN_HOURS: i64 = 2;

/// What the page says after a request, whatever happened (no account enumeration).
pub const RESET_SENT: &str = "If that account has a verified mail address, a link to choose a new password is on its way to it. It works once, for 2 hours.";

fn bad_reset_link() -> ServiceError {
    ServiceError::Invalid(
        "this link to choose a new password is unknown, used or expired; ask for a new one".into(),
    )
}

impl Service {
    /// Mails a reset link to the verified address of the account named `login` (a username,
    /// or a verified address). Says nothing of whether it exists.
    pub async fn request_password_reset(
        &self,
        login: &str,
        addr: Option<IpAddr>,
    ) -> ServiceResult<()> {
        if !self.config.mail_enabled() {
            return Err(ServiceError::Conflict(
                "this server sends no mail, so it cannot send a link: ask its administrator to set a new password".into(),
            ));
        }
        let login = login.trim();
        if login.is_empty() || login.len() > 254 {
            return Err(ServiceError::Invalid(
                "enter your username or your verified mail address".into(),
            ));
        }
        let addr = addr.map_or("unknown".into(), |a| a.to_string());
        let keys = [
            format!("reset-login:{}", login.to_lowercase()),
            format!("reset-addr:{addr}"),
        ];
        if self.limit(VERIFY_MAILS, &keys).await?.is_err() {
            return Err(ServiceError::RateLimited(
                "too many requests for a new password; try again in an hour".into(),
            ));
        }
        let store = self.over_days()?;
        let users = if login.contains('@') {
            store.users_with_email(login).await?
        } else {
            let user = self.store.credentials(login).await?;
            user.map(|c| c.user.user_id).into_iter().collect()
        };
        let now = self.now();
        for user_id in users {
            let Some(user) = self.store.user(user_id).await? else {
                continue;
            };
            let Some(email) = store.notify_settings(user_id).await?.email else {
                continue;
            };
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
            let row = crate::notify::messages::password_reset(&user, &email, &hash, &link)
                .map_err(ServiceError::Internal)?;
            store.enqueue(&row, now).await?;
            tracing::info!(%user_id, "password reset link sent");
        }
        Ok(())
    }

    /// `token` trimmed, if it has the shape of a reset link's token (the page then asks for
    /// the new password; whether the link is still live is known when it is used).
    pub fn reset_token_shape(token: &str) -> ServiceResult<&str> {
        let token = token.trim();
        if token.is_empty() || token.len() > 200 {
            return Err(bad_reset_link());
        }
        Ok(token)
    }

    /// Uses a reset link: sets the new password and ends every session and API token of
    /// the account. Returns the username (the page then asks to log in).
    pub async fn reset_password(&self, token: &str, new: &str) -> ServiceResult<String> {
        let token = Self::reset_token_shape(token)?;
        check_password(new)?;
        let hash = self.hash_password(new).await?;
        let user_id = self
            .over_days()?
            .take_password_reset(&token_hash(token), self.now())
            .await?
            .ok_or_else(bad_reset_link)?;
        let user = self.store.user(user_id).await?.ok_or_else(bad_reset_link)?;
        self.store.set_password(user_id, &hash, None).await?;
        tracing::info!(%user_id, "password reset");
        Ok(user.username)
    }
}
