//! Tournaments over days (docs/tournaments.md): creating one, entering and leaving it,
//! withdrawing, and the worker's step that starts a tournament when its sign-up closes and
//! pairs the next round when the last game of a round has ended. Who sits with whom and
//! what a game is worth is `crate::tournament`; this file feeds it from the store and writes
//! what it decides, each round in one transaction (`store::tournaments`).

use super::invitations::start_plan;
use super::{computers, invitation_code, Service, ServiceError, ServiceResult};
use crate::game::text::{site, t};
use crate::game::GameType;
use crate::game::{GameOptions, Message};
use crate::games;
use crate::live::GameMoved;
use crate::store::tournaments::{
    NewRound, NewTable, NewTournament, PlayerTournament, RoundRecord, SeatKind, SeatResult,
    Tournament, TournamentFormat, TournamentStatus,
};
use crate::store::{
    GameResult, GameStatus, Rejection, StoreError, TournamentStore, User, DEADLINE_DAYS,
    DELETED_NAME,
};
use crate::tournament::pairing::{self, Blocks, History, Round};
use crate::tournament::{self as scoring, Entrant, Halves, Side, Standing, TableResult};
use std::collections::HashMap;
use time::Duration;
use uuid::Uuid;

/// The longest name of a tournament, in characters.
pub const NAME_MAX_CHARS: usize = 60;
/// The most entrants a tournament takes.
pub const MAX_ENTRANTS: u32 = 256;
/// The most entrants of a round robin (every pair meets: the rounds grow with them).
pub const ROUND_ROBIN_MAX: u32 = 24;
/// The most rounds of a Swiss tournament.
pub const SWISS_ROUNDS_MAX: u32 = 15;
/// The longest sign-up, in days.
pub const SIGNUP_DAYS_MAX: u32 = 30;
/// The longest round, in days.
pub const ROUND_DAYS_MAX: u32 = 60;
/// Listed tournaments one person may have in sign-up or running at once.
pub const LISTED_PER_ORGANISER: u32 = 2;
/// Tournaments one person may create an hour.
pub const CREATED_PER_HOUR: u32 = 5;

/// What an organiser asks for.
#[derive(Clone, Debug)]
pub struct TournamentForm {
    pub name: String,
    pub game: String,
    /// Every table's options; `players` is the table size.
    pub options: GameOptions,
    pub format: TournamentFormat,
    /// Swiss: the number of rounds.
    pub rounds: Option<u32>,
    /// Elimination: the sides of each table that go on (default 1).
    pub advance: Option<u32>,
    pub min_players: u32,
    pub max_players: u32,
    /// Days per move in its games.
    pub deadline_days: u32,
    /// Days per round.
    pub round_days: u32,
    /// Listed on the tournaments page (else joined by link only).
    pub listed: bool,
    /// Days until the sign-up closes and round 1 starts.
    pub signup_days: u32,
    /// The organiser plays too.
    pub organiser_plays: bool,
}

/// A tournament with its rounds and standings, as pages and the API show it.
#[derive(Clone, Debug)]
pub struct TournamentView {
    pub tournament: Tournament,
    pub rounds: Vec<RoundRecord>,
    /// Best first, over every finished round (entrants numbered by seed).
    pub standings: Vec<Standing>,
    /// The entrants by seed (index: the `Entrant` number of the standings).
    pub seeded: Vec<User>,
}

fn invalid(id: &'static str) -> ServiceError {
    ServiceError::Invalid(t(id))
}

fn no_tournament() -> ServiceError {
    ServiceError::NotFound(t("tournaments-error-none"))
}

impl Service {
    fn tournament_store(&self) -> ServiceResult<&dyn TournamentStore> {
        self.store.tournaments().ok_or_else(|| {
            ServiceError::Internal(anyhow::anyhow!("this store keeps no tournaments"))
        })
    }

