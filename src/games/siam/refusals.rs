//! A rule violation in the player's words ([`Game::refusal`](crate::game::Game::refusal)):
//! each [`RuleError`] as a message of `locales/<language>/refusals.ftl`. The error carries
//! the English names of `board.rs` (its `Display` is the English refusal, which the rules'
//! tests read); the terms are found again by those names, on either map, so that each
//! language says them in its own rulebook's words.

use super::board::{Board, BoardId};
use super::model::{Card, Faction, Prov};
use super::rules::RuleError;
use super::words;
use crate::game::{Arg, Message};

/// The maps, in the order their names are looked up.
fn boards() -> [&'static Board; 2] {
    [BoardId::Siam.board(), BoardId::Saba.board()]
}

/// A card by its English name, as a term.
fn card(name: &str) -> Arg {
    boards()
        .into_iter()
        .find_map(|b| {
            (b.cards.iter())
                .position(|c| *c == name)
                .map(|i| words::card(b, Card::ALL[i]).into())
        })
        .unwrap_or_else(|| Arg::Text(name.to_string()))
}

/// A province by its English name, as a term.
fn province(name: &str) -> Arg {
    boards()
        .into_iter()
        .find_map(|b| {
            (b.provinces.iter())
                .position(|p| p.name == name)
                .map(|i| words::province(b, i as Prov).into())
        })
        .unwrap_or_else(|| Arg::Text(name.to_string()))
}

/// A colour by its English word, as a term.
fn colour(name: &str) -> Arg {
    boards()
        .into_iter()
        .find_map(|b| {
            (b.colours.iter())
                .position(|c| *c == name)
                .map(|i| words::colour(b, Faction::from_index(i)).into())
        })
        .unwrap_or_else(|| Arg::Text(name.to_string()))
}

/// A faction by its English name, as a term.
fn faction(name: &str) -> Arg {
    boards()
        .into_iter()
        .find_map(|b| {
            (b.factions.iter())
                .position(|f| *f == name)
                .map(|i| words::faction(b, Faction::from_index(i)).into())
        })
        .unwrap_or_else(|| Arg::Text(name.to_string()))
}

