//! Usernames in any script (issue 40): what a name may hold, and the two keys that tell
//! names apart. Pure functions over Unicode data; the store and the service both use them.
//!
//! - A name is read NFKC-normalised (`normalize`): a full-width "Ａｍｅｌｉｅ" is "Amelie".
//! - It holds 3–20 letters, digits or combining marks of any script, `_` and `-`
//!   (`check`); nothing invisible (default-ignorable characters, bidi controls, fillers: the
//!   UTS #39 identifier profile refuses them), no mark first, and one script per name
//!   (UTS #39 "highly restrictive": Common and Inherited characters go with any script;
//!   Latin may join Han with kana or Hangul, as Japanese and Korean write).
//! - `key` is the case-folded name: unique, as names always were case-insensitively.
//! - `skeleton` is the UTS #39 skeleton of the case-folded name: unique too, so a name
//!   that only looks like another ("Аmélie" with a Cyrillic А, "bum" beside "burn") cannot
//!   be signed up, and a log-in typed with a look-alike finds the account. "Amelie" and
//!   "Amélie" differ in their skeletons and may both exist.

use unicode_normalization::UnicodeNormalization;
use unicode_properties::{GeneralCategoryGroup, UnicodeGeneralCategory};
use unicode_security::{GeneralSecurityProfile, RestrictionLevel, RestrictionLevelDetection};

/// The shortest and longest names, in characters after normalisation.
pub const MIN_CHARS: usize = 3;
pub const MAX_CHARS: usize = 20;

/// Why a name is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Problem {
    /// Fewer than 3 or more than 20 characters.
    Length,
    /// Something other than letters, digits, marks, `_` and `-`, or a mark first.
    Characters,
    /// Letters of more than one script.
    Scripts,
}

/// The name as it is kept and compared: trimmed and NFKC-normalised.
pub fn normalize(name: &str) -> String {
    name.trim().nfkc().collect()
}

/// Whether `name` (already [`normalize`]d) may be a username.
pub fn check(name: &str) -> Result<(), Problem> {
    let n = name.chars().count();
    if !(MIN_CHARS..=MAX_CHARS).contains(&n) {
        return Err(Problem::Length);
    }
    let allowed = |c: char| {
        c == '_'
            || c == '-'
            || (matches!(
                c.general_category_group(),
                GeneralCategoryGroup::Letter
                    | GeneralCategoryGroup::Number
                    | GeneralCategoryGroup::Mark
            ) && c.identifier_allowed())
    };
    let mark_first = name
        .chars()
        .next()
        .is_some_and(|c| c.general_category_group() == GeneralCategoryGroup::Mark);
    if mark_first || !name.chars().all(allowed) {
        return Err(Problem::Characters);
    }
    let letters: String = name.chars().filter(|c| !matches!(c, '_' | '-')).collect();
    if !letters.check_restriction_level(RestrictionLevel::HighlyRestrictive) {
        return Err(Problem::Scripts);
    }
    Ok(())
}

/// The case-folded, normalised name: what makes names unique regardless of case. For an
/// ASCII name it is the name in lower case, the key every older account was stored with.
pub fn key(name: &str) -> String {
    caseless::default_case_fold_str(&normalize(name))
        .nfkc()
        .collect()
}

/// The UTS #39 skeleton of the case-folded name: two names with the same skeleton look
/// alike.
pub fn skeleton(name: &str) -> String {
    unicode_security::skeleton(&key(name)).collect()
}

/// Whether `new` is `old` with accents added (and nothing else changed): the one rename
/// an account may make ("Amelie" → "Amélie").
pub fn adds_accents(old: &str, new: &str) -> bool {
    let bare = |name: &str| -> String {
        name.nfd()
            .filter(|c| c.general_category_group() != GeneralCategoryGroup::Mark)
            .collect()
    };
    old != new && bare(old) == bare(&normalize(new)) && bare(old) == normalize(old)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(name: &str) -> bool {
        check(&normalize(name)).is_ok()
    }

    #[test]
    fn names_of_every_script_are_welcome() {
        for name in [
            "bob",
            "Bob_the-2nd",
            "Amélie",
            "Niccolò",
            "Zoë",
            "Łukasz",
            "Ørjan",
            "Jürgen",
            "Ангелина",
            "Σοφία",
            "محمد",
            "דנה",
            "さくら",
            "김민준",
            "王小明",
            "山田たろう",
            "Nguyễn",
            "देवनागरी",
            "พลอย",
        ] {
            assert!(ok(name), "{name} is refused: {:?}", check(&normalize(name)));
        }
    }

    #[test]
    fn lengths_count_characters_after_normalisation() {
        assert_eq!(check("ab"), Err(Problem::Length));
        assert_eq!(check(&"a".repeat(21)), Err(Problem::Length));
        assert!(ok(&"é".repeat(20)));
        // A decomposed é is one character once normalised.
        assert!(ok(&"e\u{301}".repeat(20)));
        // Full-width letters are the ASCII ones.
        assert_eq!(normalize("Ａｍｅｌｉｅ"), "Amelie");
    }

    #[test]
    fn what_is_not_a_letter_digit_or_mark_is_refused() {
        for name in [
            "bob smith",
            "bob.smith",
            "bob@home",
            "bob☺x",
            "bob\u{200b}x", // zero-width space
            "bob\u{200d}x", // zero-width joiner
            "bob\u{202e}x", // right-to-left override
            "bob\u{2066}x", // left-to-right isolate
            "bob\u{ad}x",   // soft hyphen
            "bob\u{3164}x", // Hangul filler, a letter that shows nothing
            "\u{301}bob",   // a mark first
            "bob\u{e000}",  // private use
        ] {
            assert_eq!(
                check(&normalize(name)),
                Err(Problem::Characters),
                "{name:?}"
            );
        }
    }

    #[test]
    fn one_script_per_name() {
        // Latin with a Cyrillic а, Latin with Greek ο, Cyrillic with Latin.
        for name in ["Amélie\u{430}", "Str\u{3bf}ng", "Ангелина_x"] {
            assert_eq!(check(&normalize(name)), Err(Problem::Scripts), "{name}");
        }
        // Japanese mixes Han and kana, and Latin may join it.
        assert!(ok("山田たろうABC"));
    }

    #[test]
    fn look_alikes_share_a_skeleton_and_accents_do_not() {
        assert_eq!(skeleton("Amélie"), skeleton("\u{410}mélie"));
        assert_eq!(skeleton("burn"), skeleton("bum"));
        assert_eq!(skeleton("AMELIE"), skeleton("amelie"));
        assert_ne!(skeleton("Amelie"), skeleton("Amélie"));
        assert_eq!(skeleton("Amélie"), skeleton("Ame\u{301}lie"));
        assert_eq!(key("Straße"), key("STRASSE"));
        assert_eq!(key("Bob_2"), "bob_2");
    }

    #[test]
    fn a_rename_may_only_add_accents() {
        assert!(adds_accents("Amelie", "Amélie"));
        assert!(adds_accents("Niccolo", "Niccolò"));
        assert!(adds_accents("Amelie", "Ame\u{301}lie"));
        assert!(!adds_accents("Amelie", "Amelie"));
        assert!(!adds_accents("Amelie", "amélie"));
        assert!(!adds_accents("Amelie", "Amélia"));
        assert!(!adds_accents("Amélie", "Amélié"));
    }
}
