//! Turning the event log into notifications.
//!
//! The move path knows nothing of notifications: the worker reads each game's events past
//! its cursor (`game_notify.notified_seq`), decides who hears what, and writes the outbox
//! rows together with the new cursor in one transaction (a compare-and-set, so of two
//! workers only one records a given step, and a crash before the commit leaves the events
//! to be handled again). Every text about the game comes from
//! `history(Viewer::Seat(recipient))`: what that player may see, never another hand, in
//! that player's language (their choice on the site, else English), whoever moved.

use super::messages::{self, DigestGame, GameLine, Recap};
use crate::game::text::{in_language, site};
use crate::game::HistoryStep;
use crate::game::{Message, Seat, Status};
use crate::games::describe_options;
use crate::service::deadline::human_duration;
use crate::service::mails::recipient_language;
pub use crate::service::push::{recently_active, ACTIVE_WINDOW};
use crate::service::{GameState, Service, ServiceResult};
use crate::store::notify::{Channel, EmailMode, NewOutbox, NotifyBacklog, NotifySettings};
use crate::store::{GameStatus, User};
use std::collections::HashMap;
use time::{Duration, OffsetDateTime};

/// At most one turn mail per game and player within this time.
pub const TURN_MAIL_GAP: Duration = Duration::hours(1);
/// Games handled per worker pass.
const BACKLOG_BATCH: i64 = 100;
/// Steps in a notification's recap (the newest); a longer one says how many more.
const RECAP_STEPS: usize = 12;
/// Longest line of a recap.
const RECAP_LINE_MAX: usize = 300;

/// One history step in words (the history's narration already says when the platform
/// moved for the player).
pub fn step_text(step: &HistoryStep, names: &[String]) -> String {
    if step.narration.is_empty() {
        let name = names.get(step.seat).map_or("?", String::as_str);
        site(
            &Message::new("notify-step-played")
                .arg("name", name)
                .arg("move", step.notation.as_str()),
        )
    } else {
        step.narration.join(" ")
    }
}

/// What the player in `seat` may know happened since their own last move: one line per
/// step, newest last, built only from their own view of the history. A long recap keeps
/// its newest steps and says how many more there were, with the history's address.
pub fn recap(game: &GameState, seat: Seat, config: &crate::config::Config) -> Recap {
    let history_url = format!("{}/games/{}/history", config.base_url, game.record.game_id);
    recap_of(&game.since_last_move(seat), &game.names(), history_url)
}

/// The recap of these steps ([`recap`]): what turn mails, webhooks, push notices and the
/// feed say of a game, from nothing but the recipient's history.
pub fn recap_of(steps: &[HistoryStep], names: &[String], history_url: String) -> Recap {
    let more = steps.len().saturating_sub(RECAP_STEPS);
    Recap {
        lines: steps[more..]
            .iter()
            .map(|s| messages::one_line(&step_text(s, names), RECAP_LINE_MAX))
            .collect(),
        more,
        history_url,
        chat: Vec::new(),
    }
}

/// What the others wrote in the game's chat since the player's own last move, as the
/// notices tell it ("alice wrote: …"), the newest [`RECAP_STEPS`]; nothing when the player
/// muted the chat or may not read it.
pub async fn chat_news(
    service: &Service,
    game: &GameState,
    user: &User,
) -> ServiceResult<Vec<String>> {
    let lines = service
        .chat_since_last_move(game, user)
        .await?
        .iter()
        .map(|m| messages::one_line(&wrote(&m.author.username, &m.text), RECAP_LINE_MAX))
        .collect::<Vec<_>>();
    let skip = lines.len().saturating_sub(RECAP_STEPS);
    Ok(lines.into_iter().skip(skip).collect())
}

/// "alice wrote: …": what someone wrote in a game's chat, as notices tell it.
pub fn wrote(name: &str, text: &str) -> String {
    site(
        &Message::new("notify-chat-wrote")
            .arg("name", name)
            .arg("text", text),
    )
}

/// The address to mail `settings`' user about a game now, if any (verified address, mail
/// wanted, not on the site right now).
pub(super) fn mail_to<'a>(
    config: &crate::config::Config,
    settings: &'a NotifySettings,
    now: OffsetDateTime,
) -> Option<&'a str> {
    if !config.mail_enabled() {
        return None;
    }
    match (&settings.email, settings.email_mode) {
        (Some(email), EmailMode::EveryTurn | EmailMode::Digest)
            if !recently_active(settings, now) =>
        {
            Some(email)
        }
        _ => None,
    }
}

