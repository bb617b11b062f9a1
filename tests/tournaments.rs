//! Whole tournaments on SQLite and Postgres with a test clock (docs/tournaments.md): the
//! players enter, the sign-up closes, the worker pairs every round as the last game of the
//! one before ends, and the players play random legal moves through the API. A Swiss of
//! sixteen at three-player tables with two players withdrawing and a move deadline running
//! out, a round robin of five at two-player tables, an elimination of eight at tables of
//! partners; and two instances pairing the same round at once.

mod support;

use maipenrai::game::GameOptions;
use maipenrai::service::tournaments::{OrganiserAction, TournamentForm, TournamentView};
use maipenrai::store::tournaments::{SeatKind, TournamentFormat, TournamentStatus};
use maipenrai::store::User;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use support::databases::databases;
use support::notify::World;
use uuid::Uuid;

/// A world with `count` API accounts p01…: their tokens by name, and their users.
async fn players(w: &World, count: usize) -> (BTreeMap<String, String>, Vec<User>) {
    let names: Vec<String> = (1..=count).map(|n| format!("p{n:02}")).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let tokens = w.accounts(&refs).await;
    let mut users = Vec::new();
    for name in &names {
        users.push(w.user(name).await);
    }
    (tokens, users)
}

fn form(game: &str, players: usize, format: TournamentFormat, entrants: u32) -> TournamentForm {
    TournamentForm {
        name: "Autumn championship".into(),
        game: game.into(),
        options: GameOptions {
            players,
            rated: true,
            ..GameOptions::default()
        },
        format,
        rounds: None,
        advance: None,
        groups: None,
        min_players: entrants,
        max_players: entrants,
        deadline_days: 2,
        round_days: 7,
        listed: true,
        signup_days: 3,
        organiser_plays: true,
    }
}

/// Creates the tournament (the first user organises and plays), enters everyone else and
/// lets the sign-up close: round 1 is paired by the worker.
async fn started(w: &World, users: &[User], form: &TournamentForm) -> String {
    let service = &w.app.state.service;
    let tournament = service.create_tournament(&users[0], form).await.unwrap();
    for user in &users[1..] {
        service
            .enter_tournament(&tournament.code, user)
            .await
            .unwrap();
    }
    assert_eq!(
        w.tick().await.tournaments_moved,
        0,
        "the sign-up is still open"
    );
    w.advance(time::Duration::days(3));
    assert_eq!(w.tick().await.tournaments_moved, 1, "the sign-up closed");
    tournament.code
}

async fn view(w: &World, code: &str) -> TournamentView {
    w.app.state.service.tournament(code).await.unwrap()
}

/// The games of the current round still running.
async fn running_games(w: &World, code: &str) -> Vec<Uuid> {
    let view = view(w, code).await;
    let Some(round) = view.rounds.last() else {
        return Vec::new();
    };
    let mut games = BTreeSet::new();
    for seat in &round.seats {
        if let Some(game_id) = seat.game_id {
            let game = w.app.state.store.game(game_id).await.unwrap().unwrap();
            if game.status == maipenrai::store::GameStatus::Active {
                games.insert(game_id);
            }
        }
    }
    games.into_iter().collect()
}

/// Plays the current round's games to their ends with random legal moves; `before_each`
/// may act on a game first (and say whether to go on).
async fn play_round(w: &World, code: &str, tokens: &BTreeMap<String, String>) {
    loop {
        let games = running_games(w, code).await;
        if games.is_empty() {
            return;
        }
        for game_id in games {
            let id = game_id.to_string();
            while w.to_move_while_active(&id).await.is_some() {
                w.random_move(&id, tokens).await;
            }
        }
    }
}

/// Plays every round to the end; returns the number of rounds.
async fn play_out(w: &World, code: &str, tokens: &BTreeMap<String, String>) -> usize {
    for _ in 0..40 {
        if view(w, code).await.tournament.status != TournamentStatus::Running {
            break;
        }
        play_round(w, code, tokens).await;
        assert!(w.tick().await.tournaments_moved <= 1);
    }
    let view = view(w, code).await;
    assert_eq!(view.tournament.status, TournamentStatus::Finished);
    view.rounds.len()
}

/// Every round seats each entrant still in exactly once, at full tables or with a bye.
fn check_rounds(view: &TournamentView, size: usize) {
    for round in &view.rounds {
        let mut seen = BTreeSet::new();
        let mut tables: HashMap<Uuid, usize> = HashMap::new();
        for seat in &round.seats {
            assert!(
                seen.insert(seat.user_id),
                "seated twice in round {}",
                round.round
            );
            if let Some(game_id) = seat.game_id {
                *tables.entry(game_id).or_default() += 1;
            }
        }
        assert!(
            tables.values().all(|&n| n == size),
            "round {}: {tables:?}",
            round.round
        );
    }
}

#[tokio::test]
async fn a_swiss_of_sixteen_at_three_player_tables_with_withdrawals_and_a_timeout() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let (tokens, users) = players(&w, 16).await;
        let mut swiss = form("meridian", 3, TournamentFormat::Swiss, 16);
        swiss.rounds = Some(4);
        let code = started(&w, &users, &swiss).await;
        let first = view(&w, &code).await;
        assert_eq!(first.rounds.len(), 1);
        assert_eq!(
            first.rounds[0]
                .seats
                .iter()
                .filter(|s| s.kind == SeatKind::Bye)
                .count(),
            1
        );

        // Round 1 is played; then two players withdraw.
        play_round(&w, &code, &tokens).await;
        let service = &w.app.state.service;
        for user in &users[14..] {
            service.leave_tournament(&code, user).await.unwrap();
        }
        assert_eq!(
            w.tick().await.tournaments_moved,
            1,
            "{db:?}: round 2 paired"
        );
        let second = view(&w, &code).await;
        let gone: BTreeSet<Uuid> = users[14..].iter().map(|u| u.user_id).collect();
        assert!(second.rounds[1]
            .seats
            .iter()
            .all(|s| !gone.contains(&s.user_id)));
        assert_eq!(second.rounds[1].seats.len(), 14);

        // In round 2 one game's player lets the move deadline run out: the server moves.
        let stalled = running_games(&w, &code).await[0].to_string();
        let before = w.state(&stalled, None).await["seq"].clone();
        w.advance(time::Duration::days(3));
        assert!(
            w.tick().await.automatic_passes >= 1,
            "{db:?}: the deadline ran out"
        );
        assert_ne!(w.state(&stalled, None).await["seq"], before);

        let rounds = play_out(&w, &code, &tokens).await;
        assert_eq!(rounds, 4, "{db:?}");
        let done = view(&w, &code).await;
        check_rounds(&done, 3);
        // Nobody met anyone twice, and nobody had two byes.
        let mut met = BTreeSet::new();
        let mut byes: HashMap<Uuid, usize> = HashMap::new();
        for round in &done.rounds {
            let mut tables: HashMap<Uuid, Vec<Uuid>> = HashMap::new();
            for seat in &round.seats {
                match seat.game_id {
                    Some(game_id) => tables.entry(game_id).or_default().push(seat.user_id),
                    None => *byes.entry(seat.user_id).or_default() += 1,
                }
            }
            for table in tables.values() {
                for a in table {
                    for b in table.iter().filter(|b| a < *b) {
                        assert!(met.insert((*a, *b)), "{db:?}: a pair met twice");
                    }
                }
            }
        }
        assert!(byes.values().all(|&n| n == 1), "{db:?}: {byes:?}");
        // Standings: best first, every point accounted for (3 points a game, a bye 1).
        let lines = &done.standings;
        assert!(lines.windows(2).all(|p| p[0].points >= p[1].points));
        let games: usize = done
            .rounds
            .iter()
            .map(|r| r.seats.iter().filter(|s| s.kind == SeatKind::Table).count() / 3)
            .sum();
        let total: u32 = lines.iter().map(|l| l.points).sum();
        assert_eq!(total as usize, games * 6 + byes.len() * 2, "{db:?}");
    }
}

