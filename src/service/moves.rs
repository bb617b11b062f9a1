//! Games and moves: a game loaded for one viewer, the move path, the lobby.

use super::deadline::MoveMark;
use super::{moved_on, no_game, Service, ServiceError, ServiceResult, MOVE_MAX_CHARS};
use crate::bots::Level;
use crate::game::text::{site, t};
use crate::game::{GameType, HistoryStep, LoadError, LoadedGame, LogEvent, MoveError, Pending};
use crate::game::{Message, Outcome, Seat, Status, Viewer};
use crate::games;
use crate::live::GameMoved;
use crate::metrics::Mover;
use crate::store::notify::GameExtras;
use crate::store::{
    GameRecord, GameResult, GameSnapshot, GameStatus, GameUpdate, Invitation, StoreError, User,
};
use rand::rngs::StdRng;
use rand::SeedableRng;
use serde_json::Value;
use time::OffsetDateTime;
use uuid::Uuid;

/// How a result names a seat a computer player took over from `player`, in the current
/// language: "the strong computer player (in ann’s seat)".
pub fn computer_in_seat(level: Level, player: &str) -> String {
    site(
        &Message::new("games-computer-in-seat")
            .arg("level", level.as_str())
            .arg("player", player),
    )
}

/// `names` joined by the current language's "and": "ann and bob and cy".
pub fn and_list(names: &[String]) -> String {
    names.join(&t("games-and"))
}

/// What the game row records after a move that left the game in `status`.
pub(super) fn row_update(status: &Status) -> GameUpdate {
    match status {
        Status::Active { to_move } => GameUpdate {
            status: GameStatus::Active,
            to_move_seat: Some(*to_move),
        },
        Status::Finished { .. } => GameUpdate {
            status: GameStatus::Finished,
            to_move_seat: None,
        },
    }
}

// ---------------------------------------------------------------------------------------
// games as the service sees them

/// A game loaded for one viewer: its row, its replayed state and the viewer's seat.
pub struct GameState {
    pub record: GameRecord,
    pub game_type: &'static dyn GameType,
    pub loaded: Box<dyn LoadedGame>,
    /// seq of the newest event (0 = just the setup).
    pub seq: i64,
    /// When each event was stored (index = seq).
    event_times: Vec<OffsetDateTime>,
    /// Removed seats, votes and cancellation.
    pub extras: GameExtras,
    /// The caller's seat, if they play in this game.
    pub your_seat: Option<Seat>,
}

