//! A short text notation for moves; see `docs/notation.md`.
//!
//! ```text
//! pass
//! maharacha lanna<>kedah @kedah take ligor:R
//! khonthai Y>lanna R>kedah B>ligor take lanna:Y
//! 1v1 lanna:Y<>kedah:R take kedah:Y
//! 2v1 lanna:YR<>sukothai:B take kedah:Y
//! rama sukothai khorat take khorat:Y
//! ```
//! A `-` stands for "nothing can be done" (no swap, no placement, nothing to take).
//! Parsing is case-insensitive and accepts either map's card words; printing is canonical.

use super::board::Board;
use super::model::*;
use crate::game::Message;

fn letter(board: &Board, f: Faction) -> char {
    board.letters[f.index()]
}

fn follower(board: &Board, f: Follower) -> String {
    format!(
        "{}:{}",
        board.provinces[f.province as usize].id,
        letter(board, f.faction)
    )
}

fn pid(board: &Board, p: Prov) -> &'static str {
    board.provinces[p as usize].id
}

/// Prints a move in canonical notation.
pub fn print(board: &Board, mv: &Move) -> String {
    let Move::Play { action, take } = mv else {
        return "pass".into();
    };
    let mut out = String::from(board.card_codes[action.card().index()]);
    out.push(' ');
    match action {
        Action::Maharacha { swap: None }
        | Action::OneVsOne { swap: None }
        | Action::TwoVsOne { swap: None }
        | Action::KhonThai {
            places: [None, None, None],
        }
        | Action::Faction {
            places: [None, None],
            ..
        } => out.push('-'),
        Action::Maharacha { swap: Some(s) } => out.push_str(&format!(
            "{}<>{} @{}",
            pid(board, s.a),
            pid(board, s.b),
            pid(board, s.king)
        )),
        Action::KhonThai { places } => {
            let parts: Vec<String> = Faction::ALL
                .iter()
                .filter_map(|f| {
                    places[f.index()].map(|p| format!("{}>{}", letter(board, *f), pid(board, p)))
                })
                .collect();
            out.push_str(&parts.join(" "));
        }
        Action::OneVsOne { swap: Some(s) } => out.push_str(&format!(
            "{}<>{}",
            follower(board, s.a),
            follower(board, s.b)
        )),
        Action::TwoVsOne { swap: Some(s) } => {
            let two: String = s.two.iter().flatten().map(|f| letter(board, *f)).collect();
            out.push_str(&format!(
                "{}:{}<>{}:{}",
                pid(board, s.two_from),
                two,
                pid(board, s.one_from),
                letter(board, s.one)
            ));
        }
        Action::Faction { places, .. } => {
            let parts: Vec<&str> = places.iter().flatten().map(|p| pid(board, *p)).collect();
            out.push_str(&parts.join(" "));
        }
    }
    out.push_str(" take ");
    match take {
        Some(f) => out.push_str(&follower(board, *f)),
        None => out.push('-'),
    }
    out
}

fn card_of(word: &str) -> Option<Card> {
    Some(match word {
        "maharacha" | "saba" => Card::Maharacha,
        "khonthai" | "ityoppaya" => Card::KhonThai,
        "1v1" => Card::OneVsOne,
        "2v1" => Card::TwoVsOne,
        "rama" | "amhara" => Card::Yellow,
        "lao" | "tigray" => Card::Red,
        "malai" | "malay" | "shewa" => Card::Blue,
        _ => return None,
    })
}

fn faction_of(c: char) -> Result<Faction, Message> {
    match c {
        'y' => Ok(Faction::Yellow),
        'r' => Ok(Faction::Red),
        'b' | 'g' => Ok(Faction::Blue),
        _ => Err(Message::new("notation-not-a-colour").arg("letter", c.to_string())),
    }
}

fn province(board: &Board, word: &str) -> Result<Prov, Message> {
    board.province(word).ok_or_else(|| {
        let ids: Vec<&str> = board.provinces.iter().map(|p| p.id).collect();
        Message::new("notation-not-a-province")
            .arg("word", word)
            .arg("provinces", ids.join(", "))
    })
}

