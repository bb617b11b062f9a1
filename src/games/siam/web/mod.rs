//! King of Siam on the web: the map drawn as SVG (`board`), the move composer's logic
//! (`composer`) and its page (`composer_view`), the panels built from a view (`panels`),
//! and the game's part of the game page, of a history step's page and its rules page
//! (here, [`GameWeb`]).

pub mod board;
pub mod board_text;
pub mod composer;
pub mod composer_view;
pub mod panels;

use super::model::{Card, Hands};
use super::view::View;
use super::words::Terms;
use super::KingOfSiam;
use crate::game::{
    text, BoardText, GameArea, GameOptions, GameWeb, InvitationDetails, Message, Page, Seen,
};
use askama::Template;
use board::{board_svg, Marks};
use composer_view::{build_composer, ComposerView, Draft};
use panels::{
    card_name, chips, province_rows, provinces_line, seat_panels, seat_panels_with, track, Chip,
    ProvinceRow, SeatPanel, TrackBox,
};

/// The game's catalogue for its templates (`{{ "id"|t }}`, `th1`…).
#[allow(dead_code)]
mod filters {
    crate::text_filters!(crate::game::text::catalogue::<crate::games::siam::KingOfSiam>());
}

/// The game page's area: map, composer, tile track, players, provinces.
#[derive(Template)]
#[template(path = "siam/templates/area.html")]
struct AreaTemplate {
    game_id: String,
    csrf: String,
    seq: i64,
    /// The map's legend (HTML, from the catalogue).
    legend: String,
    king: String,
    svg: String,
    track: Vec<TrackBox>,
    pool: Vec<Chip>,
    seats: Vec<SeatPanel>,
    provinces: Vec<ProvinceRow>,
    composer: Option<ComposerView>,
    /// The map shows the board after the drafted card (not played yet).
    previewing: bool,
    /// The map shows the board after the player's card, before their take.
    after_card: bool,
    /// Messages about the move just refused, shown in the composer.
    composer_flash: Vec<String>,
    /// The last move, outlined on the map, while no move is being composed there.
    last_move: Option<LastMoveCaption>,
    /// The notation field's text (kept after an illegal move).
    draft_text: String,
    history_note: String,
}

/// The caption of the last move on the map.
struct LastMoveCaption {
    step: usize,
    text: String,
    /// Some province changed (and is outlined).
    changed: bool,
}

/// Under the status line: the viewer's hand, what a spectator sees.
#[derive(Template)]
#[template(path = "siam/templates/notes.html")]
struct NotesTemplate {
    my_hand: Option<String>,
    spectator: bool,
    hands_open: bool,
    /// The notes' words, from the catalogue.
    your_hand: String,
    watching: String,
    hidden_until_end: String,
    open_hands: String,
}

/// King of Siam's own fact in the result panel: who controls how many provinces.
#[derive(Template)]
#[template(path = "siam/templates/result.html")]
struct ResultTemplate {
    label: String,
    provinces: String,
}

/// A history step's board: map, tile track, players.
#[derive(Template)]
#[template(path = "siam/templates/step.html")]
struct StepTemplate {
    king: String,
    svg: String,
    track: Vec<TrackBox>,
    pool: Vec<Chip>,
    seats: Vec<SeatPanel>,
}

/// The rules page, in each of the site's languages.
#[derive(Template)]
#[template(path = "siam/templates/rules.html")]
struct RulesTemplate;
#[derive(Template)]
#[template(path = "siam/templates/rules.nl.html")]
struct RulesNl;
#[derive(Template)]
#[template(path = "siam/templates/rules.fr.html")]
struct RulesFr;
#[derive(Template)]
#[template(path = "siam/templates/rules.it.html")]
struct RulesIt;

/// The invitation page's explanation of the two hands variants.
#[derive(Template)]
#[template(path = "siam/templates/invitation.html")]
struct InvitationTemplate {
    hands: &'static str,
}

fn rendered(template: &impl Template) -> Result<String, String> {
    template
        .render()
        .map_err(|e| format!("template failed: {e}"))
}

/// A message of the game's catalogue in words (no players' names).
pub(crate) fn say(message: Message) -> String {
    text::render::<KingOfSiam>(&message, &[])
}

