//! The words of every notification: mails (askama templates in `templates/email/`) and
//! webhook JSON, each as an outbox row with its idempotency key.
//!
//! Every text is rendered in the [current language](crate::game::text::current_language):
//! the caller sets the recipient's ([`crate::service::mails::recipient_language`]) around
//! everything it builds for them, the game's title and narration included.

use super::webhook;
use crate::config::Config;
use crate::game::text::{filters, site};
use crate::game::Message;
use crate::service::push::Notice;
use crate::store::notify::{Channel, NewOutbox};
use crate::store::User;
use askama::Template;
use uuid::Uuid;

/// What every game notification says about the game.
#[derive(Clone, Debug)]
pub struct GameLine {
    pub game_id: Uuid,
    /// The game and its options in one line (the game's own words).
    pub title: String,
    /// The other players' names, e.g. "alice, carol".
    pub others: String,
    pub game_url: String,
}

impl GameLine {
    /// The line for `user` in a game with `players` (names by seat).
    pub fn new(config: &Config, game_id: Uuid, title: String, players: &[User], me: Uuid) -> Self {
        GameLine {
            game_id,
            title,
            others: players
                .iter()
                .filter(|u| u.user_id != me)
                .map(|u| u.username.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            game_url: format!("{}/games/{game_id}", config.base_url),
        }
    }
}

/// What happened in a game since a player's own last move: one line per step, newest
/// last; when there were more than a notification shows, how many and where to read them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Recap {
    pub lines: Vec<String>,
    /// Older steps left out.
    pub more: usize,
    /// The game's history page.
    pub history_url: String,
    /// What the others wrote in the chat meanwhile, "alice wrote: …", newest last.
    pub chat: Vec<String>,
}

impl Recap {
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// The recap with what the others wrote in the chat since the player's last move.
    pub fn with_chat(mut self, chat: Vec<String>) -> Self {
        self.chat = chat;
        self
    }

    /// "… and 3 earlier steps (<url>)", or empty.
    pub fn more_text(&self) -> String {
        match self.more {
            0 => String::new(),
            n => site(
                &Message::new("notify-recap-more")
                    .arg("count", n)
                    .arg("url", self.history_url.as_str()),
            ),
        }
    }

    /// The recap as one paragraph (feeds).
    pub fn text(&self) -> String {
        self.quoted_text(&|t: &str| t.to_string())
    }

    /// The recap as one paragraph with its steps and chat (which carry what people wrote:
    /// names, messages) passed through `quote` (webhooks).
    pub fn quoted_text(&self, quote: &dyn Fn(&str) -> String) -> String {
        let more = self.more_text();
        let mut parts: Vec<String> = Vec::with_capacity(self.lines.len() + 1);
        if !more.is_empty() {
            parts.push(more);
        }
        parts.extend(self.lines.iter().map(|l| quote(l)));
        parts.extend(self.chat.iter().map(|l| quote(l)));
        parts.join(" ")
    }
}

use crate::service::mails::{render, settings_url};

#[derive(Template)]
#[template(path = "email/turn.txt", escape = "none")]
struct TurnMail<'a> {
    username: &'a str,
    title: &'a str,
    others: &'a str,
    recap: &'a Recap,
    time_left: Option<String>,
    game_url: &'a str,
    settings_url: String,
}

/// "It is your turn" by mail, keyed by the game's seq.
pub fn turn_mail(
    config: &Config,
    user: &User,
    email: &str,
    game: &GameLine,
    seq: i64,
    recap: &Recap,
    time_left: Option<String>,
) -> anyhow::Result<NewOutbox> {
    let body = render(&TurnMail {
        username: &user.username,
        title: &game.title,
        others: &game.others,
        recap,
        time_left,
        game_url: &game.game_url,
        settings_url: settings_url(config),
    })?;
    Ok(NewOutbox {
        idem_key: format!("turn:{}:{seq}:{}:email", game.game_id, user.user_id),
        user_id: user.user_id,
        game_id: Some(game.game_id),
        channel: Channel::Email,
        kind: "turn".into(),
        recipient: email.to_string(),
        subject: site(
            &Message::new("notify-turn-subject")
                .arg("title", game.title.as_str())
                .arg("others", game.others.as_str()),
        ),
        body,
    })
}

