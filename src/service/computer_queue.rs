//! Fair sharing of the machine among computer players (docs/computer-players.md, "Sharing
//! the machine"). Every turn a computer is to make is served for a person: the one who
//! created the game's invitation. People are served round-robin — the next search goes to
//! the person served least recently — and among one person's turns the one that has waited
//! longest goes first, whatever the level. So a person's waiting turn has at most one
//! search of each other person ahead of it, however many games those people have.
//!
//! An instance computes up to `COMPUTER_SEARCHES` searches at once, one per game and one
//! thread each (the same view and seed still give the same move). A turn of a person served
//! less recently than one whose search is computing does not wait for that search to end:
//! it starts, and the other search pauses at its next checkpoint ([`crate::bots::pause`],
//! every few iterations) until it is among the first again ([`Gate`]). So a person who
//! comes with one turn is answered about as fast as on an idle server, however many games
//! another person keeps busy. This module decides the order and keeps count; the searches
//! themselves are in `computers.rs`.

use crate::store::ComputerTurn;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};
use uuid::Uuid;

/// How long a game whose turn was tried without a move (another instance held it, the
/// game moved on, the database failed) is left alone before it is tried again.
pub const REST: Duration = Duration::from_secs(5);

/// Every turn a computer is to make, as one read of the database found them
/// ([`Scheduler::list`]); [`Scheduler::pick`] picks among them.
#[derive(Clone, Debug)]
pub struct TurnList {
    pub turns: Vec<ComputerTurn>,
    /// How many searches had ended when the read began ([`Queue::ended`]).
    ended: u64,
}

/// A turn picked for a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picked {
    pub turn: ComputerTurn,
    /// Its place at the [`Gate`], held until [`Scheduler::finish`].
    pub ticket: u64,
}

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
    /// Searches ended so far.
    ended: u64,
    /// Games whose search ended lately, with `ended` counting it: a list read before then
    /// may show the turn that search has just played ([`Queue::pick`]).
    ended_at: HashMap<Uuid, u64>,
}

impl Queue {
    /// The turn to search next among `list` (every turn a computer is to make, as the
    /// database said), with its priority, marked running until [`Queue::finish`]; None
    /// when every waiting game is running, resting or searched since the list was read, or
    /// when `admit` refuses the best one's priority (nothing else would be admitted: it has
    /// the lowest).
    pub fn pick(
        &mut self,
        list: &TurnList,
        now: Instant,
        admit: impl FnOnce(u64) -> bool,
    ) -> Option<(ComputerTurn, u64)> {
        let waiting = &list.turns;
        self.resting.retain(|_, until| *until > now);
        // A game whose search ended after the list was read is not picked from it (issue
        // 44, item 5). The list may have been read before that search's move was committed:
        // it still shows the turn just played. Picked again, the game was found with the
        // person to move and left alone for REST, so the person's answer a moment later
        // waited those 5 s for the computer's. The search's end has told the dispatcher
        // ([`Scheduler::finish`]), whose next list, read after the move, has the game's
        // turn as it is. Searches that ended before the read began are in the list, and in
        // every list read later: forgotten.
        self.ended_at.retain(|_, at| *at > list.ended);
        // Forget people with nothing waiting: coming back, they are served first again.
        let owners: HashSet<Uuid> = waiting.iter().map(|t| t.owner).collect();
        self.served.retain(|owner, _| owners.contains(owner));
        let served = |t: &ComputerTurn| self.served.get(&t.owner).copied().unwrap_or(0);
        let turn = waiting
            .iter()
            .filter(|t| {
                !self.running.contains(&t.game_id)
                    && !self.resting.contains_key(&t.game_id)
                    && !self.ended_at.contains_key(&t.game_id)
            })
            .min_by_key(|t| (served(t), t.since, t.game_id))?;
        let priority = served(turn);
        if !admit(priority) {
            return None;
        }
        let turn = turn.clone();
        self.started += 1;
        self.served.insert(turn.owner, self.started);
        self.running.insert(turn.game_id);
        Some((turn, priority))
    }