impl GameState {
    /// The players' usernames by seat, as the API and links carry them.
    pub fn names(&self) -> Vec<String> {
        self.record
            .players
            .iter()
            .map(|u| u.username.clone())
            .collect()
    }
    /// The players' names by seat as people read them: a computer player's in the current
    /// language ([`super::computers::shown_name`]), anybody else's username.
    pub fn shown_names(&self) -> Vec<String> {
        self.record
            .players
            .iter()
            .map(super::computers::shown_user)
            .collect()
    }
    pub fn viewer(&self) -> Viewer {
        self.your_seat.map_or(Viewer::Spectator, Viewer::Seat)
    }
    /// Where the game stands: as its rules say, unless a player resigned a two-player
    /// game, which the platform ended there (the others win).
    pub fn status(&self) -> Status {
        match self.loaded.status() {
            Status::Active { .. } if self.record.status == GameStatus::Finished => {
                Status::Finished {
                    outcome: self.resignation_outcome(),
                }
            }
            status => status,
        }
    }
    /// The outcome of a game ended other than by its rules: one of two players resigned, or
    /// the last player ended it after everyone else had left. Whoever remains wins.
    fn resignation_outcome(&self) -> Outcome {
        let names = self.shown_names();
        let name = |s: &Seat| names.get(*s).cloned().unwrap_or_default();
        let extras = &self.extras;
        let winners: Vec<Seat> = (0..names.len())
            .filter(|s| !extras.resigned(*s) && extras.gone(*s).is_none())
            .collect();
        let who: Vec<String> = winners.iter().map(name).collect();
        // A resignation that ended the game is the one whose seat was not removed.
        let resigned: Vec<String> = extras
            .resigned
            .iter()
            .filter(|(s, _)| extras.gone(*s).is_none())
            .map(|(s, _)| name(s))
            .collect();
        let message = if resigned.is_empty() {
            Message::new("games-abandoned-summary")
        } else {
            Message::new("games-resigned-summary").arg("resigned", and_list(&resigned))
        };
        let summary = site(&message.arg("who", and_list(&who)).arg("count", who.len()));
        Outcome {
            winners,
            summary: Message::new("game-verbatim").arg("text", summary),
            standings: Default::default(),
        }
    }
    /// The result in one sentence, once the game is over (by its rules or by a
    /// resignation); `names` by seat.
    pub fn outcome_text(&self, names: &[String]) -> Option<String> {
        match self.status() {
            Status::Finished { outcome } => Some(self.summary(&outcome, names)),
            Status::Active { .. } => None,
        }
    }
    /// `outcome`'s sentence (from [`GameState::status`]) in words; `names` by seat.
    pub fn summary(&self, outcome: &Outcome, names: &[String]) -> String {
        self.game_type.tell(&outcome.summary, names)
    }
    /// The names a result shows, by seat: a seat a computer player took over is named as
    /// that computer, which played it to the end (its player keeps their loss).
    pub fn result_names(&self) -> Vec<String> {
        let mut names = self.shown_names();
        for (seat, level) in &self.extras.computer_seats {
            if let Some(name) = names.get_mut(*seat) {
                *name = computer_in_seat(*level, name);
            }
        }
        names
    }
    /// The result of a finished game as data (None while it runs): what its row keeps.
    pub fn result(&self) -> Option<GameResult> {
        let Status::Finished { outcome } = self.status() else {
            return None;
        };
        let seats = self.record.players.len();
        let mut ranks: Vec<usize> = (0..seats)
            .map(|s| if outcome.winners.contains(&s) { 1 } else { 2 })
            .collect();
        let mut values = vec![Vec::new(); seats];
        if let Some(standings) = self.loaded.standings() {
            for row in standings.rows {
                if let (Some(rank), Some(v)) = (ranks.get_mut(row.seat), values.get_mut(row.seat)) {
                    *rank = row.rank;
                    *v = row.values;
                }
            }
        }
        let mut left: Vec<Seat> = self.extras.removed_seats.clone();
        left.extend(self.extras.resigned.iter().map(|(seat, _)| *seat));
        left.sort_unstable();
        left.dedup();
        Some(GameResult {
            winners: outcome.winners,
            ranks,
            values,
            left,
            computers: self
                .extras
                .computer_seats
                .iter()
                .map(|(seat, level)| (*seat, level.as_str().to_string()))
                .collect(),
        })
    }
    pub fn to_move(&self) -> Option<Seat> {
        match self.status() {
            Status::Active { to_move } => Some(to_move),
            Status::Finished { .. } => None,
        }
    }
    /// Whether a computer plays a seat: its own, or a removed one handed to it.
    pub fn has_computer_seat(&self) -> bool {
        self.record
            .players
            .iter()
            .any(super::computers::is_computer)
            || !self.extras.computer_seats.is_empty()
    }
    pub fn is_finished(&self) -> bool {
        matches!(self.status(), Status::Finished { .. })
    }
    /// The commitment to the setup published at the start (`docs/verifiable-setup.md`),
    /// with its salt and the setup's canonical JSON once the game has finished; None for a
    /// game started before commitments.
    pub fn commitment(&self) -> Option<SetupCommitment> {
        let published = self.loaded.commitment()?;
        let finished = self.is_finished();
        Some(SetupCommitment {
            sha256: published.sha256.clone(),
            salt: finished.then(|| published.salt.clone()),
            canonical_setup: finished
                .then(|| crate::commitment::canonical(&self.loaded.setup_json())),
        })
    }
    /// The view for the caller (hidden information removed by the engine).
    pub fn view(&self) -> Value {
        self.loaded.view(self.viewer())
    }
    /// The caller's legal moves (empty when it is not their turn or they do not play).
    pub fn legal_moves(&self) -> Vec<String> {
        match (self.your_seat, self.to_move()) {
            (Some(me), Some(to_move)) if me == to_move => self.loaded.legal_moves(me),
            _ => Vec::new(),
        }
    }
    /// Up to `n` random legal moves of the caller.
    pub fn random_moves(&self, n: usize) -> Vec<String> {
        match (self.your_seat, self.to_move()) {
            (Some(me), Some(to_move)) if me == to_move => {
                let mut rng = StdRng::from_entropy();
                self.loaded.random_moves(me, n, &mut rng)
            }
            _ => Vec::new(),
        }
    }
    /// The history the caller may see now.
    pub fn history(&self) -> Vec<HistoryStep> {
        self.loaded.history(self.viewer(), &self.shown_names())
    }
    /// What `seat` may know happened since their own previous move
    /// ([`crate::game::LoadedGame::since_last_move`]).
    pub fn since_last_move(&self, seat: Seat) -> Vec<HistoryStep> {
        self.loaded.since_last_move(seat, &self.shown_names())
    }
    /// The game page's recap for `seat` ([`crate::game::LoadedGame::recap`]).
    pub fn recap(&self, seat: Seat) -> Vec<HistoryStep> {
        self.loaded.recap(seat, &self.shown_names())
    }
    /// When the event with this seq was stored.
    pub fn event_time(&self, seq: usize) -> Option<OffsetDateTime> {
        self.event_times.get(seq).copied()
    }
    /// The game after `stored` was appended at `at` with `update`: what reading it back
    /// would give (the row as the store updates it, the log one event longer, the state
    /// one move further), without the trip to the database.
    fn appended(
        mut self,
        seat: Seat,
        pending: Pending,
        update: GameUpdate,
        at: OffsetDateTime,
    ) -> ServiceResult<GameState> {
        let at = crate::store::stored_time(at).map_err(|e| ServiceError::Internal(e.into()))?;
        self.event_times.push(at);
        self.seq += 1;
        self.loaded.commit(seat, pending, None).map_err(|e| {
            ServiceError::Internal(anyhow::anyhow!(
                "game {} does not replay after a move: {e}",
                self.record.game_id
            ))
        })?;
        let record = &mut self.record;
        record.seq = self.seq;
        record.status = update.status;
        record.to_move_seat = update
            .to_move_seat
            .filter(|_| update.status == GameStatus::Active);
        record.updated_at = at;
        if update.status == GameStatus::Finished {
            record.finished_at = Some(at);
        }
        Ok(self)
    }

