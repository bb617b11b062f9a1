//! The arithmetic of move deadlines, absences and automatic passes: pure functions of
//! times and logs, so they are tested without a database or a clock.

use crate::game::text::{site, t};
use crate::game::Seat;
use crate::game::{Message, MoveReason};
use crate::store::notify::Absence;
use time::{Duration, OffsetDateTime};

/// Longest absence, and the most absence days within any [`ABSENCE_WINDOW_DAYS`].
pub const ABSENCE_MAX_DAYS: i64 = 14;
/// The sliding window of the absence limit.
pub const ABSENCE_WINDOW_DAYS: i64 = 60;
/// Automatic passes in a row after which the other players may vote a player out.
pub const TIMEOUTS_BEFORE_VOTE: usize = 3;

/// `intervals` sorted and merged, so that overlapping absences count once.
fn merged(absences: &[Absence]) -> Vec<(OffsetDateTime, OffsetDateTime)> {
    let mut spans: Vec<_> = absences
        .iter()
        .filter(|a| a.ends_at > a.starts_at)
        .map(|a| (a.starts_at, a.ends_at))
        .collect();
    spans.sort();
    let mut out: Vec<(OffsetDateTime, OffsetDateTime)> = Vec::with_capacity(spans.len());
    for (start, end) in spans {
        match out.last_mut() {
            Some(last) if start <= last.1 => last.1 = last.1.max(end),
            _ => out.push((start, end)),
        }
    }
    out
}

/// How much of `[from, to]` the absences cover.
pub fn paused_between(absences: &[Absence], from: OffsetDateTime, to: OffsetDateTime) -> Duration {
    merged(absences)
        .into_iter()
        .map(|(start, end)| {
            let (start, end) = (start.max(from), end.min(to));
            if end > start {
                end - start
            } else {
                Duration::ZERO
            }
        })
        .sum()
}

/// Time left to move for a player whose turn began at `turn_started_at`, with a deadline of
/// `deadline_days` per move; the clock stood still while they were absent. Zero or less
/// means the time has run out.
pub fn time_left(
    turn_started_at: OffsetDateTime,
    deadline_days: u32,
    absences: &[Absence],
    now: OffsetDateTime,
) -> Duration {
    let used = (now - turn_started_at) - paused_between(absences, turn_started_at, now);
    Duration::days(i64::from(deadline_days)) - used
}

/// The absence running at `now`, if any.
pub fn absent_at(absences: &[Absence], now: OffsetDateTime) -> Option<&Absence> {
    absences
        .iter()
        .filter(|a| a.starts_at <= now && now < a.ends_at)
        .max_by_key(|a| a.ends_at)
}

/// Checks a new absence from `start` to `end` against the rules: it ends after it starts,
/// lasts at most [`ABSENCE_MAX_DAYS`], and together with `existing` absences covers at
/// most [`ABSENCE_MAX_DAYS`] of any [`ABSENCE_WINDOW_DAYS`] days. The message is for people.
pub fn check_absence(
    existing: &[Absence],
    user_id: uuid::Uuid,
    start: OffsetDateTime,
    end: OffsetDateTime,
) -> Result<(), String> {
    let max = Duration::days(ABSENCE_MAX_DAYS);
    if end <= start {
        return Err(t("games-error-absence-past"));
    }
    if end - start > max {
        return Err(site(
            &Message::new("games-error-absence-long").arg("days", ABSENCE_MAX_DAYS),
        ));
    }
    let mut all = existing.to_vec();
    all.push(Absence {
        absence_id: uuid::Uuid::nil(),
        user_id,
        starts_at: start,
        ends_at: end,
    });
    let spans = merged(&all);
    let window = Duration::days(ABSENCE_WINDOW_DAYS);
    // The covered time within a sliding window is piecewise linear in the window's start,
    // so its maximum is reached where the window's start or end meets an absence's start
    // or end: checking those windows checks them all.
    let starts = spans
        .iter()
        .flat_map(|&(s, e)| [s, e, s - window, e - window]);
    for from in starts {
        let covered = paused_between(&all, from, from + window);
        if covered > max {
            return Err(site(
                &Message::new("games-error-absences-window")
                    .arg("days", ABSENCE_MAX_DAYS)
                    .arg("window", ABSENCE_WINDOW_DAYS)
                    .arg("covered", human_duration(covered)),
            ));
        }
    }
    Ok(())
}

/// One stored move as far as automatic passes are concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveMark {
    pub seq: i64,
    pub seat: Seat,
    pub reason: Option<MoveReason>,
}

/// The current run of timeouts of `seat`: how many of its own latest moves in a row were
/// automatic passes because time ran out, and the seq where that run began.
pub fn timeout_run(moves: &[MoveMark], seat: Seat) -> Option<(i64, usize)> {
    let mut run: Option<(i64, usize)> = None;
    for m in moves.iter().filter(|m| m.seat == seat) {
        run = match (m.reason, run) {
            (Some(MoveReason::Timeout), Some((start, n))) => Some((start, n + 1)),
            (Some(MoveReason::Timeout), None) => Some((m.seq, 1)),
            // A pass for a removed seat neither extends nor ends the run that led there.
            (
                Some(
                    MoveReason::Removed
                    | MoveReason::Left
                    | MoveReason::Computer
                    | MoveReason::Resigned
                    | MoveReason::Suspended,
                ),
                run,
            ) => run,
            (None, _) => None,
        };
    }
    run
}

