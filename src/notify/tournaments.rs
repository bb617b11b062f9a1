//! Tournament notices (docs/tournaments.md, "Notices"): a round has started (with the
//! reader's game or bye and the round's deadline), the round waits for the reader's game
//! (the only one left), the tournament is over (the reader's place), and the organiser's
//! announcements. By mail, Web Push and webhook, under the choices people already made for
//! game notices; the feed shows the same from the tournament's state when it is read.
//!
//! A worker step, once per notice: the rows go into the outbox under keys that make a
//! second queuing a no-op, then the tournament's flag (`announced`, `waits_told`,
//! `end_told`, an announcement's `sent`) is set; a crash in between queues the same rows
//! again, and the outbox keeps the first.

use super::derive::mail_to;
use super::webhook::Quote;
use crate::config::Config;
use crate::game::text::{filters, in_language, site};
use crate::game::Message;
use crate::local_time;
use crate::pages::tournament::points;
use crate::service::mails::{recipient_language, render, settings_url};
use crate::service::push::Notice;
use crate::service::tournaments::TournamentView;
use crate::service::{Service, ServiceError};
use crate::store::notify::{Channel, NewOutbox, NotifySettings};
use crate::store::tournaments::{Announcement, TournamentStore};
use crate::store::{GameStatus, User};
use askama::Template;
use time::OffsetDateTime;
use uuid::Uuid;

/// How a channel quotes what people wrote.
type Quoting<'a> = &'a dyn Fn(&str) -> String;
/// Words of a notice, given the channel's quoting.
type Words<T> = Box<dyn Fn(Quoting) -> T + Send + Sync>;

/// What one notice says, for one reader: its subject, its lines and the page it leads to.
/// `quote` wraps what people wrote (names, announcements) for the channel.
struct Told {
    kind: &'static str,
    /// Unique per notice and reader, without the channel.
    key: String,
    subject: Words<String>,
    lines: Words<Vec<String>>,
    url: String,
    game_id: Option<Uuid>,
}

#[derive(Template)]
#[template(path = "email/tournament.txt", escape = "none")]
struct TournamentMail<'a> {
    username: &'a str,
    lines: &'a [String],
    url: &'a str,
    settings_url: String,
}

/// Queues every tournament notice that is due; returns how many were queued (readers
/// times notices, before the channels).
pub async fn tournament_notices(service: &Service) -> anyhow::Result<usize> {
    let (Some(store), Some(_)) = (service.store().tournaments(), service.store().notify()) else {
        return Ok(0);
    };
    let mut told = 0;
    for (tournament_id, round) in store.rounds_to_announce().await? {
        if let Some(view) = view_of(service, store, tournament_id).await? {
            told += round_started(service, &view, round).await?;
        }
        store.round_told(tournament_id, round, false).await?;
    }
    for (tournament_id, round) in store.rounds_waiting().await? {
        if let Some(view) = view_of(service, store, tournament_id).await? {
            told += round_waits(service, &view, round).await?;
        }
        store.round_told(tournament_id, round, true).await?;
    }
    for tournament_id in store.ends_to_tell().await? {
        if let Some(view) = view_of(service, store, tournament_id).await? {
            told += ended(service, &view).await?;
        }
        store.end_told(tournament_id).await?;
    }
    for announcement in store.unsent_announcements().await? {
        if let Some(view) = view_of(service, store, announcement.tournament_id).await? {
            told += announced(service, &view, &announcement).await?;
        }
        store
            .announcement_sent(announcement.announcement_id)
            .await?;
    }
    Ok(told)
}

async fn view_of(
    service: &Service,
    store: &dyn TournamentStore,
    tournament_id: Uuid,
) -> anyhow::Result<Option<TournamentView>> {
    let Some(tournament) = store.tournament_by_id(tournament_id).await? else {
        return Ok(None);
    };
    match service.tournament(&tournament.code).await {
        Ok(view) => Ok(Some(view)),
        Err(ServiceError::NotFound(_)) => Ok(None),
        Err(e) => Err(e.into()),
    }
}

fn tournament_url(config: &Config, view: &TournamentView) -> String {
    format!("{}/tournaments/{}", config.base_url, view.tournament.code)
}

fn user_of(view: &TournamentView, user_id: Uuid) -> Option<User> {
    let entrant = view
        .tournament
        .entrants
        .iter()
        .find(|e| e.user.user_id == user_id)?;
    Some(entrant.user.clone())
}

