//! Fair sharing of the machine among computer players (docs/computer-players.md, "Sharing
//! the machine"). Every turn a computer is to make is served for a person: the one who
//! created the game's invitation. People are served round-robin — the next search goes to
//! the person served least recently — and among one person's turns the one that has waited
//! longest goes first, whatever the level. So a person's waiting turn has at most one
//! search of each other person ahead of it, however many games those people have.
//!
//! An instance runs up to `COMPUTER_SEARCHES` searches at once, one per game and one thread
//! each (the same view and seed still give the same move). This module only decides the
//! order and keeps count; the searches themselves are in `computers.rs`.

use crate::store::ComputerTurn;
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use uuid::Uuid;

/// How long a game whose turn was tried without a move (another instance held it, the
/// game moved on, the database failed) is left alone before it is tried again.
pub const REST: Duration = Duration::from_secs(5);

/// Which computer turn goes next: the pure part of the scheduler.
#[derive(Debug, Default)]
pub struct Queue {
    /// When each person with waiting turns was last served, as the number of searches
    /// started by then (never served: 0).
    served: HashMap<Uuid, u64>,
    /// Searches started so far.
    started: u64,
    /// Games being searched now.
    running: HashSet<Uuid>,
    /// Games left alone until then ([`REST`]).
    resting: HashMap<Uuid, Instant>,
}

impl Queue {
    /// The turn to search next among `waiting` (every turn a computer is to make now, as
    /// the database says), marked running until [`Queue::finish`]; None when every
    /// waiting game is running or resting.
    pub fn pick(&mut self, waiting: &[ComputerTurn], now: Instant) -> Option<ComputerTurn> {
        self.resting.retain(|_, until| *until > now);
        // Forget people with nothing waiting: coming back, they are served first again.
        let owners: HashSet<Uuid> = waiting.iter().map(|t| t.owner).collect();
        self.served.retain(|owner, _| owners.contains(owner));
        let turn = waiting
            .iter()
            .filter(|t| {
                !self.running.contains(&t.game_id) && !self.resting.contains_key(&t.game_id)
            })
            .min_by_key(|t| {
                let served = self.served.get(&t.owner).copied().unwrap_or(0);
                (served, t.since, t.game_id)
            })?
            .clone();
        self.started += 1;
        self.served.insert(turn.owner, self.started);
        self.running.insert(turn.game_id);
        Some(turn)
    }

    /// The search of `game_id` is over; with `rest`, its game is left alone for [`REST`].
    pub fn finish(&mut self, game_id: Uuid, rest: bool, now: Instant) {
        self.running.remove(&game_id);
        if rest {
            self.resting.insert(game_id, now + REST);
        }
    }
}

/// The scheduler an instance shares among its tasks: the [`Queue`] and the search slots.
pub struct Scheduler {
    queue: Mutex<Queue>,
    slots: Arc<Semaphore>,
    /// Told when a search ends, so that the dispatcher looks for the next turn.
    ended: tokio::sync::Notify,
}

impl Scheduler {
    /// A scheduler running up to `searches` searches at once (at least one).
    pub fn new(searches: usize) -> Self {
        Scheduler {
            queue: Mutex::new(Queue::default()),
            slots: Arc::new(Semaphore::new(searches.max(1))),
            ended: tokio::sync::Notify::new(),
        }
    }

