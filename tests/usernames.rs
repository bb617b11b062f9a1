//! Usernames in any script (issue 40), on SQLite and Postgres: "Amélie" and "Niccolò" sign up
//! as themselves; a name that only looks like a taken one (another script's letters, "rn"
//! for "m") is taken; log-in finds a name in any case, composed or not; names stand in
//! `<bdi>`; an older account adds its accents once and keeps its games; and accounts made
//! before skeletons were kept get theirs when the store opens, the older of two look-alikes
//! first.

mod support;

use axum::http::StatusCode;
use maipenrai::http::testing::{html_unescape, Browser, TestApp, PASSWORD};
use support::db::Raw;
use support::{databases, fresh_database_url};

async fn sign_up(app: &TestApp, name: &str) -> (Browser, StatusCode, String) {
    let b = app.browser();
    let res = b.sign_up(name, PASSWORD).await;
    let status = res.status;
    let body = if status == StatusCode::SEE_OTHER {
        b.follow(&res).await.body
    } else {
        res.body
    };
    (b, status, html_unescape(&body))
}

#[tokio::test]
async fn names_with_accents_sign_up_and_look_alikes_are_taken() {
    for db in databases() {
        let app = TestApp::new(support::fresh_store(db).await);
        for name in ["Amélie", "Amelie", "Niccolò", "Ангелина", "burn", "pop"] {
            let (_, status, body) = sign_up(&app, name).await;
            assert_eq!(status, StatusCode::SEE_OTHER, "{db:?} {name}: {body}");
        }
        // Full-width letters are the plain ones; a decomposed é is é.
        for (name, why) in [
            ("AMÉLIE", "case"),
            ("Ame\u{301}lie", "a decomposed é"),
            ("Ａｍｅｌｉｅ", "full-width letters"),
            ("bum", "rn looks like m"),
            ("\u{440}\u{43e}\u{440}", "Cyrillic р, о, р"),
            ("Strong_c0mputer", "a computer's name"),
        ] {
            let (_, status, body) = sign_up(&app, name).await;
            assert_eq!(
                status,
                StatusCode::CONFLICT,
                "{db:?} {name} ({why}): {body}"
            );
            assert!(body.contains("already taken"), "{db:?} {name}: {body}");
        }
        for (name, says) in [
            ("Am\u{430}lie", "one alphabet"),
            ("bob\u{200b}by", "only contain letters"),
            ("bob smith", "only contain letters"),
            ("\u{301}bob", "only contain letters"),
        ] {
            let (_, status, body) = sign_up(&app, name).await;
            assert_eq!(status, StatusCode::BAD_REQUEST, "{db:?} {name:?}: {body}");
            assert!(body.contains(says), "{db:?} {name:?}: {body}");
        }

        // Log-in by the name in any case or composition, or typed with a look-alike.
        for typed in ["amélie", "AME\u{301}LIE", "\u{410}mélie"] {
            let b = app.browser();
            let res = b.log_in(typed, PASSWORD).await;
            assert_eq!(
                res.status,
                StatusCode::SEE_OTHER,
                "{db:?} {typed}: {}",
                res.body
            );
            let lobby = html_unescape(&b.follow(&res).await.body);
            assert!(
                lobby.contains("<bdi>Amélie</bdi>"),
                "{db:?} {typed}: {lobby}"
            );
        }
        // "Amelie" is another person.
        let b = app.browser();
        let res = b.log_in("amelie", PASSWORD).await;
        let lobby = html_unescape(&b.follow(&res).await.body);
        assert!(lobby.contains("<bdi>Amelie</bdi>"), "{db:?}: {lobby}");

        // The profile's address carries the name as it is.
        let profile = app.browser().get("/players/Am%C3%A9lie").await;
        assert_eq!(profile.status, StatusCode::OK, "{db:?}");
        assert!(html_unescape(&profile.body).contains("<h1><bdi>Amélie</bdi>"));
    }
}