/// "Round 2 of “Club night” has started", to the players without a game this round (a
/// bye, a meeting not played), with the round's deadline in their time zone. The players at
/// a table hear of the round from their game's start notice, which names it
/// (`derive::derive_game`): one notice each, not two.
async fn round_started(
    service: &Service,
    view: &TournamentView,
    number: u32,
) -> anyhow::Result<usize> {
    let Some(round) = view.rounds.iter().find(|r| r.round == number) else {
        return Ok(0);
    };
    let config = service.config();
    let mut told = 0;
    for seat in round.seats.iter().filter(|s| s.game_id.is_none()) {
        let Some(user) = user_of(view, seat.user_id) else {
            continue;
        };
        let name = view.tournament.name.clone();
        let deadline = round.deadline_at;
        let told_one = move |zone: Option<String>| Told {
            kind: "tournament_round",
            key: format!(
                "tround:{}:{number}:{}",
                view.tournament.tournament_id, user.user_id
            ),
            subject: {
                let name = name.clone();
                Box::new(move |quote| {
                    site(
                        &Message::new("notify-tournament-round-subject")
                            .arg("round", number)
                            .arg("name", quote(&name)),
                    )
                })
            },
            lines: Box::new(move |_| {
                vec![
                    site(&Message::new("notify-tournament-round-bye")),
                    site(
                        &Message::new("notify-tournament-round-deadline")
                            .arg("when", local_time::format(deadline, zone.as_deref())),
                    ),
                ]
            }),
            url: tournament_url(config, view),
            game_id: None,
        };
        told += send(service, &user, told_one).await?;
    }
    Ok(told)
}

/// "Round 2 of “Club night” waits for your game": to the players of the one game left.
async fn round_waits(
    service: &Service,
    view: &TournamentView,
    number: u32,
) -> anyhow::Result<usize> {
    let Some(round) = view.rounds.iter().find(|r| r.round == number) else {
        return Ok(0);
    };
    let mut running = None;
    for (game_id, _) in round.tables() {
        let game = service.store().game(game_id).await?;
        if game.is_some_and(|g| g.status == GameStatus::Active) {
            running = Some(game_id);
        }
    }
    let Some(game_id) = running else {
        return Ok(0);
    };
    let config = service.config();
    let mut told = 0;
    for seat in round.seats.iter().filter(|s| s.game_id == Some(game_id)) {
        let Some(user) = user_of(view, seat.user_id) else {
            continue;
        };
        let name = view.tournament.name.clone();
        let deadline = round.deadline_at;
        let told_one = move |zone: Option<String>| Told {
            kind: "tournament_waits",
            key: format!(
                "twaits:{}:{number}:{}",
                view.tournament.tournament_id, user.user_id
            ),
            subject: Box::new(move |quote| {
                site(
                    &Message::new("notify-tournament-waits-subject")
                        .arg("round", number)
                        .arg("name", quote(&name)),
                )
            }),
            lines: Box::new(move |_| {
                vec![site(
                    &Message::new("notify-tournament-waits-body")
                        .arg("when", local_time::format(deadline, zone.as_deref())),
                )]
            }),
            url: format!("{}/games/{game_id}", config.base_url),
            game_id: Some(game_id),
        };
        told += send(service, &user, told_one).await?;
    }
    Ok(told)
}

/// "“Club night” is over": each entrant's place, and the winners.
async fn ended(service: &Service, view: &TournamentView) -> anyhow::Result<usize> {
    let config = service.config();
    let count = view.standings.len();
    let winners: Vec<String> = view
        .standings
        .iter()
        .filter(|line| line.rank == 1)
        .filter_map(|line| view.seeded.get(line.entrant))
        .map(crate::service::computers::shown_user)
        .collect();
    let winners = winners.join(", ");
    let mut told = 0;
    for line in &view.standings {
        let Some(user) = view.seeded.get(line.entrant).cloned() else {
            continue;
        };
        let name = view.tournament.name.clone();
        let winners = winners.clone();
        let (rank, halves) = (line.rank, line.points);
        let told_one = move |_zone: Option<String>| Told {
            kind: "tournament_end",
            key: format!("tend:{}:{}", view.tournament.tournament_id, user.user_id),
            subject: Box::new(move |quote| {
                site(&Message::new("notify-tournament-end-subject").arg("name", quote(&name)))
            }),
            lines: Box::new(move |quote| {
                vec![
                    site(
                        &Message::new("notify-tournament-end-place")
                            .arg("place", rank)
                            .arg("count", count)
                            .arg("points", points(halves)),
                    ),
                    site(
                        &Message::new("notify-tournament-end-winners")
                            .arg("names", quote(&winners)),
                    ),
                ]
            }),
            url: tournament_url(config, view),
            game_id: None,
        };
        told += send(service, &user, told_one).await?;
    }
    Ok(told)
}