    fn queue(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A free search slot, waited for; the search runs while it is held.
    pub async fn slot(&self) -> OwnedSemaphorePermit {
        self.slots
            .clone()
            .acquire_owned()
            .await
            .expect("the scheduler never closes its semaphore")
    }

    /// [`Queue::pick`].
    pub fn pick(&self, waiting: &[ComputerTurn]) -> Option<ComputerTurn> {
        self.queue().pick(waiting, Instant::now())
    }

    /// [`Queue::finish`], and the dispatcher is told.
    pub fn finish(&self, game_id: Uuid, rest: bool) {
        self.queue().finish(game_id, rest, Instant::now());
        self.ended.notify_one();
    }

    /// Waits until a search ends.
    pub async fn search_ended(&self) {
        self.ended.notified().await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Level;
    use crate::store::ComputerSeat;
    use time::OffsetDateTime;

    fn turn(owner: u128, game: u128, waited_from: i64, level: Level) -> ComputerTurn {
        ComputerTurn {
            game_id: Uuid::from_u128(game),
            seat: 1,
            by: ComputerSeat::Removed(level),
            owner: Uuid::from_u128(owner),
            since: OffsetDateTime::from_unix_timestamp(waited_from).unwrap(),
        }
    }

    /// Picks until nothing is left, as searches one at a time would (each turn leaves the
    /// list once searched).
    fn order(queue: &mut Queue, mut waiting: Vec<ComputerTurn>) -> Vec<u128> {
        let now = Instant::now();
        let mut out = Vec::new();
        while let Some(t) = queue.pick(&waiting, now) {
            waiting.retain(|w| w.game_id != t.game_id);
            queue.finish(t.game_id, false, now);
            out.push(t.game_id.as_u128());
        }
        out
    }

    #[test]
    fn people_take_turns_and_each_person_s_longest_wait_goes_first_whatever_the_level() {
        // Person 1 has four games waiting (the strong one since the longest), person 2 two,
        // person 3 one that came last.
        let waiting = vec![
            turn(1, 11, 100, Level::Beginner),
            turn(1, 12, 50, Level::Strong),
            turn(1, 13, 300, Level::Standard),
            turn(1, 14, 400, Level::Beginner),
            turn(2, 21, 200, Level::Beginner),
            turn(2, 22, 250, Level::Strong),
            turn(3, 31, 900, Level::Strong),
        ];
        let mut queue = Queue::default();
        assert_eq!(
            order(&mut queue, waiting),
            vec![12, 21, 31, 11, 22, 13, 14],
            "round-robin across people (the longest wait first among the never served), \
             oldest first within one person"
        );
    }

    #[test]
    fn a_newcomer_waits_for_at_most_one_search_of_each_other_person() {
        let mut queue = Queue::default();
        let now = Instant::now();
        // Person 1 has twenty games; two searches run (two slots).
        let mut waiting: Vec<ComputerTurn> = (0..20)
            .map(|g| turn(1, 100 + g, g as i64, Level::Strong))
            .collect();
        let a = queue.pick(&waiting, now).unwrap();
        let b = queue.pick(&waiting, now).unwrap();
        assert_eq!((a.game_id.as_u128(), b.game_id.as_u128()), (100, 101));
        assert_eq!(queue.running.len(), 2);
        // Person 2's turn arrives, the newest of all; person 3's after it.
        waiting.push(turn(2, 200, 1_000, Level::Beginner));
        waiting.push(turn(3, 300, 2_000, Level::Beginner));
        // The next free slot goes to person 2, the one after to person 3, then person 1.
        queue.finish(a.game_id, false, now);
        waiting.retain(|t| t.game_id != a.game_id);
        assert_eq!(queue.pick(&waiting, now).unwrap().game_id.as_u128(), 200);
        queue.finish(b.game_id, false, now);
        waiting.retain(|t| t.game_id != b.game_id);
        assert_eq!(queue.pick(&waiting, now).unwrap().game_id.as_u128(), 300);
        assert_eq!(queue.pick(&waiting, now).unwrap().game_id.as_u128(), 102);
    }

    #[test]
    fn a_game_is_searched_once_at_a_time_and_rests_after_a_try_without_a_move() {
        let mut queue = Queue::default();
        let now = Instant::now();
        let waiting = vec![turn(1, 1, 0, Level::Beginner)];
        let t = queue.pick(&waiting, now).unwrap();
        assert_eq!(queue.pick(&waiting, now), None, "already running");
        queue.finish(t.game_id, true, now);
        assert_eq!(queue.pick(&waiting, now), None, "resting");
        assert_eq!(queue.pick(&waiting, now + REST / 2), None, "still resting");
        assert!(queue.pick(&waiting, now + REST).is_some(), "tried again");
    }

    #[test]
    fn people_with_nothing_waiting_are_forgotten() {
        let mut queue = Queue::default();
        let now = Instant::now();
        for g in 0..3 {
            let t = queue.pick(&[turn(1, g, 0, Level::Beginner)], now).unwrap();
            queue.finish(t.game_id, false, now);
        }
        queue.pick(&[turn(2, 9, 0, Level::Beginner)], now).unwrap();
        assert_eq!(queue.served.len(), 1, "person 1 had nothing waiting");
    }
}
