//! Times as a user reads them: in the time zone their browser reported (an IANA name kept
//! in their settings), or in UTC when none is known. The time zone database is built into
//! the binary, so a server image without /usr/share/zoneinfo still knows every zone.

use jiff::tz::TimeZone;
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

/// "Tue 24 Nov 14:05 CET": `when` in the zone named `name` (UTC when `None` or unknown).
pub fn format(when: OffsetDateTime, name: Option<&str>) -> String {
    let tz = name.and_then(|n| zone(n).ok()).unwrap_or(TimeZone::UTC);
    let Ok(at) = jiff::Timestamp::from_second(when.unix_timestamp()) else {
        return String::new();
    };
    at.to_zoned(tz).strftime("%a %-d %b %H:%M %Z").to_string()
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
    fn times_read_in_the_users_zone_with_its_abbreviation() {
        let when = datetime!(2026-11-24 14:05:30 UTC);
        assert_eq!(format(when, None), "Tue 24 Nov 14:05 UTC");
        assert_eq!(
            format(when, Some("Europe/Amsterdam")),
            "Tue 24 Nov 15:05 CET"
        );
        assert_eq!(format(when, Some("Asia/Bangkok")), "Tue 24 Nov 21:05 +07");
        // Summer time follows the date, not today's offset.
        let july = datetime!(2026-07-01 12:00 UTC);
        assert_eq!(
            format(july, Some("Europe/Amsterdam")),
            "Wed 1 Jul 14:00 CEST"
        );
        assert_eq!(format(when, Some("Mars/Olympus")), "Tue 24 Nov 14:05 UTC");
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