    /// Creates a tournament after checking every choice against the game and the formats;
    /// a listed one counts against [`LISTED_PER_ORGANISER`] in the same transaction.
    pub async fn create_tournament(
        &self,
        organiser: &User,
        form: &TournamentForm,
    ) -> ServiceResult<Tournament> {
        if computers::is_computer(organiser) {
            return Err(ServiceError::Forbidden(t("tournaments-error-computer")));
        }
        let name = form.name.trim();
        let length = name.chars().count();
        if length == 0 || length > NAME_MAX_CHARS {
            return Err(ServiceError::Invalid(site(
                &Message::new("tournaments-error-name").arg("max", NAME_MAX_CHARS),
            )));
        }
        if name.chars().any(char::is_control) {
            return Err(invalid("tournaments-error-name-controls"));
        }
        super::refuse_direction_controls(name, "a tournament's name")?;
        let game_type = games::by_slug(form.game.trim()).ok_or_else(|| {
            ServiceError::Invalid(site(
                &Message::new("games-error-no-such-game").arg("game", format!("{:?}", form.game)),
            ))
        })?;
        let mut options = game_type
            .check_options(&form.options)
            .map_err(ServiceError::Invalid)?;
        options.rated &= game_type.casual_only(&options).is_none();
        if !DEADLINE_DAYS.contains(&form.deadline_days) {
            return Err(ServiceError::Invalid(t("games-error-deadline")));
        }
        if form.round_days < form.deadline_days || form.round_days > ROUND_DAYS_MAX {
            return Err(ServiceError::Invalid(site(
                &Message::new("tournaments-error-round-days")
                    .arg("least", form.deadline_days)
                    .arg("most", ROUND_DAYS_MAX),
            )));
        }
        if form.signup_days == 0 || form.signup_days > SIGNUP_DAYS_MAX {
            return Err(ServiceError::Invalid(site(
                &Message::new("tournaments-error-signup-days").arg("most", SIGNUP_DAYS_MAX),
            )));
        }
        let size = options.players as u32;
        let most = match form.format {
            TournamentFormat::RoundRobin => ROUND_ROBIN_MAX,
            _ => MAX_ENTRANTS,
        };
        if form.min_players < size.max(2)
            || form.max_players < form.min_players
            || form.max_players > most
        {
            return Err(ServiceError::Invalid(site(
                &Message::new("tournaments-error-players")
                    .arg("least", size.max(2))
                    .arg("most", most),
            )));
        }
        let sides = game_type.sides(&options).len() as u32;
        let (rounds, advance) = match form.format {
            TournamentFormat::Swiss => {
                let rounds = form.rounds.unwrap_or(0);
                if rounds == 0 || rounds > SWISS_ROUNDS_MAX {
                    return Err(ServiceError::Invalid(site(
                        &Message::new("tournaments-error-rounds").arg("most", SWISS_ROUNDS_MAX),
                    )));
                }
                (Some(rounds), 1)
            }
            TournamentFormat::RoundRobin => (None, 1),
            TournamentFormat::Elimination => {
                let advance = form.advance.unwrap_or(1);
                if advance == 0 || advance >= sides {
                    return Err(ServiceError::Invalid(site(
                        &Message::new("tournaments-error-advance").arg("most", sides - 1),
                    )));
                }
                for entrants in form.min_players..=form.max_players {
                    let last =
                        final_table(entrants as usize, &options, game_type, advance as usize);
                    if let Err(players) = last {
                        return Err(ServiceError::Invalid(site(
                            &Message::new("tournaments-error-final")
                                .arg("entrants", entrants)
                                .arg("players", players),
                        )));
                    }
                }
                (None, advance)
            }
        };
        let key = format!("tournament:{}", organiser.user_id);
        if let Err(wait) = self.limit_per_hour(CREATED_PER_HOUR, key).await? {
            return Err(ServiceError::RateLimited(site(
                &Message::new("tournaments-error-too-many")
                    .arg("most", CREATED_PER_HOUR)
                    .arg("wait", super::accounts::in_minutes(wait)),
            )));
        }
        let now = self.now();
        let new = NewTournament {
            code: invitation_code(),
            name: name.to_string(),
            game: game_type.slug().to_string(),
            options,
            format: form.format,
            rounds,
            advance,
            group_count: 1,
            min_players: form.min_players,
            max_players: form.max_players,
            deadline_days: form.deadline_days,
            round_days: form.round_days,
            listed: form.listed,
            organiser: organiser.user_id,
            starts_at: now + Duration::days(i64::from(form.signup_days)),
            organiser_plays: form.organiser_plays,
            listed_limit: Some(LISTED_PER_ORGANISER),
        };
        match self.tournament_store()?.create_tournament(&new, now).await {
            Err(StoreError::Rejected(Rejection::Full)) => Err(ServiceError::Conflict(site(
                &Message::new("tournaments-error-listed").arg("most", LISTED_PER_ORGANISER),
            ))),
            other => Ok(other?),
        }
    }

    /// The tournament of link code `code`, with its rounds and standings.
    pub async fn tournament(&self, code: &str) -> ServiceResult<TournamentView> {
        let store = self.tournament_store()?;
        let tournament = store.tournament(code).await?.ok_or_else(no_tournament)?;
        let rounds = store.rounds(tournament.tournament_id).await?;
        let seeded = seeded(&tournament);
        let standings = standings_of(&rounds, &seeded);
        Ok(TournamentView {
            tournament,
            rounds,
            standings,
            seeded,
        })
    }

    /// The tournament a game is a table of: its code, name and the round.
    pub async fn tournament_of_game(
        &self,
        game_id: Uuid,
    ) -> ServiceResult<Option<(String, String, u32)>> {
        Ok(self.tournament_store()?.tournament_of_game(game_id).await?)
    }

