//! Meridian on the web: the board drawn as SVG (`board`), the composer (`composer`), the
//! players' panels and the islands table, and the game's part of the game page, of a
//! history step's page, of the invitation page and its rules page ([`GameWeb`]).

pub mod board;
mod board_text;
pub mod composer;

use super::model::{Card, Event};
use super::view::{IslandView, SeatView, View};
use super::Meridian;
use crate::game::{
    text, BoardText, GameArea, GameOptions, GameWeb, InvitationDetails, Message, Page, Seeing,
    Seen, SeenStep,
};
use askama::Template;
use board::{board_svg, colour_class, holders, Holder, Marks};
use composer::{Composer, Draft};

/// One player's panel.
pub struct SeatPanel {
    pub number: usize,
    pub name: String,
    pub is_me: bool,
    pub to_move: bool,
    pub winner: bool,
    /// The tower colour's class and the colours' names.
    pub class: String,
    pub colours: String,
    /// How the islands the seat holds are marked.
    pub holder: Holder,
    pub face_up: Vec<String>,
    pub played: Vec<String>,
    pub deck_count: u8,
    /// The face-down cards as a sorted list (never their order).
    pub deck_contents: String,
    /// The whole deck in its order, once the game is over.
    pub deck_order: Option<String>,
    pub supply: u8,
    pub towers: u8,
    pub points: u8,
    pub islands: u8,
}

/// One island in the table under the board, and in the result panel.
pub struct IslandRow {
    pub letter: char,
    pub value: u8,
    pub capital: bool,
    pub controller: String,
    pub holder: Option<Holder>,
    /// The seats with a garrison there.
    pub garrisons: Vec<Garrison>,
    /// Garrison value by seat, every seat.
    pub values: Vec<u8>,
    /// Whose tower stands on the capital, in a sentence (empty: no capital).
    pub capital_tower: String,
    /// Why the island is held, or not, in a sentence.
    pub why: String,
}

/// A seat's garrison on an island: its colour, name and value.
pub struct Garrison {
    pub class: String,
    pub name: String,
    pub value: u8,
}

/// The game's catalogue for its templates (`{{ "id"|t }}`, `th1`…).
#[allow(dead_code)]
mod filters {
    crate::text_filters!(crate::game::text::catalogue::<
        crate::games::meridian::Meridian,
    >());
}

#[derive(Template)]
#[template(path = "meridian/templates/area.html")]
struct AreaTemplate {
    game_id: String,
    csrf: String,
    seq: i64,
    svg: String,
    seats: Vec<SeatPanel>,
    islands: Vec<IslandRow>,
    composer: Option<Composer>,
    composer_flash: Vec<String>,
    draft_text: String,
    /// The map shows the board after the drafted turn.
    previewing: bool,
    /// The cities of the map are the composer's choices.
    choosing_city: bool,
    last_move: Option<(usize, String)>,
}

/// The result panel's own part: the islands, one by one, with who held each and why.
#[derive(Template)]
#[template(path = "meridian/templates/result.html")]
struct ResultTemplate {
    seats: Vec<SeatPanel>,
    islands: Vec<IslandRow>,
}

#[derive(Template)]
#[template(path = "meridian/templates/step.html")]
struct StepTemplate {
    svg: String,
    seats: Vec<SeatPanel>,
    islands: Vec<IslandRow>,
}

#[derive(Template)]
#[template(path = "meridian/templates/notes.html")]
struct NotesTemplate {
    spectator: bool,
    watching: String,
}

/// The rules page, in each of the site's languages.
#[derive(Template)]
#[template(path = "meridian/templates/rules.html")]
struct RulesTemplate;
#[derive(Template)]
#[template(path = "meridian/templates/rules.nl.html")]
struct RulesNl;
#[derive(Template)]
#[template(path = "meridian/templates/rules.fr.html")]
struct RulesFr;
#[derive(Template)]
#[template(path = "meridian/templates/rules.it.html")]
struct RulesIt;

#[derive(Template)]
#[template(path = "meridian/templates/invitation.html")]
struct InvitationTemplate {
    players: usize,
}

fn rendered(template: &impl Template) -> Result<String, String> {
    template
        .render()
        .map_err(|e| format!("template failed: {e}"))
}

fn name(names: &[String], seat: usize) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| say(Message::new("player-unnamed").arg("seat", seat + 1)))
}

/// A seat's colours in words: "orange and black".
fn colours(colours: &[&str]) -> String {
    let parts = (colours.iter())
        .map(|c| Message::new(format!("colour-{c}")).into())
        .collect();
    say(Message::new("game-verbatim").arg("text", crate::game::Arg::join(parts, "list-and")))
}

/// `cards` by number (kind), as the composer lists them.
fn by_kind(cards: &[Card]) -> Vec<Card> {
    let mut cards = cards.to_vec();
    cards.sort_by_key(|c| c.kind);
    cards
}