/// "2 days 3 hours", "45 minutes", "less than a minute" (rounded down, two units at most).
pub fn human_duration(d: Duration) -> String {
    let secs = d.whole_seconds().max(0);
    let (days, hours, minutes) = (secs / 86_400, secs % 86_400 / 3600, secs % 3600 / 60);
    let unit = |n: i64, id: &'static str| site(&Message::new(id).arg("count", n));
    let pair = |first: String, second: String| {
        site(
            &Message::new("games-duration-pair")
                .arg("first", first)
                .arg("second", second),
        )
    };
    match (days, hours, minutes) {
        (0, 0, 0) => t("games-duration-less-than-a-minute"),
        (0, 0, m) => unit(m, "games-duration-minutes"),
        (0, h, 0) => unit(h, "games-duration-hours"),
        (0, h, m) => pair(
            unit(h, "games-duration-hours"),
            unit(m, "games-duration-minutes"),
        ),
        (d, 0, _) => unit(d, "games-duration-days"),
        (d, h, _) => pair(
            unit(d, "games-duration-days"),
            unit(h, "games-duration-hours"),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    const T0: OffsetDateTime = datetime!(2025-03-01 12:00 UTC);

    fn away(from_days: i64, to_days: i64) -> Absence {
        Absence {
            absence_id: uuid::Uuid::new_v4(),
            user_id: uuid::Uuid::nil(),
            starts_at: T0 + Duration::days(from_days),
            ends_at: T0 + Duration::days(to_days),
        }
    }

    #[test]
    fn time_runs_out_after_the_deadline() {
        assert_eq!(time_left(T0, 2, &[], T0), Duration::days(2));
        assert_eq!(
            time_left(T0, 2, &[], T0 + Duration::hours(47)),
            Duration::hours(1)
        );
        assert!(time_left(T0, 2, &[], T0 + Duration::days(2)) <= Duration::ZERO);
    }

    #[test]
    fn an_absence_stops_the_clock() {
        let absences = [away(1, 4)];
        // Three days of the five were paused: one day used, one left.
        let left = time_left(T0, 2, &absences, T0 + Duration::days(4));
        assert_eq!(left, Duration::days(1));
        // Overlapping absences count once.
        let absences = [away(1, 4), away(2, 3)];
        assert_eq!(
            time_left(T0, 2, &absences, T0 + Duration::days(4)),
            Duration::days(1)
        );
        // An absence before the turn began does not help.
        assert_eq!(
            time_left(T0, 2, &[away(-5, -1)], T0 + Duration::days(1)),
            Duration::days(1)
        );
    }

    #[test]
    fn absences_are_limited_to_fourteen_days_in_sixty() {
        let me = uuid::Uuid::nil();
        assert!(check_absence(&[], me, T0, T0 + Duration::days(14)).is_ok());
        assert!(check_absence(&[], me, T0, T0 + Duration::days(15)).is_err());
        assert!(check_absence(&[], me, T0, T0).is_err());
        // Ten days, then five more within sixty days: fifteen, refused.
        let earlier = [away(0, 10)];
        assert!(check_absence(
            &earlier,
            me,
            T0 + Duration::days(40),
            T0 + Duration::days(45)
        )
        .is_err());
        // Four more are fine, and so are five once the window has passed.
        assert!(check_absence(
            &earlier,
            me,
            T0 + Duration::days(40),
            T0 + Duration::days(44)
        )
        .is_ok());
        assert!(check_absence(
            &earlier,
            me,
            T0 + Duration::days(70),
            T0 + Duration::days(75)
        )
        .is_ok());
    }

    #[test]
    fn three_timeouts_in_a_row_are_a_run() {
        let m = |seq, seat, reason| MoveMark { seq, seat, reason };
        let t = Some(MoveReason::Timeout);
        let moves = [
            m(1, 0, None),
            m(2, 1, t),
            m(3, 0, None),
            m(4, 1, t),
            m(5, 0, None),
            m(6, 1, t),
        ];
        assert_eq!(timeout_run(&moves, 1), Some((2, 3)));
        assert_eq!(timeout_run(&moves, 0), None);
        // A real move ends the run.
        let moves = [m(1, 1, t), m(2, 1, None), m(3, 1, t)];
        assert_eq!(timeout_run(&moves, 1), Some((3, 1)));
    }

    #[test]
    fn durations_read_naturally() {
        assert_eq!(human_duration(Duration::seconds(30)), "less than a minute");
        assert_eq!(human_duration(Duration::minutes(45)), "45 minutes");
        assert_eq!(human_duration(Duration::hours(25)), "1 day 1 hour");
        assert_eq!(human_duration(Duration::days(2)), "2 days");
        assert_eq!(human_duration(Duration::minutes(61)), "1 hour 1 minute");
    }
}
