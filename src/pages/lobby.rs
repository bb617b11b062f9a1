//! The lobby (`/`): the viewer's games (their turn, running, finished), their open
//! invitations and those sent to them, and one new-invitation form per hosted game; the
//! welcome page for visitors; and the rows of games and invitations other lists share.

use super::date;
use crate::game::text::{site, t};
use crate::game::{AutomaticWords, GameOptions, Message};
use crate::games;
use crate::service::computers::shown_user;
use crate::service::Lobby;
use crate::store::{GameRecord, GameResult, GameStatus, Invitation, User};
use std::collections::{BTreeMap, BTreeSet};
use time::{Duration, OffsetDateTime};
use uuid::Uuid;

/// A player in a list of games: the profile's address (the username) and the name people
/// read ([`crate::service::computers::shown_user`]: a computer's or a deleted account's in
/// the reader's language).
pub struct Named {
    pub username: String,
    pub shown: String,
}

impl Named {
    pub fn of(user: &User) -> Self {
        Named {
            username: user.username.clone(),
            shown: shown_user(user),
        }
    }

    /// Each of `users`, in order.
    pub fn all(users: &[User]) -> Vec<Named> {
        users.iter().map(Named::of).collect()
    }
}

/// One game in a list.
pub struct GameRow {
    pub game_id: String,
    /// The game's short number and its invitation's note.
    pub number: i64,
    pub note: String,
    pub title: String,
    /// The players, each linked to their profile.
    pub players: Vec<Named>,
    /// The name of the player to move, as people read it.
    pub to_move: String,
    pub when: String,
    /// Time left under a move deadline ("1 day 3 hours left", "paused …"), else empty.
    pub deadline: String,
    /// A finished game's result for the viewer: `won`, `lost`, `shared` or `cancelled`.
    pub result: &'static str,
    /// Chat messages the viewer has not read.
    pub unread: i64,
}

/// One open invitation in a list.
pub struct InvitationRow {
    pub code: String,
    pub url: String,
    pub title: String,
    pub seats: String,
    pub note: String,
}

/// The row of invitation `i`, whose address is `url`.
pub fn invitation_row(i: &Invitation, url: String) -> InvitationRow {
    InvitationRow {
        code: i.code.clone(),
        url,
        title: games::describe_options(&i.game, &i.options),
        seats: site(
            &Message::new("lobby-seats")
                .arg("taken", i.seats.len())
                .arg("seats", i.options.players)
                .arg(
                    "names",
                    i.seats
                        .iter()
                        .map(shown_user)
                        .collect::<Vec<_>>()
                        .join(", "),
                ),
        ),
        note: i.note.clone(),
    }
}

/// The welcome page for visitors (`templates/welcome.html`), but for the layout.
pub struct WelcomePage {
    /// What the site offers, naming every hosted game (HTML).
    pub play: String,
}

impl WelcomePage {
    /// The invitation to play, naming every hosted game as it presents itself (HTML):
    /// "Play A, B or C with friends, …".
    pub fn new() -> Self {
        let pitches: Vec<String> = games::all().iter().map(|g| g.pitch()).collect();
        let mut names = String::new();
        for (i, pitch) in pitches.iter().enumerate() {
            if i > 0 {
                let with = if i + 1 == pitches.len() {
                    "lobby-welcome-or"
                } else {
                    "lobby-welcome-comma"
                };
                names.push_str(&t(with));
            }
            names.push_str(pitch);
        }
        WelcomePage {
            play: site(&Message::new("lobby-welcome-play").arg("games", names)),
        }
    }
}

impl Default for WelcomePage {
    fn default() -> Self {
        Self::new()
    }
}