    /// The tournaments `user` plays in that take players or run, newest first, with their
    /// round and the user's game there; with `finished`, the finished ones too.
    pub async fn player_tournaments(
        &self,
        user: &User,
        finished: bool,
    ) -> ServiceResult<Vec<PlayerTournament>> {
        let Some(store) = self.store.tournaments() else {
            return Ok(Vec::new());
        };
        let mut statuses = vec![TournamentStatus::Signup, TournamentStatus::Running];
        if finished {
            statuses.push(TournamentStatus::Finished);
        }
        Ok(store
            .tournaments_of_player(user.user_id, &statuses, 20)
            .await?)
    }

    /// Tournaments in these states: the listed ones and those `user` organises or entered.
    pub async fn tournaments(
        &self,
        statuses: &[TournamentStatus],
        user: Option<&User>,
    ) -> ServiceResult<Vec<Tournament>> {
        let store = self.tournament_store()?;
        let user_id = user.map(|u| u.user_id);
        Ok(store.list_tournaments(statuses, user_id, 100).await?)
    }

    /// Enters `user` while the sign-up is open and there is room.
    pub async fn enter_tournament(&self, code: &str, user: &User) -> ServiceResult<Tournament> {
        if computers::is_computer(user) {
            return Err(ServiceError::Forbidden(t("tournaments-error-computer")));
        }
        if self.standing(user.user_id).await?.suspended.is_some() {
            return Err(ServiceError::Forbidden(t("tournaments-error-not-open")));
        }
        let store = self.tournament_store()?;
        let tournament = store.tournament(code).await?.ok_or_else(no_tournament)?;
        let entered = store
            .enter_tournament(tournament.tournament_id, user.user_id, self.now())
            .await;
        match entered {
            Err(StoreError::Rejected(Rejection::NotOpen)) => {
                return Err(ServiceError::Conflict(t("tournaments-error-not-open")))
            }
            Err(StoreError::Rejected(Rejection::Full)) => {
                return Err(ServiceError::Conflict(t("tournaments-error-full")))
            }
            Err(StoreError::Rejected(Rejection::AlreadySeated)) => {
                return Err(ServiceError::Conflict(t("tournaments-error-entered")))
            }
            other => other?,
        }
        store.tournament(code).await?.ok_or_else(no_tournament)
    }

    /// Takes `user` out: before the start they leave; once it runs they withdraw, their
    /// running games of it are resigned and later rounds are paired without them.
    pub async fn leave_tournament(&self, code: &str, user: &User) -> ServiceResult<Tournament> {
        let store = self.tournament_store()?;
        let tournament = store.tournament(code).await?.ok_or_else(no_tournament)?;
        let id = tournament.tournament_id;
        match tournament.status {
            TournamentStatus::Signup => match store.leave_tournament(id, user.user_id).await {
                Err(StoreError::Rejected(Rejection::NotSeated)) => {
                    return Err(ServiceError::Conflict(t("tournaments-error-not-entered")))
                }
                Err(StoreError::Rejected(Rejection::NotOpen)) => {
                    return Err(ServiceError::Conflict(t("tournaments-error-moved-on")))
                }
                other => other?,
            },
            TournamentStatus::Running => {
                if !store
                    .withdraw_from_tournament(id, user.user_id, self.now())
                    .await?
                {
                    return Err(ServiceError::Conflict(t("tournaments-error-not-entered")));
                }
                self.resign_tournament_games(id, user).await?;
            }
            _ => return Err(ServiceError::Conflict(t("tournaments-error-over"))),
        }
        store.tournament(code).await?.ok_or_else(no_tournament)
    }

    /// Resigns `user`'s running games of tournament `id` (they withdrew).
    async fn resign_tournament_games(&self, id: Uuid, user: &User) -> ServiceResult<()> {
        let store = self.tournament_store()?;
        let rounds = store.rounds(id).await?;
        let games = rounds
            .iter()
            .filter(|round| round.finished_at.is_none())
            .flat_map(|round| &round.seats)
            .filter(|seat| seat.user_id == user.user_id)
            .filter_map(|seat| seat.game_id);
        for game_id in games {
            let running = self
                .store
                .game(game_id)
                .await?
                .is_some_and(|game| game.status == GameStatus::Active);
            if running {
                match self.resign(game_id, user).await {
                    // The game ended meanwhile, or their seat had left it already.
                    Ok(_) | Err(ServiceError::Conflict(_)) => {}
                    Err(e) => return Err(e),
                }
            }
        }
        Ok(())
    }

