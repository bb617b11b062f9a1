//! Computer players as seats (docs/computer-players.md). Each computer seat is a system
//! account (migration 0015) — one per level and per computer seat of a game — so seats keep
//! pointing at accounts and a computer's move goes through the same write path as anyone's.
//! The moves are thought out in the background ([`spawn`]), never inside a request: a few
//! searches at once on blocking threads, shared fairly among people
//! (`computer_queue.rs`), each bounded by the level's budget, retried when anything fails.

use super::computer_queue::{Picked, TurnList};
use super::{GameState, Service, ServiceError, ServiceResult};
use crate::bots::Level;
use crate::game::text::{site, t};
use crate::game::{Message, MoveReason};
use crate::store::{ComputerGames, ComputerSeat, Limits, User};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;
use uuid::Uuid;

/// The most computer seats in one game: at least one seat is a person's, and no game has
/// more than four.
pub const MAX_COMPUTERS: usize = 3;

/// The levels as forms offer them: the word sent to the server and a label in the
/// current language ("Beginner: quick, legal, sensible moves").
pub fn level_choices() -> [(&'static str, String); 3] {
    Level::ALL.map(|level| {
        let label = match level {
            Level::Beginner => "games-level-choice-beginner",
            Level::Standard => "games-level-choice-standard",
            Level::Strong => "games-level-choice-strong",
        };
        (level.as_str(), t(label))
    })
}

/// The letters that tell the computers of one level in a game apart, by their index
/// ([`computer_account`]): letters, so that "Beginner computer B" is not read as a count.
pub const LETTERS: [&str; MAX_COMPUTERS] = ["A", "B", "C"];

/// The stored username of the `index`-th computer (0-based) of `level` ("Strong computer
/// B"), as migration 0033 renamed it; None past [`MAX_COMPUTERS`].
pub fn computer_username(level: Level, index: usize) -> Option<String> {
    let letter = LETTERS.get(index)?;
    let word = match level {
        Level::Beginner => "Beginner",
        Level::Standard => "Standard",
        Level::Strong => "Strong",
    };
    Some(format!("{word} computer {letter}"))
}

/// The level and index of the computer account named `username` (None for a person's).
fn computer_by_username(username: &str) -> Option<(Level, usize)> {
    Level::ALL.into_iter().find_map(|level| {
        (0..MAX_COMPUTERS)
            .find(|&i| computer_username(level, i).as_deref() == Some(username))
            .map(|i| (level, i))
    })
}

/// The name people read for the `index`-th computer of `level`, in the current language:
/// its username in English ("Strong computer B"), "Computer (sterk) B" in Dutch.
pub fn computer_name(level: Level, index: usize) -> String {
    let letter = LETTERS.get(index).copied().unwrap_or("?");
    site(
        &Message::new("games-computer-name")
            .arg("level", level.as_str())
            .arg("letter", letter),
    )
}

/// The name people read for the account named `username`: a computer player's in the
/// current language ([`computer_name`]), a deleted account as "Deleted player" in it,
/// anybody else's as it is. Pages and mails show
/// names through it; the API and links (`/players/{username}`) keep the username.
pub fn shown_name(username: &str) -> String {
    if username == crate::store::DELETED_NAME {
        // A name that starts sentences: "Deleted player passed automatically."
        return crate::game::text::t("site-deleted-player");
    }
    match computer_by_username(username) {
        Some((level, index)) => computer_name(level, index),
        None => username.to_string(),
    }
}

/// [`shown_name`] of `user`.
pub fn shown_user(user: &User) -> String {
    shown_name(&user.username)
}

/// The username a computer account has now for the name migration 0015 first gave it
/// ("Strong computer", "Strong computer 2" → "Strong computer A", "Strong computer B"),
/// compared as usernames are, whatever the case: old profile links lead there.
pub fn renamed_computer(old: &str) -> Option<String> {
    let old = old.trim().to_lowercase();
    Level::ALL.into_iter().find_map(|level| {
        (0..MAX_COMPUTERS).find_map(|i| {
            let first = format!("{} computer", level.as_str());
            let name = if i == 0 {
                first
            } else {
                format!("{first} {}", i + 1)
            };
            (name == old).then(|| computer_username(level, i)).flatten()
        })
    })
}

/// How often the computer players look for turns when nothing wakes them. A move or a start
/// in a game with a computer seat wakes them at once on the instance that made it (whose
/// computer players then take the turn); other instances find it at their next look.
const IDLE_PASS: Duration = Duration::from_secs(5);
/// How far ahead a claim on a game's computer turn runs: renewed every [`CLAIM_RENEWAL`]
/// while its search goes on, so it lapses this long after its process died (kill -9, a
/// lost machine), and another instance or the restarted process takes the turn over.
pub const CLAIM_LEASE: Duration = Duration::from_secs(10);
/// How often a claim on a computer turn is renewed while its search runs.
pub const CLAIM_RENEWAL: Duration = Duration::from_secs(3);

/// The account of the `index`-th computer (0-based) of `level` in a game, as migration 0015
/// made it: `00000000-0000-4000-8000-0000000000LS` with L the level (1–3) and S the seat
/// number among that level's computers (1–3).
pub fn computer_account(level: Level, index: usize) -> Option<Uuid> {
    let l = u128::from(level.number());
    (index < MAX_COMPUTERS)
        .then(|| Uuid::from_u128(0x4000_8000_0000_0000_0000 + l * 16 + index as u128 + 1))
}

/// The level of a computer account (None for a person's).
pub fn computer_level(user_id: Uuid) -> Option<Level> {
    Level::ALL
        .into_iter()
        .find(|&level| (0..MAX_COMPUTERS).any(|i| computer_account(level, i) == Some(user_id)))
}

/// Every computer account, with its level.
pub fn computer_accounts() -> impl Iterator<Item = (Uuid, Level)> {
    Level::ALL.into_iter().flat_map(|level| {
        (0..MAX_COMPUTERS).filter_map(move |i| computer_account(level, i).map(|id| (id, level)))
    })
}

/// The accounts for an invitation's computer seats: the first strong computer, the second,
/// … so that two computers of one level are two seats.
pub fn accounts_for(levels: &[Level]) -> ServiceResult<Vec<Uuid>> {
    let mut taken: Vec<Uuid> = Vec::new();
    for &level in levels {
        let n = taken
            .iter()
            .filter(|id| computer_level(**id) == Some(level))
            .count();
        let id = computer_account(level, n).ok_or_else(|| {
            ServiceError::Invalid(site(
                &Message::new("games-error-computers-max").arg("max", MAX_COMPUTERS),
            ))
        })?;
        taken.push(id);
    }
    Ok(taken)
}

impl Service {
    /// Wakes the computer players' pass ([`spawn`]): a computer may have a turn now. Called
    /// after a move or a start only in a game with a computer seat, so that the games of
    /// people alone cost the computer players nothing.
    pub(super) fn wake_computers(&self) {
        self.computers.wake();
    }

    /// How many times the computer players' pass was woken ([`Service::wake_computers`];
    /// the tests count them).
    pub fn computer_wakes(&self) -> u64 {
        self.computers.wakes()
    }

    /// Every turn a computer player is to make now, as the database says: what a pass of
    /// the background task ([`spawn`]) reads before it picks.
    pub async fn list_computer_turns(&self) -> ServiceResult<TurnList> {
        let list = self
            .computers
            .list(self.store.computer_turns(account_range()))
            .await?;
        crate::metrics::computer_queue(list.turns.len());
        Ok(list)
    }

    /// The turn among `list` whose search the background task ([`spawn`]) starts next, in
    /// the scheduler's order (`computer_queue.rs`); None when none would compute now.
    pub fn pick_computer_turn(&self, list: &TurnList) -> Option<Picked> {
        self.computers.pick(list)
    }

    /// The search of `picked` as the background task ([`spawn`]) runs it: thinks, plays
    /// the move ([`Service::play_computer_turn`]), and tells the scheduler; a try without a
    /// move leaves its game alone for a while (`computer_queue::REST`). Whether it moved.
    pub async fn search_computer_turn(&self, picked: Picked) -> bool {
        let moved = self.play_computer_turn(&picked).await;
        self.computers.finish(&picked, !moved);
        moved
    }

    /// Makes the move of every computer seat whose turn it is now, one after another in
    /// the scheduler's order (`computer_queue.rs`): the games moved in, in that order. A
    /// move that fails (the game moved on, the search panicked, the database) is logged and
    /// tried again at the next call. The background task ([`spawn`]) does the same with
    /// several searches at once.
    pub async fn play_computer_turns(&self) -> ServiceResult<Vec<Uuid>> {
        let mut waiting = self.list_computer_turns().await?;
        let mut played = Vec::new();
        while let Some(picked) = self.computers.pick(&waiting) {
            waiting.turns.retain(|t| t.game_id != picked.turn.game_id);
            let moved = self.play_computer_turn(&picked).await;
            self.computers.finish(&picked, false);
            if moved {
                played.push(picked.turn.game_id);
            }
        }
        Ok(played)
    }

    /// Thinks about one computer turn from the seat's view and plays it: through the same
    /// path as a person's move for a computer's own seat, as an automatic move marked
    /// "played by the computer" for a removed seat handed to a computer. False when no move
    /// was made (it is not that seat's turn after all, another instance has the turn, or a
    /// failure, which is logged).
    async fn play_computer_turn(&self, picked: &Picked) -> bool {
        let turn = &picked.turn;
        let game_id = turn.game_id;
        let result = self
            .claimed(game_id, async {
                match turn.by {
                    ComputerSeat::Account(account) => {
                        self.play_computer_seat(picked, account).await
                    }
                    ComputerSeat::Removed(level) => self.play_for_removed_seat(picked, level).await,
                }
            })
            .await;
        match result {
            Ok(moved) => moved,
            Err(e) => {
                tracing::warn!(%game_id, seat = turn.seat, "computer move not made: {e}");
                false
            }
        }
    }

    /// A computer player's move for a removed seat: thought out like any computer's move,
    /// appended like the platform's automatic moves (the seat's player is not the mover),
    /// marked "played by the computer".
    async fn play_for_removed_seat(&self, picked: &Picked, level: Level) -> ServiceResult<bool> {
        let (game_id, seat) = (picked.turn.game_id, picked.turn.seat);
        let game = self.game(game_id, None).await?;
        if game.to_move() != Some(seat) {
            return Ok(false);
        }
        let Some((seq, text)) = self.think(game, picked, level).await? else {
            return Ok(false);
        };
        self.move_for_seat(game_id, seat, seq, MoveReason::Computer, Some(text))
            .await
    }

    /// A computer account's move in its own seat, made like anybody's.
    async fn play_computer_seat(&self, picked: &Picked, account: Uuid) -> ServiceResult<bool> {
        let (game_id, seat) = (picked.turn.game_id, picked.turn.seat);
        let (Some(user), Some(level)) = (self.store.user(account).await?, computer_level(account))
        else {
            return Err(ServiceError::Internal(anyhow::anyhow!(
                "the computer account {account} is missing (migration 0015)"
            )));
        };
        let game = self.game(game_id, Some(&user)).await?;
        if game.your_seat != Some(seat)
            || game.to_move() != Some(seat)
            || game.extras.removed_seats.contains(&seat)
        {
            return Ok(false);
        }
        let Some((seq, text)) = self.think(game, picked, level).await? else {
            return Ok(false);
        };
        self.submit_move(game_id, &user, seq, &text).await?;
        tracing::info!(%game_id, seq = seq + 1, level = level.as_str(), "computer moved");
        Ok(true)
    }

    /// Runs `turn` (reading `game_id`, a computer's search and move) only if this process
    /// claims the game's computer turn first: with several instances on one database each
    /// hears of the move that made it, and all but one would search the same position for
    /// nothing (the same seed finds the same move; only one append wins). The game is read
    /// after the claim, so an instance that claims just after another released it sees the
    /// move already made. The claim names this process and is a lease of [`CLAIM_LEASE`]
    /// by the service's clock, renewed every [`CLAIM_RENEWAL`] while `turn` runs and
    /// released when it ends; a claim whose process is gone lapses within the lease.
    /// False when another process holds it.
    pub async fn claimed(
        &self,
        game_id: Uuid,
        turn: impl std::future::Future<Output = ServiceResult<bool>>,
    ) -> ServiceResult<bool> {
        let holder = self.instance.as_str();
        let until = |now: time::OffsetDateTime| unix_ms(now + CLAIM_LEASE);
        let now = self.now();
        let claim = self
            .store
            .claim_computer_turn(game_id, holder, unix_ms(now), until(now));
        if !claim.await? {
            return Ok(false);
        }
        let renew = async {
            let mut every = tokio::time::interval(CLAIM_RENEWAL);
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            every.tick().await;
            loop {
                every.tick().await;
                let renewed = self
                    .store
                    .renew_computer_claim(game_id, holder, until(self.now()))
                    .await;
                match renewed {
                    Ok(true) => {}
                    Ok(false) => tracing::warn!(%game_id, "computer turn claim lost"),
                    Err(e) => tracing::warn!(%game_id, "computer turn claim not renewed: {e}"),
                }
            }
        };
        let played = tokio::select! {
            biased;
            played = turn => played,
            () = renew => unreachable!("the renewal never ends"),
        };
        if let Err(e) = self.store.release_computer_claim(game_id, holder).await {
            tracing::warn!(%game_id, "computer turn not released (it lapses by itself): {e}");
        }
        played
    }

    /// The move a computer of `level` makes for the picked turn's seat in `game`, with the
    /// seq it answers (None: no move). One search on a blocking thread of its own, seeded by
    /// the game and the step, computing while the scheduler's gate lets the turn's ticket
    /// through: it waits there first, and at its checkpoints while a person served less
    /// lately goes first (`computer_queue.rs`).
    async fn think(
        &self,
        game: GameState,
        picked: &Picked,
        level: Level,
    ) -> ServiceResult<Option<(i64, String)>> {
        let (seq, seat, ticket) = (game.seq, picked.turn.seat, picked.ticket);
        let seed = seed(picked.turn.game_id, seq);
        let loaded = game.loaded;
        let started = std::time::Instant::now();
        let gate = self.computers.gate();
        let thought = tokio::task::spawn_blocking(move || {
            gate.wait_turn(ticket);
            crate::bots::pause::with_checkpoint(
                move || gate.wait_turn(ticket),
                move || loaded.computer_move(seat, level, seed),
            )
        })
        .await
        .map_err(|e| ServiceError::Internal(anyhow::anyhow!("the search failed: {e}")));
        crate::metrics::computer_search(level.as_str(), started.elapsed());
        Ok(thought?.map(|text| (seq, text)))
    }

    /// The limit on games with a computer player per person (`COMPUTER_GAMES_PER_PERSON`),
    /// for the store to check where it writes the seat ([`Limits`]).
    pub(super) fn computer_games_limit(&self) -> Limits {
        Limits {
            computer_games: Some(ComputerGames {
                max: self.config.computer_games_per_person,
                accounts: account_range(),
            }),
            ..Limits::NONE
        }
    }

    /// Refuses a new game with a computer player for `user` when they are in
    /// `COMPUTER_GAMES_PER_PERSON` such games already (running, or invitations still
    /// waiting): the early answer; the store counts again where it writes the seat, under
    /// a lock on the person ([`Service::computer_games_limit`]), which holds across
    /// concurrent requests and instances.
    pub(super) async fn check_computer_games(&self, user: &User) -> ServiceResult<()> {
        let max = self.config.computer_games_per_person;
        let now = self
            .store
            .computer_games_of(user.user_id, account_range())
            .await?;
        if now >= max {
            return Err(ServiceError::Conflict(site(
                &Message::new("games-error-computer-games-limit").arg("max", max),
            )));
        }
        Ok(())
    }
}

/// The first and last computer accounts' ids ([`computer_account`]): every computer account
/// lies between them, and no person's account does.
fn account_range() -> (Uuid, Uuid) {
    let ids = || computer_accounts().map(|(id, _)| id);
    (
        ids().min().expect("there are computer accounts"),
        ids().max().expect("there are computer accounts"),
    )
}

/// `t` as Unix milliseconds (what the claims on computer turns keep).
fn unix_ms(t: time::OffsetDateTime) -> i64 {
    (t.unix_timestamp_nanos() / 1_000_000) as i64
}

/// The same position always gets the same thought: the seed is the game and the step.
fn seed(game_id: Uuid, seq: i64) -> u64 {
    game_id.as_u128() as u64 ^ (seq as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Whether `user` is a computer player.
pub fn is_computer(user: &User) -> bool {
    computer_level(user.user_id).is_some()
}

/// Starts the computer players on their own task, which starts a search for each waiting
/// turn in the scheduler's order as soon as it would compute (up to `COMPUTER_SEARCHES` at
/// once; a person served less lately goes ahead of a search under way: `computer_queue.rs`):
/// it looks again whenever a search ends, this instance made a move in (or started) a game
/// with a computer seat ([`Service::wake_computers`]), or a few seconds have passed. When
/// no live turn waits or runs, it reviews the next decision of a waiting review
/// ([`Service::review_a_decision`]), one at a time.
/// Send `true` to stop, then await the handle (it waits for the searches under way).
pub fn spawn(service: Arc<Service>) -> (watch::Sender<bool>, tokio::task::JoinHandle<()>) {
    let (stop, mut stopped) = watch::channel(false);
    let handle = tokio::spawn(async move {
        let mut searches = tokio::task::JoinSet::new();
        // A decision of a review at a time, only while no live turn waits or runs
        // (`service/reviews.rs`); looked for again when woken or after a quiet pass.
        let mut reviews = tokio::task::JoinSet::new();
        let mut look_for_reviews = true;
        loop {
            if *stopped.borrow() {
                break;
            }
            while searches.try_join_next().is_some() {}
            let picked = match service.list_computer_turns().await {
                Ok(list) => service.pick_computer_turn(&list),
                Err(e) => {
                    tracing::warn!("computer players: {e}");
                    None
                }
            };
            if let Some(picked) = picked {
                let service = service.clone();
                searches.spawn(async move {
                    service.search_computer_turn(picked).await;
                });
                continue;
            }
            if look_for_reviews && searches.is_empty() && reviews.is_empty() {
                let service = service.clone();
                reviews.spawn(async move {
                    service.review_a_decision().await.unwrap_or_else(|e| {
                        tracing::warn!("computer review: {e}");
                        false
                    })
                });
            }
            tokio::select! {
                _ = tokio::time::sleep(IDLE_PASS) => look_for_reviews = true,
                _ = service.computers.woken() => look_for_reviews = true,
                _ = service.computers.search_ended() => {}
                Some(done) = reviews.join_next(), if !reviews.is_empty() => {
                    look_for_reviews = matches!(done, Ok(true));
                }
                _ = stopped.changed() => break,
            }
        }
        searches.join_all().await;
        reviews.join_all().await;
    });
    (stop, handle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_computer_seat_has_its_own_account() {
        let all: Vec<_> = computer_accounts().collect();
        assert_eq!(all.len(), 9);
        let ids: std::collections::BTreeSet<_> = all.iter().map(|(id, _)| *id).collect();
        assert_eq!(ids.len(), 9);
        assert_eq!(
            computer_account(Level::Strong, 1).unwrap().to_string(),
            "00000000-0000-4000-8000-000000000032"
        );
        for (id, level) in all {
            assert_eq!(computer_level(id), Some(level));
        }
        assert_eq!(computer_level(Uuid::new_v4()), None);
    }

    #[test]
    fn computers_are_named_by_letters_and_their_old_names_lead_to_the_new() {
        assert_eq!(
            computer_username(Level::Beginner, 1).as_deref(),
            Some("Beginner computer B")
        );
        assert_eq!(computer_username(Level::Strong, 3), None);
        assert_eq!(shown_name("Standard computer C"), "Standard computer C");
        assert_eq!(shown_name("ann"), "ann");
        assert_eq!(
            renamed_computer("Strong computer").as_deref(),
            Some("Strong computer A")
        );
        assert_eq!(
            renamed_computer("beginner computer 2").as_deref(),
            Some("Beginner computer B")
        );
        assert_eq!(
            renamed_computer("Standard computer 3").as_deref(),
            Some("Standard computer C")
        );
        for name in ["Strong computer 4", "Strong computer A", "ann"] {
            assert_eq!(renamed_computer(name), None, "{name}");
        }
    }

    #[tokio::test]
    async fn a_computer_is_named_in_the_reader_s_language() {
        let nl =
            crate::game::text::in_language("nl", async { shown_name("Strong computer B") }).await;
        assert_eq!(nl, "Computer (sterk) B");
    }

    #[test]
    fn two_computers_of_one_level_take_two_accounts() {
        let ids = accounts_for(&[Level::Strong, Level::Beginner, Level::Strong]).unwrap();
        assert_eq!(ids[0], computer_account(Level::Strong, 0).unwrap());
        assert_eq!(ids[1], computer_account(Level::Beginner, 0).unwrap());
        assert_eq!(ids[2], computer_account(Level::Strong, 1).unwrap());
        assert!(accounts_for(&[Level::Strong; 4]).is_err());
    }
}