    /// Seat and reason of every stored move (no move content: safe to use for anyone).
    pub fn move_marks(&self) -> Vec<MoveMark> {
        (1..)
            .zip(self.loaded.marks())
            .map(|(seq, (seat, reason))| MoveMark { seq, seat, reason })
            .collect()
    }
    /// The complete stored log, only once the game has finished (it holds every hand).
    pub fn export_events(&self) -> ServiceResult<Vec<Value>> {
        if !self.is_finished() {
            return Err(ServiceError::Conflict(t("games-error-export-running")));
        }
        let (setup, moves) = self.loaded.log();
        let commitment = self.loaded.commitment().cloned();
        std::iter::once(LogEvent::Setup { setup, commitment })
            .chain(moves.into_iter().map(|m| LogEvent::Move {
                seat: m.seat,
                mv: m.mv,
                reason: m.reason,
            }))
            .map(|event| serde_json::to_value(event).map_err(|e| ServiceError::Internal(e.into())))
            .collect()
    }
}

/// A game's setup commitment as people may read it: the digest from the start, the salt
/// and the setup (canonical JSON) only once the game is over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupCommitment {
    pub sha256: String,
    pub salt: Option<String>,
    pub canonical_setup: Option<String>,
}

/// What a successful move did.
pub struct MoveOutcome {
    pub notation: String,
    pub narration: Vec<String>,
    /// The same told to the mover ("You played: …").
    pub told_to_mover: Vec<String>,
    pub game: GameState,
}

