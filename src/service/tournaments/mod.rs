//! Tournaments over days (docs/tournaments.md): creating one, entering and leaving it,
//! withdrawing, and the worker's step that starts a tournament when its sign-up closes and
//! pairs the next round when the last game of a round has ended. Who sits with whom and
//! what a game is worth is `crate::tournament`; this file feeds it from the store and writes
//! what it decides, each round in one transaction (`store::tournaments`).

mod announcements;
mod groups;
mod rounds;
mod substitutes;

pub use announcements::{ANNOUNCEMENTS_PER_DAY, ANNOUNCEMENT_MAX_CHARS};

use super::{computers, invitation_code, Service, ServiceError, ServiceResult};
use crate::game::text::{site, t};
use crate::game::GameType;
use crate::game::{GameOptions, Message};
use crate::games;
use crate::store::tournaments::{
    Announcement, GameTournament, NewTournament, PlayerTournament, RoundRecord, SeatKind,
    Tournament, TournamentFormat, TournamentStatus,
};
use crate::store::{GameStatus, Rejection, StoreError, TournamentStore, User, DEADLINE_DAYS};
use crate::tournament::{self as scoring, Entrant, Side, Standing, TableResult};
use std::collections::HashMap;
use time::Duration;
use uuid::Uuid;

/// The longest name of a tournament, in characters.
pub const NAME_MAX_CHARS: usize = 60;
/// The most entrants a tournament takes.
pub const MAX_ENTRANTS: u32 = 256;
/// The most entrants of a round robin (every pair meets: the rounds grow with them).
pub const ROUND_ROBIN_MAX: u32 = 24;
/// Most groups of a round robin.
pub const GROUPS_MAX: u32 = 8;
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
    /// Elimination: the sides of each table that go on; round robin in groups: the
    /// players of each group that go on to the final (default 1).
    pub advance: Option<u32>,
    /// Round robin: groups played side by side, then a final (default 1: no groups).
    pub groups: Option<u32>,
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
    /// The organiser's announcements, newest first.
    pub announcements: Vec<Announcement>,
    /// A round robin's groups by seed number (empty without groups).
    pub groups: Vec<Vec<Entrant>>,
    /// The number of the first round of a round robin's final, once it is planned.
    pub final_round: Option<u32>,
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
        let group_count = match form.format {
            TournamentFormat::RoundRobin => form.groups.unwrap_or(1),
            _ => 1,
        };
        if group_count == 0 || group_count > GROUPS_MAX || form.min_players < group_count * size {
            return Err(ServiceError::Invalid(site(
                &Message::new("tournaments-error-groups")
                    .arg("most", GROUPS_MAX)
                    .arg("size", size),
            )));
        }
        let most = match form.format {
            TournamentFormat::RoundRobin => (ROUND_ROBIN_MAX * group_count).min(MAX_ENTRANTS),
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
            TournamentFormat::RoundRobin if group_count == 1 => (None, 1),
            TournamentFormat::RoundRobin => {
                // Each group keeps at least one player out of the final, and the final
                // seats a table and is a round robin itself.
                let advance = form.advance.unwrap_or(1);
                let smallest = form.min_players / group_count;
                let finalists = advance * group_count;
                if advance == 0
                    || advance >= smallest
                    || finalists < size
                    || finalists > ROUND_ROBIN_MAX
                {
                    return Err(ServiceError::Invalid(site(
                        &Message::new("tournaments-error-group-advance")
                            .arg("size", size)
                            .arg("most", ROUND_ROBIN_MAX),
                    )));
                }
                (None, advance)
            }
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
            group_count,
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
        let standings = groups::stage_standings(&tournament, &rounds, &seeded);
        let groups = groups::groups_of(&tournament);
        let final_round = groups::final_round(&tournament);
        let announcements = store.announcements(tournament.tournament_id).await?;
        Ok(TournamentView {
            tournament,
            rounds,
            standings,
            seeded,
            announcements,
            groups,
            final_round,
        })
    }

    /// The tournament round a game is a table of.
    pub async fn tournament_of_game(&self, game_id: Uuid) -> ServiceResult<Option<GameTournament>> {
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
    // A substitute shares the seed of the player they replace, who goes to the end: the
    // substitute takes their number (a round robin's schedule is by number).
    let replaced: std::collections::HashSet<Uuid> = tournament
        .entrants
        .iter()
        .filter_map(|e| e.replaces)
        .collect();
    let mut entrants: Vec<_> = tournament.entrants.iter().enumerate().collect();
    entrants.sort_by_key(|(order, e)| {
        let gone = replaced.contains(&e.user.user_id);
        (gone, e.seed.is_none(), e.seed, *order)
    });
    entrants.into_iter().map(|(_, e)| e.user.clone()).collect()
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