#[tokio::test]
async fn a_round_robin_of_five_at_two_player_tables() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let (tokens, users) = players(&w, 5).await;
        let code = started(
            &w,
            &users,
            &form("king-of-siam", 2, TournamentFormat::RoundRobin, 5),
        )
        .await;
        let rounds = play_out(&w, &code, &tokens).await;
        assert_eq!(rounds, 5, "{db:?}: five rounds, one bye each");
        let done = view(&w, &code).await;
        check_rounds(&done, 2);
        let mut pairs = BTreeSet::new();
        for round in &done.rounds {
            let mut tables: HashMap<Uuid, Vec<Uuid>> = HashMap::new();
            for seat in round.seats.iter().filter(|s| s.kind == SeatKind::Table) {
                tables
                    .entry(seat.game_id.unwrap())
                    .or_default()
                    .push(seat.user_id);
            }
            for mut table in tables.into_values() {
                table.sort();
                assert!(
                    pairs.insert((table[0], table[1])),
                    "{db:?}: a pair met twice"
                );
            }
        }
        assert_eq!(pairs.len(), 10, "{db:?}: everyone met everyone");
        let total: u32 = done.standings.iter().map(|l| l.points).sum();
        assert_eq!(
            total,
            10 * 2 + 5,
            "{db:?}: ten games and five byes of half a point"
        );
    }
}

#[tokio::test]
async fn an_elimination_of_eight_at_tables_of_partners() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let (tokens, users) = players(&w, 8).await;
        let code = started(
            &w,
            &users,
            &form("king-of-siam", 4, TournamentFormat::Elimination, 8),
        )
        .await;
        play_round(&w, &code, &tokens).await;
        assert_eq!(w.tick().await.tournaments_moved, 1);
        let semi = view(&w, &code).await;
        // From each first-round table the winning side (two partners) goes on.
        let winners: BTreeSet<Uuid> = semi.rounds[0]
            .seats
            .iter()
            .filter(|s| s.place == Some(1))
            .map(|s| s.user_id)
            .collect();
        let finalists: BTreeSet<Uuid> = semi.rounds[1].seats.iter().map(|s| s.user_id).collect();
        assert_eq!(winners.len(), 4, "{db:?}: {:?}", semi.rounds[0].seats);
        assert_eq!(finalists, winners, "{db:?}");
        // Partners share their side's place.
        for seat in &semi.rounds[0].seats {
            let partner = semi.rounds[0].seats.iter().find(|o| {
                o.game_id == seat.game_id && o.side == seat.side && o.user_id != seat.user_id
            });
            assert_eq!(partner.map(|p| p.place), Some(seat.place), "{db:?}");
        }
        assert_eq!(
            play_out(&w, &code, &tokens).await,
            2,
            "{db:?}: then the final"
        );
        check_rounds(&view(&w, &code).await, 4);
        // The page draws the bracket: four go on from round 1, the final's winning side
        // (two partners) is marked too.
        let page = w.page("p01", &format!("/tournaments/{code}")).await;
        page.assert_contains("data-testid=\"bracket\"");
        assert!(!page.body.contains("data-testid=\"cross-table\""), "{db:?}");
        let marked = page
            .body
            .matches("<span class=\"badge\">goes on</span>")
            .count();
        assert_eq!(marked, 4 + 2, "{db:?}");
    }
}

#[tokio::test]
async fn two_instances_pair_each_round_once() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let (tokens, users) = players(&w, 6).await;
        let mut swiss = form("king-of-siam", 2, TournamentFormat::Swiss, 6);
        swiss.rounds = Some(2);
        let service = &w.app.state.service;
        let tournament = service.create_tournament(&users[0], &swiss).await.unwrap();
        for user in &users[1..] {
            service
                .enter_tournament(&tournament.code, user)
                .await
                .unwrap();
        }
        let other = World::on(&w.database_url, |_| {}).await;
        w.advance(time::Duration::days(3));
        other.advance(time::Duration::days(3));
        for round in 1..=2 {
            let (a, b) = tokio::join!(
                w.app.state.service.move_tournaments(),
                other.app.state.service.move_tournaments()
            );
            assert_eq!(
                a.unwrap() + b.unwrap(),
                1,
                "{db:?}: round {round} paired once"
            );
            let now = view(&w, &tournament.code).await;
            assert_eq!(now.rounds.len(), round);
            check_rounds(&now, 2);
            play_round(&w, &tournament.code, &tokens).await;
        }
        let (a, b) = tokio::join!(
            w.app.state.service.move_tournaments(),
            other.app.state.service.move_tournaments()
        );
        assert_eq!(a.unwrap() + b.unwrap(), 1, "{db:?}: finished once");
        assert_eq!(
            view(&w, &tournament.code).await.tournament.status,
            TournamentStatus::Finished
        );
    }
}

#[tokio::test]
async fn organisers_start_early_and_cancel_and_limits_hold() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let (_, users) = players(&w, 4).await;
        let service = &w.app.state.service;
        let mut small = form("king-of-siam", 2, TournamentFormat::Swiss, 2);
        small.rounds = Some(1);
        small.max_players = 3;
        let t = service.create_tournament(&users[0], &small).await.unwrap();
        // Only the organiser starts it, and not alone.
        let start = OrganiserAction::Start;
        assert!(service
            .organise_tournament(&t.code, &users[1], start)
            .await
            .is_err());
        assert!(service
            .organise_tournament(&t.code, &users[0], start)
            .await
            .is_err());
        service.enter_tournament(&t.code, &users[1]).await.unwrap();
        service.enter_tournament(&t.code, &users[2]).await.unwrap();
        let full = service.enter_tournament(&t.code, &users[3]).await;
        assert!(full.is_err(), "{db:?}: three at most");
        assert!(
            service.enter_tournament(&t.code, &users[2]).await.is_err(),
            "{db:?}: twice"
        );
        let begun = service
            .organise_tournament(&t.code, &users[0], start)
            .await
            .unwrap();
        assert_eq!(begun.status, TournamentStatus::Running, "{db:?}");
        assert!(
            service.enter_tournament(&t.code, &users[3]).await.is_err(),
            "{db:?}: too late"
        );
        // An organiser cancels before the start only; a moderator any time.
        let cancel = OrganiserAction::Cancel;
        assert!(service
            .organise_tournament(&t.code, &users[0], cancel)
            .await
            .is_err());
        let p04 = &users[3].username;
        assert!(service
            .organise_tournament(&t.code, &users[3], cancel)
            .await
            .is_err());
        assert!(service.set_moderator(p04, true).await.unwrap());
        let ended = service
            .organise_tournament(&t.code, &users[3], cancel)
            .await
            .unwrap();
        assert_eq!(ended.status, TournamentStatus::Cancelled, "{db:?}");
        // Two listed tournaments at once per organiser.
        service.create_tournament(&users[1], &small).await.unwrap();
        service.create_tournament(&users[1], &small).await.unwrap();
        assert!(
            service.create_tournament(&users[1], &small).await.is_err(),
            "{db:?}"
        );
        // A sign-up that closes with too few players cancels the tournament.
        let lonely = service.create_tournament(&users[2], &small).await.unwrap();
        w.advance(time::Duration::days(3));
        w.tick().await;
        assert_eq!(
            view(&w, &lonely.code).await.tournament.status,
            TournamentStatus::Cancelled
        );
    }
}