/// A choice's fieldset on the form: legend, field name and (value, label, checked).
pub type OptionFieldset = (String, String, Vec<(&'static str, String, bool)>);

/// The new-invitation form of one game, drawn from its option specs.
pub struct NewGameForm {
    pub slug: &'static str,
    pub name: String,
    /// (players, label, preselected)
    pub players: Vec<(usize, String, bool)>,
    /// One fieldset per choice: its legend, field name and (value, label, checked).
    pub options: Vec<OptionFieldset>,
    /// "passes automatically", "automatic passes"
    pub automatic: AutomaticWords,
    /// When the game's rules forbid table talk for some player counts: why (the chat
    /// then opens at the end).
    pub quiet: Option<String>,
    /// When some of the game's choices make it casual: why.
    pub casual: Option<String>,
    /// The game has computer players ([`crate::game::GameType::has_computers`]).
    pub computers: bool,
}

/// One form per hosted game, in the registry's order.
pub fn new_game_forms() -> Vec<NewGameForm> {
    games::all()
        .iter()
        .map(|g| NewGameForm {
            slug: g.slug(),
            name: g.shown_name(),
            players: g
                .player_counts()
                .iter()
                .map(|c| {
                    (
                        c.players,
                        g.say(&c.label.into()),
                        c.players == g.default_players(),
                    )
                })
                .collect(),
            options: g
                .option_specs()
                .iter()
                .map(|spec| {
                    let choices = spec
                        .choices
                        .iter()
                        .enumerate()
                        .map(|(i, (value, label))| (*value, g.say(&(*label).into()), i == 0))
                        .collect();
                    (g.say(&spec.legend.into()), spec.name.to_string(), choices)
                })
                .collect(),
            automatic: g.automatic_words(),
            computers: g.has_computers(),
            casual: g.option_specs().iter().find_map(|spec| {
                spec.choices.iter().find_map(|(value, _)| {
                    let mut options = GameOptions {
                        players: g.default_players(),
                        ..Default::default()
                    };
                    options.choices.insert(spec.name.into(), (*value).into());
                    g.casual_only(&options)
                })
            }),
            quiet: g.player_counts().iter().find_map(|c| {
                g.talk_forbidden(&GameOptions {
                    players: c.players,
                    ..Default::default()
                })
            }),
        })
        .collect()
}

/// The row of game `g`, `when` saying when it last moved, started waiting or ended.
pub fn game_row(g: &GameRecord, when: String) -> GameRow {
    GameRow {
        game_id: g.game_id.to_string(),
        number: g.number,
        note: g.note.clone(),
        title: games::describe_options(&g.game, &g.options),
        players: Named::all(&g.players),
        to_move: g
            .to_move_seat
            .and_then(|s| g.players.get(s))
            .map(shown_user)
            .unwrap_or_default(),
        when,
        deadline: String::new(),
        result: "",
        unread: 0,
    }
}

/// Finished games shown in the lobby (the newest); the handler loads each one's result.
pub const LOBBY_FINISHED: usize = 20;

/// A running game's move deadline: the time left, and until when its clock is paused.
pub type Deadline = (Duration, Option<OffsetDateTime>);

/// "2 days 3 hours left", "time ran out", "paused (away until …)" for a game with a move
/// deadline.
pub fn deadline_text(deadline: Deadline) -> String {
    match deadline {
        (_, Some(until)) => site(&Message::new("lobby-clock-paused").arg("until", date(until))),
        (left, None) if left <= Duration::ZERO => t("lobby-time-ran-out"),
        (left, None) => {
            let left = crate::service::deadline::human_duration(left);
            site(&Message::new("lobby-time-left").arg("left", left))
        }
    }
}

/// `won`, `lost` or `shared` (a win shared with a player who is not a partner) for `user`
/// in finished game `g` with `result`; empty when they did not play or the result is
/// unknown.
pub fn result_for(g: &GameRecord, result: Option<&GameResult>, user: &User) -> &'static str {
    let Some(me) = g.players.iter().position(|p| p.user_id == user.user_id) else {
        return "";
    };
    let Some(result) = result else {
        return "";
    };
    if !result.won(me) {
        return "lost";
    }
    // Partners share a side: one side alone won, or several shared the win.
    let sides = games::by_slug(&g.game).map_or_else(Vec::new, |t| t.sides(&g.options));
    let side_of = |seat: &usize| sides.iter().position(|s| s.contains(seat));
    let won_sides: BTreeSet<_> = result
        .winners
        .iter()
        .map(|seat| side_of(seat).ok_or(*seat))
        .collect();
    if won_sides.len() > 1 {
        "shared"
    } else {
        "won"
    }
}

/// What the handler loaded for the lobby of `user`.
pub struct Loaded<'a> {
    pub user: &'a User,
    /// The tournaments the user plays in that take players or run.
    pub tournaments: Vec<crate::store::tournaments::PlayerTournament>,
    pub lobby: Lobby,
    /// Open invitations others sent the user by name (the newest page), and whether more
    /// follow.
    pub invited: Vec<Invitation>,
    pub invited_more: bool,
    /// Running games' move deadlines, by game (only where the game has one).
    pub deadlines: BTreeMap<Uuid, Deadline>,
    /// The shown finished games' results, by game (those known).
    pub results: BTreeMap<Uuid, GameResult>,
    /// The user's unread chat messages, by game.
    pub unread: &'a [(Uuid, i64)],
    /// An invitation's address by its code.
    pub invitation_url: &'a dyn Fn(&str) -> String,
    pub expiry_days: i64,
    /// The user's time zone is not known yet (and the site sends notices that need it).
    pub ask_time_zone: bool,
}