/// "Your game has started" by webhook, with the commitment to its setup (a field for
/// programs that keep it, and in the sentence).
pub fn started_webhook(
    user: &User,
    url: &str,
    game: &GameLine,
    commitment: Option<&str>,
    tournament: Option<&str>,
) -> NewOutbox {
    let sentence = |quote: &dyn Fn(&str) -> String| {
        let mut text = site(
            &Message::new("notify-webhook-started")
                .arg("name", quote(&user.username))
                .arg("title", quote(&game.title))
                .arg("others", quote(&game.others))
                .arg("url", game.game_url.as_str()),
        );
        if let Some(line) = tournament {
            text.push(' ');
            text.push_str(&quote(line));
        }
        if let Some(sha) = commitment {
            text.push(' ');
            text.push_str(&site(
                &Message::new("notify-webhook-commitment").arg("sha", sha),
            ));
        }
        text
    };
    let mut body = webhook::payload(sentence, "started", game.game_id, &game.game_url);
    body["commitment"] = serde_json::json!(commitment);
    NewOutbox {
        idem_key: format!("started:{}:{}:webhook", game.game_id, user.user_id),
        user_id: user.user_id,
        game_id: Some(game.game_id),
        channel: Channel::Webhook,
        kind: "started".into(),
        recipient: url.to_string(),
        subject: site(&Message::new("notify-started-subject").arg("title", game.title.as_str())),
        body: body.to_string(),
    }
}

/// "It is your turn" by webhook, keyed by the game's seq.
pub fn turn_webhook(user: &User, url: &str, game: &GameLine, seq: i64, recap: &Recap) -> NewOutbox {
    let sentence = |quote: &dyn Fn(&str) -> String| {
        let mut text = site(
            &Message::new("notify-webhook-turn")
                .arg("name", quote(&user.username))
                .arg("title", quote(&game.title))
                .arg("others", quote(&game.others))
                .arg("url", game.game_url.as_str()),
        );
        if !recap.is_empty() {
            text.push(' ');
            text.push_str(&site(
                &Message::new("notify-webhook-since").arg("recap", recap.quoted_text(quote)),
            ));
        }
        text
    };
    NewOutbox {
        idem_key: format!("turn:{}:{seq}:{}:webhook", game.game_id, user.user_id),
        user_id: user.user_id,
        game_id: Some(game.game_id),
        channel: Channel::Webhook,
        kind: "turn".into(),
        recipient: url.to_string(),
        subject: site(&Message::new("notify-your-turn").arg("title", game.title.as_str())),
        body: webhook::payload(sentence, "your_turn", game.game_id, &game.game_url).to_string(),
    }
}

#[derive(Template)]
#[template(path = "email/started.txt", escape = "none")]
struct StartedMail<'a> {
    username: &'a str,
    title: &'a str,
    others: &'a str,
    your_turn: bool,
    to_move: &'a str,
    game_url: &'a str,
    commitment: Option<&'a str>,
    /// A tournament game: its round, and when the round ends.
    tournament: Option<&'a str>,
    settings_url: String,
}

/// "Your invitation is full and the game started", with the commitment to its setup
/// (`docs/verifiable-setup.md`): a mail the host cannot change afterwards.
pub fn started_mail(
    config: &Config,
    user: &User,
    email: &str,
    game: &GameLine,
    to_move: Option<&User>,
    commitment: Option<&str>,
    tournament: Option<&str>,
) -> anyhow::Result<NewOutbox> {
    let body = render(&StartedMail {
        tournament,
        username: &user.username,
        title: &game.title,
        others: &game.others,
        your_turn: to_move.is_some_and(|u| u.user_id == user.user_id),
        to_move: to_move.map_or("", |u| u.username.as_str()),
        game_url: &game.game_url,
        commitment,
        settings_url: settings_url(config),
    })?;
    Ok(NewOutbox {
        idem_key: format!("started:{}:{}", game.game_id, user.user_id),
        user_id: user.user_id,
        game_id: Some(game.game_id),
        channel: Channel::Email,
        kind: "started".into(),
        recipient: email.to_string(),
        subject: site(&Message::new("notify-started-subject").arg("title", game.title.as_str())),
        body,
    })
}

#[derive(Template)]
#[template(path = "email/ended.txt", escape = "none")]
struct EndedMail<'a> {
    username: &'a str,
    title: &'a str,
    others: &'a str,
    won: bool,
    summary: &'a str,
    game_url: &'a str,
    settings_url: String,
}

/// "The game ended — you won/lost".
pub fn ended_mail(
    config: &Config,
    user: &User,
    email: &str,
    game: &GameLine,
    won: bool,
    summary: &str,
) -> anyhow::Result<NewOutbox> {
    let body = render(&EndedMail {
        username: &user.username,
        title: &game.title,
        others: &game.others,
        won,
        summary,
        game_url: &game.game_url,
        settings_url: settings_url(config),
    })?;
    Ok(NewOutbox {
        idem_key: format!("ended:{}:{}", game.game_id, user.user_id),
        user_id: user.user_id,
        game_id: Some(game.game_id),
        channel: Channel::Email,
        kind: "ended".into(),
        recipient: email.to_string(),
        subject: if won {
            site(&Message::new("notify-ended-subject-won").arg("title", game.title.as_str()))
        } else {
            site(&Message::new("notify-ended-subject-lost").arg("title", game.title.as_str()))
        },
        body,
    })
}