    /// The organiser starts the tournament before its sign-up closes (with at least its
    /// least number of entrants), or cancels it before the start; a moderator may cancel
    /// a tournament at any time.
    pub async fn organise_tournament(
        &self,
        code: &str,
        user: &User,
        action: OrganiserAction,
    ) -> ServiceResult<Tournament> {
        let store = self.tournament_store()?;
        let tournament = store.tournament(code).await?.ok_or_else(no_tournament)?;
        let organiser = tournament.organiser.user_id == user.user_id;
        match action {
            OrganiserAction::Start => {
                if !organiser {
                    return Err(ServiceError::Forbidden(t("tournaments-error-organiser")));
                }
                if tournament.status != TournamentStatus::Signup {
                    return Err(ServiceError::Conflict(t("tournaments-error-moved-on")));
                }
                let still_in = tournament
                    .entrants
                    .iter()
                    .filter(|e| e.withdrawn_at.is_none());
                let entered = still_in.count() as u32;
                if entered < tournament.min_players {
                    return Err(ServiceError::Conflict(site(
                        &Message::new("tournaments-error-too-few")
                            .arg("least", tournament.min_players),
                    )));
                }
                self.start_tournament(&tournament).await?;
            }
            OrganiserAction::Extend => {
                if !organiser {
                    return Err(ServiceError::Forbidden(t("tournaments-error-organiser")));
                }
                let id = tournament.tournament_id;
                let rounds = store.rounds(id).await?;
                let current = rounds.last().filter(|r| r.finished_at.is_none());
                let extended = match current {
                    Some(round) if tournament.status == TournamentStatus::Running => {
                        store
                            .extend_round(id, round.round, tournament.round_days)
                            .await?
                    }
                    _ => false,
                };
                if !extended {
                    return Err(ServiceError::Conflict(t("tournaments-error-extended")));
                }
            }
            OrganiserAction::Cancel => {
                let before_start = tournament.status == TournamentStatus::Signup;
                let allowed =
                    organiser && before_start || self.standing(user.user_id).await?.moderator;
                if !allowed {
                    return Err(ServiceError::Forbidden(t("tournaments-error-organiser")));
                }
                let now = self.now();
                let id = tournament.tournament_id;
                let cancelled = store
                    .set_tournament_status(id, tournament.status, TournamentStatus::Cancelled, now)
                    .await?;
                if !cancelled {
                    return Err(ServiceError::Conflict(t("tournaments-error-moved-on")));
                }
            }
        }
        store.tournament(code).await?.ok_or_else(no_tournament)
    }

    /// The worker's step: starts each tournament whose sign-up has closed (or cancels it
    /// with too few entrants) and pairs the next round of each running tournament whose
    /// round has ended. Safe with several workers: each round is written once. Returns how
    /// many tournaments moved on.
    pub async fn move_tournaments(&self) -> ServiceResult<usize> {
        let Some(store) = self.store.tournaments() else {
            return Ok(0);
        };
        let mut moved = 0;
        for id in store.tournaments_to_move(self.now()).await? {
            let Some(tournament) = store.tournament_by_id(id).await? else {
                continue;
            };
            let tournament = match self.withdraw_the_gone(&tournament).await? {
                0 => tournament,
                _ => match store.tournament_by_id(id).await? {
                    Some(tournament) => tournament,
                    None => continue,
                },
            };
            let done = match tournament.status {
                TournamentStatus::Signup => {
                    let still_in = tournament
                        .entrants
                        .iter()
                        .filter(|e| e.withdrawn_at.is_none());
                    if (still_in.count() as u32) < tournament.min_players {
                        let (from, to) = (TournamentStatus::Signup, TournamentStatus::Cancelled);
                        store
                            .set_tournament_status(id, from, to, self.now())
                            .await?
                    } else {
                        self.start_tournament(&tournament).await?
                    }
                }
                TournamentStatus::Running => self.next_round(&tournament).await?,
                _ => false,
            };
            moved += usize::from(done);
        }
        Ok(moved)
    }

    /// Withdraws the entrants whose accounts were deleted or suspended since they entered;
    /// how many.
    async fn withdraw_the_gone(&self, tournament: &Tournament) -> ServiceResult<usize> {
        let store = self.tournament_store()?;
        let mut gone = 0;
        for entrant in tournament
            .entrants
            .iter()
            .filter(|e| e.withdrawn_at.is_none())
        {
            let user = &entrant.user;
            let deleted = user.username == DELETED_NAME;
            if deleted || self.standing(user.user_id).await?.suspended.is_some() {
                let id = tournament.tournament_id;
                gone += usize::from(
                    store
                        .withdraw_from_tournament(id, user.user_id, self.now())
                        .await?,
                );
            }
        }
        Ok(gone)
    }

