//! Reading [`Move`] and [`Action`] from their stored JSON.
//!
//! Both are written by serde's derive as internally tagged enums (`"type"`, `"card"`),
//! whose derived reader first copies every object into a buffer of its own to find the
//! tag, then reads the buffer: 8 % of a game page's server time, as every page reads the
//! whole log. These readers take each object in one pass, in any key order (Postgres's
//! `jsonb` sorts keys, so the tag is not always first), into a flat struct of every
//! field the variants use, then check that the tag's fields are there. The format is the
//! derived one, unchanged: the writers stay derived.

use super::model::{Action, Faction, Follower, Move, OneSwap, Prov, TileSwap, TwoSwap};
use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::Deserialize;

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(rename_all = "snake_case")]
        enum Kind {
            Pass,
            Play,
        }
        #[derive(Deserialize)]
        struct Flat {
            #[serde(rename = "type")]
            kind: Kind,
            action: Option<Action>,
            take: Option<Follower>,
        }
        let f = Flat::deserialize(d)?;
        Ok(match f.kind {
            Kind::Pass => Move::Pass,
            Kind::Play => Move::Play {
                action: f.action.ok_or_else(|| de::Error::missing_field("action"))?,
                take: f.take,
            },
        })
    }
}

impl<'de> Deserialize<'de> for Action {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(rename_all = "snake_case")]
        enum Card {
            Maharacha,
            KhonThai,
            OneVsOne,
            TwoVsOne,
            Faction,
        }
        #[derive(Deserialize)]
        struct Flat {
            card: Card,
            swap: Option<Swap>,
            places: Option<Vec<Option<Prov>>>,
            faction: Option<Faction>,
        }
        let f = Flat::deserialize(d)?;
        Ok(match f.card {
            Card::Maharacha => Action::Maharacha {
                swap: f.swap.map(Swap::tiles).transpose()?,
            },
            Card::KhonThai => Action::KhonThai {
                places: places(f.places)?,
            },
            Card::OneVsOne => Action::OneVsOne {
                swap: f.swap.map(Swap::one).transpose()?,
            },
            Card::TwoVsOne => Action::TwoVsOne {
                swap: f.swap.map(Swap::two).transpose()?,
            },
            Card::Faction => Action::Faction {
                faction: f
                    .faction
                    .ok_or_else(|| de::Error::missing_field("faction"))?,
                places: places(f.places)?,
            },
        })
    }
}

/// Exactly `N` places, as the derived reader of `[Option<Prov>; N]` wants them.
fn places<E: de::Error, const N: usize>(
    places: Option<Vec<Option<Prov>>>,
) -> Result<[Option<Prov>; N], E> {
    let places = places.ok_or_else(|| E::missing_field("places"))?;
    let len = places.len();
    places
        .try_into()
        .map_err(|_| E::invalid_length(len, &&*format!("{N} places")))
}

/// The fields of [`TileSwap`], [`OneSwap`] and [`TwoSwap`] together (`a` and `b` are
/// provinces in the first and followers in the second).
#[derive(Deserialize)]
struct Swap {
    a: Option<Side>,
    b: Option<Side>,
    king: Option<Prov>,
    two_from: Option<Prov>,
    two: Option<[Option<Faction>; 2]>,
    one_from: Option<Prov>,
    one: Option<Faction>,
}

fn field<T, E: de::Error>(value: Option<T>, name: &'static str) -> Result<T, E> {
    value.ok_or_else(|| E::missing_field(name))
}

impl Swap {
    fn tiles<E: de::Error>(self) -> Result<TileSwap, E> {
        Ok(TileSwap {
            a: field(self.a, "a")?.province()?,
            b: field(self.b, "b")?.province()?,
            king: field(self.king, "king")?,
        })
    }
    fn one<E: de::Error>(self) -> Result<OneSwap, E> {
        Ok(OneSwap {
            a: field(self.a, "a")?.follower()?,
            b: field(self.b, "b")?.follower()?,
        })
    }
    fn two<E: de::Error>(self) -> Result<TwoSwap, E> {
        Ok(TwoSwap {
            two_from: field(self.two_from, "two_from")?,
            two: field(self.two, "two")?,
            one_from: field(self.one_from, "one_from")?,
            one: field(self.one, "one")?,
        })
    }
}

/// One side of a swap: a province (tiles) or a follower (1 vs 1).
enum Side {
    Province(Prov),
    Follower(Follower),
}

