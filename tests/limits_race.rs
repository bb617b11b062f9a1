//! The limits counted in the database hold under concurrent requests (docs/security.md,
//! "Limits under concurrent requests"), on SQLite and Postgres: for each, 50 requests sent
//! at once, half through each of two instances on one database, create exactly what the
//! limit allows; every other one is refused with the limit's own answer, and none fails
//! with 500 or 503. The rating worker's verdict per pair too: 50 games of one pair finished
//! at once, rated by two workers at once, and exactly the day's allowance counts.

mod support;

use axum::http::StatusCode;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use futures_util::future::join_all;
use maipenrai::config::Config;
use maipenrai::http::testing::{Browser, TestApp, TestResponse};
use maipenrai::store::Verdict;
use serde_json::{json, Value};
use std::future::Future;
use std::sync::{Arc, Mutex};
use support::notify::World;
use support::{databases, Db};
use uuid::Uuid;
use web_push_native::p256;
use web_push_native::p256::elliptic_curve::sec1::ToEncodedPoint as _;

/// Requests sent at once.
const BURST: usize = 50;

/// Two instances of the server on one fresh database, both configured by `tweak`.
async fn two_instances(db: Db, tweak: impl Fn(&mut Config)) -> [World; 2] {
    let one = World::new(db, &tweak).await;
    let two = World::on(&one.database_url, &tweak).await;
    [one, two]
}

/// [`BURST`] requests at once, each on a task of its own, alternately through each
/// instance: request `i` is `request(app, i)`. Their answers, in order.
async fn burst<F, Fut>(instances: &[World; 2], request: F) -> Vec<TestResponse>
where
    F: Fn(TestApp, usize) -> Fut,
    Fut: Future<Output = TestResponse> + Send + 'static,
{
    let tasks: Vec<_> = (0..BURST)
        .map(|i| tokio::spawn(request(instances[i % 2].app.clone(), i)))
        .collect();
    join_all(tasks)
        .await
        .into_iter()
        .map(|answer| answer.expect("the request's task ends"))
        .collect()
}

/// The message of an API error.
fn message(answer: &TestResponse) -> String {
    serde_json::from_str::<Value>(&answer.body)
        .ok()
        .and_then(|body| body["error"]["message"].as_str().map(str::to_string))
        .unwrap_or_default()
}

/// Checks that of the `answers`, exactly `allowed` are `ok` and each other one is
/// `refused` with an error message containing `words` (none a 500 or 503).
#[track_caller]
fn assert_limited(
    db: Db,
    answers: &[TestResponse],
    allowed: usize,
    (ok, refused, words): (StatusCode, StatusCode, &str),
) {
    let statuses: Vec<u16> = answers.iter().map(|a| a.status.as_u16()).collect();
    for answer in answers {
        assert!(
            answer.status == ok || (answer.status == refused && message(answer).contains(words)),
            "{db:?}: {} {} (all: {statuses:?})",
            answer.status,
            answer.body
        );
    }
    let passed = answers.iter().filter(|a| a.status == ok).count();
    assert_eq!(passed, allowed, "{db:?}: {statuses:?}");
}

/// A request of a burst: `POST /api/v1/invitations` with `body` as `token`.
fn invite(token: &str, body: Value) -> impl Fn(TestApp, usize) -> Request {
    let token = token.to_string();
    move |app, _| {
        let (token, body) = (token.clone(), body.clone());
        Box::pin(async move {
            app.api_post("/api/v1/invitations", Some(&token), Some(body))
                .await
        })
    }
}

type Request = std::pin::Pin<Box<dyn Future<Output = TestResponse> + Send>>;

/// The computer-games range of accounts (`COMPUTER_GAMES_PER_PERSON`).
fn computer_accounts() -> (Uuid, Uuid) {
    let ids: Vec<Uuid> = maipenrai::service::computers::computer_accounts()
        .map(|(id, _)| id)
        .collect();
    (*ids.iter().min().unwrap(), *ids.iter().max().unwrap())
}