fn labels(cards: &[Card]) -> Vec<String> {
    cards.iter().map(|c| c.label().to_string()).collect()
}

fn seat_panels(view: &View, names: &[String], me: Option<usize>) -> Vec<SeatPanel> {
    let winners = view
        .result
        .as_ref()
        .map(|r| r.winners.clone())
        .unwrap_or_default();
    let holders = holders(view, names);
    view.seats
        .iter()
        .map(|s: &SeatView| SeatPanel {
            number: s.seat + 1,
            name: name(names, s.seat),
            is_me: me == Some(s.seat),
            to_move: view.to_move == Some(s.seat),
            winner: winners.contains(&s.seat),
            class: colour_class(view, s.seat),
            colours: colours(&s.colours),
            holder: holders[s.seat].clone(),
            // In the composer's order (by number), so both read the same.
            face_up: labels(&by_kind(&s.face_up)),
            played: labels(&s.played),
            deck_count: s.deck_count,
            deck_contents: labels(&s.deck_contents).join(", "),
            deck_order: s.deck_order.as_ref().map(|d| labels(d).join(", ")),
            supply: s.supply,
            towers: s.towers,
            points: s.points,
            islands: s.islands,
        })
        .collect()
}

fn island_rows(view: &View, names: &[String]) -> Vec<IslandRow> {
    let holders = holders(view, names);
    view.islands
        .iter()
        .map(|i: &IslandView| IslandRow {
            letter: i.letter,
            value: i.value,
            capital: i.capital,
            controller: i
                .controller
                .map_or_else(|| say(Message::new("nobody")), |s| name(names, s)),
            holder: i.controller.and_then(|s| holders.get(s).cloned()),
            garrisons: (i.garrisons.iter().enumerate())
                .filter(|(_, g)| **g > 0)
                .map(|(s, g)| Garrison {
                    class: colour_class(view, s),
                    name: name(names, s),
                    value: *g,
                })
                .collect(),
            values: i.garrisons.clone(),
            capital_tower: capital_tower(view, i, names),
            why: why_held(i, names),
        })
        .collect()
}

/// Whose tower stands on the island's capital, in words; empty without a capital.
fn capital_tower(view: &View, island: &IslandView, names: &[String]) -> String {
    let Some(capital) = (view.cities.iter()).find(|c| c.island == island.letter && c.capital)
    else {
        return String::new();
    };
    say(match capital.tower {
        Some(t) => Message::new("why-capital-tower").arg("who", name(names, t.owner as usize)),
        None => Message::new("why-capital-free"),
    })
}

/// Why the island is held by its holder, or by nobody, from its garrisons (M8): the
/// strictly highest garrison value holds it.
fn why_held(island: &IslandView, names: &[String]) -> String {
    let most = island.garrisons.iter().copied().max().unwrap_or(0);
    let next = match island.controller {
        Some(holder) => (island.garrisons.iter().enumerate())
            .filter(|(s, _)| *s != holder)
            .map(|(_, g)| *g)
            .max()
            .unwrap_or(0),
        None => most,
    };
    say(match island.controller {
        _ if most == 0 => Message::new("why-empty"),
        None => Message::new("why-tie").arg("most", most),
        Some(s) if next == 0 => Message::new("why-alone")
            .arg("who", name(names, s))
            .arg("most", most),
        Some(s) => Message::new("why-most")
            .arg("who", name(names, s))
            .arg("most", most)
            .arg("next", next),
    })
}

/// The result panel's islands, once the game is over.
fn result_html(view: &View, names: &[String]) -> Result<Option<String>, String> {
    if view.result.is_none() {
        return Ok(None);
    }
    rendered(&ResultTemplate {
        seats: seat_panels(view, names, None),
        islands: island_rows(view, names),
    })
    .map(Some)
}

/// A message of the game's catalogue in words (no players' names).
fn say(message: Message) -> String {
    text::render::<Meridian>(&message, &[])
}

/// "Turn 12 of 39".
fn progress(view: &View) -> String {
    say(if view.result.is_some() {
        Message::new("progress-over").arg("cards", view.turns_total)
    } else {
        Message::new("progress-turn")
            .arg("turn", view.turn + 1)
            .arg("turns", view.turns_total)
    })
}

/// The cities a turn changed (the new tower, the towers it pushed, a tower taken back), as
/// far as its viewer may see it.
fn changed_by(step: &SeenStep<'_, Meridian>) -> Vec<(u8, u8)> {
    let mut out = Vec::new();
    let Seeing::Shown { events, .. } = step.seeing else {
        return out;
    };
    if let Some(Event::Played {
        meridian: Some(m),
        placed,
        pushed,
        removed_row,
        ..
    }) = events.first()
    {
        out.extend(placed.map(|p| (*m, p.row)));
        out.extend(pushed.iter().map(|p| (*m, p.to_row)));
        out.extend(removed_row.map(|r| (*m, r)));
    }
    out
}