/// Handles the games with new events; returns how many games' cursors moved.
pub async fn derive_all(service: &Service) -> anyhow::Result<usize> {
    let store = service.over_days()?;
    let (listened, quiet): (Vec<_>, Vec<_>) = store
        .notify_backlog(BACKLOG_BATCH)
        .await?
        .into_iter()
        .partition(|b| b.listened);
    // Games nobody can hear of: only their cursors move, all at once.
    let mut handled = store.record_quiet(&quiet, service.now()).await?;
    for backlog in listened {
        match derive_game(service, backlog).await {
            Ok(true) => handled += 1,
            Ok(false) => {}
            Err(e) => {
                tracing::error!(game_id = %backlog.game_id, "notifications not derived: {e:#}")
            }
        }
    }
    Ok(handled)
}

/// Derives the notifications of one game's new events and records them with the new
/// cursor. False when there was nothing to do or another worker was faster. (Games nobody
/// listens to take [`crate::store::notify::NotifyStore::record_quiet`] in [`derive_all`] instead.)
pub async fn derive_game(service: &Service, backlog: NotifyBacklog) -> anyhow::Result<bool> {
    let store = service.over_days()?;
    let config = service.config();
    let now = service.now();
    let game = service.game(backlog.game_id, None).await?;
    let seq = game.seq;
    if backlog.notified_seq.is_some_and(|n| n >= seq) {
        return Ok(false);
    }
    let record = &game.record;
    let mut settings: HashMap<uuid::Uuid, NotifySettings> = HashMap::new();
    for user in &record.players {
        settings.insert(user.user_id, store.notify_settings(user.user_id).await?);
    }
    // Each player's notifications are written in their language (the game's title and
    // narration too): called inside `in_language`.
    let line = |user: &User| {
        GameLine::new(
            config,
            record.game_id,
            describe_options(&record.game, &record.options),
            &record.players,
            user.user_id,
        )
    };
    let started = backlog.notified_seq.is_none();
    let mut rows: Vec<NewOutbox> = Vec::new();

    if started {
        let to_move = game.to_move().and_then(|s| record.players.get(s));
        let commitment = game.commitment().map(|c| c.sha256);
        // A tournament's table: the start says which round, and until when.
        let tournament = match game.extras.tournament_round {
            Some(_) => service.tournament_of_game(record.game_id).await?,
            None => None,
        };
        for user in &record.players {
            let mine = &settings[&user.user_id];
            in_language(recipient_language(mine), async {
                let tournament = tournament.as_ref().map(|t| {
                    site(
                        &Message::new("notify-tournament-game-line")
                            .arg("round", t.round)
                            .arg("name", t.name.as_str())
                            .arg(
                                "when",
                                crate::local_time::format(t.deadline_at, mine.time_zone.as_deref()),
                            ),
                    )
                });
                let tournament = tournament.as_deref();
                if let Some(email) = mail_to(config, mine, now) {
                    rows.push(messages::started_mail(
                        config,
                        user,
                        email,
                        &line(user),
                        to_move,
                        commitment.as_deref(),
                        tournament,
                    )?);
                }
                if let Some(url) = &mine.webhook_url {
                    rows.push(messages::started_webhook(
                        user,
                        url,
                        &line(user),
                        commitment.as_deref(),
                        tournament,
                    ));
                }
                let notice = messages::started_notice(&line(user), user, to_move, tournament);
                let key = format!("started:{}:{}", record.game_id, user.user_id);
                rows.extend(
                    service
                        .push_rows(mine, &notice, Some(record.game_id), "started", &key)
                        .await?,
                );
                anyhow::Ok(())
            })
            .await?;
        }
    }
    match record.status {
        GameStatus::Active => {
            let removed = &game.extras.removed_seats;
            if let Some(seat) = game.to_move().filter(|s| !removed.contains(s)) {
                if let Some(user) = record.players.get(seat) {
                    let mine = &settings[&user.user_id];
                    in_language(recipient_language(mine), async {
                        let recap = recap(&game, seat, config)
                            .with_chat(chat_news(service, &game, user).await?);
                        let line = line(user);
                        // The "started" mail already says whose turn it is.
                        let mail = if started || mine.email_mode != EmailMode::EveryTurn {
                            None
                        } else {
                            mail_to(config, mine, now)
                        };
                        if let Some(email) = mail {
                            if service
                                .gap_passed(
                                    user.user_id,
                                    record.game_id,
                                    "turn",
                                    Channel::Email,
                                    TURN_MAIL_GAP,
                                )
                                .await?
                            {
                                let time_left = service
                                    .game_clock(&game)
                                    .await?
                                    .time_left
                                    .map(human_duration);
                                rows.push(messages::turn_mail(
                                    config, user, email, &line, seq, &recap, time_left,
                                )?);
                            }
                        }
                        if let Some(url) = &mine.webhook_url {
                            rows.push(messages::turn_webhook(user, url, &line, seq, &recap));
                        }
                        // Devices: the same choice and the same hourly gap as the mail.
                        if !started
                            && mine.email_mode == EmailMode::EveryTurn
                            && service
                                .gap_passed(
                                    user.user_id,
                                    record.game_id,
                                    "turn",
                                    Channel::Push,
                                    TURN_MAIL_GAP,
                                )
                                .await?
                        {
                            let notice = messages::turn_notice(&line, &recap);
                            let key = format!("turn:{}:{seq}:{}", record.game_id, user.user_id);
                            rows.extend(
                                service
                                    .push_rows(mine, &notice, Some(record.game_id), "turn", &key)
                                    .await?,
                            );
                        }
                        anyhow::Ok(())
                    })
                    .await?;
                }
            }
        }
        GameStatus::Finished => {
            if let Status::Finished { outcome } = game.status() {
                for (seat, user) in record.players.iter().enumerate() {
                    let mine = &settings[&user.user_id];
                    let won = outcome.winners.contains(&seat);
                    in_language(recipient_language(mine), async {
                        let summary = game.summary(&outcome, &game.names());
                        if let Some(email) = mail_to(config, mine, now) {
                            rows.push(messages::ended_mail(
                                config,
                                user,
                                email,
                                &line(user),
                                won,
                                &summary,
                            )?);
                        }
                        let notice = messages::ended_notice(&line(user), won, &summary);
                        let key = format!("ended:{}:{}", record.game_id, user.user_id);
                        rows.extend(
                            service
                                .push_rows(mine, &notice, Some(record.game_id), "ended", &key)
                                .await?,
                        );
                        anyhow::Ok(())
                    })
                    .await?;
                }
            }
        }
        GameStatus::Cancelled => {}
    }
    let recorded = store
        .record_notifications(record.game_id, backlog.notified_seq, seq, &rows, now)
        .await?;
    if recorded && !rows.is_empty() {
        tracing::info!(game_id = %record.game_id, seq, notifications = rows.len(), "notifications queued");
    }
    Ok(recorded)
}