/// `error` as a message of the game's catalogue.
pub fn refusal(error: &RuleError) -> Message {
    let m = Message::new;
    match error {
        RuleError::GameOver => m("refusal-game-over"),
        RuleError::NotYourTurn => m("refusal-not-your-turn"),
        RuleError::CardNotInHand { card: c } => m("refusal-card-not-in-hand").arg("card", card(c)),
        RuleError::LastCardMustWin {
            card: c,
            team,
            other_choice_wins,
        } => m(match (team.is_empty(), other_choice_wins) {
            (true, false) => "refusal-last-card",
            (true, true) => "refusal-last-card-others",
            (false, false) => "refusal-last-card-team",
            (false, true) => "refusal-last-card-team-others",
        })
        .arg("card", card(c)),
        RuleError::MissingTwoSide => m("refusal-missing-two-side"),
        RuleError::UnknownProvince(number) => m("refusal-unknown-province").arg("number", *number),
        RuleError::ProvinceResolved { province: p } => {
            m("refusal-province-resolved").arg("province", province(p))
        }
        RuleError::MustSwapTiles { card: c } => m("refusal-must-swap-tiles").arg("card", card(c)),
        RuleError::NoTilesToSwap { card: c } => m("refusal-no-tiles").arg("card", card(c)),
        RuleError::TileNotSwappable { province: p } => {
            m("refusal-tile-not-swappable").arg("province", province(p))
        }
        RuleError::SameProvince => m("refusal-same-province"),
        RuleError::KingNotOnSwappedTile => m("refusal-king-not-on-tile"),
        RuleError::PoolFollowerMustBePlaced { colour: c } => {
            m("refusal-pool-must-place").arg("colour", colour(c))
        }
        RuleError::PoolEmpty { colour: c } => m("refusal-pool-empty").arg("colour", colour(c)),
        RuleError::FollowerMissing {
            colour: c,
            province: p,
        } => m("refusal-follower-missing")
            .arg("colour", colour(c))
            .arg("province", province(p)),
        RuleError::NotAdjacent { a, b } => m("refusal-not-adjacent")
            .arg("a", province(a))
            .arg("b", province(b)),
        RuleError::UndoBan { card: c } => m("refusal-undo-ban").arg("card", card(c)),
        RuleError::MustSwapFollowers { card: c } => m("refusal-must-swap").arg("card", card(c)),
        RuleError::MustSwapTwo => m("refusal-must-swap-two"),
        RuleError::MustGiveTwo { province: p } => {
            m("refusal-must-give-two").arg("province", province(p))
        }
        RuleError::NotEligible {
            faction: f,
            province: p,
        } => m("refusal-not-eligible")
            .arg("faction", faction(f))
            .arg("province", province(p)),
        RuleError::WrongPlacementCount {
            faction: f,
            expected,
        } => m(match expected {
            0 => "refusal-placement-none",
            1 => "refusal-placement-one",
            _ => "refusal-placement-many",
        })
        .arg("faction", faction(f))
        .arg("count", *expected),
        RuleError::MustTake => m("refusal-must-take"),
        RuleError::NothingToTake => m("refusal-nothing-to-take"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::text::Catalogue;
    use crate::game::Game;
    use crate::games::siam::KingOfSiam;

    /// Every refusal reads in English as the error's own text.
    #[test]
    fn every_refusal_reads_as_the_error() {
        let catalogue = Catalogue::build("en", KingOfSiam::MESSAGES);
        let errors = [
            RuleError::GameOver,
            RuleError::NotYourTurn,
            RuleError::CardNotInHand {
                card: "Khon Thai".into(),
            },
            RuleError::LastCardMustWin {
                card: "Saba".into(),
                team: " or your partner",
                other_choice_wins: true,
            },
            RuleError::LastCardMustWin {
                card: "Malai".into(),
                team: "",
                other_choice_wins: false,
            },
            RuleError::MissingTwoSide,
            RuleError::UnknownProvince(9),
            RuleError::ProvinceResolved {
                province: "Nakhon Si Thammarat".into(),
            },
            RuleError::MustSwapTiles {
                card: "Maharacha".into(),
            },
            RuleError::NoTilesToSwap {
                card: "Saba".into(),
            },
            RuleError::TileNotSwappable {
                province: "Kaffa".into(),
            },
            RuleError::SameProvince,
            RuleError::KingNotOnSwappedTile,
            RuleError::PoolFollowerMustBePlaced {
                colour: "green".into(),
            },
            RuleError::PoolEmpty {
                colour: "red".into(),
            },
            RuleError::FollowerMissing {
                colour: "blue".into(),
                province: "Lan Na".into(),
            },
            RuleError::NotAdjacent {
                a: "Tigray".into(),
                b: "Kaffa".into(),
            },
            RuleError::UndoBan {
                card: "1 vs 1".into(),
            },
            RuleError::MustSwapFollowers {
                card: "2 vs 1".into(),
            },
            RuleError::MustSwapTwo,
            RuleError::MustGiveTwo {
                province: "Kedah".into(),
            },
            RuleError::NotEligible {
                faction: "Malay".into(),
                province: "Pattani".into(),
            },
            RuleError::WrongPlacementCount {
                faction: "Shewa".into(),
                expected: 0,
            },
            RuleError::WrongPlacementCount {
                faction: "Rama".into(),
                expected: 1,
            },
            RuleError::WrongPlacementCount {
                faction: "Lao".into(),
                expected: 2,
            },
            RuleError::MustTake,
            RuleError::NothingToTake,
        ];
        for error in errors {
            assert_eq!(catalogue.render(&refusal(&error), &[]), error.to_string());
        }
    }
}