impl GameWeb for Meridian {
    const CSS: &'static str = include_str!("../style.css");

    fn rules_page() -> Result<String, String> {
        match crate::game::text::current_language() {
            "nl" => rendered(&RulesNl),
            "fr" => rendered(&RulesFr),
            "it" => rendered(&RulesIt),
            _ => rendered(&RulesTemplate),
        }
    }

    fn invitation_details(options: &GameOptions) -> Result<InvitationDetails, String> {
        Ok(InvitationDetails {
            facts: vec![
                (
                    Message::new("fact-board"),
                    Message::new(if options.players == 3 {
                        "fact-side-b"
                    } else {
                        "fact-side-a"
                    }),
                ),
                (
                    Message::new("game-fact-players"),
                    if options.players == 2 {
                        Message::new("fact-players-two")
                    } else {
                        Message::number(options.players)
                    },
                ),
            ],
            seating: None,
            about: rendered(&InvitationTemplate {
                players: options.players,
            })?,
        })
    }

    fn game_area(game: &Seen<'_, Self>, page: &Page<'_>) -> Result<GameArea, String> {
        let view = game.view();
        let me = page.viewer.seat();
        let draft = Draft::from_query(page.query);
        // The composer works on a state drawn from the seat's own view.
        let composer = match me {
            Some(seat) if page.can_move => game
                .drawn_state()
                .map(|state| composer::build(page.game_id, &state, seat, page.names, &draft)),
            _ => None,
        };
        let previewing = composer.as_ref().is_some_and(|c| c.preview.is_some());
        let composer_choosing_city = composer
            .as_ref()
            .is_some_and(|c| !c.marks.city_href.is_empty());
        // The board: the preview's after the drafted turn; else the choices of the current
        // step; else what the last turn changed.
        let mut last_move = None;
        let (board_view, marks) = match composer.as_ref() {
            Some(c) if c.preview.is_some() => {
                let p = c.preview.as_ref().expect("checked");
                (&p.after, None)
            }
            Some(c) if c.marks.meridian.is_some() => (&view, Some(c.marks.clone())),
            _ => {
                let mut marks = Marks::default();
                if let Some(step) = game.last_step() {
                    marks.changed = changed_by(&step);
                    last_move = step
                        .narration()
                        .first()
                        .map(|m| (step.step, text::render::<Meridian>(m, page.names)));
                }
                (&view, Some(marks))
            }
        };
        let svg = match (
            previewing,
            composer.as_ref().and_then(|c| c.preview.as_ref()),
        ) {
            (true, Some(p)) => p.svg.clone(),
            _ => rendered(&board_svg(
                board_view,
                &marks.unwrap_or_default(),
                page.names,
            ))?,
        };
        let area = AreaTemplate {
            game_id: page.game_id.to_string(),
            csrf: page.csrf.to_string(),
            seq: page.seq,
            svg,
            seats: seat_panels(board_view, page.names, me),
            islands: island_rows(board_view, page.names),
            composer,
            composer_flash: page.composer_flash.to_vec(),
            draft_text: draft.typed.chars().take(300).collect(),
            previewing,
            choosing_city: composer_choosing_city,
            last_move,
        };
        Ok(GameArea {
            heading: say(Message::new("heading")),
            progress: progress(&view),
            notes: rendered(&NotesTemplate {
                spectator: me.is_none(),
                watching: say(Message::new("note-watching")),
            })?,
            class: format!("meridian side-{:?}", view.side).to_lowercase(),
            result: result_html(&view, page.names)?,
            body: rendered(&area)?,
            ..Default::default()
        })
    }

    fn board_text(game: &Seen<'_, Self>, page: &Page<'_>) -> Result<BoardText, String> {
        Ok(board_text::board_text(
            &game.view(),
            page.names,
            page.viewer.seat(),
        ))
    }

    fn step_area(game: &Seen<'_, Self>, step: usize, page: &Page<'_>) -> Result<GameArea, String> {
        let then = game
            .at(step)
            .ok_or_else(|| format!("step {step} is not to be seen"))?;
        let view = then.view();
        let marks = Marks {
            changed: then.last_step().map(|s| changed_by(&s)).unwrap_or_default(),
            ..Default::default()
        };
        let body = StepTemplate {
            svg: rendered(&board_svg(&view, &marks, page.names))?,
            seats: seat_panels(&view, page.names, None),
            islands: island_rows(&view, page.names),
        };
        Ok(GameArea {
            heading: say(Message::new("heading")),
            progress: progress(&view),
            notes: String::new(),
            class: format!("meridian side-{:?}", view.side).to_lowercase(),
            result: result_html(&view, page.names)?,
            body: rendered(&body)?,
            ..Default::default()
        })
    }
}