/// The lobby of one user.
pub struct Lobby {
    /// Games waiting for this user, the one waiting longest first.
    pub my_turn: Vec<GameRecord>,
    /// Other running games, most recently moved first.
    pub running: Vec<GameRecord>,
    pub invitations: Vec<Invitation>,
    /// The user's invitations that expired unfilled in the last `EXPIRED_SHOWN_DAYS` days,
    /// with when.
    pub expired: Vec<(Invitation, time::OffsetDateTime)>,
    /// Finished games, newest first.
    pub finished: Vec<GameRecord>,
}

/// How long the lobby lists an invitation that expired unfilled.
pub const EXPIRED_SHOWN_DAYS: i64 = 14;

/// A finished game with its result in words.
pub struct FinishedGame {
    pub record: GameRecord,
    pub winners: Vec<String>,
    pub summary: String,
}

impl Service {
    // --- games ----------------------------------------------------------------------

    /// Loads and replays a game for `viewer` (None = not logged in).
    pub async fn game(&self, game_id: Uuid, viewer: Option<&User>) -> ServiceResult<GameState> {
        // One statement reads the row, the log and the extras, so they always agree.
        let GameSnapshot {
            record,
            events,
            extras,
        } = self
            .store
            .game_snapshot(game_id)
            .await?
            .ok_or_else(no_game)?;
        let game_type = games::by_slug(&record.game).ok_or_else(|| {
            ServiceError::Internal(anyhow::anyhow!(
                "game {game_id} has unknown type {}",
                record.game
            ))
        })?;
        let seq = events.last().map_or(0, |e| e.seq);
        let event_times = events.iter().map(|e| e.created_at).collect();
        let texts: Vec<&str> = events.iter().map(|e| e.event.get()).collect();
        let loaded = {
            let _span = tracing::info_span!("replay", %game_id, events = texts.len()).entered();
            let started = std::time::Instant::now();
            let loaded = game_type.load_texts(&texts).map_err(|e| {
                let seq = match &e {
                    LoadError::Setup(_) => 0,
                    LoadError::Move { seq, .. } => *seq,
                };
                tracing::error!(%game_id, seq, "this game's stored record does not replay: {e}");
                self.health().damaged(crate::service::Damage::Game);
                ServiceError::DamagedGame
            })?;
            crate::metrics::replayed(started.elapsed());
            loaded
        };
        let your_seat =
            viewer.and_then(|v| record.players.iter().position(|u| u.user_id == v.user_id));
        Ok(GameState {
            record,
            game_type,
            loaded,
            seq,
            event_times,
            extras,
            your_seat,
        })
    }