/// Queues the daily digests that are due: from `DIGEST_HOUR_UTC` on, one per day for each
/// digest reader with games waiting (not while they are on the site), by mail and to each
/// of their devices. Returns to how many readers.
pub async fn digests(service: &Service) -> anyhow::Result<usize> {
    let store = service.over_days()?;
    let config = service.config();
    let now = service.now();
    if now.hour() < config.digest_hour_utc {
        return Ok(0);
    }
    let date = now.date().to_string();
    let mut queued = 0;
    // Only readers with a game waiting and no digest yet today (one statement).
    for settings in store
        .digests_due(now.replace_time(time::Time::MIDNIGHT))
        .await?
    {
        if recently_active(&settings, now) {
            continue;
        }
        let Some(user) = service.store().user(settings.user_id).await? else {
            continue;
        };
        // In the reader's language, the games' titles and narration too.
        let rows = in_language(recipient_language(&settings), async {
            let lobby = service.lobby(&user).await?;
            let mut games = Vec::new();
            for record in &lobby.my_turn {
                let game = service.game(record.game_id, Some(&user)).await?;
                let Some(seat) = game.your_seat else { continue };
                let line = GameLine::new(
                    config,
                    record.game_id,
                    describe_options(&record.game, &record.options),
                    &record.players,
                    user.user_id,
                );
                let clock = service.game_clock(&game).await?;
                games.push(DigestGame {
                    title: line.title,
                    others: line.others,
                    game_url: line.game_url,
                    waiting: human_duration(now - record.updated_at),
                    time_left: clock.time_left.map(human_duration),
                    recap: recap(&game, seat, config)
                        .with_chat(chat_news(service, &game, &user).await?),
                });
            }
            if games.is_empty() {
                return anyhow::Ok(Vec::new());
            }
            let mut rows = Vec::new();
            if let Some(email) = &settings.email {
                rows.push(messages::digest_mail(config, &user, email, &date, &games)?);
            }
            let notice = messages::digest_notice(config, &games);
            let key = format!("digest:{}:{date}", user.user_id);
            rows.extend(
                service
                    .push_rows(&settings, &notice, None, "digest", &key)
                    .await?,
            );
            anyhow::Ok(rows)
        })
        .await?;
        let mut any = false;
        for row in &rows {
            any |= store.enqueue(row, now).await?;
        }
        if any {
            queued += 1;
        }
    }
    Ok(queued)
}