    /// Seeds the entrants and starts round 1; false when another worker was faster.
    async fn start_tournament(&self, tournament: &Tournament) -> ServiceResult<bool> {
        let store = self.tournament_store()?;
        let game_type = game_type_of(tournament)?;
        let seeds = self.seed_order(tournament, game_type).await?;
        let entrants = seeds.len();
        let blocks = self.blocks(tournament, &seeds).await?;
        let everyone: Vec<Entrant> = (0..entrants).collect();
        let size = tournament.options.players;
        let (plan, first) = match tournament.format {
            TournamentFormat::Swiss => (
                None,
                pairing::swiss(&everyone, size, &History::default(), &blocks),
            ),
            TournamentFormat::Elimination => (None, pairing::elimination(&everyone, size, &blocks)),
            TournamentFormat::RoundRobin => {
                let schedule = pairing::round_robin(entrants, size, &blocks, seed_of(tournament))
                    .map_err(|e| ServiceError::Internal(e.into()))?;
                let first = schedule.first().cloned().unwrap_or_default();
                let plan = serde_json::to_value(plan_of(&schedule))
                    .map_err(|e| ServiceError::Internal(e.into()))?;
                (Some(plan), Ok(first))
            }
        };
        let first = first.map_err(|e| ServiceError::Internal(e.into()))?;
        let round = self.new_round(tournament, game_type, 1, &first, &seeds)?;
        let seed_ids: Vec<Uuid> = seeds.iter().map(|user| user.user_id).collect();
        let now = self.now();
        match store
            .start_tournament(
                tournament.tournament_id,
                &seed_ids,
                plan.as_ref(),
                &round,
                now,
            )
            .await
        {
            Err(StoreError::Conflict(Rejection::MovedOn)) => return Ok(false),
            other => other?,
        }
        self.announce_round(&round).await;
        tracing::info!(tournament_id = %tournament.tournament_id, "tournament started");
        Ok(true)
    }

    /// Ends the current round of a running tournament once its games have all ended and
    /// their results are stored, and pairs the next one (or finishes the tournament).
    async fn next_round(&self, tournament: &Tournament) -> ServiceResult<bool> {
        let store = self.tournament_store()?;
        let id = tournament.tournament_id;
        let rounds = store.rounds(id).await?;
        let Some(current) = rounds.last().filter(|round| round.finished_at.is_none()) else {
            return Ok(false);
        };
        let game_type = game_type_of(tournament)?;
        if current.deadline_at <= self.now() {
            // The round's time is up: its games still running end as they stand.
            let games: Vec<Uuid> = current.seats.iter().filter_map(|s| s.game_id).collect();
            let ended = store.end_at_deadline(&games, self.now()).await?;
            if ended > 0 {
                tracing::info!(tournament_id = %id, round = current.round, ended, "round's deadline");
            }
        }
        let Some(results) = self.round_results(current, game_type).await? else {
            return Ok(false);
        };
        let seeded = seeded(tournament);
        let mut finished: Vec<RoundRecord> = rounds.clone();
        if let Some(last) = finished.last_mut() {
            for seat in &mut last.seats {
                if let Some(result) = results.iter().find(|r| r.user_id == seat.user_id) {
                    seat.side = result.side;
                    seat.place = Some(result.place);
                    seat.points = Some(result.points);
                }
            }
            last.finished_at = Some(self.now());
        }
        let next = self.pair_next(tournament, &finished, &seeded).await?;
        let new_round = match &next {
            Some(round) => {
                Some(self.new_round(tournament, game_type, current.round + 1, round, &seeded)?)
            }
            None => None,
        };
        let now = self.now();
        match store
            .next_round(id, current.round, &results, new_round.as_ref(), now)
            .await
        {
            Err(StoreError::Conflict(Rejection::MovedOn)) => return Ok(false),
            other => other?,
        }
        match &new_round {
            Some(round) => self.announce_round(round).await,
            None => tracing::info!(tournament_id = %id, "tournament finished"),
        }
        Ok(true)
    }

