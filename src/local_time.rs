//! Times as a user reads them: in the time zone their browser reported (an IANA name kept
//! in their settings), or in UTC when none is known. The time zone database is built into
//! the binary, so a server image without /usr/share/zoneinfo still knows every zone.

use fixed_decimal::Decimal;
use icu_datetime::fieldsets;
use icu_datetime::input::{Date, DateTime, Time};
use icu_datetime::options::TimePrecision;
use icu_datetime::DateTimeFormatter;
use icu_experimental::relativetime::options::Numeric;
use icu_experimental::relativetime::{RelativeTimeFormatter, RelativeTimeFormatterOptions};
use icu_locale_core::Locale;
use jiff::tz::TimeZone;
use std::sync::OnceLock;
use time::OffsetDateTime;

/// The longest time zone name we keep (the longest IANA name has 32 characters).
const MAX_NAME: usize = 64;

/// The zone `name` stands for, or a message for the user.
pub fn zone(name: &str) -> Result<TimeZone, String> {
    let name = name.trim();
    if name.is_empty() || name.len() > MAX_NAME {
        return Err(crate::game::text::t("settings-time-zone-choose"));
    }
    TimeZone::get(name).map_err(|_| {
        let message = crate::game::Message::new("settings-time-zone-unknown").arg("name", name);
        crate::game::text::site(&message)
    })
}

tokio::task_local! {
    /// The time zone of the person a request's page is for, if known ([`in_zone`]).
    static READER_ZONE: Option<TimeZone>;
}

/// Runs `work` with times shown in the zone named `name` wherever no zone is given
/// (an unknown name counts as none: UTC).
pub async fn in_zone<F: std::future::Future>(name: Option<String>, work: F) -> F::Output {
    let tz = name.and_then(|n| zone(&n).ok());
    READER_ZONE.scope(tz, work).await
}

/// The zone named `name`, else the reader's ([`in_zone`]), else UTC.
fn zone_or_readers(name: Option<&str>) -> TimeZone {
    name.and_then(|n| zone(n).ok())
        .or_else(|| READER_ZONE.try_with(Clone::clone).ok().flatten())
        .unwrap_or(TimeZone::UTC)
}

/// "Tue 24 Nov, 14:05 CET" (in English): `when` in the zone named `name` (when `None` or
/// unknown: the reader's, [`in_zone`], else UTC), with the day and month names and the
/// order of the [current language](crate::game::text::current_language) (ICU4X), and the
/// zone's abbreviation.
pub fn format(when: OffsetDateTime, name: Option<&str>) -> String {
    let tz = zone_or_readers(name);
    let Ok(at) = jiff::Timestamp::from_second(when.unix_timestamp()) else {
        return String::new();
    };
    let zoned = at.to_zoned(tz);
    let (date, time) = (zoned.date(), zoned.time());
    let civil = Date::try_new_iso(date.year().into(), date.month() as u8, date.day() as u8)
        .ok()
        .zip(Time::try_new(time.hour() as u8, time.minute() as u8, 0, 0).ok());
    let Some((date, time)) = civil else {
        return zoned.strftime("%a %-d %b %H:%M %Z").to_string();
    };
    let words = formatters()
        .date
        .format(&DateTime { date, time })
        .to_string();
    pseudo(format!(
        "{} {}",
        first_of_month(words, date.day_of_month().0),
        zoned.strftime("%Z")
    ))
}

/// "3 hours ago", "now": how long before `now` `when` was, in the
/// [current language](crate::game::text::current_language) (ICU4X).
pub fn ago(when: OffsetDateTime, now: OffsetDateTime) -> String {
    let secs = (now - when).whole_seconds().max(0);
    let f = formatters();
    let (n, formatter) = match secs {
        0..=59 => (0, &f.seconds),
        60..=3599 => (secs / 60, &f.minutes),
        3600..=86_399 => (secs / 3600, &f.hours),
        _ => (secs / 86_400, &f.days),
    };
    pseudo(formatter.format(Decimal::from(-n)).to_string())
}