#[tokio::test]
async fn deleted_and_suspended_entrants_are_withdrawn_and_blocked_people_never_meet() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let (tokens, users) = players(&w, 6).await;
        let service = &w.app.state.service;
        // p02 blocked p03: in a round robin of two-player tables their meeting is unplayed.
        let path = "/api/v1/players/p03/choice";
        let blocked = w
            .app
            .api_post(
                path,
                Some(&tokens["p02"]),
                Some(serde_json::json!({"choice": "blocked"})),
            )
            .await;
        assert_eq!(blocked.status, 200, "{db:?}");
        let mut robin = form("king-of-siam", 2, TournamentFormat::RoundRobin, 4);
        robin.max_players = 6;
        let t = service.create_tournament(&users[0], &robin).await.unwrap();
        for user in &users[1..] {
            service.enter_tournament(&t.code, user).await.unwrap();
        }
        // p05 deletes their account, a moderator suspends p06, before the start.
        service
            .delete_account(&users[4], maipenrai::http::testing::PASSWORD, None)
            .await
            .unwrap();
        assert!(service.set_moderator("p01", true).await.unwrap());
        service
            .suspend(&users[0], "p06", "cheating", None)
            .await
            .unwrap();
        w.advance(time::Duration::days(3));
        assert_eq!(w.tick().await.tournaments_moved, 1, "{db:?}");
        let rounds = play_out(&w, &t.code, &tokens).await;
        assert_eq!(rounds, 3, "{db:?}: four players left, three rounds");
        let done = view(&w, &t.code).await;
        let withdrawn: Vec<&str> = done
            .tournament
            .entrants
            .iter()
            .filter(|e| e.withdrawn_at.is_some())
            .map(|e| e.user.username.as_str())
            .collect();
        assert_eq!(withdrawn.len(), 2, "{db:?}: {withdrawn:?}");
        let gone = [users[4].user_id, users[5].user_id];
        let (p02, p03) = (users[1].user_id, users[2].user_id);
        let mut unplayed = 0;
        for round in &done.rounds {
            assert!(
                round.seats.iter().all(|s| !gone.contains(&s.user_id)),
                "{db:?}"
            );
            for seat in &round.seats {
                if seat.kind == SeatKind::Unplayed {
                    unplayed += 1;
                    assert!([p02, p03].contains(&seat.user_id), "{db:?}");
                }
                if seat.user_id == p02 && seat.kind == SeatKind::Table {
                    let mates = round
                        .seats
                        .iter()
                        .filter(|o| o.game_id == seat.game_id && o.user_id == p03);
                    assert_eq!(mates.count(), 0, "{db:?}: blocked people met");
                }
            }
        }
        assert_eq!(unplayed, 2, "{db:?}: one meeting, told on both sides");
    }
}

#[tokio::test]
async fn the_api_creates_lists_and_runs_a_tournament_and_its_limits_hold_under_a_flood() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let (tokens, _) = players(&w, 3).await;
        let app = &w.app;
        let body = |listed: bool| {
            serde_json::json!({"name": " Club night ", "game": "king-of-siam", "players": 2,
                "format": "swiss", "rounds": 2, "min_players": 2, "max_players": 4,
                "deadline_days": 3, "round_days": 7, "signup_days": 5, "listed": listed})
        };
        // Outside the document: 400; inside it but the parts disagree: 409.
        let mut outside = body(false);
        outside["rounds"] = serde_json::json!(16);
        let res = app
            .api_post("/api/v1/tournaments", Some(&tokens["p01"]), Some(outside))
            .await;
        assert_eq!(res.status, 400, "{db:?}: {}", res.body);
        let mut short = body(false);
        short["round_days"] = serde_json::json!(2);
        let res = app
            .api_post("/api/v1/tournaments", Some(&tokens["p01"]), Some(short))
            .await;
        assert_eq!(res.status, 409, "{db:?}: {}", res.body);
        let res = app
            .api_post("/api/v1/tournaments", None, Some(body(false)))
            .await;
        assert_eq!(res.status, 401, "{db:?}");

        // The whole life of one: create, enter, start, read, list.
        let res = app
            .api_post(
                "/api/v1/tournaments",
                Some(&tokens["p01"]),
                Some(body(false)),
            )
            .await;
        assert_eq!(res.status, 201, "{db:?}: {}", res.body);
        let code = res.json()["code"].as_str().unwrap().to_string();
        assert_eq!(res.json()["name"], "Club night");
        for who in ["p02", "p03"] {
            let path = format!("/api/v1/tournaments/{code}/enter");
            let res = app.api_post(&path, Some(&tokens[who]), None).await;
            assert_eq!(res.status, 200, "{db:?}: {}", res.body);
        }
        let path = format!("/api/v1/tournaments/{code}/enter");
        let again = app.api_post(&path, Some(&tokens["p02"]), None).await;
        assert_eq!(again.status, 409, "{db:?}");
        let path = format!("/api/v1/tournaments/{code}/start");
        let res = app.api_post(&path, Some(&tokens["p02"]), None).await;
        assert_eq!(res.status, 403, "{db:?}: only the organiser starts it");
        let res = app.api_post(&path, Some(&tokens["p01"]), None).await;
        assert_eq!(res.status, 200, "{db:?}: {}", res.body);
        let read = app
            .api_ok(&format!("/api/v1/tournaments/{code}"), None)
            .await;
        assert_eq!(read["status"], "running");
        let round = &read["rounds"][0];
        assert_eq!(round["tables"].as_array().unwrap().len(), 1, "{read}");
        assert_eq!(round["byes"].as_array().unwrap().len(), 1, "{read}");
        assert_eq!(round["byes"][0]["points"], 0.5, "{read}");
        // Private: listed to its players only.
        let mine = app
            .api_ok("/api/v1/tournaments?status=running", Some(&tokens["p03"]))
            .await;
        assert_eq!(mine["tournaments"].as_array().unwrap().len(), 1, "{db:?}");
        let strangers = app.api_ok("/api/v1/tournaments", None).await;
        assert_eq!(
            strangers["tournaments"].as_array().unwrap().len(),
            0,
            "{db:?}"
        );
        let res = app
            .api_get("/api/v1/tournaments?status=cancelled", None)
            .await;
        assert_eq!(res.status, 400, "{db:?}");

        // A flood of listed ones from one person at once: two listed at most, five an hour.
        let floods = (0..12).map(|_| {
            app.api_post(
                "/api/v1/tournaments",
                Some(&tokens["p02"]),
                Some(body(true)),
            )
        });
        let answers = futures_util::future::join_all(floods).await;
        let made = answers.iter().filter(|r| r.status == 201).count();
        let refused: Vec<u16> = answers
            .iter()
            .filter(|r| r.status != 201)
            .map(|r| r.status.as_u16())
            .collect();
        assert_eq!(made, 2, "{db:?}: {refused:?}");
        assert!(
            refused.iter().all(|s| [409, 429].contains(s)),
            "{db:?}: {refused:?}"
        );
        let hourly = (0..8).map(|_| {
            app.api_post(
                "/api/v1/tournaments",
                Some(&tokens["p03"]),
                Some(body(false)),
            )
        });
        let answers = futures_util::future::join_all(hourly).await;
        let made = answers.iter().filter(|r| r.status == 201).count();
        assert_eq!(made, 5, "{db:?}: five an hour");
        assert!(answers
            .iter()
            .all(|r| [201, 429].contains(&r.status.as_u16())));
    }
}