    /// Each seat's side, place and points in a round whose games have all ended and whose
    /// results are stored; None while one still runs or waits for its result.
    async fn round_results(
        &self,
        round: &RoundRecord,
        game_type: &dyn GameType,
    ) -> ServiceResult<Option<Vec<SeatResult>>> {
        let mut results = Vec::new();
        let mut games: Vec<Uuid> = round.seats.iter().filter_map(|s| s.game_id).collect();
        games.sort_unstable();
        games.dedup();
        for game_id in games {
            let Some(game) = self.store.game(game_id).await? else {
                return Ok(None);
            };
            let sides = game_type.sides(&game.options);
            // Each side's rank: a side whose player left the table lost; a game ended at
            // the round's deadline ranks by its position then (the game's ranking, else a
            // place shared by everyone), as does one cancelled by vote (shared).
            let result = match game.status {
                GameStatus::Active => return Ok(None),
                GameStatus::Cancelled => {
                    let state = self.game(game_id, None).await?;
                    let ranks = state
                        .extras
                        .ended_at_deadline
                        .then(|| state.loaded.ranking())
                        .flatten()
                        .unwrap_or_else(|| vec![1; game.players.len()]);
                    Some(GameResult {
                        ranks,
                        left: state.extras.removed_seats.clone(),
                        ..GameResult::default()
                    })
                }
                GameStatus::Finished => match self.result_of(&game).await? {
                    Some(result) => Some(result),
                    None => return Ok(None),
                },
            };
            let ranks: Vec<usize> = match &result {
                None => vec![1; sides.len()],
                Some(result) => {
                    let worst = result.ranks.iter().copied().max().unwrap_or(1) + 1;
                    sides
                        .iter()
                        .map(|seats| {
                            if seats.iter().any(|seat| result.left.contains(seat)) {
                                worst
                            } else {
                                seats
                                    .iter()
                                    .filter_map(|&seat| result.ranks.get(seat).copied())
                                    .min()
                                    .unwrap_or(worst)
                            }
                        })
                        .collect()
                }
            };
            let table = TableResult {
                sides: sides
                    .iter()
                    .enumerate()
                    .map(|(index, _)| Side {
                        players: vec![index],
                        place: 1 + ranks.iter().filter(|&&r| r < ranks[index]).count() as u32,
                    })
                    .collect(),
                played: true,
            };
            let points: HashMap<Entrant, Halves> = table.points().into_iter().collect();
            for (side_no, seats) in sides.iter().enumerate() {
                for &seat in seats {
                    let Some(player) = game.players.get(seat) else {
                        continue;
                    };
                    results.push(SeatResult {
                        user_id: player.user_id,
                        side: Some(side_no as u32),
                        place: table.sides[side_no].place,
                        points: points[&side_no],
                    });
                }
            }
        }
        Ok(Some(results))
    }

    /// The next round's tables by seed, or None when the tournament is over.
    async fn pair_next(
        &self,
        tournament: &Tournament,
        rounds: &[RoundRecord],
        seeded: &[User],
    ) -> ServiceResult<Option<Round>> {
        let number: HashMap<Uuid, Entrant> = seeded
            .iter()
            .enumerate()
            .map(|(entrant, user)| (user.user_id, entrant))
            .collect();
        let active: Vec<Entrant> = tournament
            .entrants
            .iter()
            .filter(|e| e.withdrawn_at.is_none())
            .filter_map(|e| number.get(&e.user.user_id).copied())
            .collect();
        let blocks = self.blocks(tournament, seeded).await?;
        let size = tournament.options.players;
        let played = rounds.len() as u32;
        let next = match tournament.format {
            TournamentFormat::Swiss => {
                if played >= tournament.rounds.unwrap_or(0) || active.len() < size {
                    return Ok(None);
                }
                let standings = standings_of(rounds, seeded);
                let ranking: Vec<Entrant> = standings
                    .iter()
                    .map(|line| line.entrant)
                    .filter(|entrant| active.contains(entrant))
                    .collect();
                let history = history_of(rounds, &number);
                pairing::swiss(&ranking, size, &history, &blocks)
            }
            TournamentFormat::RoundRobin => {
                let plan: Vec<PlannedRound> =
                    serde_json::from_value(tournament.plan.clone()).unwrap_or_default();
                let Some(planned) = plan.get(played as usize) else {
                    return Ok(None);
                };
                Ok(planned.for_the_active(&active, &blocks))
            }
            TournamentFormat::Elimination => {
                let Some(last) = rounds.last() else {
                    return Ok(None);
                };
                let tables = last
                    .seats
                    .iter()
                    .filter_map(|s| s.game_id)
                    .collect::<std::collections::HashSet<_>>();
                let mut going_on: Vec<Entrant> = Vec::new();
                for game_id in &tables {
                    let seats: Vec<_> = last
                        .seats
                        .iter()
                        .filter(|s| s.game_id == Some(*game_id))
                        .collect();
                    let mut sides: HashMap<u32, Side> = HashMap::new();
                    for seat in &seats {
                        let side = sides.entry(seat.side.unwrap_or(0)).or_insert(Side {
                            players: Vec::new(),
                            place: seat.place.unwrap_or(1),
                        });
                        side.players.push(number[&seat.user_id]);
                    }
                    let result = TableResult {
                        sides: sides.into_values().collect(),
                        played: true,
                    };
                    going_on.extend(pairing::advancing(&result, tournament.advance as usize));
                }
                going_on.extend(
                    last.seats
                        .iter()
                        .filter(|s| s.kind == SeatKind::Bye)
                        .map(|s| number[&s.user_id]),
                );
                going_on.retain(|entrant| active.contains(entrant));
                going_on.sort_unstable();
                if tables.len() <= 1 && last.seats.iter().all(|s| s.kind == SeatKind::Table)
                    || going_on.len() < 2
                {
                    return Ok(None);
                }
                if going_on.len() <= size {
                    Ok(Round {
                        tables: vec![going_on],
                        ..Round::default()
                    })
                } else {
                    pairing::elimination(&going_on, size, &blocks)
                }
            }
        };
        next.map(Some).map_err(|e| ServiceError::Internal(e.into()))
    }

