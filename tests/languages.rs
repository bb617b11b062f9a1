//! The site in its four languages. The JSON API's game texts follow `Accept-Language`
//! (English without it, so today's clients see no change): a finished game of every hosted
//! game — narration, result, standings — and a move in unreadable notation, asked for in
//! each of the site's languages, on SQLite and Postgres; the notation, the codes and the
//! numbers stay as they are. Every game's rules page exists in every language, with the
//! same anchors, links and notation examples, and every rules page opens in the reader's
//! language. A rating pool, stored in English, reads in
//! each language.

mod support;

use axum::body::Body;
use axum::http::{header, Method, Request, StatusCode};
use maipenrai::game::text::{negotiate, LANGUAGES};
use maipenrai::http::testing::{html_escape, tokens, TestApp, TestResponse};
use serde_json::{json, Value};
use support::databases::{databases, fresh_store};

async fn asked(app: &TestApp, path: &str, token: &str, language: Option<&str>) -> TestResponse {
    let mut request = Request::builder()
        .method(Method::GET)
        .uri(path)
        .header(header::AUTHORIZATION, format!("Bearer {token}"));
    if let Some(language) = language {
        request = request.header(header::ACCEPT_LANGUAGE, language);
    }
    app.send(request.body(Body::empty()).unwrap()).await
}

#[test]
fn the_preferred_language_is_negotiated_from_the_header() {
    assert_eq!(negotiate(None), "en");
    assert_eq!(negotiate(Some("")), "en");
    assert_eq!(negotiate(Some("fr-CH, fr;q=0.9, en;q=0.8")), "fr");
    assert_eq!(negotiate(Some("nl-BE")), "nl");
    assert_eq!(negotiate(Some("de-DE, it;q=0.5")), "it");
    assert_eq!(negotiate(Some("de, ja")), "en");
    assert_eq!(negotiate(Some("*")), "en");
    assert_eq!(negotiate(Some("not a header ;;;")), "en");
}

#[tokio::test]
async fn game_texts_come_in_the_asked_language() {
    for db in databases() {
        let app = TestApp::new(fresh_store(db).await);
        let [ann, ben] = app.api_accounts(["ann", "ben"]).await;
        let players = tokens(&[("ann", &ann), ("ben", &ben)]);
        for game_type in maipenrai::games::all() {
            let slug = game_type.slug();
            let (_, game) = app
                .api_game_with(&[&ann, &ben], json!({"game": slug, "players": 2}))
                .await;
            let game = game.expect("a started game");
            while app.api_random_move(&game, &players).await.is_some() {}
            let mut seen: Vec<(String, Value, Value)> = Vec::new();
            for language in [
                None,
                Some("en"),
                Some("nl-NL"),
                Some("fr"),
                Some("it-IT,it;q=0.9"),
            ] {
                let history = asked(
                    &app,
                    &format!("/api/v1/games/{game}/history"),
                    &ann,
                    language,
                )
                .await;
                let state = asked(&app, &format!("/api/v1/games/{game}"), &ann, language).await;
                assert_eq!(history.status, StatusCode::OK, "{}", history.body);
                let (history, state) = (history.json(), state.json());
                let said = negotiate(language).to_string();
                seen.push((said, history, state["result"].clone()));
            }
            let (_, english, english_result) = &seen[0];
            // No header and English: the same answer.
            assert_eq!(&seen[1].1, english, "{slug}");
            assert_eq!(&seen[1].2, english_result, "{slug}");
            for (language, history, result) in &seen[2..] {
                let steps = history["steps"].as_array().unwrap();
                let english_steps = english["steps"].as_array().unwrap();
                assert_eq!(steps.len(), english_steps.len());
                let mut differs = 0;
                for (ours, theirs) in steps.iter().zip(english_steps) {
                    // The notation, the seats and the events are data, not words.
                    for field in ["step", "seat", "player", "notation", "events"] {
                        assert_eq!(ours[field], theirs[field], "{slug} {language}: {field}");
                    }
                    if ours["narration"] != theirs["narration"] {
                        differs += 1;
                    }
                }
                assert!(
                    differs * 2 > steps.len(),
                    "{slug} {language}: most of the narration is translated ({differs} of {})",
                    steps.len()
                );
                assert_ne!(
                    result["summary"], english_result["summary"],
                    "{slug} {language}"
                );
                assert_eq!(
                    result["winners"], english_result["winners"],
                    "{slug} {language}"
                );
            }
        }
        // A refusal written by a game: in the asked language, with the same code.
        let (_, game) = app
            .api_game_with(
                &[&ann, &ben],
                json!({"game": maipenrai::games::all()[0].slug(), "players": 2}),
            )
            .await;
        let game = game.unwrap();
        let state = app.api_game_state(&game, None).await;
        let mover = state["to_move"].as_str().unwrap();
        let token = &players[mover];
        let mut refusals = Vec::new();
        for language in LANGUAGES {
            let request = Request::builder()
                .method(Method::POST)
                .uri(format!("/api/v1/games/{game}/moves"))
                .header(header::AUTHORIZATION, format!("Bearer {token}"))
                .header(header::CONTENT_TYPE, "application/json")
                .header(header::ACCEPT_LANGUAGE, language)
                .body(Body::from(
                    json!({"seq": state["seq"], "move": "@@@ 9 take"}).to_string(),
                ))
                .unwrap();
            let refused = app.send(request).await;
            assert_eq!(
                refused.status,
                StatusCode::UNPROCESSABLE_ENTITY,
                "{}",
                refused.body
            );
            refusals.push((
                refused.error_code(),
                refused.json()["error"]["message"].clone(),
            ));
        }
        assert!(refusals.iter().all(|(code, _)| *code == refusals[0].0));
        for (_, message) in &refusals[1..] {
            assert_ne!(message, &refusals[0].1, "{refusals:?}");
        }
        let _ = db;
    }
}