#[tokio::test]
async fn a_round_ends_at_its_deadline_once_extended_and_places_by_the_position() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let (tokens, users) = players(&w, 4).await;
        let mut swiss = form("meridian", 2, TournamentFormat::Swiss, 4);
        swiss.rounds = Some(2);
        (swiss.deadline_days, swiss.round_days) = (14, 14);
        let code = started(&w, &users, &swiss).await;
        // One game of round 1 is played to its end; the other makes one move and stops.
        let games = running_games(&w, &code).await;
        let (played, stalled) = (games[0].to_string(), games[1].to_string());
        while w.to_move_while_active(&played).await.is_some() {
            w.random_move(&played, &tokens).await;
        }
        w.random_move(&stalled, &tokens).await;
        // The organiser extends the round once: 14 more days.
        let path = format!("/api/v1/tournaments/{code}/extend");
        let res = w.app.api_post(&path, Some(&tokens["p02"]), None).await;
        assert_eq!(res.status, 403, "{db:?}: only the organiser");
        let res = w.app.api_post(&path, Some(&tokens["p01"]), None).await;
        assert_eq!(res.status, 200, "{db:?}: {}", res.body);
        let res = w.app.api_post(&path, Some(&tokens["p01"]), None).await;
        assert_eq!(res.status, 409, "{db:?}: once");
        w.advance(time::Duration::days(15));
        // While a game is being played and the round's time is not up, the worker does not
        // even read the tournament.
        let service = &w.app.state.service;
        let due = || async {
            let store = service.store().tournaments().unwrap();
            store.tournaments_to_move(service.now()).await.unwrap()
        };
        assert!(due().await.is_empty(), "{db:?}: nothing to do");
        assert_eq!(w.tick().await.tournaments_moved, 0, "{db:?}: extended");
        assert_eq!(w.state(&stalled, None).await["status"], "active");
        w.advance(time::Duration::days(14));
        assert_eq!(due().await.len(), 1, "{db:?}: the deadline has passed");
        assert_eq!(
            w.tick().await.tournaments_moved,
            1,
            "{db:?}: the deadline ended it"
        );
        assert_eq!(w.state(&stalled, None).await["status"], "cancelled");
        let round = &view(&w, &code).await.rounds[0];
        let id = Uuid::parse_str(&stalled).unwrap();
        let seats: Vec<_> = round
            .seats
            .iter()
            .filter(|s| s.game_id == Some(id))
            .collect();
        assert!(seats.iter().all(|s| s.place.is_some()), "{db:?}: {seats:?}");
        let points: u32 = seats.iter().map(|s| s.points.unwrap()).sum();
        assert_eq!(points, 2, "{db:?}: one game's points");
        // The game's page says why it ended.
        let page = w.page("p01", &format!("/games/{stalled}")).await;
        assert!(
            page.body
                .contains("ended at its tournament round’s deadline"),
            "{db:?}"
        );
    }
}

/// Plays random games of `G` at `players`, checking its ranking of the running position on
/// the way (every seat ranked from 1, someone first) and that, at the end, it agrees with
/// the game's own standings.
fn ranking_holds<G: maipenrai::game::Game>(players: usize, games: u64) {
    use rand::SeedableRng;
    for seed in 0..games {
        let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
        let options = GameOptions {
            players,
            ..GameOptions::default()
        };
        let setup = G::setup(&options, &mut rng);
        let mut state = G::start(&setup).unwrap();
        while let Some(seat) = G::to_move(&state) {
            let ranks = G::ranking(&state).expect("a ranking");
            assert_eq!(ranks.len(), players);
            assert!(ranks.contains(&1) && ranks.iter().all(|&r| (1..=players).contains(&r)));
            let mv = G::random_move(&state, seat, &mut rng).unwrap();
            state = G::apply(&state, seat, &mv).unwrap().0;
        }
        let outcome = G::result(&state).unwrap();
        let ranks = maipenrai::game::ranks_by_seat(&outcome.standings, players).unwrap();
        assert_eq!(G::ranking(&state), Some(ranks), "seed {seed}");
    }
}

#[test]
fn every_game_ranks_a_running_position_as_it_would_its_end() {
    for players in 2..=4 {
        ranking_holds::<maipenrai::games::siam::KingOfSiam>(players, 5);
    }
    for players in 2..=4 {
        ranking_holds::<maipenrai::games::meridian::Meridian>(players, 5);
    }
}

/// The rounds of tournament `code` as the real server's API shows them.
async fn api_view(api: &support::api::Api, code: &str) -> serde_json::Value {
    let res = api
        .get(&format!("/api/v1/tournaments/{code}"), None)
        .await
        .unwrap();
    assert_eq!(res.status, 200, "{}", res.text);
    res.body
}

