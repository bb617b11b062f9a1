//! Webhooks: a small JSON POST to a URL the user chose, to an address checked again just
//! before the call (`crate::service::webhook_target`: the guard against server-side request
//! forgery); the request connects to the address that was checked (reqwest's `resolve`
//! pins it, so a second DNS answer cannot swap in another address: no rebinding window);
//! redirects are not followed and no proxy is used.

use super::mail::SendError;
use crate::service::webhook_target::{check_target, Target};
use crate::store::notify::OutboxItem;
use std::time::Duration;

/// How long a webhook or push call may take.
const TIMEOUT: Duration = Duration::from_secs(10);

/// The JSON a webhook receives: `content` (Discord) and `text` (Slack, Mattermost) carry
/// the same sentence, each with what people wrote quoted for that reader ([`Quote`]); the
/// other fields are for programs. `sentence` writes the sentence with a quoting function
/// applied to every piece of text people wrote (names, chat).
///
/// Quoted text must never act on the receiving chat: Discord is told to ping nobody
/// (`allowed_mentions`, so `@everyone` stays text) and Slack not to read markdown
/// (`mrkdwn: false`: Slack has no escape character for it), and each gets its own escaping.
pub fn payload(
    sentence: impl Fn(&dyn Fn(&str) -> String) -> String,
    kind: &str,
    game_id: uuid::Uuid,
    game_url: &str,
) -> serde_json::Value {
    serde_json::json!({
        "content": sentence(&|t: &str| Quote::Discord.quote(t)),
        "allowed_mentions": {"parse": []},
        "text": sentence(&|t: &str| Quote::Slack.quote(t)),
        "mrkdwn": false,
        "kind": kind,
        "game_id": game_id,
        "url": game_url,
    })
}

/// How text people wrote is quoted in a webhook message, per reader.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quote {
    /// Every markdown and mention character behind a backslash (Discord shows the
    /// character itself): `*`, `_`, `~`, `` ` ``, `|`, `<`, `>`, `#`, `[`, `]`, `(`, `)`,
    /// `-`, `@`, `:` and `\`.
    Discord,
    /// `&`, `<` and `>` as `&amp;`, `&lt;` and `&gt;`: no `<!channel>`, `<@user>` or
    /// `<url|text>` link of someone else's making.
    Slack,
}

impl Quote {
    /// `text` on one line (line breaks and other control characters as spaces, so that
    /// nothing starts a quote or heading line), escaped for the reader.
    pub fn quote(self, text: &str) -> String {
        let mut out = String::with_capacity(text.len() + 8);
        for c in text.chars() {
            let c = if c.is_control() { ' ' } else { c };
            match (self, c) {
                (Quote::Slack, '&') => out.push_str("&amp;"),
                (Quote::Slack, '<') => out.push_str("&lt;"),
                (Quote::Slack, '>') => out.push_str("&gt;"),
                (
                    Quote::Discord,
                    '\\' | '*' | '_' | '~' | '`' | '|' | '<' | '>' | '#' | '[' | ']' | '(' | ')'
                    | '-' | '@' | ':',
                ) => {
                    out.push('\\');
                    out.push(c);
                }
                _ => out.push(c),
            }
        }
        out
    }
}

/// An HTTP client for one call to a checked address (a webhook, a push service): it
/// connects to the address that was checked, follows no redirect, uses no proxy and gives
/// up after [`TIMEOUT`].
pub(super) fn client_for(target: &Target) -> Result<reqwest::Client, SendError> {
    let mut client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .timeout(TIMEOUT)
        .connect_timeout(TIMEOUT)
        .user_agent(concat!("maipenrai/", env!("CARGO_PKG_VERSION")));
    if let Some(domain) = &target.domain {
        // Connect to the address just checked, not to whatever DNS says next.
        client = client.resolve(domain, target.addr);
    }
    client
        .build()
        .map_err(|e| SendError::Temporary(format!("cannot build an HTTP client: {e}")))
}

/// POSTs a webhook outbox row (its body is the JSON) after checking the target again.
pub async fn deliver(item: &OutboxItem, allow_loopback: bool) -> Result<(), SendError> {
    let target = check_target(&item.recipient, allow_loopback)
        .await
        .map_err(|e| SendError::Permanent(format!("webhook refused: {e}")))?;
    let response = client_for(&target)?
        .post(target.url)
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        // The same on a repeat after a crash (see the worker): receivers may deduplicate.
        .header("Idempotency-Key", item.outbox_id.to_string())
        .body(item.body.clone())
        .send()
        .await
        .map_err(|e| SendError::Temporary(format!("webhook call failed: {e}")))?;
    let status = response.status();
    if status.is_success() {
        Ok(())
    } else if status.is_redirection() {
        Err(SendError::Permanent(format!(
            "the webhook answered {status}: redirects are not followed"
        )))
    } else if status.as_u16() == 429 || status.is_server_error() {
        Err(SendError::Temporary(format!(
            "the webhook answered {status}"
        )))
    } else {
        Err(SendError::Permanent(format!(
            "the webhook answered {status}"
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_text_is_escaped_for_each_reader() {
        let text = "@everyone <!channel> <https://evil.example|your bank> **bold** & _x_\nnew";
        assert_eq!(
            Quote::Slack.quote(text),
            "@everyone &lt;!channel&gt; &lt;https://evil.example|your bank&gt; **bold** &amp; \
             _x_ new"
        );
        assert_eq!(
            Quote::Discord.quote(text),
            "\\@everyone \\<!channel\\> \\<https\\://evil.example\\|your bank\\> \\*\\*bold\\*\\* \
             & \\_x\\_ new"
        );
        assert_eq!(
            Quote::Discord.quote("[a](b) `c` \\"),
            "\\[a\\]\\(b\\) \\`c\\` \\\\"
        );
    }

    #[test]
    fn the_payload_pings_nobody_and_turns_slack_markdown_off() {
        let id = uuid::Uuid::nil();
        let body = payload(|q| format!("bob: {}", q("@here <b>")), "your_turn", id, "u");
        assert_eq!(body["content"], "bob: \\@here \\<b\\>");
        assert_eq!(body["text"], "bob: @here &lt;b&gt;");
        assert_eq!(body["allowed_mentions"], serde_json::json!({"parse": []}));
        assert_eq!(body["mrkdwn"], false);
    }
}
