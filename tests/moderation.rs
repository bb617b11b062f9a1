//! Moderation over HTTP, on SQLite and Postgres (`docs/moderation.md`): reports and their
//! limit, muting and blocking people, moderators' pages, removing a message, suspending
//! and restoring an account (and what that does to the person's games and ratings), the
//! record, and the operator's `maipenrai admin` command.

mod support;

use axum::http::StatusCode;
use maipenrai::http::testing::{html_unescape, tokens, Browser, TestResponse, PASSWORD};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use support::databases;
use support::notify::{eventually, mail_world, World};
use time::Duration;

async fn three(w: &World) -> BTreeMap<String, String> {
    tokens(&[
        ("ana", &w.account("ana").await),
        ("ben", &w.account("ben").await),
        ("cleo", &w.account("cleo").await),
    ])
}

/// `ben` writes `text` in the game's chat: the message's id.
async fn write(w: &World, game_id: &str, token: &str, text: &str) -> i64 {
    let path = format!("/api/v1/games/{game_id}/chat");
    let res = w
        .app
        .api_post(&path, Some(token), Some(json!({ "text": text })))
        .await;
    assert_eq!(res.status, StatusCode::CREATED, "{}", res.body);
    res.json()["id"].as_i64().unwrap()
}

/// The chat's messages as `token` reads them: "author: text", or "author: (removed)".
async fn read(w: &World, game_id: &str, token: Option<&str>) -> Vec<String> {
    let chat = w
        .app
        .api_ok(&format!("/api/v1/games/{game_id}/chat"), token)
        .await;
    chat["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            let text = if m["removed"] == true {
                assert_eq!(m["text"], "", "a removed message's text left the server");
                "(removed)"
            } else {
                m["text"].as_str().unwrap()
            };
            format!("{}: {text}", m["author"].as_str().unwrap())
        })
        .collect()
}

async fn post(w: &World, path: &str, token: &str, body: Value) -> TestResponse {
    w.app.api_post(path, Some(token), Some(body)).await
}

async fn report_message(w: &World, id: i64, token: &str, reason: &str) -> TestResponse {
    let path = format!("/api/v1/chat/{id}/report");
    post(w, &path, token, json!({ "reason": reason })).await
}

async fn report_person(w: &World, name: &str, token: &str, reason: &str) -> TestResponse {
    let path = format!("/api/v1/players/{name}/report");
    post(w, &path, token, json!({ "reason": reason })).await
}

async fn choose(w: &World, token: &str, name: &str, choice: &str) {
    let path = format!("/api/v1/players/{name}/choice");
    let res = post(w, &path, token, json!({ "choice": choice })).await;
    assert_eq!(res.status, StatusCode::OK, "{}", res.body);
    assert_eq!(res.json()["choice"], choice);
}

/// Makes `name` a moderator as the operator's command does.
async fn grant(w: &World, name: &str) {
    assert!(w.app.state.service.set_moderator(name, true).await.unwrap());
}

/// The open reports' count, as the store keeps them.
async fn open_reports(w: &World) -> usize {
    w.app
        .state
        .store
        .moderation()
        .unwrap()
        .open_reports(1000)
        .await
        .unwrap()
        .len()
}

/// Sends a moderator's form on `path` with `reason` (and the report, if any): the flash
/// shown on the page it leads to.
async fn act(b: &Browser, path: &str, reason: &str, report: Option<i64>) -> String {
    let report = report.map(|r| r.to_string()).unwrap_or_default();
    let mut fields = vec![("reason", reason)];
    if !report.is_empty() {
        fields.push(("report", report.as_str()));
    }
    let res = b.post_session_form(path, &fields).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{path}: {}", res.body);
    let page = b.follow(&res).await;
    html_unescape(&page.body)
}