#[tokio::test]
async fn a_server_killed_while_it_pairs_leaves_every_round_paired_once() {
    use support::api::Api;
    use support::server::Server;
    for db in databases() {
        let url = support::databases::fresh_database_url(db).await;
        let free = &[("PASSWORD_CHECKS_PER_MINUTE", "0")];
        let mut server = Server::start_with(&url, free).await;
        let mut api = Api::new(&server);
        let names: Vec<String> = (1..=16).map(|n| format!("k{n:02}")).collect();
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        let tokens = api.accounts(&refs).await;
        // Eight tournaments of four, each organised by one of k01–k08, the others k09–k16.
        let mut codes = Vec::new();
        for t in 0..8 {
            let body = serde_json::json!({"name": format!("Night {t}"), "game": "king-of-siam",
                "players": 2, "format": "swiss", "rounds": 3, "min_players": 4, "max_players": 4,
                "deadline_days": 3, "round_days": 7, "signup_days": 5});
            let res = api
                .post("/api/v1/tournaments", Some(&tokens[&names[t]]), body)
                .await;
            let res = res.unwrap();
            assert_eq!(res.status, 201, "{}", res.text);
            let code = res.body["code"].as_str().unwrap().to_string();
            for k in 0..3 {
                let who = &names[8 + (t + 3 * k) % 8];
                let path = format!("/api/v1/tournaments/{code}/enter");
                let res = api
                    .post(&path, Some(&tokens[who]), serde_json::json!({}))
                    .await;
                assert_eq!(res.unwrap().status, 200);
            }
            codes.push(code);
        }
        // Every organiser starts at once; the server is killed in the middle.
        let starts = codes.iter().enumerate().map(|(t, code)| {
            let api = api.clone();
            let token = tokens[&names[t]].clone();
            let path = format!("/api/v1/tournaments/{code}/start");
            async move { api.post(&path, Some(&token), serde_json::json!({})).await }
        });
        let starting = tokio::spawn(futures_util::future::join_all(starts));
        tokio::time::sleep(std::time::Duration::from_millis(15)).await;
        server.kill();
        let _ = starting.await;
        server = Server::start_with(&url, free).await;
        api = Api::new(&server);
        for (t, code) in codes.iter().enumerate() {
            if api_view(&api, code).await["status"] == "signup" {
                let path = format!("/api/v1/tournaments/{code}/start");
                let res = api
                    .post(&path, Some(&tokens[&names[t]]), serde_json::json!({}))
                    .await;
                assert_eq!(res.unwrap().status, 200, "{db:?}");
            }
        }
        // Each round's last moves wake the worker, which pairs the next rounds; the server
        // is killed just after, while it pairs, and started again.
        for round in 1..=3 {
            let mut games = Vec::new();
            for code in &codes {
                let view = api_view(&api, code).await;
                let rounds = view["rounds"].as_array().unwrap();
                assert_eq!(rounds.len(), round, "{db:?}: {view}");
                for table in rounds[round - 1]["tables"].as_array().unwrap() {
                    games.push(table["game_id"].as_str().unwrap().to_string());
                }
            }
            assert_eq!(games.len(), 16, "{db:?}: two tables in each");
            for game in &games {
                while api.random_move(game, &tokens).await.unwrap().is_some() {}
            }
            tokio::time::sleep(std::time::Duration::from_millis(150 + 20 * round as u64)).await;
            server.kill();
            server = Server::start_with(&url, free).await;
            api = Api::new(&server);
            // The worker of the new process finishes what the killed one left.
            let want = if round == 3 { "finished" } else { "running" };
            for _ in 0..100 {
                let mut done = 0;
                for code in &codes {
                    let view = api_view(&api, code).await;
                    let rounds = view["rounds"].as_array().unwrap().len();
                    done +=
                        usize::from(view["status"] == want && (round == 3 || rounds == round + 1));
                }
                if done == codes.len() {
                    break;
                }
                tokio::time::sleep(std::time::Duration::from_millis(200)).await;
            }
        }
        // Every round once, every player seated once a round, every table's game there once.
        let mut tables = BTreeSet::new();
        for code in &codes {
            let view = api_view(&api, code).await;
            assert_eq!(view["status"], "finished", "{db:?}: {view}");
            let rounds = view["rounds"].as_array().unwrap();
            assert_eq!(rounds.len(), 3, "{db:?}");
            for (index, round) in rounds.iter().enumerate() {
                assert_eq!(round["round"], index + 1);
                let mut seated = BTreeSet::new();
                for table in round["tables"].as_array().unwrap() {
                    assert!(tables.insert(table["game_id"].as_str().unwrap().to_string()));
                    for seat in table["players"].as_array().unwrap() {
                        assert!(seated.insert(seat["name"].as_str().unwrap().to_string()));
                    }
                }
                assert_eq!(seated.len(), 4, "{db:?}: {round}");
            }
        }
        let rows = support::db::Raw::connect(&url).await.snapshot().await;
        assert_eq!(
            rows["game"].len(),
            tables.len(),
            "{db:?}: no game made twice"
        );
        assert_eq!(rows["tournament_round"].len(), 24, "{db:?}");
        drop(server);
    }
}

/// The fields of the new-tournament form for a round robin of King of Siam at two-player
/// tables, with `changes` applied.
fn web_form<'a>(csrf: &'a str, changes: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    let mut fields = vec![
        ("csrf", csrf),
        ("game", "king-of-siam"),
        ("name", "Club night"),
        ("format", "round_robin"),
        ("players", "2"),
        ("rounds", "4"),
        ("advance", "1"),
        ("min_players", "4"),
        ("max_players", "4"),
        ("deadline_days", "2"),
        ("round_days", "7"),
        ("signup_days", "3"),
        ("listed", "listed"),
        ("rated", "rated"),
        ("play", "yes"),
    ];
    for (name, value) in changes {
        match fields.iter_mut().find(|(n, _)| n == name) {
            Some(field) => field.1 = value,
            None => fields.push((name, value)),
        }
    }
    fields
}