/// Every `attribute="value"` of a page, in order.
fn attributes(html: &str, attribute: &str) -> Vec<String> {
    let needle = format!(" {attribute}=\"");
    html.match_indices(&needle)
        .filter_map(|(at, _)| {
            let rest = &html[at + needle.len()..];
            rest.find('"').map(|end| rest[..end].to_string())
        })
        .collect()
}

/// The text of every `<code>` element: notation, the same in every language.
fn code_examples(html: &str) -> Vec<String> {
    html.split("<code>")
        .skip(1)
        .filter_map(|part| part.split_once("</code>").map(|(code, _)| code.to_string()))
        .collect()
}

/// The API's refusals follow `Accept-Language`, those of the service and those the web
/// framework words itself (a body that does not fit), whose English is replaced by the
/// language's own sentence; codes stay the same.
#[tokio::test]
async fn api_refusals_come_in_the_asked_language() {
    let app = TestApp::new(fresh_store(support::databases::Db::Sqlite).await);
    let [ann] = app.api_accounts(["ann"]).await;
    for (language, framework, service) in [
        (None, "Failed to", "password"),
        (
            Some("fr"),
            "la requête est incompréhensible",
            "mot de passe",
        ),
        (Some("nl"), "het verzoek is niet te begrijpen", "wachtwoord"),
    ] {
        // A body that is not the document's: the framework's refusal.
        let mut request = Request::builder()
            .method(Method::POST)
            .uri("/api/v1/invitations")
            .header(header::AUTHORIZATION, format!("Bearer {ann}"))
            .header(header::CONTENT_TYPE, "application/json");
        if let Some(language) = language {
            request = request.header(header::ACCEPT_LANGUAGE, language);
        }
        let res = app.send(request.body(Body::from("{")).unwrap()).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.body);
        assert_eq!(res.error_code(), "invalid_input");
        let message = res.json()["error"]["message"].as_str().unwrap().to_string();
        assert!(message.contains(framework), "{language:?}: {message}");
        // A refusal of the service: a password too short.
        let mut request = Request::builder()
            .method(Method::POST)
            .uri("/api/v1/accounts")
            .header(header::CONTENT_TYPE, "application/json");
        if let Some(language) = language {
            request = request.header(header::ACCEPT_LANGUAGE, language);
        }
        let body = json!({"username": "cyd", "password": "short"}).to_string();
        let res = app.send(request.body(Body::from(body)).unwrap()).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{}", res.body);
        let message = res.json()["error"]["message"].as_str().unwrap().to_string();
        assert!(message.contains(service), "{language:?}: {message}");
    }
}

#[tokio::test]
async fn every_game_has_its_rules_in_every_language() {
    let app = TestApp::new(fresh_store(support::databases::Db::Sqlite).await);
    let browser = app.browser();
    for game_type in maipenrai::games::all() {
        let slug = game_type.slug();
        // A reader who has picked no rulebook yet (the one picked is kept below).
        let english = app.browser().get(&format!("/rules/{slug}")).await;
        assert_eq!(english.status, StatusCode::OK);
        assert!(english.body.contains("<div lang=\"en\">"));
        let unknown = app.browser().get(&format!("/rules/{slug}?lang=de")).await;
        assert_eq!(
            unknown.body, english.body,
            "{slug}: an unknown language shows English"
        );
        for language in &LANGUAGES[1..] {
            let page = browser.get(&format!("/rules/{slug}?lang={language}")).await;
            assert_eq!(page.status, StatusCode::OK, "{slug} {language}");
            assert!(
                page.body.contains(&format!("<div lang=\"{language}\">")),
                "{slug} {language}"
            );
            assert_ne!(page.body, english.body, "{slug} {language}");
            // The same anchors, links and notation examples as the English page.
            let rules = |html: &str| {
                html.split_once("<div lang=")
                    .map(|(_, r)| r.to_string())
                    .unwrap()
            };
            let (ours, theirs) = (rules(&page.body), rules(&english.body));
            for attribute in ["id", "href", "class"] {
                assert_eq!(
                    attributes(&ours, attribute),
                    attributes(&theirs, attribute),
                    "{slug} {language}: {attribute}"
                );
            }
            assert_eq!(
                code_examples(&page.body),
                code_examples(&english.body),
                "{slug} {language}"
            );
            // Each page links to the others.
            for other in LANGUAGES {
                assert!(page.body.contains(&format!("hreflang=\"{other}\"")) || other == *language);
            }
        }
    }
}