/// The map's legend: what the lines and chips mean (HTML: the chips are drawn).
fn legend(view: &View, terms: &Terms) -> String {
    let [y, r, b] = view.letters.map(|l| l.to_string());
    let [yellow, red, blue] = terms.colours.clone();
    say(Message::new("legend")
        .arg("y", y)
        .arg("r", r)
        .arg("b", b)
        .arg("yellow", yellow)
        .arg("red", red)
        .arg("blue", blue)
        .arg("occupier", terms.occupier.as_str()))
}

/// "Struggle 3 of 8 · 12 of 40 cards played · 1 pass in a row".
fn progress_text(view: &View) -> String {
    let resolved = view.track.iter().filter(|t| !t.face_up).count();
    let struggle = if view.result.is_some() {
        Message::new("progress-resolved").arg("resolved", resolved)
    } else {
        Message::new("progress-struggle").arg("struggle", (resolved + 1).min(8))
    };
    say(Message::new("progress")
        .arg("struggle", struggle)
        .arg("played", view.cards_played)
        .arg("cards", view.cards_total)
        .arg("passes", view.passes_in_row))
}

fn result_html(view: &View, terms: &Terms) -> Result<Option<String>, String> {
    view.result
        .as_ref()
        .map(|r| {
            rendered(&ResultTemplate {
                label: say(Message::new("result-provinces")),
                provinces: provinces_line(terms, r),
            })
        })
        .transpose()
}

impl GameWeb for KingOfSiam {
    const CSS: &'static str = include_str!("../style.css");
    fn rules_title() -> Message {
        Message::new("rules-title")
    }

    fn pitch() -> Message {
        Message::new("pitch")
    }

    fn rules_page() -> Result<String, String> {
        match crate::game::text::current_language() {
            "nl" => rendered(&RulesNl),
            "fr" => rendered(&RulesFr),
            "it" => rendered(&RulesIt),
            _ => rendered(&RulesTemplate),
        }
    }

    fn invitation_details(options: &GameOptions) -> Result<InvitationDetails, String> {
        let hands = Hands::parse(options.choice("hands"))
            .unwrap_or_default()
            .as_str();
        let four = options.players == 4;
        Ok(InvitationDetails {
            facts: vec![
                (
                    Message::new("option-board"),
                    Message::new(match options.choice("board") {
                        "saba" => "fact-board-saba",
                        _ => "fact-board-siam",
                    }),
                ),
                (
                    Message::new("game-fact-players"),
                    if four {
                        Message::new("fact-players-teams")
                    } else {
                        Message::number(options.players)
                    },
                ),
                (
                    Message::new("option-hands"),
                    Message::new("fact-hands").arg("hands", hands),
                ),
            ],
            seating: four.then(|| Message::new("fact-seating")),
            about: rendered(&InvitationTemplate { hands })?,
        })
    }