#[tokio::test]
async fn the_web_pages_create_enter_start_and_show_a_tournament_in_four_languages() {
    use maipenrai::http::testing::Browser;
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let (tokens, users) = players(&w, 4).await;
        let organiser = w.browser("p01").await;
        let list = organiser.get("/tournaments").await;
        assert_eq!(list.status, 200, "{db:?}");
        list.assert_contains("Organise a tournament");
        let csrf = Browser::csrf_of(&list);
        // A number that is not one: said in words, nothing created.
        let bad = web_form(&csrf, &[("min_players", "four")]);
        let res = organiser.post_form("/tournaments", &bad).await;
        let back = organiser.follow_see_other(&res).await;
        back.assert_contains("whole numbers");
        let res = organiser
            .post_form("/tournaments", &web_form(&csrf, &[]))
            .await;
        let path = res.location().expect("to the tournament");
        assert!(path.starts_with("/tournaments/"), "{db:?}: {path}");
        let code = path.trim_start_matches("/tournaments/").to_string();
        let page = organiser.follow(&res).await;
        page.assert_contains("Club night");
        page.assert_contains("Taking players until");
        // A visitor is asked to log in; the others enter with the button.
        let visitor = w.app.browser().get(&path).await;
        visitor.assert_contains(&format!("/login?next=/tournaments/{code}"));
        for name in ["p02", "p03", "p04"] {
            let b = w.browser(name).await;
            let page = b.get(&path).await;
            page.assert_contains("data-testid=\"tournament-enter\"");
            let res = b
                .post_form(
                    &format!("{path}/enter"),
                    &[("csrf", &Browser::csrf_of(&page))],
                )
                .await;
            b.follow_see_other(&res)
                .await
                .assert_contains("You have entered");
        }
        // Only the organiser starts it.
        let p02 = w.browser("p02").await;
        let csrf2 = Browser::csrf_of(&p02.get(&path).await);
        let res = p02
            .post_form(&format!("{path}/start"), &[("csrf", &csrf2)])
            .await;
        p02.follow_see_other(&res)
            .await
            .assert_contains("the tournament’s organiser can do that");
        let res = organiser
            .post_form(&format!("{path}/start"), &[("csrf", &csrf)])
            .await;
        organiser
            .follow_see_other(&res)
            .await
            .assert_contains("round 1 is being played");
        // Each player finds their game, and the game its tournament.
        let page = p02.get(&path).await;
        page.assert_contains("Your game of round 1");
        let game = page
            .body
            .split("class=\"button-link\" href=\"/games/")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .expect("a game link")
            .to_string();
        let lobby = p02.get("/").await;
        lobby.assert_contains("Your tournaments");
        lobby.assert_contains(&format!(
            "href=\"/games/{game}\" data-testid=\"tournament-game\""
        ));
        let profile = w.page("p03", "/players/p02").await;
        profile.assert_contains("data-testid=\"player-tournaments\"");
        profile.assert_contains("Club night");
        let game_page = p02.get(&format!("/games/{game}")).await;
        game_page.assert_contains("Tournament “Club night”, round 1");
        game_page.assert_contains(&format!("href=\"/tournaments/{code}\""));
        // Played to the end: standings, the cross-table and the exports.
        assert_eq!(play_out(&w, &code, &tokens).await, 3, "{db:?}");
        let page = organiser.get(&path).await;
        for part in ["tournament-standings", "cross-table", "rounds"] {
            page.assert_contains(&format!("data-testid=\"{part}\""));
        }
        page.assert_contains("Finished");
        let csv = organiser.get(&format!("{path}/results.csv")).await;
        assert_eq!(csv.status, 200, "{db:?}");
        let lines: Vec<&str> = csv.body.lines().collect();
        assert_eq!(
            lines[0],
            "rank,player,points,opponents_points,wins,played,byes,withdrawn"
        );
        let points: f64 = lines[1..5]
            .iter()
            .map(|line| line.split(',').nth(2).unwrap().parse::<f64>().unwrap())
            .sum();
        assert_eq!(points, 6.0, "{db:?}: six games, a point each");
        // Six games, two seats each, after the standings and a blank line and a header.
        assert_eq!(lines.len(), 1 + 4 + 2 + 12, "{db:?}: {}", csv.body);
        let json = organiser.get(&format!("{path}/results.json")).await;
        assert_eq!(json.json()["status"], "finished", "{db:?}");
        assert_eq!(json.json()["standings"].as_array().unwrap().len(), 4);
        // The page in the other three languages.
        for (language, words) in [
            ("nl", ["Stand", "Kruistabel"]),
            ("fr", ["Classement", "Grille américaine"]),
            ("it", ["Classifica", "Tabellone incrociato"]),
        ] {
            organiser.get(&format!("/language/{language}")).await;
            let page = organiser.get(&path).await;
            for word in words {
                page.assert_contains(word);
            }
            let list = organiser.get("/tournaments").await;
            list.assert_contains("Club night");
        }
        // A moderator cancels a running tournament from its page; its organiser could not.
        let service = &w.app.state.service;
        let mut form = form("meridian", 2, TournamentFormat::Swiss, 4);
        form.rounds = Some(2);
        form.listed = false;
        let code = started(&w, &users, &form).await;
        let path = format!("/tournaments/{code}");
        // Joined by link only: on its players' own profiles, not on what others see.
        let theirs = w.page("p03", "/players/p02").await;
        assert!(!theirs.body.contains("Autumn championship"), "{db:?}");
        w.page("p02", "/players/p02")
            .await
            .assert_contains("Autumn championship");
        let page = organiser.get(&path).await;
        assert!(!page.body.contains("tournament-cancel"), "{db:?}");
        assert!(service.set_moderator("p04", true).await.unwrap());
        let moderator = w.browser("p04").await;
        let page = moderator.get(&path).await;
        let res = moderator
            .post_form(
                &format!("{path}/cancel"),
                &[("csrf", &Browser::csrf_of(&page))],
            )
            .await;
        moderator.follow_see_other(&res).await;
        assert_eq!(
            view(&w, &code).await.tournament.status,
            TournamentStatus::Cancelled,
            "{db:?}"
        );
    }
}

/// The subjects of the mails `address` received, in order.
fn subjects(sink: &support::notify::SmtpSink, address: &str) -> Vec<String> {
    sink.mails_to(address)
        .into_iter()
        .map(|m| m.subject)
        .collect()
}

