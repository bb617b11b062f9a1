//! A player's profile page (`/players/{name}`): their games, records, ratings and
//! opponents, whether the viewer may mute, block or report them, and where they stand for
//! fair play, built from [`crate::service::ratings::Profile`] and what the handler loaded
//! about the viewer.

use super::tournament::PlayerTournamentRow;
use crate::game::text::{self, site, t, Arg};
use crate::game::web::url_encode;
use crate::game::Message;
use crate::games;
use crate::ratings::Rating;
use crate::service::computers::{is_computer, shown_name};
use crate::service::fair_play::FairPlayStanding;
use crate::service::ratings::Profile;
use crate::store::tournaments::PlayerTournament;
use crate::store::{GameRecord, PersonChoice, User};

/// A rating as a page shows it.
pub struct RatingCell {
    pub shown: String,
    pub provisional: bool,
    pub games: i64,
}

impl From<Rating> for RatingCell {
    fn from(r: Rating) -> Self {
        RatingCell {
            shown: r.shown(),
            provisional: r.provisional(),
            games: r.games,
        }
    }
}

/// One game in a profile's lists.
pub struct ProfileGame {
    pub game_id: String,
    pub number: i64,
    pub title: String,
    /// The other players: username (for the link) and name as shown.
    pub others: Vec<(String, String)>,
    /// "won", "lost" or empty (running).
    pub result: &'static str,
}

/// Where a player stands, as a page tells it (HTML): to the player themselves what it
/// takes, to others only whether they are established. None: nothing to say.
pub fn standing_text(standing: &FairPlayStanding, own: bool, name: &str) -> Option<String> {
    if standing.established.is_some() {
        return Some(t("fair-play-established"));
    }
    if !own {
        return Some(t("fair-play-not-established"));
    }
    if let Some(reason) = &standing.voided {
        let report = format!("/report?player={}", url_encode(name));
        let args = vec![
            ("reason", Arg::from(reason.as_str())),
            ("url", Arg::from(report)),
        ];
        // A message holding HTML (a link), its arguments escaped.
        let catalogue = text::site_catalogue();
        return Some(text::filter_text(
            catalogue,
            &"fair-play-voided",
            args,
            text::Markup::Html,
        ));
    }
    if standing.needed == 0 {
        return Some(t("fair-play-nobody-yet"));
    }
    Some(site(
        &Message::new("fair-play-you-need")
            .arg("needed", standing.needed)
            .arg("have", standing.opponents.min(standing.needed)),
    ))
}

/// Who looks at a profile, as far as the page cares.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Relation {
    /// The person is a computer player.
    pub computer: bool,
    /// The viewer is the person.
    pub own: bool,
    /// The viewer may mute, block or report the person (logged in, another human).
    pub other: bool,
}

impl Relation {
    pub fn of(viewer: Option<&User>, person: &User) -> Self {
        let computer = is_computer(person);
        let own = viewer.is_some_and(|v| v.user_id == person.user_id);
        Relation {
            computer,
            own,
            other: viewer.is_some() && !own && !computer,
        }
    }
}

/// What the handler loaded beside the profile.
pub struct Loaded {
    pub profile: Profile,
    /// The page of the lists shown (from 1).
    pub page: u32,
    pub relation: Relation,
    /// What the viewer chose about the person (loaded only when `relation.other`).
    pub choice: Option<PersonChoice>,
    /// Where the person stands for fair play (loaded for people, not computers).
    pub standing: Option<FairPlayStanding>,
    /// A moderator suspended the account.
    pub suspended: bool,
    /// The tournaments the person plays or played in.
    pub tournaments: Vec<PlayerTournament>,
}

/// The profile page (`templates/players/profile.html`), but for the layout.
pub struct ProfilePage {
    /// The tournaments the person plays or played in (listed ones; all of them for the
    /// person themself).
    pub tournaments: Vec<PlayerTournamentRow>,
    /// The username, for links.
    pub name: String,
    /// The name as people read it ([`shown_name`]).
    pub shown: String,
    pub since: String,
    pub computer: bool,
    pub running: Vec<ProfileGame>,
    pub finished: Vec<ProfileGame>,
    /// The page shown (from 1) and the neighbouring pages' numbers, if any.
    pub page: u32,
    pub prev: Option<u32>,
    pub next: Option<u32>,
    /// (game, player count, played, won)
    pub records: Vec<(String, usize, usize, usize)>,
    pub ratings: Vec<(String, String, RatingCell)>,
    /// Username and name as shown.
    pub opponents: Vec<(String, String)>,
    /// A moderator suspended the account.
    pub suspended: bool,
    /// The viewer may mute, block or report this person (logged in, another human).
    pub other: bool,
    /// What the viewer chose about them: `muted`, `blocked` or empty.
    pub choice: &'static str,
    /// Where they stand for fair play (HTML; [`standing_text`]).
    pub fair_play: Option<String>,
}

/// A hosted game's name by its slug (the slug itself for a game no longer hosted).
pub fn game_name(slug: &str) -> String {
    games::by_slug(slug).map_or_else(|| slug.to_string(), |g| g.shown_name())
}

/// A stored rating pool of game `slug` in the reader's language.
fn pool_label(slug: &str, pool: &str) -> String {
    games::by_slug(slug).map_or_else(|| pool.to_string(), |g| g.pool_label(pool))
}

fn profile_game(person: &User, record: &GameRecord, result: &'static str) -> ProfileGame {
    ProfileGame {
        game_id: record.game_id.to_string(),
        number: record.number,
        title: games::describe_options(&record.game, &record.options),
        others: record
            .players
            .iter()
            .filter(|p| p.user_id != person.user_id)
            .map(|p| (p.username.clone(), shown_name(&p.username)))
            .collect(),
        result,
    }
}

