//! The private Atom feed of a user (RFC 4287): one entry per game waiting for their move,
//! and the recent moves of their games, each told from that user's own seat (the same
//! history the game page shows them; never another player's hidden cards), in that user's
//! language: a feed reader sends no cookie, and whoever reads the feed reads it for them.

use super::derive::recap;
use crate::game::text::{current_language, in_language, site, t};
use crate::game::{HistoryStep, LoadedGame, Message, Seat, Status, Viewer};
use crate::games::describe_options;
use crate::service::deadline::human_duration;
use crate::service::mails::recipient_language;
use crate::service::{GameState, Service, ServiceResult};
use crate::store::{GameStatus, User};
use time::format_description::well_known::Rfc3339;
use time::{Duration, OffsetDateTime};

/// Games whose moves are listed: those that moved within this time.
const RECENT: Duration = Duration::days(30);
/// Moves listed per game, and entries in all.
const MOVES_PER_GAME: usize = 10;
const ENTRIES_MAX: usize = 60;

/// Escapes text for XML content and attributes, dropping characters XML 1.0 forbids.
pub fn xml_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => {}
            c => out.push(c),
        }
    }
    out
}

fn rfc3339(t: OffsetDateTime) -> String {
    t.format(&Rfc3339).unwrap_or_default()
}

struct Entry {
    id: String,
    title: String,
    link: String,
    updated: OffsetDateTime,
    summary: String,
}

/// The feed document of `user`, in their language; `self_url` is the feed's own address.
pub async fn atom(service: &Service, user: &User, self_url: &str) -> ServiceResult<String> {
    let language = match service.over_days() {
        Ok(store) => recipient_language(&store.notify_settings(user.user_id).await?),
        // A store without settings (a test double) keeps no language either.
        Err(_) => current_language(),
    };
    in_language(language, document(service, user, self_url)).await
}

/// The feed's entries for a game's newest moves as the player in `seat` may read them,
/// newest first: each step with its summary.
pub fn move_entries(
    game: &dyn LoadedGame,
    seat: Seat,
    names: &[String],
) -> Vec<(HistoryStep, String)> {
    // Hidden steps come first: the newest visible ones are among the newest steps.
    let after = game.moves_len().saturating_sub(MOVES_PER_GAME);
    let steps = game.history_after(Viewer::Seat(seat), names, after);
    steps
        .into_iter()
        .rev()
        .take(MOVES_PER_GAME)
        .map(|step| {
            let summary = super::derive::step_text(&step, names);
            (step, summary)
        })
        .collect()
}

/// The reader's tournaments lately: the round being played (with their game or bye and
/// the round's deadline), the organiser's announcements, the end and their place.
async fn tournament_entries(
    service: &Service,
    user: &User,
    now: OffsetDateTime,
) -> ServiceResult<Vec<Entry>> {
    let base = &service.config().base_url;
    let zone = match service.over_days() {
        Ok(store) => store.notify_settings(user.user_id).await?.time_zone,
        Err(_) => None,
    };
    let mut entries = Vec::new();
    for mine in service.player_tournaments(user, true).await? {
        let view = service.tournament(&mine.code).await?;
        let t = &view.tournament;
        let url = format!("{base}/tournaments/{}", t.code);
        let name = t.name.as_str();
        if let Some(round) = view.rounds.last().filter(|r| r.finished_at.is_none()) {
            let when = crate::local_time::format(round.deadline_at, zone.as_deref());
            let summary = match round.seat_of(user.user_id).and_then(|s| s.game_id) {
                Some(_) => site(
                    &Message::new("notify-tournament-game-line")
                        .arg("round", round.round)
                        .arg("name", name)
                        .arg("when", when),
                ),
                None => format!(
                    "{} {}",
                    site(&Message::new("notify-tournament-round-bye")),
                    site(&Message::new("notify-tournament-round-deadline").arg("when", when))
                ),
            };
            entries.push(Entry {
                id: format!("{url}#round-{}", round.round),
                title: site(
                    &Message::new("notify-tournament-round-subject")
                        .arg("round", round.round)
                        .arg("name", name),
                ),
                link: url.clone(),
                updated: round.started_at,
                summary,
            });
        }
        for news in view
            .announcements
            .iter()
            .filter(|a| now - a.created_at <= RECENT)
        {
            entries.push(Entry {
                id: format!("{url}#announcement-{}", news.announcement_id),
                title: site(
                    &Message::new("notify-tournament-announcement-subject")
                        .arg("organiser", t.organiser.username.as_str())
                        .arg("name", name),
                ),
                link: format!("{url}#announcements"),
                updated: news.created_at,
                summary: news.text.clone(),
            });
        }
        let ended = t.finished_at.filter(|at| now - *at <= RECENT);
        let line = view
            .standings
            .iter()
            .find(|line| view.seeded.get(line.entrant).map(|u| u.user_id) == Some(user.user_id));
        if let (Some(at), Some(line)) = (ended, line) {
            entries.push(Entry {
                id: format!("{url}#end"),
                title: site(&Message::new("notify-tournament-end-subject").arg("name", name)),
                link: url.clone(),
                updated: at,
                summary: site(
                    &Message::new("notify-tournament-end-place")
                        .arg("place", line.rank)
                        .arg("count", view.standings.len())
                        .arg("points", crate::pages::tournament::points(line.points)),
                ),
            });
        }
    }
    Ok(entries)
}