    fn game_area(game: &Seen<'_, Self>, page: &Page<'_>) -> Result<GameArea, String> {
        let view = game.view();
        let terms = Terms::of_view(&view);
        let names = page.names;
        let me = page.viewer.seat();
        let draft = Draft::from_query(page.query);
        let mut marks = Marks::default();
        // The composer works on a state drawn from the seat's own view.
        let composer = match me {
            Some(seat) if page.can_move => game
                .drawn_state()
                .map(|state| build_composer(page.game_id, &state, seat, &view, &draft, &mut marks)),
            _ => None,
        };
        let history_note = say(Message::new(
            if view.result.is_some() || view.hands == Hands::Open {
                "history-complete"
            } else {
                "history-window"
            },
        ));
        // At the last step the map shows the board after the card: big enough to check it,
        // with the provinces the card changes outlined.
        let preview_svg = composer
            .as_ref()
            .and_then(|c| c.preview.as_ref())
            .map(|p| p.svg.clone());
        // One board at each step of the composer: at the take the card is settled, and in
        // the preview the take too, so map, track, pool and panels all show the board after
        // them.
        let board_view = composer
            .as_ref()
            .and_then(|c| {
                c.preview
                    .as_ref()
                    .map(|p| &p.after)
                    .or(c.after_card.as_ref())
            })
            .unwrap_or(&view);
        // Your hand as the panels show it: after the card while you preview it.
        let my_hand = me.and_then(|s| board_view.seats.get(s)).and_then(|s| {
            s.hand.as_ref().map(|h| {
                if h.is_empty() {
                    say(Message::new("no-cards-left"))
                } else {
                    h.iter()
                        .map(|c| card_name(&terms, *c))
                        .collect::<Vec<_>>()
                        .join(", ")
                }
            })
        });
        // While the map is not busy with a draft, it shows what the last move changed.
        let drafting = composer
            .as_ref()
            .is_some_and(|c| c.preview.is_some() || c.after_card.is_some() || c.card.is_some());
        let last_move = match game.last_step() {
            Some(step) if !drafting => {
                composer_view::mark_changes(&step.view_before(), &view, &mut marks);
                Some(LastMoveCaption {
                    step: step.step,
                    text: step
                        .narration()
                        .first()
                        .map(|m| text::render::<KingOfSiam>(m, names))
                        .unwrap_or_default(),
                    changed: marks.changed.iter().any(|c| *c),
                })
            }
            _ => None,
        };
        let svg = match &preview_svg {
            Some(svg) => svg.clone(),
            None => rendered(&board_svg(board_view, &marks))?,
        };
        let seats = seat_panels(board_view, &terms, names, me);
        let notes = rendered(&NotesTemplate {
            my_hand,
            spectator: me.is_none(),
            hands_open: view.hands == Hands::Open,
            your_hand: say(Message::new("note-your-hand")),
            watching: say(Message::new("note-watching")),
            hidden_until_end: say(Message::new("note-hidden-until-end")),
            open_hands: say(Message::new("note-open-hands")),
        })?;
        let area = AreaTemplate {
            game_id: page.game_id.to_string(),
            csrf: page.csrf.to_string(),
            seq: page.seq,
            legend: legend(&view, &terms),
            king: terms.king.clone(),
            svg,
            previewing: preview_svg.is_some(),
            after_card: composer.as_ref().is_some_and(|c| c.after_card.is_some()),
            track: track(board_view, &terms, names, &marks),
            pool: chips(board_view, &terms, board_view.pool, true),
            seats,
            provinces: province_rows(&view, &terms),
            composer,
            composer_flash: page.composer_flash.to_vec(),
            last_move,
            draft_text: draft.typed.chars().take(300).collect(),
            history_note,
        };
        Ok(GameArea {
            heading: terms.map.clone(),
            progress: progress_text(&view),
            notes,
            class: format!("board-{}", view.board),
            result: result_html(&view, &terms)?,
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
        let names = page.names;
        let me = page.viewer.seat();
        let view = then.view();
        let terms = Terms::of_view(&view);
        // A finished game's hands are public: rebuild each step's hand from the final view
        // (remaining hand plus the cards played after this step).
        let final_view = game.whole().view();
        let seats = if final_view.result.is_some() {
            seat_panels_with(&view, &terms, names, me, |s| {
                let fin = &final_view.seats[s.seat];
                match (&fin.hand, &fin.discards) {
                    (Some(h), Some(d)) => {
                        let played = (s.discard_count as usize).min(d.len());
                        let mut hand: Vec<Card> = h.clone();
                        hand.extend_from_slice(&d[played..]);
                        hand.sort_by_key(|c| c.index());
                        (Some(hand), Some(d[..played].to_vec()))
                    }
                    _ => (s.hand.clone(), s.discards.clone()),
                }
            })
        } else {
            seat_panels(&view, &terms, names, me)
        };
        // What this step changed is outlined, as on the game page for the last move.
        let mut marks = Marks::default();
        if let Some(s) = then.last_step() {
            composer_view::mark_changes(&s.view_before(), &view, &mut marks);
        }
        let body = StepTemplate {
            king: terms.king.clone(),
            svg: rendered(&board_svg(&view, &marks))?,
            track: track(&view, &terms, names, &Marks::default()),
            pool: chips(&view, &terms, view.pool, true),
            seats,
        };
        Ok(GameArea {
            heading: terms.map.clone(),
            progress: progress_text(&view),
            notes: String::new(),
            class: format!("board-{}", view.board),
            result: result_html(&view, &terms)?,
            body: rendered(&body)?,
            ..Default::default()
        })
    }
}