#[tokio::test]
async fn an_account_adds_its_accents_once_and_keeps_its_games() {
    for db in databases() {
        let app = TestApp::new(support::fresh_store(db).await);
        let (niccolo, ..) = sign_up(&app, "Niccolo").await;
        let (ann, ..) = sign_up(&app, "ann").await;
        sign_up(&app, "Amélie").await;
        let token = app.api_token("ann").await;
        let nic_token = app.api_token("Niccolo").await;
        let (_, game_id) = app
            .api_game_with(
                &[&token, &nic_token],
                serde_json::json!({"game": "meridian", "players": 2}),
            )
            .await;
        let game_id = game_id.expect("the game started");

        let settings = html_unescape(&niccolo.get("/settings").await.body);
        assert!(settings.contains("action=\"/settings/rename\""), "{db:?}");
        let rename = |name: &'static str| {
            let b = &niccolo;
            async move {
                let res = b
                    .post_session_form("/settings/rename", &[("username", name)])
                    .await;
                assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
                html_unescape(&b.follow(&res).await.body)
            }
        };
        // Anything but accents added is refused, and so is a name already taken.
        for name in ["Nicola", "niccolò", "Niccolo"] {
            let page = rename(name).await;
            assert!(page.contains("accents added"), "{db:?} {name}: {page}");
        }
        let page = rename("Niccolò").await;
        assert!(page.contains("you are Niccolò now"), "{db:?}: {page}");
        assert!(
            !page.contains("action=\"/settings/rename\""),
            "{db:?}: the form is gone"
        );
        // Once only: the form is gone, and a forged post is refused.
        let res = niccolo
            .post_session_form("/settings/rename", &[("username", "Nìccolò")])
            .await;
        assert!(html_unescape(&niccolo.follow(&res).await.body).contains("already renamed"));

        // The game and the log-in follow the account.
        let game = html_unescape(&ann.get(&format!("/games/{game_id}")).await.body);
        assert!(game.contains("Niccolò"), "{db:?}: {game}");
        assert!(!game.contains(">Niccolo<"), "{db:?}: {game}");
        let b = app.browser();
        assert_eq!(
            b.log_in("Niccolò", PASSWORD).await.status,
            StatusCode::SEE_OTHER
        );
        // Someone else's name with accents is not a rename of one's own.
        let (amelie, ..) = sign_up(&app, "Amelia").await;
        let res = amelie
            .post_session_form("/settings/rename", &[("username", "Amélie")])
            .await;
        assert!(html_unescape(&amelie.follow(&res).await.body).contains("accents added"));
    }
}

#[tokio::test]
async fn older_accounts_get_their_skeletons_the_older_look_alike_first() {
    for db in databases() {
        let url = fresh_database_url(db).await;
        let store = maipenrai::store::connect(&url).await.unwrap();
        let burn = store.create_user("burn", "x").await.unwrap();
        let bum = support::store::user(&store, "carl").await;
        // As before skeletons: "bum" beside "burn", neither with a skeleton.
        let raw = Raw::connect(&url).await;
        raw.exec(
            r#"UPDATE "user" SET username = 'bum', username_key = 'bum' WHERE user_id = $1"#,
            &[bum.user_id],
            None,
            None,
        )
        .await;
        raw.exec(
            r#"UPDATE "user" SET username_skeleton = NULL"#,
            &[],
            None,
            None,
        )
        .await;
        drop(store);
        let store = maipenrai::store::connect(&url).await.unwrap();
        // Each logs in by its own name; the look-alike of both finds the older.
        let found = |name: &'static str| {
            let store = store.clone();
            async move { store.credentials(name).await.unwrap().unwrap().user.user_id }
        };
        assert_eq!(found("burn").await, burn.user_id, "{db:?}");
        assert_eq!(found("bum").await, bum.user_id, "{db:?}");
        assert_eq!(found("BURN").await, burn.user_id, "{db:?}");
        assert_eq!(
            found("bur\u{578}").await,
            burn.user_id,
            "{db:?}: Armenian ո is n"
        );
        // Opening again changes nothing, and a new look-alike is still refused.
        assert_eq!(store.fill_username_skeletons().await.unwrap(), 0, "{db:?}");
        assert!(store.create_user("BURN", "x").await.is_err(), "{db:?}");
    }
}

#[tokio::test]
async fn failed_log_ins_count_for_the_account_however_its_name_is_spelt() {
    for db in databases() {
        let app = TestApp::new(support::fresh_store(db).await);
        let (_, status, _) = sign_up(&app, "Amélie").await;
        assert_eq!(status, StatusCode::SEE_OTHER);
        // Five wrong passwords, each under another spelling that log-in takes as Amélie:
        // case, a decomposed é, a Cyrillic А.
        for name in [
            "amélie",
            "AMÉLIE",
            "Ame\u{301}lie",
            "\u{410}mélie",
            "Amélie",
        ] {
            let res = app.browser().log_in(name, "not her password").await;
            assert_eq!(res.status, StatusCode::UNAUTHORIZED, "{db:?} {name}");
        }
        // The account's limit is reached, under any spelling, even with the right password.
        let res = app.browser().log_in("AME\u{301}LIE", PASSWORD).await;
        assert_eq!(
            res.status,
            StatusCode::TOO_MANY_REQUESTS,
            "{db:?}: {}",
            res.body
        );
    }
}
