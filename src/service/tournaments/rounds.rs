//! The worker's part of tournaments: starting them when the sign-up closes, ending each
//! round at its end or deadline with its games' results, and pairing the next one
//! (docs/tournaments.md, "Storage and the worker").

use super::{game_type_of, groups, seeded, standings_of};
use crate::game::GameType;
use crate::live::GameMoved;
use crate::service::invitations::start_plan;
use crate::service::{invitation_code, Service, ServiceError, ServiceResult};
use crate::store::tournaments::{
    NewRound, NewTable, RoundRecord, SeatKind, SeatResult, Tournament, TournamentFormat,
    TournamentStatus,
};
use crate::store::{GameResult, GameStatus, Rejection, StoreError, User, DELETED_NAME};
use crate::tournament::pairing::{self, Blocks, History, Round};
use crate::tournament::{self as scoring, Entrant, Halves, Side, TableResult};
use std::collections::HashMap;
use time::Duration;
use uuid::Uuid;

impl Service {
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
    pub(super) async fn start_tournament(&self, tournament: &Tournament) -> ServiceResult<bool> {
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
                let groups = groups::groups_of_count(entrants, tournament.group_count);
                let schedule =
                    pairing::grouped_round_robin(&groups, size, &blocks, seed_of(tournament))
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
            Some((round, plan)) => {
                let mut new =
                    self.new_round(tournament, game_type, current.round + 1, round, &seeded)?;
                new.plan = plan.clone();
                Some(new)
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

    /// The next round's tables by seed, or None when the tournament is over; with the
    /// round robin's whole plan to store when this round starts a final.
    async fn pair_next(
        &self,
        tournament: &Tournament,
        rounds: &[RoundRecord],
        seeded: &[User],
    ) -> ServiceResult<Option<(Round, Option<serde_json::Value>)>> {
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
                let next = groups::next_planned(
                    tournament,
                    played as usize,
                    rounds,
                    seeded,
                    &active,
                    &blocks,
                    seed_of(tournament),
                );
                return match next.map_err(|e| ServiceError::Internal(e.into()))? {
                    Some((round, Some(plan))) => {
                        let plan = serde_json::to_value(plan)
                            .map_err(|e| ServiceError::Internal(e.into()))?;
                        Ok(Some((round, Some(plan))))
                    }
                    Some((round, None)) => Ok(Some((round, None))),
                    None => Ok(None),
                };
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
        next.map(|round| Some((round, None)))
            .map_err(|e| ServiceError::Internal(e.into()))
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
            plan: None,
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

/// A number from the tournament's id for the round robin's search (public data only).
fn seed_of(tournament: &Tournament) -> u64 {
    let bytes = tournament.tournament_id.as_bytes();
    u64::from_le_bytes(bytes[..8].try_into().unwrap_or_default())
}

/// One round of a round robin's schedule, as stored at the start (a final's rounds are
/// added when it is planned).
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub(super) struct PlannedRound {
    tables: Vec<Vec<Entrant>>,
    byes: Vec<Entrant>,
    unplayed: Vec<(Entrant, Entrant)>,
    /// A round of the final of a round robin in groups.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(super) final_round: bool,
}

pub(super) fn plan_of(schedule: &[Round]) -> Vec<PlannedRound> {
    schedule
        .iter()
        .map(|round| PlannedRound {
            tables: round.tables.clone(),
            byes: round.byes.clone(),
            unplayed: round.unplayed.clone(),
            final_round: false,
        })
        .collect()
}

impl PlannedRound {
    /// This round for the entrants still in: a table that lost a player, or that seats
    /// two people one of whom blocked the other since the start, is not played and its
    /// other players have a bye (a two-player meeting a new block keeps apart is
    /// unplayed).
    pub(super) fn for_the_active(&self, active: &[Entrant], blocks: &Blocks) -> Round {
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