#[tokio::test]
async fn people_report_mute_and_block_within_limits() {
    support::notify::require_python_module("aiosmtpd");
    for db in databases() {
        let (sink, w) = mail_world(db).await;
        let all = three(&w).await;
        w.verified_email("ana", "ana@example.org").await;
        let body = json!({"game": "king-of-siam", "players": 2});
        let (_, game_id) = w.app.api_game_with(&[&all["ana"], &all["ben"]], body).await;
        let game_id = game_id.unwrap();
        // The game's start is told now (a turn mail follows only an hour after it).
        w.tick().await;
        let insult = write(&w, &game_id, &all["ben"], "you play like a potato").await;
        let mine = write(&w, &game_id, &all["ana"], "good luck").await;

        // Reports: of a message one reads, not one's own, not one a spectator cannot read.
        let res = report_message(&w, insult, &all["ana"], "an insult").await;
        assert_eq!(res.status, StatusCode::CREATED, "{db:?}: {}", res.body);
        let res = report_message(&w, mine, &all["ana"], "oops").await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{db:?}");
        let res = report_message(&w, insult, &all["cleo"], "I saw it").await;
        assert_eq!(
            res.status,
            StatusCode::NOT_FOUND,
            "{db:?}: cleo cannot read it"
        );
        let res = report_message(&w, insult, &all["ana"], "   ").await;
        assert_eq!(
            res.status,
            StatusCode::BAD_REQUEST,
            "{db:?}: a report needs a reason"
        );
        let res = report_person(&w, "ana", &all["ana"], "me").await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{db:?}");
        let res = report_person(&w, "nobody", &all["ana"], "x").await;
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{db:?}");
        // The page's form, from the chat's "Report" link.
        let ana = w.browser("ana").await;
        let page = ana.get(&format!("/games/{game_id}")).await;
        let link = format!("/report?message={insult}");
        assert!(page.body.contains(&link), "{db:?}: no report link");
        assert!(
            !page.body.contains(&format!("/report?message={mine}")),
            "{db:?}: one's own message has a report link"
        );
        let form = ana.get(&link).await;
        assert_eq!(form.status, StatusCode::OK);
        assert!(html_unescape(&form.body).contains("you play like a potato"));
        let res = ana
            .post_session_form(
                "/report",
                &[("message", &insult.to_string()), ("reason", "rude")],
            )
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        assert!(html_unescape(&ana.follow(&res).await.body)
            .contains("your report went to the moderators"));
        assert_eq!(open_reports(&w).await, 2, "{db:?}");

        // The flood: at most 10 reports an hour, then 429 and nothing stored.
        let mut statuses = Vec::new();
        for i in 0..30 {
            let res = report_person(&w, "ben", &all["cleo"], &format!("spam {i}")).await;
            statuses.push(res.status);
        }
        let created = statuses
            .iter()
            .filter(|s| **s == StatusCode::CREATED)
            .count();
        assert_eq!(created, 10, "{db:?}: {statuses:?}");
        assert!(statuses[10..]
            .iter()
            .all(|s| *s == StatusCode::TOO_MANY_REQUESTS));
        assert_eq!(open_reports(&w).await, 12, "{db:?}");
        w.advance(Duration::minutes(61));
        let res = report_person(&w, "ben", &all["cleo"], "later").await;
        assert_eq!(res.status, StatusCode::CREATED, "{db:?}: the hour passed");

        // ana mutes ben: his words leave her chat, mails and feed; he is not told.
        choose(&w, &all["ana"], "ben", "muted").await;
        assert_eq!(
            read(&w, &game_id, Some(&all["ana"])).await,
            ["ana: good luck"],
            "{db:?}"
        );
        assert_eq!(read(&w, &game_id, Some(&all["ben"])).await.len(), 2);
        let people = w
            .app
            .api_ok("/api/v1/settings/people", Some(&all["ana"]))
            .await;
        assert_eq!(people, json!({"muted": ["ben"], "blocked": []}));
        let profile = ana.get("/players/ben").await;
        assert!(profile.body.contains("muted by you"), "{db:?}");
        let settings = ana.get("/settings").await;
        assert!(settings.body.contains(r#"href="/players/ben""#), "{db:?}");
        // ben writes and moves: ana's turn mail and feed leave his words out.
        while w.to_move(&game_id).await != "ben" {
            w.random_move(&game_id, &all).await;
        }
        write(&w, &game_id, &all["ben"], "muted words").await;
        w.random_move(&game_id, &all).await;
        w.advance(Duration::minutes(10));
        w.tick().await;
        let turn_mail = || {
            sink.mails_to("ana@example.org")
                .into_iter()
                .rfind(|m| m.subject.starts_with("Your turn"))
        };
        eventually(
            std::time::Duration::from_secs(10),
            "ana's turn mail",
            || turn_mail().is_some(),
        )
        .await;
        let mail = turn_mail().unwrap();
        assert!(!mail.body.contains("muted words"), "{db:?}: {}", mail.body);
        let user = w.user("ana").await;
        let feed = maipenrai::notify::feed::atom(&w.app.state.service, &user, "http://x/feed")
            .await
            .unwrap();
        assert!(
            !feed.contains("muted words") && !feed.contains("potato"),
            "{feed}"
        );
        // Unmuted, she reads him again.
        choose(&w, &all["ana"], "ben", "none").await;
        assert!(read(&w, &game_id, Some(&all["ana"]))
            .await
            .contains(&"ben: muted words".to_string()));

        // ana blocks cleo: cleo can neither invite her by name nor join her invitations.
        choose(&w, &all["ana"], "cleo", "blocked").await;
        let by_name = json!({"game": "king-of-siam", "players": 2, "invite": ["ana"]});
        let res = post(&w, "/api/v1/invitations", &all["cleo"], by_name.clone()).await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{db:?}: {}", res.body);
        let unknown = json!({"game": "king-of-siam", "players": 2, "invite": ["zed"]});
        let refused = post(&w, "/api/v1/invitations", &all["cleo"], unknown).await;
        assert_eq!(
            res.json()["error"]["message"]
                .as_str()
                .unwrap()
                .replace("\"ana\"", "\"zed\""),
            refused.json()["error"]["message"],
            "a block is told as an unknown name"
        );
        let invitation = w
            .app
            .api_invite(&all["ana"], json!({"game": "king-of-siam", "players": 2}))
            .await;
        let code = invitation["code"].as_str().unwrap();
        let join = format!("/api/v1/invitations/{code}/join");
        let res = w.app.api_post(&join, Some(&all["cleo"]), None).await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{db:?}: {}", res.body);
        // Told as an invitation that is no longer open, never as a block.
        assert_eq!(
            res.json()["error"]["message"],
            "this invitation is no longer open",
            "{db:?}"
        );
        // The web page says so too, and changes nothing.
        let cleo = w.browser("cleo").await;
        let res = cleo
            .post_session_form(&format!("/invite/{code}/join"), &[])
            .await;
        assert_ne!(res.status, StatusCode::OK);
        assert_eq!(w.app.api_invitation(code).await["status"], "open");
        choose(&w, &all["ana"], "cleo", "none").await;
        let res = w.app.api_post(&join, Some(&all["cleo"]), None).await;
        assert_eq!(res.status, StatusCode::OK, "{db:?}: unblocked, cleo joins");
        // Nobody mutes themselves.
        let res = post(
            &w,
            "/api/v1/players/ana/choice",
            &all["ana"],
            json!({"choice": "muted"}),
        )
        .await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
    }
}

/// Plays the game to its end: the people in `tokens` move themselves, the worker moves
/// for the seats whose players are gone.
async fn play_out(w: &World, game_id: &str, tokens: &BTreeMap<String, String>) {
    for _ in 0..2000 {
        let Some(to_move) = w.to_move_while_active(game_id).await else {
            return;
        };
        if tokens.contains_key(&to_move) {
            w.random_move(game_id, tokens).await;
        } else {
            w.tick().await;
        }
    }
    panic!("the game did not end");
}

#[tokio::test]
async fn moderators_remove_messages_suspend_and_restore() {
    support::notify::require_python_module("aiosmtpd");
    for db in databases() {
        let (sink, w) = mail_world(db).await;
        let all = three(&w).await;
        let mo = w.account("moe").await;
        w.verified_email("ben", "ben@example.org").await;
        // A rated game in which both will have moved twice, and one in which ben has not.
        let rated = json!({"game": "king-of-siam", "players": 2, "rated": true});
        let (_, long) = w
            .app
            .api_game_with(&[&all["ana"], &all["ben"]], rated.clone())
            .await;
        let long = long.unwrap();
        for _ in 0..4 {
            w.random_move(&long, &all).await;
        }
        let (_, short) = w
            .app
            .api_game_with(&[&all["ana"], &all["ben"]], rated)
            .await;
        let short = short.unwrap();
        let before = write(&w, &long, &all["ana"], "hello ben").await;
        let insult = write(&w, &long, &all["ben"], "you play like a potato").await;
        let after = write(&w, &long, &all["ana"], "that was rude").await;
        let report = report_message(&w, insult, &all["ana"], "an insult")
            .await
            .json()["id"]
            .as_i64()
            .unwrap();

        // Only moderators see the moderators' pages; the header links there for them.
        let ana = w.browser("ana").await;
        assert_eq!(ana.get("/moderation").await.status, StatusCode::FORBIDDEN);
        assert!(!ana.get("/").await.body.contains("moderation-link"));
        grant(&w, "moe").await;
        let mob = w.browser("moe").await;
        let page = mob.get("/moderation").await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.body.contains("moderation-link"));
        // The report with its context: the message and the ones around it.
        let text = html_unescape(&page.body);
        for words in [
            "you play like a potato",
            "hello ben",
            "that was rude",
            "an insult",
        ] {
            assert!(
                text.contains(words),
                "{db:?}: {words} missing from the reports page"
            );
        }
        assert!(before < insult && insult < after);

        // A form naming a report that is not about this message does nothing.
        let other = report_person(&w, "ben", &all["cleo"], "his name")
            .await
            .json()["id"]
            .as_i64()
            .unwrap();
        for report in [other, 999_999] {
            let path = format!("/moderation/messages/{insult}/remove");
            let flash = act(&mob, &path, "wrong report", Some(report)).await;
            assert!(flash.contains("not an open report about this"), "{flash}");
        }
        assert_eq!(read(&w, &long, Some(&all["ana"])).await.len(), 3);
        assert_eq!(open_reports(&w).await, 2, "{db:?}");
        // A notice waiting to be sent that may quote the message is withdrawn with it.
        let ana_id = w.user("ana").await.user_id;
        let waiting = maipenrai::store::notify::NewOutbox {
            idem_key: "test:waiting".into(),
            user_id: ana_id,
            game_id: Some(long.parse().unwrap()),
            channel: maipenrai::store::notify::Channel::Webhook,
            kind: "turn".into(),
            recipient: "https://example.org/hook".into(),
            subject: String::new(),
            body: r#"{"content":"ben wrote: you play like a potato"}"#.into(),
        };
        assert!(w.store().enqueue(&waiting, w.clock_now()).await.unwrap());
        // A message removed: everybody reads "removed by a moderator", its author is told.
        let flash = act(
            &mob,
            &format!("/moderation/messages/{insult}/remove"),
            "insults are not welcome",
            Some(report),
        )
        .await;
        assert!(flash.contains("Message removed"), "{flash}");
        assert_eq!(
            read(&w, &long, Some(&all["ana"])).await,
            ["ana: hello ben", "ben: (removed)", "ana: that was rude"]
        );
        let page = ana.get(&format!("/games/{long}")).await;
        assert!(page.body.contains("removed by a moderator") && !page.body.contains("potato"));
        assert_eq!(
            open_reports(&w).await,
            1,
            "{db:?}: the report closed with the removal (cleo's of the person stays)"
        );
        let withdrawn = w.store().outbox_for_user(ana_id, 10).await.unwrap();
        let withdrawn = withdrawn
            .iter()
            .find(|o| o.idem_key == "test:waiting")
            .unwrap();
        assert_eq!(
            withdrawn.status,
            maipenrai::store::notify::OutboxStatus::Failed,
            "{db:?}"
        );
        w.tick().await;
        eventually(std::time::Duration::from_secs(10), "ben's mail", || {
            sink.mails_to("ben@example.org")
                .iter()
                .any(|m| m.body.contains("insults are not welcome"))
        })
        .await;
        // Removing it again says so.
        let flash = act(
            &mob,
            &format!("/moderation/messages/{insult}/remove"),
            "again",
            None,
        )
        .await;
        assert!(flash.contains("removed already"), "{flash}");

        // Suspending: moderators and computer players cannot be.
        grant(&w, "cleo").await;
        let flash = act(&mob, "/moderation/players/cleo/suspend", "test", None).await;
        assert!(
            flash.contains("the operator revokes the role first"),
            "{flash}"
        );
        let ben_browser = w.browser("ben").await;
        let ben_feed = {
            let res = ben_browser.post_session_form("/settings/feed", &[]).await;
            assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
            w.store()
                .notify_settings(w.user("ben").await.user_id)
                .await
                .unwrap()
                .feed_token
                .expect("ben has a feed")
        };
        let feed = w.app.browser().get(&format!("/feeds/{ben_feed}")).await;
        assert_eq!(feed.status, StatusCode::OK);
        let flash = act(
            &mob,
            "/moderation/players/ben/suspend",
            "repeated insults",
            None,
        )
        .await;
        assert!(flash.contains("ben is suspended"), "{flash}");
        // Every way in ends: the token, the session, the feed; log-in says why.
        let res = w
            .app
            .api_get("/api/v1/settings/people", Some(&all["ben"]))
            .await;
        assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{db:?}");
        let res = ben_browser.get("/settings").await;
        assert_eq!(
            res.status,
            StatusCode::SEE_OTHER,
            "{db:?}: the session lives on"
        );
        assert_eq!(
            w.app
                .browser()
                .get(&format!("/feeds/{ben_feed}"))
                .await
                .status,
            StatusCode::NOT_FOUND
        );
        let b = w.app.browser();
        let res = b.log_in("ben", PASSWORD).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{db:?}");
        assert!(
            html_unescape(&res.body).contains("repeated insults"),
            "{}",
            res.body
        );
        let res = w.app.api_token_request("ben", PASSWORD).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{db:?}");
        let res = w.app.api_token_request("ben", "a wrong password").await;
        assert_eq!(
            res.status,
            StatusCode::UNAUTHORIZED,
            "only the right password learns why"
        );
        w.tick().await;
        eventually(
            std::time::Duration::from_secs(10),
            "ben's suspension mail",
            || {
                sink.mails_to("ben@example.org")
                    .iter()
                    .any(|m| m.body.contains("repeated insults"))
            },
        )
        .await;
        // Nobody makes a suspended person a moderator, nor invites them by name.
        assert!(w
            .app
            .state
            .service
            .set_moderator("ben", true)
            .await
            .is_err());
        let res = post(
            &w,
            "/api/v1/invitations",
            &all["ana"],
            json!({"game": "king-of-siam", "players": 2, "invite": ["ben"]}),
        )
        .await;
        assert_eq!(res.status, StatusCode::CONFLICT);
        // His seats are gone: they move automatically, as a player who left.
        for game in [&long, &short] {
            let clock = w
                .app
                .api_ok(&format!("/api/v1/games/{game}/clock"), None)
                .await;
            assert_eq!(clock["suspended"], json!(["ben"]), "{db:?}: {clock}");
        }
        let page = ana.get(&format!("/games/{long}")).await;
        assert!(page.body.contains("suspended-seats"), "{db:?}");
        let ana_only = tokens(&[("ana", &all["ana"])]);
        play_out(&w, &long, &ana_only).await;
        play_out(&w, &short, &ana_only).await;
        let export = w
            .app
            .api_ok(&format!("/api/v1/games/{long}/export"), Some(&all["ana"]))
            .await;
        assert!(export.to_string().contains("hello ben"), "{db:?}: {export}");
        assert!(
            !export.to_string().contains("potato"),
            "{db:?}: the export leaks it"
        );
        let history = w.history(&long, &all["ana"]).await;
        assert!(
            history["steps"]
                .as_array()
                .unwrap()
                .iter()
                .any(|s| s["reason"] == "suspended"),
            "{db:?}: no automatic move for the suspended seat"
        );
        // The rating: a loss for ben in the game both had played; the other is too short.
        w.tick().await;
        let ana_ratings = w.app.api_ok("/api/v1/players/ana", None).await["ratings"].clone();
        let ben_ratings = w.app.api_ok("/api/v1/players/ben", None).await["ratings"].clone();
        assert_eq!(ana_ratings[0]["games"], 1, "{db:?}: {ana_ratings}");
        assert_eq!(ben_ratings[0]["games"], 1, "{db:?}: {ben_ratings}");
        assert!(
            ana_ratings[0]["rating"].as_f64() > ben_ratings[0]["rating"].as_f64(),
            "{db:?}: a suspended seat takes a loss: {ana_ratings} {ben_ratings}"
        );
        let store = w.app.state.store.social().unwrap();
        let short_id = short.parse().unwrap();
        assert_eq!(
            store.verdict(short_id).await.unwrap(),
            Some(maipenrai::store::Verdict::TooShort)
        );

        // The record: who, when, what, why — also on the person's page.
        let record = html_unescape(&mob.get("/moderation/record").await.body);
        for words in [
            "insults are not welcome",
            "repeated insults",
            "made a moderator by the operator",
        ] {
            assert!(
                record.contains(words),
                "{db:?}: {words} missing from the record"
            );
        }
        let person = html_unescape(&mob.get("/moderation/players/ben").await.body);
        assert!(person.contains("repeated insults") && person.contains("Restore the account"));

        // Restored: ben logs in again; his seats stay with the automatic player.
        let (_, running) = w
            .app
            .api_game_with(
                &[&all["ana"], &mo],
                json!({"game": "king-of-siam", "players": 2}),
            )
            .await;
        assert!(running.is_some());
        let flash = act(&mob, "/moderation/players/ben/restore", "apologised", None).await;
        assert!(flash.contains("may log in again"), "{flash}");
        let b = w.app.browser();
        assert_eq!(
            b.log_in("ben", PASSWORD).await.status,
            StatusCode::SEE_OTHER
        );
        let clock = w
            .app
            .api_ok(&format!("/api/v1/games/{short}/clock"), None)
            .await;
        assert_eq!(clock["suspended"], json!(["ben"]));
        let flash = act(&mob, "/moderation/players/ben/restore", "twice", None).await;
        assert!(flash.contains("not suspended"), "{flash}");

        // A revoked moderator is refused at once.
        w.app
            .state
            .service
            .set_moderator("moe", false)
            .await
            .unwrap();
        assert_eq!(mob.get("/moderation").await.status, StatusCode::FORBIDDEN);
    }
}

#[tokio::test]
async fn dismissing_a_report_is_recorded_and_reasons_are_required() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let all = three(&w).await;
        w.account("moe").await;
        grant(&w, "moe").await;
        let res = report_person(&w, "ben", &all["ana"], "his name").await;
        let id = res.json()["id"].as_i64().unwrap();
        let mob = w.browser("moe").await;
        // No reason: refused, nothing changes.
        let flash = act(
            &mob,
            &format!("/moderation/reports/{id}/dismiss"),
            " ",
            None,
        )
        .await;
        assert!(flash.contains("Say why you dismiss this report"), "{flash}");
        assert_eq!(open_reports(&w).await, 1);
        let flash = act(
            &mob,
            &format!("/moderation/reports/{id}/dismiss"),
            "the name is fine",
            None,
        )
        .await;
        assert!(flash.contains("dismissed"), "{flash}");
        assert_eq!(open_reports(&w).await, 0);
        let page = html_unescape(&mob.get(&format!("/moderation/reports/{id}")).await.body);
        assert!(page.contains("closed on"), "{db:?}");
        let record = html_unescape(&mob.get("/moderation/record").await.body);
        assert!(record.contains("the name is fine") && record.contains("dismissed a report about"));
        // A moderator's forms need the session's CSRF token, like every other form.
        let res = mob
            .post_form(
                "/moderation/players/ben/suspend",
                &[("reason", "x"), ("csrf", "forged")],
            )
            .await;
        assert_eq!(res.status, StatusCode::FORBIDDEN, "{db:?}");
        assert!(w
            .app
            .state
            .service
            .standing(w.user("ben").await.user_id)
            .await
            .unwrap()
            .suspended
            .is_none());
    }
}