fn parse_follower(board: &Board, word: &str) -> Result<Follower, Message> {
    let (p, c) = word
        .split_once(':')
        .ok_or_else(|| Message::new("notation-follower-shape").arg("word", word))?;
    let mut chars = c.chars();
    let (Some(ch), None) = (chars.next(), chars.next()) else {
        return Err(Message::new("notation-one-colour").arg("word", word));
    };
    Ok(Follower {
        province: province(board, p)?,
        faction: faction_of(ch)?,
    })
}

/// Parses a move; the error says what is wrong with the text.
pub fn parse(board: &Board, text: &str) -> Result<Move, Message> {
    let lower = text.trim().to_lowercase();
    let words: Vec<&str> = lower.split_whitespace().collect();
    match words.as_slice() {
        [] => return Err("notation-empty".into()),
        ["pass"] => return Ok(Move::Pass),
        ["pass", ..] => return Err("notation-pass-alone".into()),
        _ => {}
    }
    let card = card_of(words[0]).ok_or_else(|| {
        Message::new("notation-not-a-card")
            .arg("word", words[0])
            .arg("cards", board.card_codes.join(", "))
    })?;
    let take_at = words
        .iter()
        .position(|w| *w == "take")
        .ok_or("notation-take-missing")?;
    if take_at + 2 != words.len() {
        return Err("notation-take-one".into());
    }
    let take = match words[take_at + 1] {
        "-" => None,
        w => Some(parse_follower(board, w)?),
    };
    let args = &words[1..take_at];
    let none = matches!(args, ["-"]);
    let action = match card {
        Card::Maharacha => Action::Maharacha {
            swap: if none {
                None
            } else {
                let [pair, king] = args else {
                    return Err("notation-maharacha-shape".into());
                };
                let (a, b) = pair.split_once("<>").ok_or("notation-tile-swap-shape")?;
                let king = king.strip_prefix('@').ok_or("notation-king-shape")?;
                let (a, b) = (province(board, a)?, province(board, b)?);
                Some(TileSwap {
                    a: a.min(b),
                    b: a.max(b),
                    king: province(board, king)?,
                })
            },
        },
        Card::KhonThai => {
            let mut places = [None; 3];
            if !none {
                if args.is_empty() {
                    return Err("notation-khon-thai-shape".into());
                }
                for arg in args {
                    let (c, p) = arg.split_once('>').ok_or_else(|| {
                        Message::new("notation-placement-shape").arg("word", *arg)
                    })?;
                    let mut chars = c.chars();
                    let (Some(ch), None) = (chars.next(), chars.next()) else {
                        return Err(Message::new("notation-placement-colour").arg("word", *arg));
                    };
                    let f = faction_of(ch)?;
                    if places[f.index()].is_some() {
                        return Err("notation-colour-once".into());
                    }
                    places[f.index()] = Some(province(board, p)?);
                }
            }
            Action::KhonThai { places }
        }
        Card::OneVsOne => Action::OneVsOne {
            swap: if none {
                None
            } else {
                let [pair] = args else {
                    return Err("notation-one-vs-one-shape".into());
                };
                let (a, b) = pair.split_once("<>").ok_or("notation-one-swap-shape")?;
                let (a, b) = (parse_follower(board, a)?, parse_follower(board, b)?);
                Some(if a.province <= b.province {
                    OneSwap { a, b }
                } else {
                    OneSwap { a: b, b: a }
                })
            },
        },
        Card::TwoVsOne => Action::TwoVsOne {
            swap: if none {
                None
            } else {
                let [pair] = args else {
                    return Err("notation-two-vs-one-shape".into());
                };
                let (a, b) = pair.split_once("<>").ok_or("notation-two-swap-shape")?;
                let (pa, two) = a.split_once(':').ok_or("notation-giving-shape")?;
                let mut two: Vec<Faction> =
                    two.chars().map(faction_of).collect::<Result<_, _>>()?;
                if two.is_empty() || two.len() > 2 {
                    return Err("notation-giving-count".into());
                }
                two.sort();
                let one = parse_follower(board, b)?;
                Some(TwoSwap {
                    two_from: province(board, pa)?,
                    two: [Some(two[0]), two.get(1).copied()],
                    one_from: one.province,
                    one: one.faction,
                })
            },
        },
        Card::Yellow | Card::Red | Card::Blue => {
            let faction = Faction::from_index(card.index() - 4);
            let mut places: Vec<Prov> = if none {
                Vec::new()
            } else {
                args.iter()
                    .map(|w| province(board, w))
                    .collect::<Result<_, _>>()?
            };
            if places.len() > 2 || (!none && places.is_empty()) {
                return Err("notation-faction-count".into());
            }
            places.sort();
            Action::Faction {
                faction,
                places: [places.first().copied(), places.get(1).copied()],
            }
        }
    };
    Ok(Move::Play { action, take })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::text;
    use crate::games::siam::KingOfSiam;

    trait English {
        fn english(&self) -> String;
    }
    impl English for Message {
        fn english(&self) -> String {
            text::render::<KingOfSiam>(self, &[])
        }
    }
    use crate::games::siam::board::BoardId;

    fn round_trip(text: &str) {
        let board = BoardId::Siam.board();
        let mv = parse(board, text).unwrap();
        assert_eq!(print(board, &mv), text);
    }

    #[test]
    fn every_card_round_trips() {
        round_trip("pass");
        round_trip("maharacha lanna<>kedah @kedah take ligor:R");
        round_trip("maharacha - take ligor:R");
        round_trip("khonthai Y>lanna R>kedah B>ligor take lanna:Y");
        round_trip("khonthai Y>lanna B>ligor take -");
        round_trip("khonthai - take -");
        round_trip("1v1 lanna:Y<>kedah:R take kedah:Y");
        round_trip("2v1 lanna:YR<>sukothai:B take kedah:Y");
        round_trip("2v1 lanna:Y<>sukothai:B take kedah:Y");
        round_trip("rama sukothai khorat take khorat:Y");
        round_trip("lao lanna take khorat:Y");
        round_trip("malai - take khorat:B");
    }

    #[test]
    fn a_pass_with_more_words_says_so() {
        let board = BoardId::Siam.board();
        for text in ["pass pass", "pass take -"] {
            let e = parse(board, text).unwrap_err().english();
            assert!(e.contains("with nothing after it"), "{text}: {e}");
        }
    }

    #[test]
    fn parsing_is_case_insensitive_and_canonicalises() {
        let board = BoardId::Siam.board();
        let mv = parse(board, "  1V1 KEDAH:r<>Lanna:y  TAKE kedah:Y ").unwrap();
        assert_eq!(print(board, &mv), "1v1 lanna:Y<>kedah:R take kedah:Y");
        let mv = parse(board, "2v1 lanna:RY<>sukothai:B take -").unwrap();
        assert_eq!(print(board, &mv), "2v1 lanna:YR<>sukothai:B take -");
    }

    #[test]
    fn saba_prints_its_own_words_and_green() {
        let board = BoardId::Saba.board();
        let mv = parse(board, "ityoppaya Y>gojjam G>kaffa take kaffa:G").unwrap();
        assert_eq!(print(board, &mv), "ityoppaya Y>gojjam G>kaffa take kaffa:G");
        let mv = parse(board, "shewa wollo take wollo:B").unwrap();
        assert_eq!(print(board, &mv), "shewa wollo take wollo:G");
    }

    #[test]
    fn bad_text_is_explained() {
        let board = BoardId::Siam.board();
        assert!(parse(board, "").unwrap_err().english().contains("empty"));
        assert!(parse(board, "dance")
            .unwrap_err()
            .english()
            .contains("not a card"));
        assert!(parse(board, "1v1 lanna:Y<>kedah:R")
            .unwrap_err()
            .english()
            .contains("take"));
        assert!(parse(board, "1v1 paris:Y<>kedah:R take -")
            .unwrap_err()
            .english()
            .contains("not a province"));
        assert!(parse(board, "1v1 lanna:Q<>kedah:R take -")
            .unwrap_err()
            .english()
            .contains("not a colour"));
        assert!(parse(board, "rama a b c take -").is_err());
        assert!(parse(board, "pass now").is_err());
    }
}