#[tokio::test]
async fn notices_tell_each_player_of_the_round_the_wait_the_end_and_announcements() {
    use maipenrai::service::tournaments::ANNOUNCEMENTS_PER_DAY;
    for db in databases() {
        let (sink, w) = support::notify::mail_world(db).await;
        let (tokens, users) = players(&w, 5).await;
        let address = |i: usize| format!("p{:02}@example.org", i + 1);
        for (i, user) in users.iter().enumerate() {
            w.verified_email(&user.username, &address(i)).await;
        }
        let now = w.clock_now();
        let notify = w.store();
        notify
            .set_language(users[2].user_id, "nl", now)
            .await
            .unwrap();
        for user in &users[..2] {
            let tokyo = "Asia/Tokyo";
            notify
                .set_time_zone(user.user_id, tokyo, now)
                .await
                .unwrap();
        }
        let mut swiss = form("king-of-siam", 2, TournamentFormat::Swiss, 5);
        swiss.rounds = Some(1);
        let code = started(&w, &users, &swiss).await;
        w.tick().await;
        // At a table, the game's start names the round; with the bye, the round's own notice.
        let first = view(&w, &code).await;
        let bye = (0..5)
            .find(|&i| {
                first.rounds[0]
                    .byes()
                    .any(|s| s.user_id == users[i].user_id)
            })
            .expect("a bye among five");
        for i in 0..5 {
            let mails = sink.mails_to(&address(i));
            assert_eq!(mails.len(), 1, "{db:?}: p{}", i + 1);
            let (subject, body) = (&mails[0].subject, &mails[0].body);
            let (round, game) = match i {
                2 => (
                    "Ronde 1 van ‘Autumn championship’ is begonnen",
                    "Dit is je spel van ronde 1 van ‘Autumn championship’",
                ),
                _ => (
                    "Round 1 of “Autumn championship” has started",
                    "This is your game of round 1 of “Autumn championship”",
                ),
            };
            if i == bye {
                assert_eq!(subject, round, "{db:?}");
            } else {
                assert!(body.contains(game), "{db:?}: p{}: {body}", i + 1);
            }
            // The round's deadline in the reader's time zone.
            assert_eq!(body.contains("JST"), i < 2, "{db:?}: p{}: {body}", i + 1);
        }
        // A second pass tells nobody twice.
        w.tick().await;
        assert_eq!(sink.mails().len(), 5, "{db:?}");
        // The feed says it too.
        let service = &w.app.state.service;
        let feed = maipenrai::notify::feed::atom(service, &users[bye], "https://x/feed")
            .await
            .unwrap();
        assert!(
            feed.contains("has started") || feed.contains("is begonnen"),
            "{db:?}: {feed}"
        );

        // One game ends: the round waits for the other, and tells its two players only.
        let games = running_games(&w, &code).await;
        let (done, left) = (games[0].to_string(), games[1]);
        while w.to_move_while_active(&done).await.is_some() {
            w.random_move(&done, &tokens).await;
        }
        w.tick().await;
        w.tick().await;
        let now = view(&w, &code).await;
        let waiting: Vec<usize> = (0..5)
            .filter(|&i| {
                now.rounds[0]
                    .seat_of(users[i].user_id)
                    .is_some_and(|s| s.game_id == Some(left))
            })
            .collect();
        assert_eq!(waiting.len(), 2, "{db:?}");
        for i in 0..5 {
            let told = subjects(&sink, &address(i))
                .iter()
                .filter(|s| s.contains("waiting for your game") || s.contains("wacht op jouw spel"))
                .count();
            assert_eq!(
                told,
                usize::from(waiting.contains(&i)),
                "{db:?}: p{}: {:?} {waiting:?}",
                i + 1,
                subjects(&sink, &address(i))
            );
        }

        // The organiser writes to the players from the page: the others receive it.
        let organiser = w.browser("p01").await;
        let path = format!("/tournaments/{code}");
        let page = organiser.get(&path).await;
        let csrf = maipenrai::http::testing::Browser::csrf_of(&page);
        let text = "Round 2 starts on Monday.\nGood luck!";
        let res = organiser
            .post_form(
                &format!("{path}/announcements"),
                &[("csrf", &csrf), ("text", text)],
            )
            .await;
        let shown = organiser.follow_see_other(&res).await;
        shown.assert_contains("data-testid=\"announcement\"");
        shown.assert_contains("Good luck!");
        // Only the organiser writes one.
        let other = w
            .app
            .state
            .service
            .announce(&code, &users[1], "me too")
            .await;
        assert!(other.is_err(), "{db:?}");
        // Mail goes to those not on the site right now (the players just moved).
        w.advance(maipenrai::notify::derive::ACTIVE_WINDOW + time::Duration::minutes(1));
        w.tick().await;
        for i in 1..5 {
            let mails = sink.mails_to(&address(i));
            let news = mails
                .iter()
                .filter(|m| m.body.contains("Good luck!"))
                .count();
            assert_eq!(news, 1, "{db:?}: p{}", i + 1);
        }
        assert!(
            !sink
                .mails_to(&address(0))
                .iter()
                .any(|m| m.body.contains("Good luck!")),
            "{db:?}: not to the organiser"
        );
        // A flood of announcements: the day's limit holds.
        let notes: Vec<String> = (0..8).map(|n| format!("note {n}")).collect();
        let tries = notes
            .iter()
            .map(|note| service.announce(&code, &users[0], note));
        let sent = futures_util::future::join_all(tries)
            .await
            .into_iter()
            .filter(Result::is_ok)
            .count();
        assert_eq!(sent + 1, ANNOUNCEMENTS_PER_DAY as usize, "{db:?}");

        // The end: everyone hears their place (by mail once off the site a while).
        play_round(&w, &code, &tokens).await;
        w.advance(maipenrai::notify::derive::ACTIVE_WINDOW + time::Duration::minutes(1));
        assert_eq!(w.tick().await.tournaments_moved, 1, "{db:?}");
        assert_eq!(
            view(&w, &code).await.tournament.status,
            TournamentStatus::Finished
        );
        let feed = maipenrai::notify::feed::atom(service, &users[0], "https://x/feed")
            .await
            .unwrap();
        for part in ["“Autumn championship” is over", "Your place:", "Good luck!"] {
            assert!(feed.contains(part), "{db:?}: {part} in {feed}");
        }
        for i in 0..5 {
            let over = sink
                .mails_to(&address(i))
                .into_iter()
                .filter(|m| {
                    let over = m.subject.contains("is over") || m.subject.contains("is afgelopen");
                    over && m.subject.contains("Autumn championship")
                })
                .collect::<Vec<_>>();
            assert_eq!(over.len(), 1, "{db:?}: p{}", i + 1);
            assert!(
                over[0].body.contains("of 5") || over[0].body.contains("van 5"),
                "{db:?}: {}",
                over[0].body
            );
        }
    }
}

/// The organiser's substitute for a player who withdrew in round 1 takes their seed and
/// plays the rest of their round robin schedule; refused when late, in an elimination,
/// for someone who did not withdraw or has a substitute, for a name the organiser may not
/// invite (unknown and blocked alike) and for an entrant.
#[tokio::test]
async fn a_substitute_takes_the_place_of_a_player_who_withdrew_in_round_one() {
    use maipenrai::http::testing::Browser;
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let (tokens, users) = players(&w, 7).await;
        let service = &w.app.state.service;
        // p07 blocked the organiser.
        let blocked = w
            .app
            .api_post(
                "/api/v1/players/p01/choice",
                Some(&tokens["p07"]),
                Some(serde_json::json!({"choice": "blocked"})),
            )
            .await;
        assert_eq!(blocked.status, 200, "{db:?}");
        let robin = form("king-of-siam", 2, TournamentFormat::RoundRobin, 4);
        let t = service.create_tournament(&users[0], &robin).await.unwrap();
        for user in &users[1..4] {
            service.enter_tournament(&t.code, user).await.unwrap();
        }
        let path = format!("/api/v1/tournaments/{}/substitutes", t.code);
        let ask = |who: &'static str, withdrawn: &'static str, substitute: &'static str| {
            let body = serde_json::json!({"withdrawn": withdrawn, "substitute": substitute});
            let token = tokens[who].clone();
            let path = path.clone();
            let app = w.app.clone();
            async move { app.api_post(&path, Some(&token), Some(body)).await }
        };
        let early = ask("p01", "p04", "p05").await;
        assert_eq!(early.status, 409, "{db:?}: {}", early.body);
        assert!(early.body.contains("round 1"), "{db:?}: {}", early.body);
        w.advance(time::Duration::days(3));
        assert_eq!(w.tick().await.tournaments_moved, 1, "{db:?}");
        let planned: BTreeSet<Uuid> = {
            let started = view(&w, &t.code).await;
            let p04 = started.rounds[0].seat_of(users[3].user_id).unwrap();
            let mut met = BTreeSet::new();
            met.insert(
                started.rounds[0]
                    .seats
                    .iter()
                    .find(|s| s.game_id == p04.game_id && s.user_id != users[3].user_id)
                    .unwrap()
                    .user_id,
            );
            met
        };
        let left = w
            .app
            .api_post(
                &format!("/api/v1/tournaments/{}/leave", t.code),
                Some(&tokens["p04"]),
                None,
            )
            .await;
        assert_eq!(left.status, 200, "{db:?}: {}", left.body);
        let not_organiser = ask("p02", "p04", "p05").await;
        assert_eq!(not_organiser.status, 403, "{db:?}");
        let still_in = ask("p01", "p03", "p05").await;
        assert_eq!(still_in.status, 409, "{db:?}");
        assert!(
            still_in.body.contains("is not a player who withdrew"),
            "{db:?}: {}",
            still_in.body
        );
        let unknown = ask("p01", "p04", "nobody-here").await;
        let blocking = ask("p01", "p04", "p07").await;
        assert_eq!(unknown.status, 409, "{db:?}");
        assert_eq!(blocking.status, 409, "{db:?}");
        assert_eq!(
            unknown.body.replace("nobody-here", "?"),
            blocking.body.replace("p07", "?"),
            "{db:?}: a block reads as an unknown name"
        );
        let entrant = ask("p01", "p04", "p02").await;
        assert_eq!(entrant.status, 409, "{db:?}");
        assert!(
            entrant.body.contains("in this tournament already"),
            "{db:?}"
        );
        // The organiser names p05 on the page.
        let organiser = w.browser("p01").await;
        let page = organiser.get(&format!("/tournaments/{}", t.code)).await;
        page.assert_contains("data-testid=\"tournament-substitute\"");
        let res = organiser
            .post_form(
                &format!("/tournaments/{}/substitutes", t.code),
                &[
                    ("csrf", &Browser::csrf_of(&page)),
                    ("withdrawn", "p04"),
                    ("substitute", "p05"),
                ],
            )
            .await;
        let page = organiser.follow_see_other(&res).await;
        page.assert_contains("The substitute is in");
        page.assert_contains("in place of p04");
        assert!(
            !page.body.contains("data-testid=\"tournament-substitute\""),
            "{db:?}"
        );
        let json = w
            .app
            .api_get(&format!("/api/v1/tournaments/{}", t.code), None)
            .await;
        let p05 = json.json()["entrants"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["name"] == "p05")
            .cloned()
            .expect("p05 entered");
        assert_eq!(p05["replaces"], "p04", "{db:?}");
        let twice = ask("p01", "p04", "p06").await;
        assert_eq!(twice.status, 409, "{db:?}: one substitute per player");
        let rounds = play_out(&w, &t.code, &tokens).await;
        assert_eq!(rounds, 3, "{db:?}");
        let done = view(&w, &t.code).await;
        // p05 played rounds 2 and 3 in p04's place: with p04's round-1 opponent, that is
        // everyone else once.
        let mut met = planned;
        for round in &done.rounds[1..] {
            let seat = round.seat_of(users[4].user_id).expect("p05 seated");
            assert!(seat.game_id.is_some(), "{db:?}: p05 played");
            assert!(round.seat_of(users[3].user_id).is_none(), "{db:?}");
            for other in round.seats.iter().filter(|s| s.game_id == seat.game_id) {
                if other.user_id != users[4].user_id {
                    assert!(met.insert(other.user_id), "{db:?}: met twice");
                }
            }
        }
        let others: BTreeSet<Uuid> = users[..3].iter().map(|u| u.user_id).collect();
        assert_eq!(met, others, "{db:?}");
        assert!(done.rounds[0].seat_of(users[4].user_id).is_none(), "{db:?}");
        let late = ask("p01", "p04", "p06").await;
        assert_eq!(late.status, 409, "{db:?}");
        // An elimination takes none.
        let knockout = form("king-of-siam", 2, TournamentFormat::Elimination, 4);
        let k = service
            .create_tournament(&users[0], &knockout)
            .await
            .unwrap();
        let refused = service.substitute(&k.code, &users[0], "p04", "p05").await;
        assert!(
            format!("{refused:?}").contains("elimination"),
            "{db:?}: {refused:?}"
        );
    }
}