impl Side {
    fn province<E: de::Error>(self) -> Result<Prov, E> {
        match self {
            Side::Province(p) => Ok(p),
            Side::Follower(_) => Err(E::custom("a tile swap names provinces, not followers")),
        }
    }
    fn follower<E: de::Error>(self) -> Result<Follower, E> {
        match self {
            Side::Follower(f) => Ok(f),
            Side::Province(_) => Err(E::custom("a 1 vs 1 swap names followers, not provinces")),
        }
    }
}

impl<'de> Deserialize<'de> for Side {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct SideVisitor;
        impl<'de> Visitor<'de> for SideVisitor {
            type Value = Side;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a province number or a follower")
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Side, E> {
                Prov::try_from(v)
                    .map(Side::Province)
                    .map_err(|_| E::invalid_value(de::Unexpected::Unsigned(v), &self))
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Side, A::Error> {
                Follower::deserialize(de::value::MapAccessDeserializer::new(map))
                    .map(Side::Follower)
            }
        }
        d.deserialize_any(SideVisitor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    fn read(v: Value) -> Result<Move, String> {
        // Both from text (as logs are read) and from a value (as the API reads bodies).
        let from_text = serde_json::from_str::<Move>(&v.to_string()).map_err(|e| e.to_string());
        let from_value = serde_json::from_value::<Move>(v).map_err(|e| e.to_string());
        assert_eq!(from_text.is_ok(), from_value.is_ok());
        from_text
    }

    #[test]
    fn every_kind_of_move_reads_back_what_was_written_in_any_key_order() {
        let f = |province, faction| Follower { province, faction };
        let moves = [
            Move::Pass,
            Move::Play {
                action: Action::Maharacha {
                    swap: Some(TileSwap {
                        a: 1,
                        b: 6,
                        king: 6,
                    }),
                },
                take: Some(f(2, Faction::Red)),
            },
            Move::Play {
                action: Action::Maharacha { swap: None },
                take: None,
            },
            Move::Play {
                action: Action::KhonThai {
                    places: [Some(0), None, Some(7)],
                },
                take: Some(f(0, Faction::Yellow)),
            },
            Move::Play {
                action: Action::OneVsOne {
                    swap: Some(OneSwap {
                        a: f(1, Faction::Blue),
                        b: f(3, Faction::Red),
                    }),
                },
                take: None,
            },
            Move::Play {
                action: Action::TwoVsOne {
                    swap: Some(TwoSwap {
                        two_from: 4,
                        two: [Some(Faction::Red), None],
                        one_from: 5,
                        one: Faction::Blue,
                    }),
                },
                take: Some(f(5, Faction::Red)),
            },
            Move::Play {
                action: Action::Faction {
                    faction: Faction::Blue,
                    places: [Some(2), Some(3)],
                },
                take: None,
            },
        ];
        for mv in moves {
            let written = serde_json::to_string(&mv).unwrap();
            assert_eq!(
                serde_json::from_str::<Move>(&written).unwrap(),
                mv,
                "{written}"
            );
            // A `Value` sorts the keys, so the tags come after the other fields.
            let sorted: Value = serde_json::from_str(&written).unwrap();
            assert_eq!(read(sorted).unwrap(), mv, "{written}");
        }
    }

    #[test]
    fn malformed_moves_are_refused_with_the_reason() {
        let bad = [
            (json!({"type": "jump"}), "unknown variant `jump`"),
            (json!({"take": null}), "missing field `type`"),
            (json!({"type": "play"}), "missing field `action`"),
            (
                json!({"type": "play", "action": {"card": "khon_thai", "places": [1, 2]}}),
                "invalid length 2, expected 3 places",
            ),
            (
                json!({"type": "play", "action": {"card": "faction", "places": [1, 2]}}),
                "missing field `faction`",
            ),
            (
                json!({"type": "play", "action": {"card": "maharacha", "swap": {"a": 1, "b": 2}}}),
                "missing field `king`",
            ),
            (
                json!({"type": "play", "action": {"card": "maharacha",
                       "swap": {"a": {"province": 1, "faction": "red"}, "b": 2, "king": 2}}}),
                "a tile swap names provinces, not followers",
            ),
            (
                json!({"type": "play", "action": {"card": "one_vs_one", "swap": {"a": 1, "b": 2}}}),
                "a 1 vs 1 swap names followers, not provinces",
            ),
            (
                json!({"type": "play", "action": {"card": "maharacha",
                       "swap": {"a": 300, "b": 2, "king": 2}}}),
                "invalid value: integer `300`",
            ),
        ];
        for (v, reason) in bad {
            let err = read(v.clone()).unwrap_err();
            assert!(err.contains(reason), "{v}: {err}");
        }
    }
}