/// The feed document of `user` in the current language.
async fn document(service: &Service, user: &User, self_url: &str) -> ServiceResult<String> {
    let now = service.now();
    let base = &service.config().base_url;
    let mut entries: Vec<Entry> = Vec::new();
    for record in service.store().games_for_user(user.user_id).await? {
        if now - record.updated_at > RECENT && record.status != GameStatus::Active {
            continue;
        }
        let game: GameState = service.game(record.game_id, Some(user)).await?;
        let Some(seat) = game.your_seat else { continue };
        let title = describe_options(&record.game, &record.options);
        let url = format!("{base}/games/{}", record.game_id);
        let names = game.names();
        if record.status == GameStatus::Active && game.to_move() == Some(seat) {
            let clock = service.game_clock(&game).await?;
            let mut summary = recap(&game, seat, service.config())
                .with_chat(super::derive::chat_news(service, &game, user).await?)
                .text();
            if let Some(left) = clock.time_left {
                let left = Message::new("notify-feed-time-left").arg("left", human_duration(left));
                summary = format!("{summary} {}", site(&left));
            }
            entries.push(Entry {
                id: format!("{url}#turn-{}", game.seq),
                title: site(&Message::new("notify-your-turn").arg("title", title.as_str())),
                link: url.clone(),
                updated: record.updated_at,
                summary: summary.trim().to_string(),
            });
        }
        // The start, with the commitment to the setup (docs/verifiable-setup.md).
        if let Some(c) = game
            .commitment()
            .filter(|_| now - record.created_at <= RECENT)
        {
            entries.push(Entry {
                id: format!("{url}#start"),
                title: site(&Message::new("notify-feed-started").arg("title", title.as_str())),
                link: url.clone(),
                updated: record.created_at,
                summary: site(&Message::new("notify-feed-commitment").arg("sha", c.sha256)),
            });
        }
        if now - record.updated_at <= RECENT {
            for (step, summary) in move_entries(game.loaded.as_ref(), seat, &names) {
                let player = names.get(step.seat).map_or("?", String::as_str);
                entries.push(Entry {
                    id: format!("{url}#move-{}", step.step),
                    title: site(
                        &Message::new("notify-feed-move")
                            .arg("title", title.as_str())
                            .arg("step", step.step)
                            .arg("name", player),
                    ),
                    link: url.clone(),
                    updated: game.event_time(step.step).unwrap_or(record.updated_at),
                    summary,
                });
            }
        }
        // What the others wrote lately in the game's chat (as the game page shows it; a
        // message a moderator removed is no news).
        let chat = service.chat_view(&game, Some(user)).await?.messages;
        let written = chat
            .iter()
            .rev()
            .filter(|m| {
                m.author.user_id != user.user_id && !m.removed && now - m.created_at <= RECENT
            })
            .take(MOVES_PER_GAME);
        for m in written {
            entries.push(Entry {
                id: format!("{url}#chat-{}", m.message_id),
                title: site(
                    &Message::new("notify-feed-wrote")
                        .arg("title", title.as_str())
                        .arg("name", m.author.username.as_str()),
                ),
                link: format!("{url}#chat"),
                updated: m.created_at,
                summary: super::derive::wrote(&m.author.username, &m.text),
            });
        }
        if let (GameStatus::Finished, Status::Finished { outcome }) = (record.status, game.status())
        {
            let won = outcome.winners.contains(&seat);
            let over = if won {
                Message::new("notify-feed-won")
            } else {
                Message::new("notify-feed-lost")
            };
            entries.push(Entry {
                id: format!("{url}#end"),
                title: site(&over.arg("title", title.as_str())),
                link: url.clone(),
                updated: record.finished_at.unwrap_or(record.updated_at),
                summary: game.summary(&outcome, &names),
            });
        }
        if record.status == GameStatus::Cancelled {
            entries.push(Entry {
                id: format!("{url}#cancelled"),
                title: site(&Message::new("notify-feed-cancelled").arg("title", title.as_str())),
                link: url.clone(),
                updated: record.finished_at.unwrap_or(record.updated_at),
                summary: t("notify-feed-cancelled-summary"),
            });
        }
    }
    entries.extend(tournament_entries(service, user, now).await?);
    entries.sort_by(|a, b| b.updated.cmp(&a.updated).then(a.id.cmp(&b.id)));
    entries.truncate(ENTRIES_MAX);
    let updated = entries.first().map_or(now, |e| e.updated);

    let mut xml = String::with_capacity(4096);
    xml.push_str("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n");
    xml.push_str(&format!(
        "<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"{}\">\n",
        xml_escape(current_language())
    ));
    xml.push_str(&format!(
        "  <id>{}</id>\n  <title>{}</title>\n  <updated>{}</updated>\n",
        xml_escape(&format!("{base}/feeds/user/{}", user.user_id)),
        xml_escape(&site(
            &Message::new("notify-feed-title").arg("name", user.username.as_str())
        )),
        rfc3339(updated)
    ));
    xml.push_str(&format!(
        "  <link rel=\"self\" type=\"application/atom+xml\" href=\"{}\"/>\n  <link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n",
        xml_escape(self_url),
        xml_escape(&format!("{base}/"))
    ));
    xml.push_str("  <author><name>Mai Pen Rai</name></author>\n");
    xml.push_str("  <generator>Mai Pen Rai</generator>\n");
    for e in &entries {
        xml.push_str(&format!(
            "  <entry>\n    <id>{}</id>\n    <title type=\"text\">{}</title>\n    <link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n    <updated>{}</updated>\n    <summary type=\"text\">{}</summary>\n  </entry>\n",
            xml_escape(&e.id),
            xml_escape(&e.title),
            xml_escape(&e.link),
            rfc3339(e.updated),
            xml_escape(&e.summary),
        ));
    }
    xml.push_str("</feed>\n");
    Ok(xml)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_for_xml() {
        assert_eq!(xml_escape("a<b>&\"c'\u{1}"), "a&lt;b&gt;&amp;&quot;c&apos;");
    }
}