    /// A paired round as the store writes it: each table's game prepared (its options
    /// for the number seated), byes scored, unplayed meetings listed.
    fn new_round(
        &self,
        tournament: &Tournament,
        game_type: &dyn GameType,
        number: u32,
        round: &Round,
        seeded: &[User],
    ) -> ServiceResult<NewRound> {
        let sides = game_type.sides(&tournament.options).len();
        let mut tables = Vec::with_capacity(round.tables.len());
        for table in &round.tables {
            let mut options = tournament.options.clone();
            options.players = table.len();
            let options = game_type
                .check_options(&options)
                .map_err(|e| ServiceError::Internal(anyhow::anyhow!("a table's options: {e}")))?;
            tables.push(NewTable {
                code: invitation_code(),
                players: table
                    .iter()
                    .map(|&entrant| seeded[entrant].user_id)
                    .collect(),
                plan: start_plan(&tournament.game, &options)?,
            });
        }
        Ok(NewRound {
            round: number,
            deadline_at: self.now() + Duration::days(i64::from(tournament.round_days)),
            tables,
            byes: round
                .byes
                .iter()
                .map(|&entrant| (seeded[entrant].user_id, scoring::bye_points(sides)))
                .collect(),
            unplayed: round
                .unplayed
                .iter()
                .map(|&(a, b)| (seeded[a].user_id, seeded[b].user_id))
                .collect(),
        })
    }

    /// Tells the live stream that each game of a new round started.
    async fn announce_round(&self, round: &NewRound) {
        for table in &round.tables {
            self.live
                .publish(GameMoved::new(table.plan.game_id, 0))
                .await;
        }
    }

    /// The entrants still in, best first: by the cautious side of their rating in the
    /// game's pool (unrated after rated), then in the order they entered.
    async fn seed_order(
        &self,
        tournament: &Tournament,
        game_type: &dyn GameType,
    ) -> ServiceResult<Vec<User>> {
        let pool = game_type.rating_pool(&tournament.options);
        let mut entrants: Vec<(f64, usize, User)> = Vec::new();
        for (order, entrant) in tournament.entrants.iter().enumerate() {
            if entrant.withdrawn_at.is_some() {
                continue;
            }
            let rating = match self.store.social() {
                Some(social) => social
                    .ratings_of(entrant.user.user_id)
                    .await?
                    .into_iter()
                    .find(|r| r.game == tournament.game && r.pool == pool)
                    .map(|r| r.rating.cautious()),
                None => None,
            };
            entrants.push((
                rating.unwrap_or(f64::NEG_INFINITY),
                order,
                entrant.user.clone(),
            ));
        }
        entrants.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        Ok(entrants.into_iter().map(|(_, _, user)| user).collect())
    }

    /// The blocks among the entrants, by seed number.
    async fn blocks(&self, tournament: &Tournament, seeded: &[User]) -> ServiceResult<Blocks> {
        let store = self.tournament_store()?;
        let number: HashMap<Uuid, Entrant> = seeded
            .iter()
            .enumerate()
            .map(|(entrant, user)| (user.user_id, entrant))
            .collect();
        let pairs = store.blocks_among(tournament.tournament_id).await?;
        Ok(Blocks::new(pairs.into_iter().filter_map(|(a, b)| {
            Some((*number.get(&a)?, *number.get(&b)?))
        })))
    }
}

/// What an organiser (or a moderator) does to a tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrganiserAction {
    Start,
    Cancel,
    /// Gives the current round its number of days once more (once per round).
    Extend,
}

fn game_type_of(tournament: &Tournament) -> ServiceResult<&'static dyn GameType> {
    games::by_slug(&tournament.game)
        .ok_or_else(|| ServiceError::Internal(anyhow::anyhow!("unknown game {}", tournament.game)))
}

/// The entrants by seed once the tournament started (else in the order they entered).
fn seeded(tournament: &Tournament) -> Vec<User> {
    let mut entrants: Vec<_> = tournament.entrants.iter().enumerate().collect();
    entrants.sort_by_key(|(order, e)| (e.seed.is_none(), e.seed, *order));
    entrants.into_iter().map(|(_, e)| e.user.clone()).collect()
}

/// A number from the tournament's id for the round robin's search (public data only).
fn seed_of(tournament: &Tournament) -> u64 {
    let bytes = tournament.tournament_id.as_bytes();
    u64::from_le_bytes(bytes[..8].try_into().unwrap_or_default())
}

/// One round of a round robin's schedule, as stored at the start.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
struct PlannedRound {
    tables: Vec<Vec<Entrant>>,
    byes: Vec<Entrant>,
    unplayed: Vec<(Entrant, Entrant)>,
}