    /// The result of a finished game from its row; a game finished before results were
    /// kept on the row is replayed once and its result stored (`docs/storage.md`). None
    /// for a running or cancelled game, or one whose record no longer replays.
    pub async fn result_of(&self, record: &GameRecord) -> ServiceResult<Option<GameResult>> {
        if record.status != GameStatus::Finished {
            return Ok(None);
        }
        if let Some(result) = &record.result {
            return Ok(Some(result.clone()));
        }
        match self.game(record.game_id, None).await {
            Ok(game) => self.keep_result(&game).await,
            Err(ServiceError::DamagedGame) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Stores a finished game's result on its row unless it is there already.
    pub async fn keep_result(&self, game: &GameState) -> ServiceResult<Option<GameResult>> {
        let result = game.result();
        if let (Some(result), None) = (&result, &game.record.result) {
            self.store.set_result(game.record.game_id, result).await?;
        }
        Ok(result)
    }

    /// Every game whose stored log no longer replays or whose rows cannot be read, with the
    /// reason (the operator's `maipenrai check`). Reads the games page by page; `progress`
    /// hears each count.
    pub async fn damaged_games(
        &self,
        mut progress: impl FnMut(usize),
    ) -> ServiceResult<Vec<(Uuid, String)>> {
        const PAGE: i64 = 500;
        let mut damaged = Vec::new();
        let mut after = None;
        let mut checked = 0;
        loop {
            let ids = self.store.game_ids(after, PAGE).await?;
            let Some(last) = ids.last() else { break };
            after = Some(*last);
            for game_id in ids {
                // A game the store cannot read is damaged too; the next one may be fine. A
                // database that does not answer or save is no fault of this game: stop.
                let snapshot = match self.store.game_snapshot(game_id).await {
                    Ok(Some(snapshot)) => snapshot,
                    Ok(None) => continue,
                    Err(e @ (StoreError::Unavailable(_) | StoreError::CannotSave(_))) => {
                        return Err(e.into())
                    }
                    Err(e) => {
                        damaged.push((game_id, format!("its stored rows cannot be read: {e}")));
                        checked += 1;
                        continue;
                    }
                };
                let texts: Vec<&str> = snapshot.events.iter().map(|e| e.event.get()).collect();
                let replayed = match games::by_slug(&snapshot.record.game) {
                    None => Err(format!("unknown game type {}", snapshot.record.game)),
                    Some(game_type) => game_type
                        .load_texts(&texts)
                        .map(drop)
                        .map_err(|e| e.to_string()),
                };
                if let Err(reason) = replayed {
                    damaged.push((game_id, reason));
                }
                checked += 1;
            }
            progress(checked);
        }
        Ok(damaged)
    }

    /// Plays `notation` for `user` in `game_id`, if `seq` is still the newest event.
    ///
    /// Exactly one of several identical racing submissions is appended: they queue on a
    /// per-game lock here, and the store's `(game_id, seq)` key catches the rest.
    pub async fn submit_move(
        &self,
        game_id: Uuid,
        user: &User,
        seq: i64,
        notation: &str,
    ) -> ServiceResult<MoveOutcome> {
        if seq < 0 {
            return Err(ServiceError::Invalid(site(
                &Message::new("games-error-seq-negative").arg("seq", seq),
            )));
        }
        let notation = notation.trim();
        if notation.is_empty() {
            return Err(ServiceError::Invalid(t("games-error-no-move")));
        }
        if notation.chars().count() > MOVE_MAX_CHARS {
            return Err(ServiceError::Invalid(t("games-error-move-too-long")));
        }
        let lock = self.game_locks.get(game_id);
        let _guard = lock.lock().await;
        let game = self.game(game_id, Some(user)).await?;
        let Some(seat) = game.your_seat else {
            return Err(ServiceError::Forbidden(t("games-error-not-playing")));
        };
        if game.record.status == GameStatus::Cancelled {
            return Err(ServiceError::Conflict(t("games-error-cancelled")));
        }
        if seq > game.seq {
            return Err(ServiceError::Conflict(site(
                &Message::new("games-error-seq-ahead")
                    .arg("seq", seq)
                    .arg("current", game.seq),
            )));
        }
        if seq != game.seq {
            return Err(ServiceError::Conflict(moved_on()));
        }
        if game.extras.removed_seats.contains(&seat) {
            return Err(ServiceError::Forbidden(t("games-error-removed")));
        }
        let prepared = game
            .loaded
            .prepare_move(seat, notation, &game.shown_names())
            .map_err(|e| match e {
                MoveError::GameOver => ServiceError::Conflict(t("games-error-over")),
                MoveError::NotYourTurn => ServiceError::Forbidden(t("games-error-not-your-turn")),
                MoveError::Notation(m) => ServiceError::IllegalMove(site(
                    &Message::new("games-error-unreadable").arg("reason", m),
                )),
                MoveError::Illegal(m) => ServiceError::IllegalMove(m),
            })?;
        let event = serde_json::to_value(LogEvent::Move {
            seat: prepared.stored.seat,
            mv: prepared.stored.mv.clone(),
            reason: None,
        })
        .map_err(|e| ServiceError::Internal(e.into()))?;
        let update = row_update(&prepared.status_after);
        let at = self.now();
        match self
            .store
            .append_event_at(game_id, seq + 1, &event, update, at)
            .await
        {
            Ok(()) => {}
            Err(StoreError::Conflict(_)) => return Err(ServiceError::Conflict(moved_on())),
            Err(e) => return Err(e.into()),
        }
        tracing::info!(%game_id, seq = seq + 1, %seat, "move appended");
        crate::metrics::moved(if super::computers::is_computer(user) {
            Mover::Computer
        } else {
            Mover::Player
        });
        self.live.publish(GameMoved::new(game_id, seq + 1)).await;
        if game.has_computer_seat() {
            self.wake_computers();
        }
        let game = game.appended(seat, prepared.pending, update, at)?;
        Ok(MoveOutcome {
            notation: prepared.notation,
            narration: prepared.narration,
            told_to_mover: prepared.told_to_mover,
            game,
        })
    }

    // --- lists ----------------------------------------------------------------------

    /// The lobby of `user`: my turn (waiting longest first), other running games, open
    /// invitations and finished games.
    pub async fn lobby(&self, user: &User) -> ServiceResult<Lobby> {
        let games = self.store.games_for_user(user.user_id).await?;
        let invitations = self.store.open_invitations_for(user.user_id).await?;
        let since = self.now() - time::Duration::days(EXPIRED_SHOWN_DAYS);
        let expired = self
            .store
            .expired_invitations_for(user.user_id, since)
            .await?
            .into_iter()
            .filter_map(|i| i.expired_at.map(|at| (i, at)))
            .collect();
        let mut my_turn = Vec::new();
        let mut running = Vec::new();
        let mut finished = Vec::new();
        for g in games {
            let seat = g.players.iter().position(|u| u.user_id == user.user_id);
            match g.status {
                GameStatus::Finished | GameStatus::Cancelled => finished.push(g),
                GameStatus::Active if seat.is_some() && g.to_move_seat == seat => my_turn.push(g),
                GameStatus::Active => running.push(g),
            }
        }
        my_turn.sort_by_key(|g| (g.updated_at, g.game_id));
        running.sort_by_key(|g| std::cmp::Reverse(g.updated_at));
        finished.sort_by_key(|g| std::cmp::Reverse(g.finished_at.unwrap_or(g.updated_at)));
        Ok(Lobby {
            my_turn,
            running,
            invitations,
            expired,
            finished,
        })
    }

    /// Finished games `viewer` may see listed, newest first, with their results: those of
    /// listed invitations, and link-only ones only to their players.
    pub async fn finished_games(
        &self,
        viewer: Option<&User>,
        limit: i64,
        offset: i64,
    ) -> ServiceResult<Vec<FinishedGame>> {
        let records = self
            .social()?
            .finished_games_for(viewer.map(|v| v.user_id), limit, offset)
            .await?;
        let mut out = Vec::with_capacity(records.len());
        for record in records {
            // The result in words comes from a replay (finished logs are public).
            let (winners, summary) = match self.game(record.game_id, None).await {
                Ok(g) => match g.status() {
                    Status::Finished { outcome } => {
                        let names = g.result_names();
                        (
                            outcome
                                .winners
                                .iter()
                                .filter_map(|s| names.get(*s).cloned())
                                .collect(),
                            g.summary(&outcome, &names),
                        )
                    }
                    Status::Active { .. } => (Vec::new(), String::new()),
                },
                Err(ServiceError::Internal(e)) => {
                    tracing::error!(game_id = %record.game_id, "finished game does not load: {e:#}");
                    (Vec::new(), t("games-result-unavailable"))
                }
                Err(e) => return Err(e),
            };
            out.push(FinishedGame {
                record,
                winners,
                summary,
            });
        }
        Ok(out)
    }
}