/// The organiser's announcement, to every player still in.
async fn announced(
    service: &Service,
    view: &TournamentView,
    announcement: &Announcement,
) -> anyhow::Result<usize> {
    let config = service.config();
    let organiser = crate::service::computers::shown_user(&view.tournament.organiser);
    let mut told = 0;
    let players = view.tournament.entrants.iter().filter(|e| {
        e.withdrawn_at.is_none() && e.user.user_id != view.tournament.organiser.user_id
    });
    for entrant in players {
        let user = entrant.user.clone();
        let (name, organiser, text) = (
            view.tournament.name.clone(),
            organiser.clone(),
            announcement.text.clone(),
        );
        let told_one = move |_zone: Option<String>| Told {
            kind: "tournament_announcement",
            key: format!("tnews:{}:{}", announcement.announcement_id, user.user_id),
            subject: Box::new(move |quote| {
                site(
                    &Message::new("notify-tournament-announcement-subject")
                        .arg("organiser", quote(&organiser))
                        .arg("name", quote(&name)),
                )
            }),
            lines: Box::new(move |quote| vec![quote(&text)]),
            url: tournament_url(config, view),
            game_id: None,
        };
        told += send(service, &entrant.user, told_one).await?;
    }
    Ok(told)
}

/// Queues a notice to `user` by every channel they chose, in their language and time
/// zone; 1 if anything was queued.
async fn send(
    service: &Service,
    user: &User,
    told: impl FnOnce(Option<String>) -> Told,
) -> anyhow::Result<usize> {
    let store = service.over_days()?;
    let settings: NotifySettings = store.notify_settings(user.user_id).await?;
    let now = service.now();
    let told = told(settings.time_zone.clone());
    let rows = in_language(recipient_language(&settings), async {
        rows_for(service, user, &settings, &told, now).await
    })
    .await?;
    let mut any = false;
    for row in &rows {
        any |= store.enqueue(row, now).await?;
    }
    Ok(usize::from(any))
}

async fn rows_for(
    service: &Service,
    user: &User,
    settings: &NotifySettings,
    told: &Told,
    now: OffsetDateTime,
) -> anyhow::Result<Vec<NewOutbox>> {
    let config = service.config();
    let plain = |text: &str| text.to_string();
    let subject = (told.subject)(&plain);
    let lines = (told.lines)(&plain);
    let mut rows = Vec::new();
    if let Some(email) = mail_to(config, settings, now) {
        let body = render(&TournamentMail {
            username: &user.username,
            lines: &lines,
            url: &told.url,
            settings_url: settings_url(config),
        })?;
        rows.push(NewOutbox {
            idem_key: format!("{}:email", told.key),
            user_id: user.user_id,
            game_id: told.game_id,
            channel: Channel::Email,
            kind: told.kind.into(),
            recipient: email.to_string(),
            subject: subject.clone(),
            body,
        });
    }
    if let Some(url) = &settings.webhook_url {
        let sentence = |quote: &dyn Fn(&str) -> String| {
            let mut words = vec![(told.subject)(quote)];
            words.extend((told.lines)(quote));
            words.push(told.url.clone());
            words.join(" ")
        };
        let body = serde_json::json!({
            "content": sentence(&|t: &str| Quote::Discord.quote(t)),
            "allowed_mentions": {"parse": []},
            "text": sentence(&|t: &str| Quote::Slack.quote(t)),
            "mrkdwn": false,
            "kind": told.kind,
            "game_id": told.game_id,
            "url": told.url,
        });
        rows.push(NewOutbox {
            idem_key: format!("{}:webhook", told.key),
            user_id: user.user_id,
            game_id: told.game_id,
            channel: Channel::Webhook,
            kind: told.kind.into(),
            recipient: url.clone(),
            subject: subject.clone(),
            body: body.to_string(),
        });
    }
    let notice = Notice {
        title: subject,
        body: lines.join(" "),
        url: told.url.clone(),
        tag: told.key.clone(),
    };
    rows.extend(
        service
            .push_rows(settings, &notice, told.game_id, told.kind, &told.key)
            .await?,
    );
    Ok(rows)
}
