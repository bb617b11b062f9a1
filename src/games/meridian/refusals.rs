//! A rule violation in the player's words ([`Game::refusal`](crate::game::Game::refusal)):
//! each [`RuleError`] as a message of `locales/<language>/refusals.ftl` (its `Display` is
//! the English refusal, which the rules' tests read).

use super::model::{Card, LABELS};
use super::numbers_either;
use super::rules::RuleError;
use crate::game::{Arg, Message};

/// `error` as a message of the game's catalogue.
pub fn refusal(error: &RuleError) -> Message {
    let m = Message::new;
    match error {
        RuleError::GameOver => m("refusal-game-over"),
        RuleError::NotYourTurn => m("refusal-not-your-turn"),
        RuleError::CardNotFaceUp(card) => m("refusal-card-not-face-up").arg("card", card.as_str()),
        RuleError::WrongMeridian {
            card,
            numbers,
            meridian,
        } => {
            // The card's numbers, said as the language joins them.
            let numbers = (LABELS.iter().position(|l| l == card))
                .map(|kind| {
                    numbers_either(Card {
                        colour: 0,
                        kind: kind as u8,
                    })
                })
                .unwrap_or_else(|| Arg::Text(numbers.clone()));
            m("refusal-wrong-meridian")
                .arg("card", *card)
                .arg("numbers", numbers)
                .arg("meridian", *meridian)
        }
        RuleError::MeridianMissing(card) => m("refusal-meridian-missing").arg("card", *card),
        RuleError::MeridianWithoutAction => m("refusal-meridian-without-action"),
        RuleError::NothingToRemove { meridian, row } => m("refusal-nothing-to-remove")
            .arg("meridian", *meridian)
            .arg("row", *row),
        RuleError::NoSuchRow { row, rows } => {
            m("refusal-no-such-row").arg("row", *row).arg("rows", *rows)
        }
        RuleError::EmptyTower => m("refusal-empty-tower"),
        RuleError::NotEnoughPieces { height, supply } => m("refusal-not-enough-pieces")
            .arg("height", *height)
            .arg("supply", *supply),
        RuleError::FirstTowerTooLow { meridian } => {
            m("refusal-first-tower-too-low").arg("meridian", *meridian)
        }
        RuleError::TooManyTowers { meridian, limit } => m("refusal-too-many-towers")
            .arg("meridian", *meridian)
            .arg("limit", *limit),
        RuleError::SameTowerAgain => m("refusal-same-tower-again"),
        RuleError::OwnTowerInTheWay { meridian, row } => m("refusal-own-tower-in-the-way")
            .arg("meridian", *meridian)
            .arg("row", *row),
        RuleError::SameHeight {
            meridian,
            row,
            height,
        } => m("refusal-same-height")
            .arg("meridian", *meridian)
            .arg("row", *row)
            .arg("height", *height),
        RuleError::PushedOff { meridian, end } => m(if *end == "north" {
            "refusal-pushed-off-north"
        } else {
            "refusal-pushed-off-south"
        })
        .arg("meridian", *meridian),
        RuleError::OutOfOrder {
            meridian,
            row,
            height,
        } => m("refusal-out-of-order")
            .arg("meridian", *meridian)
            .arg("row", *row)
            .arg("height", *height),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::text::Catalogue;
    use crate::game::Game;
    use crate::games::meridian::Meridian;

    /// Every refusal reads in English as the error's own text.
    #[test]
    fn every_refusal_reads_as_the_error() {
        let catalogue = Catalogue::build("en", Meridian::MESSAGES);
        let errors = [
            RuleError::GameOver,
            RuleError::NotYourTurn,
            RuleError::CardNotFaceUp("8-9-10".into()),
            RuleError::WrongMeridian {
                card: "4-5-6-7",
                numbers: "4, 5, 6 or 7".into(),
                meridian: 2,
            },
            RuleError::WrongMeridian {
                card: "3",
                numbers: "3".into(),
                meridian: 2,
            },
            RuleError::MeridianMissing("1-2-3"),
            RuleError::MeridianWithoutAction,
            RuleError::NothingToRemove {
                meridian: 3,
                row: 2,
            },
            RuleError::NoSuchRow { row: 6, rows: 5 },
            RuleError::EmptyTower,
            RuleError::NotEnoughPieces {
                height: 4,
                supply: 3,
            },
            RuleError::FirstTowerTooLow { meridian: 1 },
            RuleError::TooManyTowers {
                meridian: 1,
                limit: 1,
            },
            RuleError::TooManyTowers {
                meridian: 1,
                limit: 2,
            },
            RuleError::SameTowerAgain,
            RuleError::OwnTowerInTheWay {
                meridian: 4,
                row: 1,
            },
            RuleError::SameHeight {
                meridian: 4,
                row: 1,
                height: 3,
            },
            RuleError::PushedOff {
                meridian: 4,
                end: "north",
            },
            RuleError::PushedOff {
                meridian: 4,
                end: "south",
            },
            RuleError::OutOfOrder {
                meridian: 4,
                row: 1,
                height: 3,
            },
        ];
        for error in errors {
            assert_eq!(catalogue.render(&refusal(&error), &[]), error.to_string());
        }
    }
}