async fn computer_games_of(w: &World, name: &str) -> u32 {
    let id = w.user(name).await.user_id;
    let store = &w.app.state.store;
    store
        .computer_games_of(id, computer_accounts())
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_new_games_with_computers_makes_only_computer_games_per_person() {
    for db in databases() {
        let worlds = two_instances(db, |c| c.computer_games_per_person = 3).await;
        let ann = worlds[0].account("ann").await;
        let body = json!({"game": "meridian", "players": 2, "computers": ["beginner"]});
        let answers = burst(&worlds, invite(&ann, body)).await;
        let limit = "you are already in 3 games with computer players";
        assert_limited(
            db,
            &answers,
            3,
            (StatusCode::CREATED, StatusCode::CONFLICT, limit),
        );
        assert_eq!(computer_games_of(&worlds[0], "ann").await, 3, "{db:?}");
        let ann_id = worlds[0].user("ann").await.user_id;
        let store = &worlds[0].app.state.store;
        assert_eq!(store.games_for_user(ann_id).await.unwrap().len(), 3);
        assert!(store.open_invitations_for(ann_id).await.unwrap().is_empty());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_joins_at_computer_tables_takes_only_computer_games_per_person() {
    for db in databases() {
        let worlds = two_instances(db, |c| c.computer_games_per_person = 3).await;
        // The tables: a host on an instance that allows more, each with a computer seated
        // and a seat free.
        let host = World::on(&worlds[0].database_url, |c| {
            c.computer_games_per_person = 100
        })
        .await;
        let hal = host.account("hal").await;
        let cid = host.account("cid").await;
        let body = json!({"game": "meridian", "players": 3, "computers": ["beginner"]});
        let mut codes = Vec::new();
        for _ in 0..BURST {
            let invitation = host.app.api_invite(&hal, body.clone()).await;
            codes.push(invitation["code"].as_str().unwrap().to_string());
        }
        let codes = Arc::new(codes);
        let answers = burst(&worlds, |app, i| {
            let (codes, cid) = (codes.clone(), cid.clone());
            async move { app.api_invitation_action(&codes[i], "join", &cid).await }
        })
        .await;
        let limit = "you are already in 3 games with computer players";
        assert_limited(
            db,
            &answers,
            3,
            (StatusCode::OK, StatusCode::CONFLICT, limit),
        );
        assert_eq!(computer_games_of(&worlds[0], "cid").await, 3, "{db:?}");
    }
}

/// ann and bea on two instances configured by `tweak`, and the open invitations of ann
/// naming bea after a burst of invitations naming her.
async fn invitations_naming_bea(db: Db, tweak: impl Fn(&mut Config)) -> (Vec<TestResponse>, i64) {
    let worlds = two_instances(db, tweak).await;
    let ann = worlds[0].account("ann").await;
    worlds[0].account("bea").await;
    let body = json!({"game": "meridian", "players": 2, "invite": ["bea"]});
    let answers = burst(&worlds, invite(&ann, body)).await;
    let (ann, bea) = (worlds[0].user("ann").await, worlds[0].user("bea").await);
    let store = &worlds[0].app.state.store;
    let naming = store
        .social()
        .unwrap()
        .open_invitations_naming(ann.user_id, bea.user_id)
        .await
        .unwrap();
    // No invitation was left behind without its invitee.
    let open = store.open_invitations_for(ann.user_id).await.unwrap().len();
    assert_eq!(open as i64, naming, "{db:?}");
    (answers, naming)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_invitations_naming_one_person_makes_only_open_invitations_per_invitee() {
    for db in databases() {
        let (answers, naming) = invitations_naming_bea(db, |c| {
            c.social.open_invitations_per_invitee = 3;
            c.social.invitations_by_name_per_hour = 1000;
        })
        .await;
        let limit = "you already have 3 open invitations naming bea";
        assert_limited(
            db,
            &answers,
            3,
            (StatusCode::CREATED, StatusCode::CONFLICT, limit),
        );
        assert_eq!(naming, 3, "{db:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_invitations_by_name_makes_only_invitations_by_name_per_hour() {
    for db in databases() {
        let (answers, naming) = invitations_naming_bea(db, |c| {
            c.social.open_invitations_per_invitee = 1000;
            c.social.invitations_by_name_per_hour = 5;
        })
        .await;
        let limit = "you have invited people by name 5 times in the last hour";
        assert_limited(
            db,
            &answers,
            5,
            (StatusCode::CREATED, StatusCode::TOO_MANY_REQUESTS, limit),
        );
        assert_eq!(naming, 5, "{db:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_reports_files_only_reports_per_hour() {
    for db in databases() {
        let worlds = two_instances(db, |c| c.social.reports_per_hour = 4).await;
        let ann = worlds[0].account("ann").await;
        worlds[0].account("bea").await;
        let answers = burst(&worlds, |app, i| {
            let ann = ann.clone();
            async move {
                let body = json!({"reason": format!("report {i}")});
                app.api_post("/api/v1/players/bea/report", Some(&ann), Some(body))
                    .await
            }
        })
        .await;
        let limit = "you have sent 4 reports in the last hour";
        assert_limited(
            db,
            &answers,
            4,
            (StatusCode::CREATED, StatusCode::TOO_MANY_REQUESTS, limit),
        );
        let ann = worlds[0].user("ann").await;
        let moderation = worlds[0].app.state.store.moderation().unwrap();
        let reports = moderation.open_reports(1000).await.unwrap();
        let filed = reports.iter().filter(|r| r.reporter.user_id == ann.user_id);
        assert_eq!(filed.count(), 4, "{db:?}");
    }
}

/// A browser's push keys: a P-256 public key and a 16-byte secret, base64url.
fn push_keys() -> (String, String) {
    let secret = p256::SecretKey::from_slice(&[7u8; 32]).unwrap();
    let public = secret.public_key().to_encoded_point(false);
    (
        URL_SAFE_NO_PAD.encode(public.as_bytes()),
        URL_SAFE_NO_PAD.encode([9u8; 16]),
    )
}

/// A copy of `browser` with a cookie jar of its own (its flash messages stay its own).
fn copy_of(browser: &Browser, app: TestApp) -> Browser {
    let jar = browser.cookies.lock().unwrap().clone();
    Browser {
        app,
        cookies: Arc::new(Mutex::new(jar)),
    }
}

/// Subscribes device `name` from the settings page's form; the flash on the page it
/// leads to, when the form was answered with a redirect (else the answer itself).
async fn subscribe(browser: &Browser, csrf: &str, name: &str) -> TestResponse {
    let (p256dh, auth) = push_keys();
    let endpoint = format!("http://127.0.0.1:9/push/{name}");
    let fields = [
        ("csrf", csrf),
        ("endpoint", endpoint.as_str()),
        ("p256dh", p256dh.as_str()),
        ("auth", auth.as_str()),
    ];
    let answer = browser.post_form("/settings/push", &fields).await;
    if answer.status != StatusCode::SEE_OTHER {
        return answer;
    }
    browser.follow(&answer).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_push_subscriptions_adds_only_push_devices_max() {
    use maipenrai::service::push::{PUSH_DEVICES_MAX, PUSH_SUBSCRIBES_PER_HOUR};
    for db in databases() {
        let worlds = two_instances(db, |c| c.webhook_allow_loopback = true).await;
        worlds[0].account("gil").await;
        let browser = worlds[0].browser("gil").await;
        let csrf = Browser::csrf_of(&browser.get("/settings").await);
        // One device short of the most, then an hour for the hourly allowance to return.
        for i in 1..PUSH_DEVICES_MAX {
            let page = subscribe(&browser, &csrf, &format!("old-{i}")).await;
            page.assert_contains("This device will now get notifications.");
        }
        for w in &worlds {
            w.advance(time::Duration::minutes(61));
        }
        let answers = burst(&worlds, |app, i| {
            let (browser, csrf) = (copy_of(&browser, app), csrf.clone());
            async move { subscribe(&browser, &csrf, &format!("new-{i}")).await }
        })
        .await;
        // The hourly allowance lets ten through; of those, one finds room for a device.
        let hourly = PUSH_SUBSCRIBES_PER_HOUR as usize;
        let said = |words: &str| answers.iter().filter(|a| a.body.contains(words)).count();
        let added = said("This device will now get notifications.");
        let full = said("You already have 10 devices");
        let limited = said("Too many attempts");
        let statuses: Vec<u16> = answers.iter().map(|a| a.status.as_u16()).collect();
        assert!(
            answers.iter().all(|a| a.status == StatusCode::OK),
            "{db:?}: {statuses:?}"
        );
        assert_eq!(
            (added, full, limited),
            (1, hourly - 1, BURST - hourly),
            "{db:?}"
        );
        let gil = worlds[0].user("gil").await;
        let devices = worlds[0].store().push_subscriptions(gil.user_id).await;
        assert_eq!(devices.unwrap().len(), PUSH_DEVICES_MAX, "{db:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fifty_games_of_a_pair_finished_at_once_rate_only_rated_games_per_pair_per_day() {
    for db in databases() {
        // Games count from the first move: resigned at once, each is rated.
        let worlds = two_instances(db, |c| c.social.rating_min_own_moves = 0).await;
        let (ana, ben) = (
            worlds[0].account("ana").await,
            worlds[0].account("ben").await,
        );
        let body = json!({"game": "king-of-siam", "players": 2, "hands": "original"});
        let mut games = Vec::new();
        for _ in 0..BURST {
            let (_, game) = worlds[0]
                .app
                .api_game_with(&[&ana, &ben], body.clone())
                .await;
            games.push(game.expect("the game started"));
        }
        let games = Arc::new(games);
        let answers = burst(&worlds, |app, i| {
            let (games, ben) = (games.clone(), ben.clone());
            async move {
                let path = format!("/api/v1/games/{}/resign", games[i]);
                app.api_post(&path, Some(&ben), None).await
            }
        })
        .await;
        assert!(answers.iter().all(|a| a.status == StatusCode::OK), "{db:?}");
        // Two rating workers at once.
        let passes = join_all(worlds.iter().map(|w| {
            let service = w.app.state.service.clone();
            tokio::spawn(async move { service.rate_finished_games().await.unwrap() })
        }))
        .await;
        let rated: usize = passes.into_iter().map(|n| n.unwrap()).sum();
        let limit = maipenrai::config::SocialRules::default().rated_games_per_pair_per_day;
        assert_eq!(rated, limit as usize, "{db:?}");
        let social = worlds[0].app.state.store.social().unwrap();
        let mut counted = 0;
        for game in games.iter() {
            let verdict = social.verdict(game.parse().unwrap()).await.unwrap();
            match verdict {
                Some(Verdict::Counted) => counted += 1,
                Some(Verdict::PairLimit) => {}
                other => panic!("{db:?}: game {game} handled as {other:?}"),
            }
        }
        assert_eq!(counted, limit, "{db:?}");
    }
}