    /// The search of `game_id` is over; with `rest`, its game is left alone for [`REST`].
    pub fn finish(&mut self, game_id: Uuid, rest: bool, now: Instant) {
        self.running.remove(&game_id);
        self.ended += 1;
        self.ended_at.insert(game_id, self.ended);
        if rest {
            self.resting.insert(game_id, now + REST);
        }
    }
}

/// Which started searches compute now: the first `cores` by priority, then by start; the
/// others wait at their next checkpoint until they are among the first again.
pub struct Gate {
    cores: usize,
    /// (priority, ticket) of every started search, in order; the last ticket given.
    started: Mutex<(Vec<(u64, u64)>, u64)>,
    changed: Condvar,
}

impl Gate {
    pub fn new(cores: usize) -> Self {
        Gate {
            cores: cores.max(1),
            started: Mutex::new((Vec::new(), 0)),
            changed: Condvar::new(),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, (Vec<(u64, u64)>, u64)> {
        self.started.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether a search of `priority` started now would compute at once.
    pub fn admits(&self, priority: u64) -> bool {
        self.state()
            .0
            .iter()
            .filter(|(p, _)| *p <= priority)
            .count()
            < self.cores
    }

    /// Starts a search of `priority`: its ticket.
    pub fn enter(&self, priority: u64) -> u64 {
        let mut state = self.state();
        state.1 += 1;
        let ticket = state.1;
        state.0.push((priority, ticket));
        state.0.sort_unstable();
        ticket
    }

    fn computes(&self, started: &[(u64, u64)], ticket: u64) -> bool {
        started
            .iter()
            .position(|&(_, t)| t == ticket)
            .is_none_or(|place| place < self.cores)
    }

    /// Blocks the search of `ticket` while others go first; how long it was held back.
    pub fn wait_turn(&self, ticket: u64) -> Duration {
        let mut state = self.state();
        if self.computes(&state.0, ticket) {
            return Duration::ZERO;
        }
        let since = Instant::now();
        while !self.computes(&state.0, ticket) {
            state = self.changed.wait(state).unwrap_or_else(|e| e.into_inner());
        }
        since.elapsed()
    }

    /// The search of `ticket` is over.
    pub fn leave(&self, ticket: u64) {
        self.state().0.retain(|&(_, t)| t != ticket);
        self.changed.notify_all();
    }
}

/// The scheduler an instance shares among its tasks: the [`Queue`] and the [`Gate`].
pub struct Scheduler {
    queue: Mutex<Queue>,
    gate: Arc<Gate>,
    /// Told when a search ends, so that the dispatcher looks for the next turn.
    ended: tokio::sync::Notify,
    /// Told when a computer may have a turn now (a move in a game with a computer seat, a
    /// game with one started, a seat handed to one), so that the dispatcher looks at once.
    woken: tokio::sync::Notify,
    /// How many times it was told so.
    wakes: AtomicU64,
}

impl Scheduler {
    /// A scheduler computing up to `searches` searches at once (at least one).
    pub fn new(searches: usize) -> Self {
        Scheduler {
            queue: Mutex::new(Queue::default()),
            gate: Arc::new(Gate::new(searches)),
            ended: tokio::sync::Notify::new(),
            woken: tokio::sync::Notify::new(),
            wakes: AtomicU64::new(0),
        }
    }

    fn queue(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The turns `read` (the database) finds waiting, marked with the searches ended
    /// before the read began ([`Queue::pick`]).
    pub async fn list<E>(
        &self,
        read: impl std::future::Future<Output = Result<Vec<ComputerTurn>, E>>,
    ) -> Result<TurnList, E> {
        let ended = self.queue().ended;
        let turns = read.await?;
        Ok(TurnList { turns, ended })
    }

    /// The next turn to search among `list` ([`Queue::pick`]) if its search would compute
    /// at once, entered at the gate.
    pub fn pick(&self, list: &TurnList) -> Option<Picked> {
        let gate = &self.gate;
        let (turn, priority) = self
            .queue()
            .pick(list, Instant::now(), |p| gate.admits(p))?;
        let ticket = gate.enter(priority);
        Some(Picked { turn, ticket })
    }

    /// The gate the searches pass ([`Gate::wait_turn`] at their checkpoints).
    pub fn gate(&self) -> Arc<Gate> {
        self.gate.clone()
    }

    /// The search of `picked` is over ([`Queue::finish`], [`Gate::leave`]); the dispatcher
    /// is told.
    pub fn finish(&self, picked: &Picked, rest: bool) {
        self.queue()
            .finish(picked.turn.game_id, rest, Instant::now());
        self.gate.leave(picked.ticket);
        self.ended.notify_one();
    }

    /// Waits until a search ends.
    pub async fn search_ended(&self) {
        self.ended.notified().await
    }

    /// Tells the dispatcher that a computer may have a turn now. Wakes that come while it
    /// is busy fold into one: its next pass sees every turn anyway.
    pub fn wake(&self) {
        self.wakes.fetch_add(1, Ordering::Relaxed);
        self.woken.notify_one();
    }

    /// Waits until [`Scheduler::wake`] is called (at once if it was since the last wait).
    pub async fn woken(&self) {
        self.woken.notified().await
    }

    /// How many times [`Scheduler::wake`] was called.
    pub fn wakes(&self) -> u64 {
        self.wakes.load(Ordering::Relaxed)
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

    impl Queue {
        /// [`Queue::pick`] among `waiting` as read now, after every search that ended.
        fn pick_read_now(
            &mut self,
            waiting: &[ComputerTurn],
            now: Instant,
            admit: impl FnOnce(u64) -> bool,
        ) -> Option<(ComputerTurn, u64)> {
            let list = TurnList {
                turns: waiting.to_vec(),
                ended: self.ended,
            };
            self.pick(&list, now, admit)
        }
    }

    /// Picks until nothing is left, as searches one at a time would (each turn leaves the
    /// list once searched).
    fn order(queue: &mut Queue, mut waiting: Vec<ComputerTurn>) -> Vec<u128> {
        let now = Instant::now();
        let mut out = Vec::new();
        while let Some((t, _)) = queue.pick_read_now(&waiting, now, |_| true) {
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
        let (a, _) = queue.pick_read_now(&waiting, now, |_| true).unwrap();
        let (b, _) = queue.pick_read_now(&waiting, now, |_| true).unwrap();
        assert_eq!((a.game_id.as_u128(), b.game_id.as_u128()), (100, 101));
        assert_eq!(queue.running.len(), 2);
        // Person 2's turn arrives, the newest of all; person 3's after it.
        waiting.push(turn(2, 200, 1_000, Level::Beginner));
        waiting.push(turn(3, 300, 2_000, Level::Beginner));
        let next = |queue: &mut Queue, waiting: &[ComputerTurn]| {
            let (turn, _) = queue.pick_read_now(waiting, now, |_| true).unwrap();
            turn.game_id.as_u128()
        };
        // The next free slot goes to person 2, the one after to person 3, then person 1.
        queue.finish(a.game_id, false, now);
        waiting.retain(|t| t.game_id != a.game_id);
        assert_eq!(next(&mut queue, &waiting), 200);
        queue.finish(b.game_id, false, now);
        waiting.retain(|t| t.game_id != b.game_id);
        assert_eq!(next(&mut queue, &waiting), 300);
        assert_eq!(next(&mut queue, &waiting), 102);
    }

    #[test]
    fn a_game_is_searched_once_at_a_time_and_rests_after_a_try_without_a_move() {
        let mut queue = Queue::default();
        let now = Instant::now();
        let waiting = vec![turn(1, 1, 0, Level::Beginner)];
        let yes = |_| true;
        let (t, _) = queue.pick_read_now(&waiting, now, yes).unwrap();
        assert_eq!(
            queue.pick_read_now(&waiting, now, yes),
            None,
            "already running"
        );
        queue.finish(t.game_id, true, now);
        assert_eq!(queue.pick_read_now(&waiting, now, yes), None, "resting");
        assert_eq!(
            queue.pick_read_now(&waiting, now + REST / 2, yes),
            None,
            "still resting"
        );
        assert!(
            queue.pick_read_now(&waiting, now + REST, yes).is_some(),
            "tried again"
        );
    }

    #[test]
    fn a_list_read_while_a_game_s_search_ran_does_not_start_that_game_again() {
        // Issue 44, item 5. Game 1's search runs when a pass reads the list: game 1 is still
        // the computer's turn there. The search moves and ends, then the pass picks from
        // what it read.
        let mut queue = Queue::default();
        let now = Instant::now();
        let yes = |_| true;
        let waiting = vec![
            turn(1, 1, 0, Level::Beginner),
            turn(2, 2, 5, Level::Beginner),
        ];
        let (search, _) = queue.pick_read_now(&waiting[..1], now, yes).unwrap();
        let read = TurnList {
            turns: waiting.clone(),
            ended: queue.ended,
        };
        queue.finish(search.game_id, false, now);
        let (other, _) = queue.pick(&read, now, yes).unwrap();
        assert_eq!(other.game_id.as_u128(), 2, "the list's other games go on");
        assert_eq!(
            queue.pick(&read, now, yes),
            None,
            "game 1's turn in the list may be the one its search has just played"
        );
        assert!(queue.resting.is_empty(), "and game 1 is not left alone");
        // The person answers at once: the next list, read after the move, has game 1's
        // new turn, picked at once (not REST later).
        let (answer, _) = queue.pick_read_now(&waiting[..1], now, yes).unwrap();
        assert_eq!(answer.game_id.as_u128(), 1);
        assert!(
            queue.ended_at.is_empty(),
            "searches ended before a read are forgotten"
        );
    }

    #[test]
    fn people_with_nothing_waiting_are_forgotten() {
        let mut queue = Queue::default();
        let now = Instant::now();
        for g in 0..3 {
            let (t, _) = queue
                .pick_read_now(&[turn(1, g, 0, Level::Beginner)], now, |_| true)
                .unwrap();
            queue.finish(t.game_id, false, now);
        }
        queue
            .pick_read_now(&[turn(2, 9, 0, Level::Beginner)], now, |_| true)
            .unwrap();
        assert_eq!(queue.served.len(), 1, "person 1 had nothing waiting");
    }

    #[test]
    fn priorities_are_when_the_person_was_served_and_the_gate_admits_by_them() {
        let mut queue = Queue::default();
        let now = Instant::now();
        let waiting: Vec<ComputerTurn> = (0..3)
            .map(|g| turn(1, g, g as i64, Level::Strong))
            .collect();
        let (_, first) = queue.pick_read_now(&waiting, now, |_| true).unwrap();
        let (_, second) = queue.pick_read_now(&waiting, now, |_| true).unwrap();
        assert_eq!(
            (first, second),
            (0, 1),
            "not served lately, then served at the first"
        );
        // A refused priority marks nothing.
        assert_eq!(queue.pick_read_now(&waiting, now, |_| false), None);
        let (third, _) = queue.pick_read_now(&waiting, now, |_| true).unwrap();
        assert_eq!(third.game_id.as_u128(), 2);

        let gate = Gate::new(1);
        let busy = gate.enter(5);
        assert!(
            !gate.admits(5),
            "the same priority waits for the search computing"
        );
        assert!(gate.admits(0), "a person not served lately goes first");
        assert_eq!(gate.wait_turn(busy), Duration::ZERO);
    }

    #[test]
    fn a_search_of_a_person_served_less_lately_pauses_the_one_computing() {
        let gate = Arc::new(Gate::new(1));
        let hog = gate.enter(7);
        let newcomer = gate.enter(0);
        // The newcomer computes at once; the hog is held at its checkpoint until the
        // newcomer's search is over, then goes on.
        assert_eq!(gate.wait_turn(newcomer), Duration::ZERO);
        assert!(!gate.computes(&gate.state().0, hog));
        let held = {
            let gate = gate.clone();
            std::thread::spawn(move || gate.wait_turn(hog))
        };
        gate.leave(newcomer);
        held.join().unwrap();
        assert!(gate.computes(&gate.state().0, hog));
        gate.leave(hog);
        assert!(gate.admits(7));
    }
}
