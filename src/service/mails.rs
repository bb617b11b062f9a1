//! Mail addresses people type, and the mails the service sends about a person's account
//! rather than a game's moves: the address check, the password-reset link, an invitation
//! by name, a moderator's action.
//! Each is an outbox row ([`NewOutbox`]) the worker delivers; game notifications (turns,
//! starts, ends, digests) are `crate::notify::messages`, which renders with [`render`] too.
//!
//! Every mail is written in the [current language](text::current_language): its caller
//! builds it inside `text::in_language` with the recipient's language — the one they chose
//! ([`recipient_language`]), whoever caused the mail (an invitation, a moderator's
//! action); for a mail a person asked for themselves, [`asked_language`].

use crate::config::Config;
use crate::game::text::{self, filters, site, t};
use crate::game::Message;
use crate::store::notify::{Channel, NewOutbox, NotifySettings};
use crate::store::User;
use askama::Template;

/// The language of what is sent to the person with `settings` (mails, webhook texts, the
/// feed): the one they chose for the site, else English.
pub fn recipient_language(settings: &NotifySettings) -> &'static str {
    (settings.language.as_deref())
        .and_then(text::language)
        .unwrap_or(text::LANGUAGES[0])
}

/// The language of a mail a person asked for themselves (a password reset, an address
/// check), `stored` being the language they chose for the site: that one, else the
/// language of the request (the current one).
pub fn asked_language(stored: Option<&str>) -> &'static str {
    stored
        .and_then(text::language)
        .unwrap_or_else(text::current_language)
}

/// Checks and normalises a mail address typed by a user (message for people on error).
pub fn check_address(text: &str) -> Result<String, String> {
    let text = text.trim();
    if text.is_empty() || text.len() > 254 {
        return Err(t("notify-address-enter"));
    }
    let quoted = format!("{text:?}");
    match text.parse::<lettre::Address>() {
        // Domain literals (user@[10.0.0.5]) would hand internal addresses to the relay.
        Ok(address) if address.domain().starts_with('[') => Err(site(
            &Message::new("notify-address-ip").arg("address", quoted),
        )),
        Ok(address) if !text.contains(['<', '>', ' ']) => Ok(address.to_string()),
        _ => Err(site(
            &Message::new("notify-address-invalid").arg("address", quoted),
        )),
    }
}

/// The settings page, where every mail says notices can be changed.
pub fn settings_url(config: &Config) -> String {
    format!("{}/settings", config.base_url)
}

/// A mail's text from its template.
pub fn render(template: &impl Template) -> anyhow::Result<String> {
    template
        .render()
        .map_err(|e| anyhow::anyhow!("mail template failed: {e}"))
}

#[derive(Template)]
#[template(path = "email/invited.txt", escape = "none")]
struct InvitedMail<'a> {
    username: &'a str,
    inviter: &'a str,
    title: &'a str,
    note: &'a str,
    link: &'a str,
    settings_url: String,
}

/// "alice invites you to play …", once per invitation and invitee.
pub fn invited_mail(
    config: &Config,
    user: &User,
    email: &str,
    inviter: &str,
    title: &str,
    invitation: &crate::store::Invitation,
    link: &str,
) -> anyhow::Result<NewOutbox> {
    let body = render(&InvitedMail {
        username: &user.username,
        inviter,
        title,
        note: &invitation.note,
        link,
        settings_url: settings_url(config),
    })?;
    Ok(NewOutbox {
        idem_key: format!("invited:{}:{}", invitation.invitation_id, user.user_id),
        user_id: user.user_id,
        game_id: None,
        channel: Channel::Email,
        kind: "invited".into(),
        recipient: email.to_string(),
        subject: site(
            &Message::new("notify-invited-subject")
                .arg("inviter", inviter)
                .arg("title", title),
        ),
        body,
    })
}

#[derive(Template)]
#[template(path = "email/verify.txt", escape = "none")]
struct VerifyMail<'a> {
    username: &'a str,
    email: &'a str,
    link: &'a str,
    hours: i64,
}

/// The verification link for a new address (keyed by the token's hash).
pub fn verification(
    user: &User,
    email: &str,
    token_hash: &str,
    link: &str,
    _config: &Config,
) -> anyhow::Result<NewOutbox> {
    let body = render(&VerifyMail {
        username: &user.username,
        email,
        link,
        hours: crate::service::EMAIL_TOKEN_HOURS,
    })?;
    Ok(NewOutbox {
        idem_key: format!("verify:{}:{token_hash}", user.user_id),
        user_id: user.user_id,
        game_id: None,
        channel: Channel::Email,
        kind: "verify".into(),
        recipient: email.to_string(),
        subject: t("notify-verify-subject"),
        body,
    })
}

#[derive(Template)]
#[template(path = "email/reset.txt", escape = "none")]
struct ResetMail<'a> {
    username: &'a str,
    link: &'a str,
    hours: i64,
}

/// The link to choose a new password (keyed by the token's hash).
pub fn password_reset(
    user: &User,
    email: &str,
    token_hash: &str,
    link: &str,
) -> anyhow::Result<NewOutbox> {
    let body = render(&ResetMail {
        username: &user.username,
        link,
        hours: crate::service::RESET_TOKEN_HOURS,
    })?;
    Ok(NewOutbox {
        idem_key: format!("reset:{}:{token_hash}", user.user_id),
        user_id: user.user_id,
        game_id: None,
        channel: Channel::Email,
        kind: "reset".into(),
        recipient: email.to_string(),
        subject: t("notify-reset-subject"),
        body,
    })
}

#[derive(Template)]
#[template(path = "email/moderation.txt", escape = "none")]
struct ModerationMail<'a> {
    username: &'a str,
    what: &'a str,
}

/// What a moderator did that affects `user` (`what`: "A moderator removed …"); `key`
/// makes it unique per action.
pub fn moderation(
    user: &User,
    email: &str,
    subject: &str,
    what: &str,
    key: &str,
) -> anyhow::Result<NewOutbox> {
    let body = render(&ModerationMail {
        username: &user.username,
        what,
    })?;
    Ok(NewOutbox {
        idem_key: format!("moderation:{}:{key}", user.user_id),
        user_id: user.user_id,
        game_id: None,
        channel: Channel::Email,
        kind: "moderation".into(),
        recipient: email.to_string(),
        subject: subject.into(),
        body,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_naming_an_ip_are_refused() {
        assert!(check_address("a@[10.0.0.5]").is_err());
        assert!(check_address("a@[127.0.0.1]").is_err());
        assert_eq!(check_address(" a@example.org ").unwrap(), "a@example.org");
    }

    #[test]
    fn addresses_are_checked() {
        assert_eq!(
            check_address(" bob@example.org ").unwrap(),
            "bob@example.org"
        );
        assert!(check_address("bob").is_err());
        assert!(check_address("Bob <bob@example.org>").is_err());
        assert!(check_address("").is_err());
    }
}