/// "26 Nov 2026" (in English): the day of `when` in the zone named `name` (as [`format`]),
/// in the [current language](crate::game::text::current_language).
pub fn day(when: OffsetDateTime, name: Option<&str>) -> String {
    let tz = zone_or_readers(name);
    let Ok(at) = jiff::Timestamp::from_second(when.unix_timestamp()) else {
        return String::new();
    };
    let date = at.to_zoned(tz).date();
    match Date::try_new_iso(date.year().into(), date.month() as u8, date.day() as u8) {
        Ok(date) => pseudo(first_of_month(
            formatters().day.format(&date).to_string(),
            date.day_of_month().0,
        )),
        Err(_) => date.to_string(),
    }
}

/// How long ago a time still reads better as "3 hours ago" than as a date.
const RECENT: time::Duration = time::Duration::hours(22);

/// A step's or a message's time as lists show it: "3 hours ago" when recent, else the
/// date and time in the zone `name` ([`format`]).
pub fn recent_or_date(when: OffsetDateTime, name: Option<&str>, now: OffsetDateTime) -> String {
    if now - when < RECENT {
        ago(when, now)
    } else {
        format(when, name)
    }
}

/// The formatters of one language.
struct Formatters {
    date: DateTimeFormatter<fieldsets::MDET>,
    day: DateTimeFormatter<fieldsets::YMD>,
    seconds: RelativeTimeFormatter,
    minutes: RelativeTimeFormatter,
    hours: RelativeTimeFormatter,
    days: RelativeTimeFormatter,
}

/// The formatters of the current language, made on first use and kept.
fn formatters() -> &'static Formatters {
    use crate::game::text::{current_language, LANGUAGES};
    static MADE: OnceLock<Vec<(&'static str, Formatters)>> = OnceLock::new();
    let made = MADE.get_or_init(|| {
        LANGUAGES
            .iter()
            .filter_map(|l| Some((*l, Formatters::new(l)?)))
            .collect()
    });
    let language = current_language();
    made.iter()
        .find(|(l, _)| *l == language)
        .or_else(|| made.first())
        .map(|(_, f)| f)
        .expect("ICU4X's compiled data has English")
}

impl Formatters {
    fn new(language: &str) -> Option<Formatters> {
        // British English: day before month, 24-hour clock, as the site always wrote.
        let locale: Locale = match language {
            "en" => "en-GB",
            other => other,
        }
        .parse()
        .ok()?;
        let date = fieldsets::MDET::medium().with_time_precision(TimePrecision::Minute);
        let options = || RelativeTimeFormatterOptions {
            numeric: Numeric::Auto,
        };
        let prefs = || (&locale).into();
        Some(Formatters {
            date: DateTimeFormatter::try_new((&locale).into(), date).ok()?,
            day: DateTimeFormatter::try_new((&locale).into(), fieldsets::YMD::medium()).ok()?,
            seconds: RelativeTimeFormatter::try_new_long_second(prefs(), options()).ok()?,
            minutes: RelativeTimeFormatter::try_new_long_minute(prefs(), options()).ok()?,
            hours: RelativeTimeFormatter::try_new_long_hour(prefs(), options()).ok()?,
            days: RelativeTimeFormatter::try_new_long_day(prefs(), options()).ok()?,
        })
    }
}

/// French and Italian write the first day of a month as an ordinal ("1er décembre", "1º
/// dicembre"), which ICU4X's data leaves as "1": the day's number (the first lone "1" of
/// `words`) gets its ending in the [current
/// language](crate::game::text::current_language).
fn first_of_month(words: String, day: u8) -> String {
    let ending = match crate::game::text::current_language() {
        "fr" => "er",
        "it" => "º",
        _ => return words,
    };
    if day != 1 {
        return words;
    }
    let digits: Vec<(usize, char)> = words.char_indices().collect();
    let lone_one = digits.iter().enumerate().find_map(|(i, (at, c))| {
        let digit_before = i > 0 && digits[i - 1].1.is_ascii_digit();
        let digit_after = digits.get(i + 1).is_some_and(|(_, c)| c.is_ascii_digit());
        (*c == '1' && !digit_before && !digit_after).then_some(*at)
    });
    match lone_one {
        Some(at) => format!("{}1{ending}{}", &words[..at], &words[at + 1..]),
        None => words,
    }
}

/// `words` as the pseudo-language shows them (accented) when a page is read in it.
fn pseudo(words: String) -> String {
    crate::game::text::pseudo_words(words)
}