/// One waiting game in a digest.
#[derive(Clone, Debug)]
pub struct DigestGame {
    pub title: String,
    pub others: String,
    pub game_url: String,
    pub waiting: String,
    pub time_left: Option<String>,
    pub recap: Recap,
}

impl DigestGame {
    /// The game's line in the digest: its title, the others, how long it has waited and
    /// the time left.
    pub fn headline(&self) -> String {
        let message = match &self.time_left {
            Some(left) => Message::new("notify-digest-game-left").arg("left", left.as_str()),
            None => Message::new("notify-digest-game"),
        };
        site(
            &message
                .arg("title", self.title.as_str())
                .arg("others", self.others.as_str())
                .arg("waiting", self.waiting.as_str()),
        )
    }
}

#[derive(Template)]
#[template(path = "email/digest.txt", escape = "none")]
struct DigestMail<'a> {
    username: &'a str,
    games: &'a [DigestGame],
    settings_url: String,
}

/// The daily digest of `date` (`YYYY-MM-DD`, UTC): one per user and day.
pub fn digest_mail(
    config: &Config,
    user: &User,
    email: &str,
    date: &str,
    games: &[DigestGame],
) -> anyhow::Result<NewOutbox> {
    let body = render(&DigestMail {
        username: &user.username,
        games,
        settings_url: settings_url(config),
    })?;
    Ok(NewOutbox {
        idem_key: format!("digest:{}:{date}", user.user_id),
        user_id: user.user_id,
        game_id: None,
        channel: Channel::Email,
        kind: "digest".into(),
        recipient: email.to_string(),
        subject: site(&Message::new("notify-digest-subject").arg("count", games.len())),
        body,
    })
}

// --- push notices (src/notify/push.rs): a title, a line, the page a click opens ---

/// The tag that makes a newer notice about a game replace the older one on a device.
fn game_tag(game: &GameLine) -> String {
    format!("game-{}", game.game_id)
}

/// "Your turn: …", with the newest steps of the recap and the chat.
pub fn turn_notice(game: &GameLine, recap: &Recap) -> Notice {
    let newest = recap.lines.len().saturating_sub(3);
    let mut lines: Vec<&str> = recap.lines[newest..].iter().map(String::as_str).collect();
    lines.extend(recap.chat.iter().map(String::as_str));
    Notice {
        title: site(
            &Message::new("notify-turn-subject")
                .arg("title", game.title.as_str())
                .arg("others", game.others.as_str()),
        ),
        body: lines.join(" "),
        url: game.game_url.clone(),
        tag: game_tag(game),
    }
}

/// "Your game has started", and who moves first.
pub fn started_notice(
    game: &GameLine,
    me: &User,
    to_move: Option<&User>,
    tournament: Option<&str>,
) -> Notice {
    let mut body = match to_move {
        Some(u) if u.user_id == me.user_id => site(&Message::new("notify-started-your-turn")),
        Some(u) => site(&Message::new("notify-started-first").arg("name", u.username.as_str())),
        None => String::new(),
    };
    if let Some(line) = tournament {
        body = format!("{line} {body}").trim().to_string();
    }
    Notice {
        title: site(&Message::new("notify-started-subject").arg("title", game.title.as_str())),
        body,
        url: game.game_url.clone(),
        tag: game_tag(game),
    }
}

/// "The game ended — you won/lost", with the result.
pub fn ended_notice(game: &GameLine, won: bool, summary: &str) -> Notice {
    let id = if won {
        "notify-ended-subject-won"
    } else {
        "notify-ended-subject-lost"
    };
    Notice {
        title: site(&Message::new(id).arg("title", game.title.as_str())),
        body: summary.to_string(),
        url: game.game_url.clone(),
        tag: game_tag(game),
    }
}

/// "3 games are waiting for your move": the daily digest on a device.
pub fn digest_notice(config: &Config, games: &[DigestGame]) -> Notice {
    Notice {
        title: site(&Message::new("notify-digest-subject").arg("count", games.len())),
        body: games
            .iter()
            .map(|g| g.title.as_str())
            .collect::<Vec<_>>()
            .join(" · "),
        url: format!("{}/", config.base_url),
        tag: "digest".into(),
    }
}

pub use crate::service::push::one_line;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_recaps_are_cut_to_one_line() {
        assert_eq!(one_line("a\n b   c", 10), "a b c");
        assert_eq!(one_line("abcdefghijkl", 5), "abcd…");
        assert_eq!(one_line("a\u{a0}: b\t c", 10), "a\u{a0}: b c");
    }
}