/// A round robin in three groups of three at two-player tables, then a final of each
/// group's winner: group tables never mix groups, the final seats the best of each group,
/// and the standings put the finalists first. Refused: groups smaller than a table, and a
/// final that would take a whole group.
#[tokio::test]
async fn a_round_robin_in_groups_then_a_final() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let (tokens, users) = players(&w, 9).await;
        let service = &w.app.state.service;
        let mut grouped = form("king-of-siam", 2, TournamentFormat::RoundRobin, 9);
        grouped.groups = Some(5);
        let small = service.create_tournament(&users[0], &grouped).await;
        assert!(format!("{small:?}").contains("groups"), "{db:?}: {small:?}");
        grouped.groups = Some(3);
        grouped.advance = Some(3);
        let whole = service.create_tournament(&users[0], &grouped).await;
        assert!(format!("{whole:?}").contains("final"), "{db:?}: {whole:?}");
        grouped.advance = None;
        let code = started(&w, &users, &grouped).await;
        let begun = view(&w, &code).await;
        assert_eq!(begun.groups.len(), 3, "{db:?}");
        assert!(begun.groups.iter().all(|g| g.len() == 3), "{db:?}");
        assert_eq!(begun.final_round, None, "{db:?}");
        let rounds = play_out(&w, &code, &tokens).await;
        assert_eq!(rounds, 6, "{db:?}: three group rounds, three of the final");
        let done = view(&w, &code).await;
        assert_eq!(done.final_round, Some(4), "{db:?}");
        let group_of = |user_id: Uuid| {
            let number = done
                .seeded
                .iter()
                .position(|u| u.user_id == user_id)
                .unwrap();
            done.groups
                .iter()
                .position(|g| g.contains(&number))
                .unwrap()
        };
        let mut group_points: HashMap<Uuid, u32> = HashMap::new();
        for round in &done.rounds[..3] {
            for (_, seats) in round.tables() {
                let group = group_of(seats[0].user_id);
                assert!(seats.iter().all(|s| group_of(s.user_id) == group), "{db:?}");
            }
            for seat in &round.seats {
                *group_points.entry(seat.user_id).or_default() += seat.points.unwrap_or(0);
            }
        }
        let finalists: BTreeSet<Uuid> = done.rounds[3].seats.iter().map(|s| s.user_id).collect();
        assert_eq!(finalists.len(), 3, "{db:?}");
        let groups: BTreeSet<usize> = finalists.iter().map(|&f| group_of(f)).collect();
        assert_eq!(groups.len(), 3, "{db:?}: one finalist from each group");
        for &finalist in &finalists {
            for user in &users {
                if group_of(user.user_id) == group_of(finalist) {
                    assert!(
                        group_points[&finalist] >= group_points[&user.user_id],
                        "{db:?}: a group's finalist had the most points in it"
                    );
                }
            }
        }
        for round in &done.rounds[3..] {
            assert!(
                round.seats.iter().all(|s| finalists.contains(&s.user_id)),
                "{db:?}: only finalists in the final"
            );
        }
        let top: BTreeSet<Uuid> = done.standings[..3]
            .iter()
            .map(|line| done.seeded[line.entrant].user_id)
            .collect();
        assert_eq!(top, finalists, "{db:?}: the finalists stand first");
        assert_eq!(done.standings.len(), 9, "{db:?}");
        assert!(
            done.standings.windows(2).all(|w| w[0].rank <= w[1].rank),
            "{db:?}"
        );
        assert!(done.standings[3].rank >= 4, "{db:?}");
        // The page: the stage of everyone, a cross-table per group and the final's.
        let page = w.app.browser().get(&format!("/tournaments/{code}")).await;
        page.assert_contains("Round robin in 3 groups, then a final of each group’s winner");
        page.assert_contains("Group C");
        assert_eq!(
            page.body.matches("data-testid=\"cross-table\"").count(),
            4,
            "{db:?}"
        );
        page.assert_contains("Round 4 · Final");
        let json = w
            .app
            .api_get(&format!("/api/v1/tournaments/{code}"), None)
            .await;
        let json = json.json();
        assert_eq!(json["group_count"], 3, "{db:?}");
        assert_eq!(json["final_round"], 4, "{db:?}");
        assert_eq!(json["groups"].as_array().unwrap().len(), 3, "{db:?}");
    }
}