/// The language a rules page is shown in (its text's `lang`).
fn rules_shown_in(body: &str) -> &str {
    body.split_once("<div lang=\"")
        .and_then(|(_, rest)| rest.split_once('"'))
        .map_or("", |(language, _)| language)
}

/// Every rules page reads in the reader's language, however it was chosen: the account's
/// choice, the visitor's switch, the browser's `Accept-Language`. `?lang=` picks another
/// rulebook, kept across the rules pages and nowhere else.
#[tokio::test]
async fn rules_pages_follow_the_readers_language() {
    use maipenrai::game::text::{in_language_now, t};
    use maipenrai::http::language::LANGUAGE_COOKIE;
    let app = TestApp::new(fresh_store(support::databases::Db::Sqlite).await);
    let mut paths = vec![
        "/rules".to_string(),
        "/rules/computer-players".to_string(),
        "/rules/verifiable-setup".to_string(),
        "/rules/tournaments".to_string(),
    ];
    paths.extend(
        maipenrai::games::all()
            .iter()
            .map(|g| format!("/rules/{}", g.slug())),
    );
    // The page's title as that language writes it.
    let title = |path: &str, language: &'static str| {
        in_language_now(language, || match path {
            "/rules" => t("rules-title"),
            "/rules/computer-players" => t("rules-computers-title"),
            "/rules/verifiable-setup" => t("rules-verifiable-title"),
            "/rules/tournaments" => t("rules-tournaments-title"),
            _ => maipenrai::games::by_slug(&path["/rules/".len()..])
                .expect("a game")
                .rules_title(),
        })
    };
    let check = |res: &TestResponse, path: &str, language: &'static str, how: &str| {
        assert_eq!(res.status, StatusCode::OK, "{path} {how}");
        assert_eq!(rules_shown_in(&res.body), language, "{path} by {how}");
        let title = html_escape(&title(path, language));
        assert!(
            res.body
                .contains(&format!("<title>{title} — Mai Pen Rai</title>")),
            "{path} by {how}: {title}"
        );
    };
    for language in LANGUAGES {
        // The browser's Accept-Language.
        for path in &paths {
            let request = Request::builder()
                .uri(path.as_str())
                .header(
                    header::ACCEPT_LANGUAGE,
                    format!("{language};q=0.9, de;q=0.8"),
                )
                .body(Body::empty())
                .unwrap();
            check(
                &app.send(request).await,
                path,
                language,
                "the browser's language",
            );
        }
        // The visitor's switch at the foot of every page.
        let visitor = app.browser();
        visitor.get(&format!("/language/{language}")).await;
        for path in &paths {
            check(
                &visitor.get(path).await,
                path,
                language,
                "the visitor's switch",
            );
        }
        // The account's choice, in a browser without the switch's cookie.
        let reader = app.browser();
        reader
            .sign_up(&format!("reader_{language}"), "a long enough password")
            .await;
        let csrf = reader.session_csrf().await;
        let chosen = reader
            .post_form("/language", &[("language", language), ("csrf", &csrf)])
            .await;
        assert_eq!(chosen.status, StatusCode::SEE_OTHER, "{}", chosen.body);
        reader.cookies.lock().unwrap().remove(LANGUAGE_COOKIE);
        for path in &paths {
            check(
                &reader.get(path).await,
                path,
                language,
                "the account's choice",
            );
        }
    }
    // A Dutch reader picks the French rulebook: kept on every rules page, not on the site.
    let reader = app.browser();
    reader.get("/language/nl").await;
    let picked = reader.get("/rules/computer-players?lang=fr").await;
    check(&picked, "/rules/computer-players", "fr", "?lang=fr");
    assert!(
        picked.body.contains("<html lang=\"nl\">"),
        "the site around it stays Dutch"
    );
    for path in &paths {
        check(
            &reader.get(path).await,
            path,
            "fr",
            "the rulebook picked before",
        );
    }
    assert!(reader
        .get("/login")
        .await
        .body
        .contains("<html lang=\"nl\">"));
    reader.get("/rules?lang=nl").await;
    for path in &paths {
        check(
            &reader.get(path).await,
            path,
            "nl",
            "the rulebook picked again",
        );
    }
}

#[test]
fn stored_rating_pools_read_in_every_language() {
    use maipenrai::game::text::in_language_now;
    for game in maipenrai::games::all() {
        for count in game.player_counts() {
            let options = maipenrai::game::GameOptions {
                players: count.players,
                ..Default::default()
            };
            // Stored in English, the worker's language.
            let stored = in_language_now("en", || game.rating_pool(&options));
            for language in LANGUAGES {
                let shown = in_language_now(language, || game.pool_label(&stored));
                let meant = in_language_now(language, || game.rating_pool(&options));
                assert_eq!(shown, meant, "{} {stored:?} in {language}", game.slug());
            }
        }
        assert_eq!(game.pool_label("no such pool"), "no such pool");
    }
}
