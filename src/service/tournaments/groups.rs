//! A round robin in groups, then a final: the groups play their own round robins side by
//! side (round `r` of every group in round `r` of the tournament), then the best
//! `advance` of each group still in play a round robin of their own. The final is planned
//! when the last group round has ended, from the group standings, and stored with the
//! round that starts it.

use super::rounds::{plan_of, PlannedRound};
use super::standings_of;
use crate::store::tournaments::{RoundRecord, Tournament};
use crate::store::User;
use crate::tournament::pairing::{self, Blocks, PairingError, Round};
use crate::tournament::{Entrant, Standing};
use std::collections::HashSet;

/// The groups by seed number (empty for a tournament without groups). The split is
/// fixed by the seeds: a substitute has the number of the player they replace.
pub(super) fn groups_of(tournament: &Tournament) -> Vec<Vec<Entrant>> {
    if tournament.group_count < 2 {
        return Vec::new();
    }
    let seeds = tournament
        .entrants
        .iter()
        .filter(|e| e.seed.is_some() && e.replaces.is_none())
        .count();
    groups_of_count(seeds, tournament.group_count)
}

/// `entrants` seeds split into `count` groups (one group for a count below 2).
pub(super) fn groups_of_count(entrants: usize, count: u32) -> Vec<Vec<Entrant>> {
    let everyone: Vec<Entrant> = (0..entrants).collect();
    pairing::groups(&everyone, count.max(1) as usize)
}

/// The stored plan of a round robin (empty for other formats).
pub(super) fn plan(tournament: &Tournament) -> Vec<PlannedRound> {
    serde_json::from_value(tournament.plan.clone()).unwrap_or_default()
}

/// The number of the final's first round, once the final is planned.
pub(super) fn final_round(tournament: &Tournament) -> Option<u32> {
    let first = plan(tournament)
        .iter()
        .position(|round| round.final_round)?;
    Some(first as u32 + 1)
}

/// The final's schedule after the group rounds (`rounds`, all ended): the best `advance`
/// of each group among `active`, group by group, played as one round robin. None when
/// too few are left to fill a table.
pub(super) fn plan_final(
    tournament: &Tournament,
    rounds: &[RoundRecord],
    seeded: &[User],
    active: &[Entrant],
    blocks: &Blocks,
    seed: u64,
) -> Result<Option<Vec<PlannedRound>>, PairingError> {
    let standings = standings_of(rounds, seeded);
    let mut finalists = Vec::new();
    for group in groups_of(tournament) {
        finalists.extend(
            standings
                .iter()
                .map(|line| line.entrant)
                .filter(|entrant| group.contains(entrant) && active.contains(entrant))
                .take(tournament.advance as usize),
        );
    }
    let size = tournament.options.players;
    if finalists.len() < size {
        return Ok(None);
    }
    let schedule = pairing::grouped_round_robin(&[finalists], size, blocks, seed)?;
    let mut planned = plan_of(&schedule);
    for round in &mut planned {
        round.final_round = true;
    }
    Ok(Some(planned))
}

/// The standings of a tournament with groups once its final is under way: the finalists
/// first, by the final's rounds, then everyone else by the group rounds. Without a
/// final, the standings of every round.
pub(super) fn stage_standings(
    tournament: &Tournament,
    rounds: &[RoundRecord],
    seeded: &[User],
) -> Vec<Standing> {
    let Some(first) = final_round(tournament) else {
        return standings_of(rounds, seeded);
    };
    let split = (first as usize - 1).min(rounds.len());
    let (group_rounds, final_rounds) = rounds.split_at(split);
    let Some(opening) = final_rounds.first() else {
        return standings_of(rounds, seeded);
    };
    let in_final: HashSet<_> = opening.seats.iter().map(|s| s.user_id).collect();
    let finalist = |line: &Standing| {
        seeded
            .get(line.entrant)
            .is_some_and(|user| in_final.contains(&user.user_id))
    };
    let mut lines: Vec<Standing> = standings_of(final_rounds, seeded)
        .into_iter()
        .filter(finalist)
        .collect();
    let ahead = lines.len();
    lines.extend(
        standings_of(group_rounds, seeded)
            .into_iter()
            .filter(|line| !finalist(line)),
    );
    // Ranks again over the lines kept: one after another, shared by equal lines of the
    // same part.
    for index in 0..lines.len() {
        let same_part = (index < ahead) == (index.saturating_sub(1) < ahead);
        let equal = index > 0 && same_part && {
            let (a, b) = (&lines[index - 1], &lines[index]);
            (a.points, a.opponents, a.firsts) == (b.points, b.opponents, b.firsts)
        };
        lines[index].rank = if equal {
            lines[index - 1].rank
        } else {
            index as u32 + 1
        };
    }
    lines
}

/// A round to pair, with the whole plan to store when it starts the final.
pub(super) type NextRound = (Round, Option<Vec<PlannedRound>>);

/// Round `planned` of the plan as the next round, or the final's first round once the
/// group rounds are over (with the whole plan to store with it).
pub(super) fn next_planned(
    tournament: &Tournament,
    played: usize,
    rounds: &[RoundRecord],
    seeded: &[User],
    active: &[Entrant],
    blocks: &Blocks,
    seed: u64,
) -> Result<Option<NextRound>, PairingError> {
    let mut plan = plan(tournament);
    if let Some(planned) = plan.get(played) {
        return Ok(Some((planned.for_the_active(active, blocks), None)));
    }
    if tournament.group_count < 2 || plan.iter().any(|round| round.final_round) {
        return Ok(None);
    }
    let Some(finals) = plan_final(tournament, rounds, seeded, active, blocks, seed)? else {
        return Ok(None);
    };
    let first = finals[0].for_the_active(active, blocks);
    plan.extend(finals);
    Ok(Some((first, Some(plan))))
}
