//! Sending mail through the SMTP server named by `SMTP_URL` (lettre): `smtp://` (plain, for
//! a relay on loopback), `smtp://…?tls=required` (STARTTLS) or `smtps://` (TLS).

use crate::config::Config;
use crate::store::notify::OutboxItem;
use anyhow::Context;
use lettre::message::header::ContentType;
use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use std::time::Duration;

/// Why a delivery failed, sorted by whether trying again can help.
#[derive(Debug, thiserror::Error)]
pub enum SendError {
    /// Try again later (server unreachable, busy, a 4xx reply).
    #[error("{0}")]
    Temporary(String),
    /// Trying again cannot help (a 5xx reply, a malformed address, a refused URL).
    #[error("{0}")]
    Permanent(String),
}

/// The configured SMTP transport and sender.
#[derive(Clone)]
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
    /// Right-hand side of Message-IDs.
    domain: String,
}

impl Mailer {
    /// The mailer of `config`, or None when mail is off (no `SMTP_URL` / `MAIL_FROM`).
    pub fn from_config(config: &Config) -> anyhow::Result<Option<Self>> {
        let (Some(url), Some(from)) = (&config.smtp_url, &config.mail_from) else {
            return Ok(None);
        };
        let from: Mailbox = from
            .parse()
            .with_context(|| format!("MAIL_FROM is not a mail address: {from:?}"))?;
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .context("SMTP_URL cannot be used (expected smtp://host:port or smtps://…)")?
            .timeout(Some(Duration::from_secs(30)))
            .build();
        let domain = from.email.domain().to_string();
        Ok(Some(Mailer {
            transport,
            from,
            domain,
        }))
    }

    /// Sends one outbox row. Its Message-ID is derived from the row's id, so should a
    /// crash between sending and recording make the worker send it again, receiving
    /// systems can recognise the duplicate.
    pub async fn send(&self, item: &OutboxItem) -> Result<(), SendError> {
        let to: Mailbox = item
            .recipient
            .parse()
            .map_err(|e| SendError::Permanent(format!("bad recipient address: {e}")))?;
        let message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(item.subject.clone())
            .message_id(Some(format!("<{}@{}>", item.outbox_id, self.domain)))
            .header(ContentType::TEXT_PLAIN)
            .body(item.body.clone())
            .map_err(|e| SendError::Permanent(format!("cannot build the mail: {e}")))?;
        match self.transport.send(message).await {
            Ok(_) => Ok(()),
            Err(e) if e.is_permanent() => Err(SendError::Permanent(e.to_string())),
            Err(e) => Err(SendError::Temporary(e.to_string())),
        }
    }
}

/// Checks and normalises a mail address typed by a user (message for people on error).
pub fn check_address(text: &str) -> Result<String, String> {
    let text = text.trim();
    if text.is_empty() || text.len() > 254 {
        return Err("enter a mail address such as name@example.org".into());
    }
    match text.parse::<lettre::Address>() {
        // Domain literals (user@[10.0.0.5]) would hand internal addresses to the relay.
        Ok(address) if address.domain().starts_with('[') => Err(format!(
            "{text:?} names a server by its IP address; use a domain name"
        )),
        Ok(address) if !text.contains(['<', '>', ' ']) => Ok(address.to_string()),
        _ => Err(format!("{text:?} is not a mail address")),
    }
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

    #[test]
    fn mail_is_off_without_a_server() {
        let config = Config::for_tests("sqlite://x.db");
        assert!(Mailer::from_config(&config).unwrap().is_none());
        let mut config = config;
        config.smtp_url = Some("smtp://127.0.0.1:2525".into());
        config.mail_from = Some("Mai Pen Rai <games@example.org>".into());
        assert!(Mailer::from_config(&config).unwrap().is_some());
        config.smtp_url = Some("smtps://mail.example.org".into());
        assert!(Mailer::from_config(&config).unwrap().is_some());
    }
}