fn plan_of(schedule: &[Round]) -> Vec<PlannedRound> {
    schedule
        .iter()
        .map(|round| PlannedRound {
            tables: round.tables.clone(),
            byes: round.byes.clone(),
            unplayed: round.unplayed.clone(),
        })
        .collect()
}

impl PlannedRound {
    /// This round for the entrants still in: a table that lost a player, or that seats
    /// two people one of whom blocked the other since the start, is not played and its
    /// other players have a bye (a two-player meeting a new block keeps apart is
    /// unplayed).
    fn for_the_active(&self, active: &[Entrant], blocks: &Blocks) -> Round {
        let mut round = Round {
            byes: self
                .byes
                .iter()
                .copied()
                .filter(|e| active.contains(e))
                .collect(),
            unplayed: self.unplayed.clone(),
            ..Round::default()
        };
        for table in &self.tables {
            let here: Vec<Entrant> = table
                .iter()
                .copied()
                .filter(|e| active.contains(e))
                .collect();
            let blocked = here
                .iter()
                .any(|&a| here.iter().any(|&b| a < b && blocks.apart(a, b)));
            if here.len() == table.len() && !blocked {
                round.tables.push(here);
            } else if blocked && here.len() == 2 {
                round.unplayed.push((here[0], here[1]));
            } else {
                round.byes.extend(here);
            }
        }
        round
    }
}

/// Who has sat with whom so far, by seed number.
fn history_of(rounds: &[RoundRecord], number: &HashMap<Uuid, Entrant>) -> History {
    let mut history = History::default();
    for round in rounds {
        let mut tables: HashMap<Uuid, Vec<Entrant>> = HashMap::new();
        let mut byes = Vec::new();
        for seat in &round.seats {
            let Some(&entrant) = number.get(&seat.user_id) else {
                continue;
            };
            match (seat.kind, seat.game_id) {
                (SeatKind::Table, Some(game_id)) => {
                    tables.entry(game_id).or_default().push(entrant)
                }
                (SeatKind::Bye, _) => byes.push(entrant),
                _ => {}
            }
        }
        history.record(&Round {
            tables: tables.into_values().collect(),
            byes,
            unplayed: Vec::new(),
        });
    }
    history
}

/// The standings over every finished round (points and places as stored at each round's
/// end; the current round counts once it has ended).
fn standings_of(rounds: &[RoundRecord], seeded: &[User]) -> Vec<Standing> {
    let number: HashMap<Uuid, Entrant> = seeded
        .iter()
        .enumerate()
        .map(|(entrant, user)| (user.user_id, entrant))
        .collect();
    let mut results = Vec::new();
    let mut byes = Vec::new();
    for round in rounds.iter().filter(|round| round.finished_at.is_some()) {
        let mut tables: HashMap<Uuid, HashMap<u32, Side>> = HashMap::new();
        for seat in &round.seats {
            let Some(&entrant) = number.get(&seat.user_id) else {
                continue;
            };
            match seat.kind {
                SeatKind::Table => {
                    let (Some(game_id), Some(place)) = (seat.game_id, seat.place) else {
                        continue;
                    };
                    let side = tables
                        .entry(game_id)
                        .or_default()
                        .entry(seat.side.unwrap_or(0))
                        .or_insert(Side {
                            players: Vec::new(),
                            place,
                        });
                    side.players.push(entrant);
                }
                SeatKind::Bye => byes.push((entrant, seat.points.unwrap_or(0))),
                SeatKind::Unplayed => {
                    // Each unplayed meeting once, from the side of the lower number.
                    if let Some(&other) = seat.opponent.as_ref().and_then(|o| number.get(o)) {
                        if entrant < other {
                            results.push(TableResult::unplayed(entrant, other));
                        }
                    }
                }
            }
        }
        for sides in tables.into_values() {
            let mut sides: Vec<Side> = sides.into_values().collect();
            sides.sort_by_key(|side| side.place);
            results.push(TableResult {
                sides,
                played: true,
            });
        }
    }
    scoring::standings(seeded.len(), &results, &byes)
}

/// How many players sit at the final table of an elimination of `entrants` at tables of
/// `options.players` where `advance` sides of each go on: Ok when the game can seat them
/// with these options, else Err with that number.
fn final_table(
    entrants: usize,
    options: &GameOptions,
    game_type: &dyn GameType,
    advance: usize,
) -> Result<usize, usize> {
    let size = options.players;
    let side_size = size / game_type.sides(options).len().max(1);
    let mut left = entrants;
    while left > size {
        let tables = left / size;
        let next = tables * advance * side_size + left % size;
        if next >= left {
            return Err(left);
        }
        left = next;
    }
    let mut last = options.clone();
    last.players = left;
    if left >= 2 && game_type.check_options(&last).is_ok() {
        Ok(left)
    } else {
        Err(left)
    }
}