/// The lobby page (`templates/lobby.html`), but for the layout.
pub struct LobbyPage {
    pub deadline_choices: [u32; 6],
    pub computer_levels: [(&'static str, String); 3],
    pub new_games: Vec<NewGameForm>,
    /// Some hosted game has computer players: the "play now" card is shown.
    pub play_now: bool,
    pub my_turn: Vec<GameRow>,
    pub running: Vec<GameRow>,
    pub invitations: Vec<InvitationRow>,
    /// Open invitations others sent this user by name (the newest page).
    pub invited: Vec<(InvitationRow, String)>,
    /// More follow on `/invitations/for-you`.
    pub invited_more: bool,
    /// The user's invitations that expired unfilled lately, each with when.
    pub expired: Vec<(InvitationRow, String)>,
    pub expiry_days: i64,
    pub finished: Vec<GameRow>,
    /// The tournaments the user plays in, with their game of the round being played.
    pub tournaments: Vec<super::tournament::PlayerTournamentRow>,
    /// The user's time zone is not known yet: the page asks the browser for it.
    pub ask_time_zone: bool,
}

/// Invitations sent to the viewer by name, each with its host's name.
pub fn invited_rows(
    invitations: &[Invitation],
    url: &dyn Fn(&str) -> String,
) -> Vec<(InvitationRow, String)> {
    invitations
        .iter()
        .map(|i| (invitation_row(i, url(&i.code)), shown_user(&i.creator)))
        .collect()
}

impl LobbyPage {
    /// Times are in the reader's time zone ([`date`]; UTC until their browser has told us).
    pub fn new(loaded: Loaded<'_>) -> Self {
        let Loaded {
            user,
            lobby,
            deadlines,
            results,
            invitation_url: url,
            ..
        } = &loaded;
        let waiting_since = |g: &GameRecord| {
            let message = Message::new("lobby-waiting-since")
                .arg("since", date(g.updated_at))
                .arg("ago", super::ago(g.updated_at));
            site(&message)
        };
        let last_move = |g: &GameRecord| {
            let message = Message::new("lobby-last-move")
                .arg("when", date(g.updated_at))
                .arg("ago", super::ago(g.updated_at));
            site(&message)
        };
        // Running games, each with its deadline.
        let running = |games: &[GameRecord], when: &dyn Fn(&GameRecord) -> String| {
            let row = |g: &GameRecord| GameRow {
                deadline: deadlines
                    .get(&g.game_id)
                    .map_or_else(String::new, |d| deadline_text(*d)),
                ..game_row(g, when(g))
            };
            games.iter().map(row).collect::<Vec<_>>()
        };
        let finished = |g: &GameRecord| {
            let when = date(g.finished_at.unwrap_or(g.updated_at));
            match g.status {
                GameStatus::Cancelled => GameRow {
                    result: "cancelled",
                    ..game_row(
                        g,
                        site(&Message::new("lobby-cancelled-at").arg("when", when)),
                    )
                },
                _ => GameRow {
                    result: result_for(g, results.get(&g.game_id), user),
                    ..game_row(
                        g,
                        site(&Message::new("lobby-finished-at").arg("when", when)),
                    )
                },
            }
        };
        let mut page = LobbyPage {
            tournaments: loaded
                .tournaments
                .iter()
                .map(super::tournament::PlayerTournamentRow::of)
                .collect(),
            deadline_choices: crate::store::DEADLINE_DAYS,
            computer_levels: crate::service::computers::level_choices(),
            new_games: new_game_forms(),
            play_now: games::all().iter().any(|g| g.has_computers()),
            my_turn: running(&lobby.my_turn, &waiting_since),
            running: running(&lobby.running, &last_move),
            invitations: lobby
                .invitations
                .iter()
                .map(|i| invitation_row(i, url(&i.code)))
                .collect(),
            invited: invited_rows(&loaded.invited, url),
            invited_more: loaded.invited_more,
            expired: lobby
                .expired
                .iter()
                .map(|(i, at)| (invitation_row(i, url(&i.code)), date(*at)))
                .collect(),
            expiry_days: loaded.expiry_days,
            finished: lobby
                .finished
                .iter()
                .take(LOBBY_FINISHED)
                .map(finished)
                .collect(),
            ask_time_zone: loaded.ask_time_zone,
        };
        let rows = page.my_turn.iter_mut().chain(&mut page.running);
        for row in rows.chain(&mut page.finished) {
            row.unread = loaded
                .unread
                .iter()
                .find(|(id, _)| id.to_string() == row.game_id)
                .map_or(0, |(_, n)| *n);
        }
        page
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pages::testing::TestGame;

    #[test]
    fn a_deadline_says_the_time_left_or_why_not() {
        assert_eq!(deadline_text((Duration::hours(-1), None)), "time ran out");
        assert_eq!(deadline_text((Duration::ZERO, None)), "time ran out");
        let left = deadline_text((Duration::hours(27), None));
        assert!(
            left.ends_with(" left") && left.starts_with("1 day"),
            "{left}"
        );
        let until = OffsetDateTime::UNIX_EPOCH + Duration::days(3);
        let paused = deadline_text((Duration::hours(5), Some(until)));
        assert_eq!(paused, format!("clock paused: away until {}", date(until)));
    }

    /// The lobby of `user`, with `unread` chat messages and 3 hours left in the game.
    async fn lobby_of(table: &TestGame, user: &User, unread: i64) -> LobbyPage {
        let game_id = table.game_id;
        LobbyPage::new(Loaded {
            user,
            tournaments: Vec::new(),
            lobby: table.service.lobby(user).await.unwrap(),
            invited: Vec::new(),
            invited_more: false,
            deadlines: BTreeMap::from([(game_id, (Duration::hours(3), None))]),
            results: BTreeMap::new(),
            unread: &[(game_id, unread)],
            invitation_url: &|code| format!("https://example.org/invite/{code}"),
            expiry_days: 14,
            ask_time_zone: true,
        })
    }

    #[tokio::test]
    async fn the_lobby_sorts_games_by_whose_turn_and_marks_unread_chats() {
        let table = TestGame::start().await;
        let mover = table.to_move().await;
        let other = table.other(&mover);
        let mine = lobby_of(&table, &mover, 2).await;
        let [row] = &mine.my_turn[..] else {
            panic!("the game waits for its mover");
        };
        assert!(mine.running.is_empty() && mine.finished.is_empty());
        assert_eq!((row.unread, row.deadline.as_str()), (2, "3 hours left"));
        assert_eq!(row.to_move, mover.username);
        assert!(row.when.starts_with("waiting since "), "{}", row.when);
        assert_eq!(mine.new_games.len(), crate::games::all().len());
        assert!(mine.ask_time_zone);

        let theirs = lobby_of(&table, &other, 0).await;
        assert!(theirs.my_turn.is_empty());
        assert_eq!(theirs.running.len(), 1);
        assert!(
            theirs.running[0].when.starts_with("last move "),
            "{}",
            theirs.running[0].when
        );
    }

    #[tokio::test]
    async fn a_finished_game_says_who_won_for_each_player() {
        let table = TestGame::start().await;
        let (ann, ben) = (&table.people[0], &table.people[1]);
        table.service.resign(table.game_id, ben).await.unwrap();
        let lobby = table.service.lobby(ann).await.unwrap();
        let record = &lobby.finished[0];
        let result = table.service.result_of(record).await.unwrap();
        assert_eq!(result_for(record, result.as_ref(), ann), "won");
        assert_eq!(result_for(record, result.as_ref(), ben), "lost");
        assert_eq!(result_for(record, None, ann), "", "result unknown");
        let stranger = User {
            user_id: Uuid::from_u128(99),
            ..ann.clone()
        };
        assert_eq!(result_for(record, result.as_ref(), &stranger), "");
    }
}