/// `maipenrai admin grant/revoke/list`, the operator's commands, on the real binary.
#[tokio::test]
async fn the_operator_names_moderators_on_the_command_line() {
    for db in databases() {
        let url = support::fresh_database_url(db).await;
        let w = World::on(&url, |_| {}).await;
        w.account("ana").await;
        let admin = |args: &[&str]| {
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_maipenrai"))
                .arg("admin")
                .args(args)
                .env("DATABASE_URL", &url)
                .env("RUST_LOG", "warn")
                .output()
                .expect("the maipenrai binary runs");
            (
                out.status.success(),
                String::from_utf8_lossy(&out.stdout).to_string(),
                String::from_utf8_lossy(&out.stderr).to_string(),
            )
        };
        let (ok, _, err) = admin(&["list"]);
        assert!(ok && err.contains("no moderators"), "{db:?}: {err}");
        let (ok, out, _) = admin(&["grant", "ana"]);
        assert!(
            ok && out.contains("ana is a moderator now"),
            "{db:?}: {out}"
        );
        let (ok, out, _) = admin(&["grant", "ana"]);
        assert!(ok && out.contains("already"), "{out}");
        let (ok, out, _) = admin(&["list"]);
        assert!(ok && out.trim() == "ana", "{out}");
        assert!(
            w.app
                .state
                .service
                .standing(w.user("ana").await.user_id)
                .await
                .unwrap()
                .moderator
        );
        let (ok, _, err) = admin(&["grant", "nobody"]);
        assert!(!ok && err.contains("no player named"), "{err}");
        let (ok, _, err) = admin(&["promote", "ana"]);
        assert!(
            !ok && err.contains("unrecognized subcommand 'promote'")
                && err.contains("Usage: maipenrai admin"),
            "{err}"
        );
        let (ok, out, _) = admin(&["revoke", "ana"]);
        assert!(ok && out.contains("no longer a moderator"), "{out}");
        assert!(
            !w.app
                .state
                .service
                .standing(w.user("ana").await.user_id)
                .await
                .unwrap()
                .moderator
        );
        // Both changes are in the record, as the operator's.
        let actions = w
            .app
            .state
            .store
            .moderation()
            .unwrap()
            .actions(None, 10)
            .await
            .unwrap();
        assert_eq!(actions.len(), 2);
        assert!(actions.iter().all(|a| a.moderator.is_none()));

        // Fair play (docs/social.md § Fair play): establish, void, restore.
        w.account("ben").await;
        let ben_id = w.user("ben").await.user_id;
        let service = &w.app.state.service;
        let (ok, out, _) = admin(&["establish", "ana", "ben"]);
        assert!(
            ok && out.contains("ana is established now") && out.contains("ben is established now"),
            "{db:?}: {out}"
        );
        let ben = service.fair_play_standing(ben_id).await.unwrap();
        assert!(ben.established.is_some(), "{ben:?}");
        let (ok, out, _) = admin(&["void", "ben"]);
        assert!(
            ok && out.contains("voided the ratings of 1"),
            "{db:?}: {out}"
        );
        let ben = service.fair_play_standing(ben_id).await.unwrap();
        assert!(ben.established.is_none() && ben.voided.is_some(), "{ben:?}");
        let (ok, _, err) = admin(&["establish", "ben"]);
        assert!(!ok && err.contains("restore them"), "{db:?}: {err}");
        let (ok, out, _) = admin(&["restore-ratings", "ben"]);
        assert!(
            ok && out.contains("ben's ratings are restored"),
            "{db:?}: {out}"
        );
        let (ok, out, _) = admin(&["restore-ratings", "ben"]);
        assert!(ok && out.contains("were not voided"), "{db:?}: {out}");
        let (ok, _, err) = admin(&["void"]);
        assert!(!ok && err.contains("required"), "{db:?}: {err}");
        let record = w
            .app
            .state
            .store
            .fair_play()
            .unwrap()
            .fair_play_actions(ben_id, 10)
            .await
            .unwrap();
        let kinds: Vec<&str> = record.iter().map(|a| a.kind.as_str()).collect();
        assert_eq!(kinds, ["restored", "voided", "established"], "{db:?}");
    }
}
