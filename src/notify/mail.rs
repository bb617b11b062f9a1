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
    /// The push service says the device's subscription is gone (404, 410): trying again
    /// cannot help, and the subscription is forgotten.
    #[error("{0}")]
    Gone(String),
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
        let message = self.build(item)?;
        match self.transport.send(message).await {
            Ok(_) => Ok(()),
            Err(e) if e.is_permanent() => Err(SendError::Permanent(e.to_string())),
            Err(e) => Err(SendError::Temporary(e.to_string())),
        }
    }

    /// The mail of one outbox row. Headers with more than ASCII in them (a subject naming
    /// "Amélie") are encoded words (RFC 2047), which lettre writes.
    fn build(&self, item: &OutboxItem) -> Result<Message, SendError> {
        let to: Mailbox = item
            .recipient
            .parse()
            .map_err(|e| SendError::Permanent(format!("bad recipient address: {e}")))?;
        Message::builder()
            .from(self.from.clone())
            .to(to)
            .subject(item.subject.clone())
            .message_id(Some(format!("<{}@{}>", item.outbox_id, self.domain)))
            .header(ContentType::TEXT_PLAIN)
            .body(item.body.clone())
            .map_err(|e| SendError::Permanent(format!("cannot build the mail: {e}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn a_name_with_accents_travels_encoded_in_the_subject() {
        let mut config = Config::for_tests("sqlite://x.db");
        config.smtp_url = Some("smtp://127.0.0.1:2525".into());
        config.mail_from = Some("Mai Pen Rai <games@example.org>".into());
        let mailer = Mailer::from_config(&config).unwrap().unwrap();
        let item = OutboxItem {
            outbox_id: uuid::Uuid::new_v4(),
            idem_key: "k".into(),
            user_id: uuid::Uuid::new_v4(),
            game_id: None,
            channel: crate::store::notify::Channel::Email,
            kind: "turn".into(),
            recipient: "ann@example.org".into(),
            subject: "Amélie invited you to Niccolò's game".into(),
            body: "Amélie".into(),
            status: crate::store::notify::OutboxStatus::Pending,
            attempts: 1,
            claim_token: None,
            last_error: None,
            created_at: time::OffsetDateTime::UNIX_EPOCH,
            sent_at: None,
        };
        let mail = String::from_utf8(mailer.build(&item).unwrap().formatted()).unwrap();
        let (head, _) = mail.split_once("\r\n\r\n").unwrap();
        let subject = head.lines().find(|l| l.starts_with("Subject:")).unwrap();
        assert!(subject.contains("=?utf-8?"), "{subject}");
        assert!(head.is_ascii(), "{head}");
    }
}