/// `when` as an RFC 3339 instant, for `<time datetime=…>`.
pub fn machine(when: OffsetDateTime) -> String {
    when.format(&time::format_description::well_known::Rfc3339)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn a_day_reads_with_its_month_name() {
        assert_eq!(day(datetime!(2026-11-26 23:30 UTC), None), "26 Nov 2026");
        assert_eq!(
            day(datetime!(2026-11-26 23:30 UTC), Some("Europe/Amsterdam")),
            "27 Nov 2026"
        );
    }

    #[test]
    fn recent_times_read_as_ago_older_ones_as_dates() {
        let now = datetime!(2026-11-27 12:00 UTC);
        assert_eq!(
            recent_or_date(datetime!(2026-11-27 09:00 UTC), None, now),
            "3 hours ago"
        );
        assert_eq!(
            recent_or_date(
                datetime!(2026-11-24 14:05 UTC),
                Some("Europe/Amsterdam"),
                now
            ),
            "Tue 24 Nov, 15:05 CET"
        );
    }

    #[test]
    fn times_read_in_the_users_zone_with_its_abbreviation() {
        let when = datetime!(2026-11-24 14:05:30 UTC);
        assert_eq!(format(when, None), "Tue 24 Nov, 14:05 UTC");
        assert_eq!(
            format(when, Some("Europe/Amsterdam")),
            "Tue 24 Nov, 15:05 CET"
        );
        assert_eq!(format(when, Some("Asia/Bangkok")), "Tue 24 Nov, 21:05 +07");
        // Summer time follows the date, not today's offset.
        let july = datetime!(2026-07-01 12:00 UTC);
        assert_eq!(
            format(july, Some("Europe/Amsterdam")),
            "Wed 1 Jul, 14:00 CEST"
        );
        assert_eq!(format(when, Some("Mars/Olympus")), "Tue 24 Nov, 14:05 UTC");
    }

    #[tokio::test]
    async fn times_read_in_the_readers_language() {
        use crate::game::text::in_language;
        let when = datetime!(2026-11-24 14:05:30 UTC);
        let zone = Some("Europe/Amsterdam");
        let said = |l| in_language(l, async move { format(when, zone) });
        assert_eq!(said("nl").await, "di 24 nov, 15:05 CET");
        assert_eq!(said("fr").await, "mar. 24 nov., 15:05 CET");
        assert_eq!(said("it").await, "mar 24 nov, 15:05 CET");
        // French and Italian say the first of a month as an ordinal; English and Dutch do not.
        let first = datetime!(2026-12-01 09:30 UTC);
        let on_the_first =
            |l| in_language(l, async move { (format(first, None), day(first, None)) });
        assert_eq!(
            on_the_first("fr").await,
            ("mar. 1er déc., 09:30 UTC".into(), "1er déc. 2026".into())
        );
        assert_eq!(
            on_the_first("en").await,
            ("Tue 1 Dec, 09:30 UTC".into(), "1 Dec 2026".into())
        );
        assert_eq!(on_the_first("nl").await.1, "1 dec 2026");
        assert_eq!(on_the_first("it").await.1, "1º dic 2026");
        let eleventh = datetime!(2026-12-11 09:30 UTC);
        assert_eq!(
            in_language("fr", async move { day(eleventh, None) }).await,
            "11 déc. 2026"
        );
        let later = when + time::Duration::hours(3);
        let ago = |l| in_language(l, async move { ago(when, later) });
        assert_eq!(ago("en").await, "3 hours ago");
        assert_eq!(ago("nl").await, "3 uur geleden");
        assert_eq!(ago("fr").await, "il y a 3 heures");
        assert_eq!(ago("it").await, "3 ore fa");
        assert_eq!(super::ago(when, when), "now");
        assert_eq!(
            super::ago(when, when + time::Duration::days(2)),
            "2 days ago"
        );
    }

    #[test]
    fn only_real_zones_are_accepted() {
        assert!(zone("America/New_York").is_ok());
        assert!(zone(" Europe/Amsterdam ").is_ok());
        assert!(zone("").is_err());
        assert!(zone("Mars/Olympus").unwrap_err().contains("Mars/Olympus"));
        assert!(zone(&"x".repeat(200)).is_err());
    }
}