impl ProfilePage {
    pub fn new(loaded: Loaded) -> Self {
        let Loaded {
            profile,
            page,
            relation,
            choice,
            standing,
            suspended,
            tournaments,
        } = loaded;
        let person = &profile.user;
        let fair_play = match (&standing, relation.computer) {
            (Some(standing), false) => standing_text(standing, relation.own, &person.username),
            _ => None,
        };
        ProfilePage {
            // A tournament joined by link only is the person's own business.
            tournaments: tournaments
                .iter()
                .filter(|t| t.listed || relation.own)
                .map(PlayerTournamentRow::of)
                .collect(),
            fair_play,
            suspended,
            other: relation.other,
            choice: choice.filter(|_| relation.other).map_or("", |c| c.as_str()),
            name: person.username.clone(),
            shown: shown_name(&person.username),
            since: crate::local_time::day(person.created_at, None),
            computer: relation.computer,
            running: profile
                .running
                .iter()
                .map(|r| profile_game(person, r, ""))
                .collect(),
            finished: profile
                .finished
                .iter()
                .map(|(r, won)| profile_game(person, r, if *won { "won" } else { "lost" }))
                .collect(),
            page,
            prev: (page > 1).then_some(page - 1),
            next: (profile.running_more || profile.finished_more).then_some(page + 1),
            records: profile
                .records
                .iter()
                .map(|((game, players), r)| (game_name(game), *players, r.played, r.won))
                .collect(),
            ratings: profile
                .ratings
                .iter()
                .map(|r| {
                    (
                        game_name(&r.game),
                        pool_label(&r.game, &r.pool),
                        r.rating.into(),
                    )
                })
                .collect(),
            opponents: profile
                .opponents
                .iter()
                .map(|o| (o.clone(), shown_name(o)))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Level;
    use crate::pages::testing::TestGame;
    use crate::store::EstablishedBy;
    use time::OffsetDateTime;

    fn user(id: u128, name: &str) -> User {
        User {
            user_id: uuid::Uuid::from_u128(id),
            username: name.into(),
            created_at: OffsetDateTime::UNIX_EPOCH,
        }
    }

    fn standing(needed: i64, opponents: i64) -> FairPlayStanding {
        FairPlayStanding {
            established: None,
            voided: None,
            opponents,
            needed,
        }
    }

    #[test]
    fn only_another_person_may_be_muted_or_reported() {
        let (ann, ben) = (user(1, "ann"), user(2, "ben"));
        let computer = User {
            user_id: crate::service::computers::computer_account(Level::Strong, 0).unwrap(),
            ..user(0, "Strong computer")
        };
        let seen = |viewer: Option<&User>, person: &User| Relation::of(viewer, person);
        assert!(seen(Some(&ann), &ben).other);
        assert!(!seen(None, &ben).other, "a visitor");
        let own = seen(Some(&ben), &ben);
        assert!(own.own && !own.other);
        let machine = seen(Some(&ann), &computer);
        assert!(machine.computer && !machine.other);
    }

    #[test]
    fn a_player_s_standing_is_told_in_full_only_to_themselves() {
        let mut established = standing(3, 1);
        established.established = Some(EstablishedBy::Moderator);
        assert_eq!(
            standing_text(&established, false, "ann").as_deref(),
            Some("Established player.")
        );
        let them = standing_text(&standing(3, 1), false, "ann");
        assert_eq!(them.as_deref(), Some("Not an established player yet."));
        let mine = standing_text(&standing(3, 1), true, "ann").unwrap();
        assert!(
            mine.contains("against 3 different") && mine.contains("played 1 of"),
            "{mine}"
        );
        let nobody = standing_text(&standing(0, 0), true, "ann").unwrap();
        assert!(nobody.starts_with("Nobody is established"), "{nobody}");
        let mut voided = standing(3, 1);
        voided.voided = Some("<b>shared account</b>".into());
        let html = standing_text(&voided, true, "a b").unwrap();
        assert!(
            html.contains(r#"<a href="/report?player=a%20b">"#),
            "{html}"
        );
        assert!(!html.contains("<b>"), "the reason is escaped: {html}");
    }

    #[tokio::test]
    async fn a_profile_lists_games_with_their_result_and_pages() {
        let table = TestGame::start().await;
        let (ann, ben) = (&table.people[0], &table.people[1]);
        table.service.resign(table.game_id, ben).await.unwrap();
        let profile = table.service.profile("ann", Some(ben), 0).await.unwrap();
        let relation = Relation::of(Some(ben), ann);
        let page = ProfilePage::new(Loaded {
            profile,
            page: 1,
            relation,
            choice: Some(PersonChoice::Muted),
            standing: Some(standing(3, 0)),
            suspended: false,
            tournaments: Vec::new(),
        });
        assert_eq!((page.name.as_str(), page.shown.as_str()), ("ann", "ann"));
        assert!(page.running.is_empty());
        let [game] = &page.finished[..] else {
            panic!("one finished game: {}", page.finished.len());
        };
        assert_eq!(game.result, "won");
        assert_eq!(game.game_id, table.game_id.to_string());
        assert_eq!(game.others, [("ben".to_string(), "ben".to_string())]);
        assert_eq!((page.prev, page.next), (None, None));
        assert_eq!((page.other, page.choice), (true, "muted"));
        assert_eq!(
            page.fair_play.as_deref(),
            Some("Not an established player yet.")
        );
        assert!(page.opponents.iter().any(|(name, _)| name == "ben"));
    }
}
