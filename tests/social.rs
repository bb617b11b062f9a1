//! The social layer over HTTP, on SQLite and Postgres: a game's chat (who reads and who
//! writes, live notices, limits, escaping, mute, the export, notices by mail and feed) and
//! the players' private notes.

mod support;

use axum::http::StatusCode;
use maipenrai::http::testing::{html_unescape, tokens, Browser, TestResponse, PASSWORD};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use support::notify::{eventually, mail_world, World};
use support::{databases, Db};
use time::Duration;

async fn chat(w: &World, game_id: &str, token: Option<&str>) -> Value {
    w.app
        .api_ok(&format!("/api/v1/games/{game_id}/chat"), token)
        .await
}

/// `POST` of the game's API `action` (chat, resign) as `token`: the status and the answer
/// (null when empty).
async fn game_call(
    w: &World,
    game_id: &str,
    action: &str,
    token: &str,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let path = format!("/api/v1/games/{game_id}/{action}");
    let res = w.app.api_post(&path, Some(token), body).await;
    let body = if res.body.is_empty() {
        Value::Null
    } else {
        res.json()
    };
    (res.status, body)
}

async fn write(w: &World, game_id: &str, token: &str, text: &str) -> (StatusCode, Value) {
    game_call(w, game_id, "chat", token, Some(json!({ "text": text }))).await
}

async fn resign_api(w: &World, game_id: &str, token: &str) -> (StatusCode, Value) {
    game_call(w, game_id, "resign", token, None).await
}

/// Sends the game page's form `action` (chat, chat/mute, private-note, resign, rematch)
/// from browser `b`.
async fn game_form(
    b: &Browser,
    game_id: &str,
    action: &str,
    fields: &[(&str, &str)],
) -> TestResponse {
    b.post_session_form(&format!("/games/{game_id}/{action}"), fields)
        .await
}

/// A game started with `body`, as `POST /api/v1/invitations` takes it, by the first token
/// and joined by the others.
async fn started(w: &World, tokens: &[&str], body: Value) -> String {
    let (_, game_id) = w.app.api_game_with(tokens, body).await;
    game_id.expect("every seat taken: the game started")
}

fn texts(chat: &Value) -> Vec<String> {
    chat["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            format!(
                "{}: {}",
                m["author"].as_str().unwrap(),
                m["text"].as_str().unwrap()
            )
        })
        .collect()
}

async fn three(w: &World) -> BTreeMap<String, String> {
    tokens(&[
        ("ana", &w.account("ana").await),
        ("ben", &w.account("ben").await),
        ("cleo", &w.account("cleo").await),
    ])
}

/// A world where ana, ben and cleo have accounts (their tokens) and ana and ben play a
/// game with `hands` (its id); cleo watches.
async fn ana_and_ben_play(db: Db, hands: &str) -> (World, BTreeMap<String, String>, String) {
    let w = World::new(db, |_| {}).await;
    let all = three(&w).await;
    let game_id = w.game(&[&all["ana"], &all["ben"]], hands, None).await;
    (w, all, game_id)
}

/// Why a chat is closed (as the API says it).
fn closed(chat: &Value) -> &str {
    chat["closed"].as_str().unwrap()
}

/// The invitation code a redirect to its page names.
fn invited_to(res: &TestResponse) -> String {
    let to = res.location().unwrap();
    to.trim_start_matches("/invite/").to_string()
}

/// The four players of a team game.
const FOUR: [&str; 4] = ["ana", "ben", "cleo", "dan"];

/// The three of [`three`] and dan.
async fn four(w: &World) -> BTreeMap<String, String> {
    let mut all = three(w).await;
    all.insert("dan".into(), w.account("dan").await);
    all
}

/// The tokens of `names`, in order.
fn seats<'a>(all: &'a BTreeMap<String, String>, names: &[&str]) -> Vec<&'a str> {
    names.iter().map(|n| all[*n].as_str()).collect()
}

#[tokio::test]
async fn players_talk_spectators_read_once_the_game_is_over() {
    for db in databases() {
        // Listed: spectators read once it is over (a link-only game's chat stays closed).
        let w = World::new(db, |_| {}).await;
        let all = three(&w).await;
        let body = json!({"game": "king-of-siam", "players": 2, "listed": true});
        let game_id = started(&w, &[&all["ana"], &all["ben"]], body).await;
        let seq = w.state(&game_id, None).await["seq"].clone();
        let mut notices = w.app.state.service.live().subscribe();

        let (status, sent) = write(
            &w,
            &game_id,
            &all["ana"],
            "  hi <b>ben</b> & see https://example.org/x?a=1&b=2.  ",
        )
        .await;
        assert_eq!(status, StatusCode::CREATED, "{db:?}: {sent}");
        assert_eq!(sent["author"], "ana");
        assert_eq!(
            sent["text"],
            "hi <b>ben</b> & see https://example.org/x?a=1&b=2."
        );
        // A message is not a move: the game's seq stays, open pages hear of the message.
        assert_eq!(w.state(&game_id, None).await["seq"], seq, "{db:?}");
        let notice = notices.try_recv().expect("a live notice");
        assert_eq!(notice.chat, sent["id"].as_i64(), "{db:?}");

        // Both players read it; a spectator (logged in or not) reads nothing yet.
        for name in ["ana", "ben"] {
            let seen = chat(&w, &game_id, Some(&all[name])).await;
            assert_eq!(
                texts(&seen),
                [format!("ana: {}", sent["text"].as_str().unwrap())]
            );
            assert_eq!(seen["can_write"], true);
        }
        for token in [Some(all["cleo"].as_str()), None] {
            let seen = chat(&w, &game_id, token).await;
            assert_eq!(seen["messages"], json!([]), "{db:?}");
            assert_eq!(seen["can_write"], false);
            assert!(closed(&seen).contains("once the game is over"));
        }
        let (status, _) = write(&w, &game_id, &all["cleo"], "let me in").await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{db:?}");

        // The game page: escaped text, the link clickable, nothing for the spectator.
        let ben = w.browser("ben").await;
        let page = ben.get(&format!("/games/{game_id}")).await;
        assert!(
            page.body.contains("hi &lt;b&gt;ben&lt;&#x2f;b&gt;")
                || page.body.contains("hi &lt;b&gt;ben&lt;/b&gt;"),
            "{}",
            page.body
        );
        assert!(page.body.contains(
            r#"<a href="https://example.org/x?a=1&amp;b=2" rel="nofollow noopener noreferrer ugc""#
        ));
        assert!(!page.body.contains("<b>ben</b>"));
        let cleo = w.browser("cleo").await;
        let page = cleo.get(&format!("/games/{game_id}")).await;
        assert!(
            !page.body.contains("hi &lt;b&gt;"),
            "{db:?}: the spectator reads the chat"
        );
        assert!(
            html_unescape(&page.body)
                .contains("The players’ chat is shown to everybody else once the game is over")
                || html_unescape(&page.body)
                    .contains("The players' chat is shown to everybody else once the game is over")
        );
        let fragment = cleo.get(&format!("/games/{game_id}/chat")).await;
        assert!(!fragment.body.contains("ben"), "{db:?}: the fragment leaks");

        // Bad messages change nothing and say why.
        for (text, code) in [
            ("   ", "invalid_input"),
            (&"x".repeat(501)[..], "invalid_input"),
            ("bell\u{7}", "invalid_input"),
        ] {
            let res = w
                .app
                .api_post(
                    &format!("/api/v1/games/{game_id}/chat"),
                    Some(&all["ben"]),
                    Some(json!({ "text": text })),
                )
                .await;
            assert_eq!(res.status, StatusCode::BAD_REQUEST, "{db:?}: {}", res.body);
            assert_eq!(res.error_code(), code);
        }
        assert_eq!(texts(&chat(&w, &game_id, Some(&all["ben"])).await).len(), 1);

        // A refused message from the page comes back in the box.
        let res = game_form(&ben, &game_id, "chat", &[("text", "   ")]).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        let draft = format!("keep {}", "y".repeat(500));
        let res = game_form(&ben, &game_id, "chat", &[("text", &draft)]).await;
        let back = ben.follow(&res).await;
        back.assert_contains("Your message was not sent");
        assert!(back.body.contains(&draft), "the draft is lost");
        let res = game_form(&ben, &game_id, "chat", &[("text", "thanks, ana")]).await;
        assert_eq!(
            res.location().as_deref(),
            Some(format!("/games/{game_id}#chat").as_str())
        );

        // After the game everybody reads; the export carries the chat.
        w.app.api_play_to_end(&game_id, &all).await;
        let seen = chat(&w, &game_id, None).await;
        assert_eq!(texts(&seen).len(), 2, "{db:?}");
        assert_eq!(seen["can_write"], false);
        let export = w
            .app
            .api_ok(&format!("/api/v1/games/{game_id}/export"), None)
            .await;
        assert_eq!(export["chat"][1]["text"], "thanks, ana", "{db:?}");
        // The players may still say "good game".
        assert_eq!(
            write(&w, &game_id, &all["ben"], "gg").await.0,
            StatusCode::CREATED
        );
    }
}

#[tokio::test]
async fn the_chat_is_limited_off_or_muted_as_chosen() {
    for db in databases() {
        let (w, all, game_id) = ana_and_ben_play(db, "open").await;
        // Ten messages a minute.
        for i in 0..10 {
            assert_eq!(
                write(&w, &game_id, &all["ana"], &format!("m{i}")).await.0,
                StatusCode::CREATED
            );
        }
        let (status, body) = write(&w, &game_id, &all["ana"], "one more").await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{db:?}: {body}");
        w.advance(Duration::seconds(61));
        assert_eq!(
            write(&w, &game_id, &all["ana"], "one more").await.0,
            StatusCode::CREATED
        );

        // ben mutes the chat: nothing of it for him, the others still talk.
        let ben = w.browser("ben").await;
        let res = game_form(&ben, &game_id, "chat/mute", &[("muted", "1")]).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        let seen = chat(&w, &game_id, Some(&all["ben"])).await;
        assert_eq!(
            (seen["muted"].clone(), seen["messages"].clone()),
            (json!(true), json!([]))
        );
        let page = ben.get(&format!("/games/{game_id}")).await;
        assert!(
            page.body.contains(r#"data-testid="chat-muted""#) && !page.body.contains("one more")
        );
        assert_eq!(
            texts(&chat(&w, &game_id, Some(&all["ana"])).await).len(),
            11
        );
        game_form(&ben, &game_id, "chat/mute", &[("muted", "0")]).await;
        assert_eq!(
            texts(&chat(&w, &game_id, Some(&all["ben"])).await).len(),
            11,
            "{db:?}"
        );
        // A spectator has nothing to mute.
        let cleo = w.browser("cleo").await;
        let res = game_form(&cleo, &game_id, "chat/mute", &[("muted", "1")]).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);

        // The host turned the chat off: closed for everybody, before and after.
        let off = json!({"game": "king-of-siam", "players": 2, "chat": false});
        let off = started(&w, &[&all["ana"], &all["ben"]], off).await;
        let seen = chat(&w, &off, Some(&all["ben"])).await;
        assert!(closed(&seen).contains("turned the chat off"), "{db:?}");
        assert_eq!(
            write(&w, &off, &all["ben"], "psst").await.0,
            StatusCode::FORBIDDEN
        );
        assert_eq!(w.state(&off, None).await["options"]["chat"], false);
    }
}

#[tokio::test]
async fn four_player_teams_stay_silent_until_the_end() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let all = four(&w).await;
        let game_id = w.game(&seats(&all, &FOUR), "original", None).await;
        let seen = chat(&w, &game_id, Some(&all["ana"])).await;
        assert!(
            closed(&seen).contains("not even between partners"),
            "{db:?}: {seen}"
        );
        assert_eq!(
            write(&w, &game_id, &all["ana"], "I have Rama").await.0,
            StatusCode::FORBIDDEN
        );
        let page = w.page("ana", &format!("/games/{game_id}")).await;
        assert!(
            !page.body.contains(r#"data-testid="chat-text""#),
            "no box to write in"
        );
        w.app.api_play_to_end(&game_id, &all).await;
        assert_eq!(
            write(&w, &game_id, &all["ana"], "well played, partner")
                .await
                .0,
            StatusCode::CREATED
        );
    }
}

#[tokio::test]
async fn a_private_note_is_seen_by_its_writer_only() {
    for db in databases() {
        let (w, all, game_id) = ana_and_ben_play(db, "original").await;
        let ana = w.browser("ana").await;
        let secret = "ben holds the Rama card, I think";
        let res = game_form(&ana, &game_id, "private-note", &[("note", secret)]).await;
        let page = ana.follow_see_other(&res).await;
        assert!(
            page.body.contains("Your note is saved") && page.body.contains(secret),
            "{db:?}"
        );
        for name in ["ben", "cleo"] {
            let page = w.page(name, &format!("/games/{game_id}")).await;
            assert!(
                !page.body.contains(secret),
                "{db:?}: {name} reads ana's note"
            );
        }
        for token in [Some(all["ana"].as_str()), Some(all["ben"].as_str()), None] {
            for path in ["", "/chat", "/export", "/history"] {
                let res = w
                    .app
                    .api_get(&format!("/api/v1/games/{game_id}{path}"), token)
                    .await;
                assert!(
                    !res.body.contains("Rama card"),
                    "{db:?}: {path} carries the note"
                );
            }
        }
        // Too long, or not a player: refused, nothing changed.
        let too_long = "n".repeat(5001);
        let res = game_form(&ana, &game_id, "private-note", &[("note", &too_long)]).await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST);
        let cleo = w.browser("cleo").await;
        let res = game_form(&cleo, &game_id, "private-note", &[("note", "x")]).await;
        assert_eq!(res.status, StatusCode::FORBIDDEN);
        assert!(ana
            .get(&format!("/games/{game_id}"))
            .await
            .body
            .contains(secret));
    }
}

#[tokio::test]
async fn direction_controls_are_refused_and_look_alike_links_show_their_ascii_host() {
    for db in databases() {
        let (w, all, game_id) = ana_and_ben_play(db, "original").await;
        let disguised = "my photo \u{202e}gpj.exe";
        // The chat (API and form), the private note and an invitation's note refuse them.
        let (status, refused) = write(&w, &game_id, &all["ana"], disguised).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{db:?}: {refused}");
        assert!(
            refused["error"]["message"]
                .as_str()
                .unwrap()
                .contains("a chat message cannot hold direction controls"),
            "{refused}"
        );
        let ana = w.browser("ana").await;
        for control in ['\u{202a}', '\u{2066}', '\u{2069}'] {
            let text = format!("isolate{control}d");
            let res = game_form(&ana, &game_id, "chat", &[("text", &text)]).await;
            let back = ana.follow(&res).await;
            back.assert_contains("Your message was not sent");
            let res = game_form(&ana, &game_id, "private-note", &[("note", &text)]).await;
            assert_eq!(res.status, StatusCode::BAD_REQUEST, "{db:?}: {}", res.body);
        }
        assert_eq!(texts(&chat(&w, &game_id, Some(&all["ben"])).await).len(), 0);
        let note = json!({"players": 2, "note": format!("join {disguised}")});
        let res = w
            .app
            .api_post("/api/v1/invitations", Some(&all["cleo"]), Some(note))
            .await;
        assert_eq!(res.status, StatusCode::BAD_REQUEST, "{db:?}: {}", res.body);
        res.assert_contains("the note cannot hold direction controls");

        // A host that mixes a Cyrillic "а" into Latin letters shows as punycode.
        let (status, _) = write(&w, &game_id, &all["ana"], "pay https://\u{430}pple.com/pay").await;
        assert_eq!(status, StatusCode::CREATED, "{db:?}");
        let page = w.page("ben", &format!("/games/{game_id}")).await;
        assert!(
            page.body.contains(
                r#"<a href="https://xn--pple-43d.com/pay" rel="nofollow noopener noreferrer ugc" target="_blank">https://xn--pple-43d.com/pay</a>"#
            ),
            "{db:?}: {}",
            page.body
        );
        assert!(!page.body.contains("\u{430}pple"), "{db:?}");
    }
}

#[tokio::test]
async fn turn_mails_and_the_feed_say_who_wrote_what() {
    support::notify::require_python_module("aiosmtpd");
    for db in databases() {
        let (sink, w) = mail_world(db).await;
        let all = three(&w).await;
        for n in ["ana", "ben"] {
            w.verified_email(n, &format!("{n}@example.org")).await;
        }
        let game_id = w.game(&[&all["ana"], &all["ben"]], "original", None).await;
        w.advance(Duration::minutes(10));
        w.tick().await;
        let first = w.to_move(&game_id).await;
        let other = if first == "ana" { "ben" } else { "ana" };
        // The player to move writes, then moves: the other's turn mail tells both.
        assert_eq!(
            write(&w, &game_id, &all[&first], "your move, take your time")
                .await
                .0,
            StatusCode::CREATED
        );
        w.random_move(&game_id, &all).await;
        w.advance(Duration::minutes(10));
        w.tick().await;
        let to = format!("{other}@example.org");
        let turn_mail = || {
            sink.mails_to(&to)
                .into_iter()
                .find(|m| m.subject.starts_with("Your turn"))
        };
        eventually(std::time::Duration::from_secs(10), "the turn mail", || {
            turn_mail().is_some()
        })
        .await;
        let mail = turn_mail().unwrap();
        assert!(
            mail.body
                .contains(&format!("{first} wrote: your move, take your time")),
            "{}",
            mail.body
        );
        let user = w.user(other).await;
        let feed = maipenrai::notify::feed::atom(&w.app.state.service, &user, "http://x/feed")
            .await
            .unwrap();
        assert!(
            feed.contains(&format!("{first} wrote: your move, take your time")),
            "{feed}"
        );
        // The writer is not told of their own words.
        let writer = w.user(&first).await;
        let feed = maipenrai::notify::feed::atom(&w.app.state.service, &writer, "http://x/feed")
            .await
            .unwrap();
        assert!(!feed.contains("wrote:"), "{feed}");
    }
}

#[tokio::test]
async fn resigning_a_two_player_game_ends_it_and_the_other_wins() {
    for db in databases() {
        let (w, all, game_id) = ana_and_ben_play(db, "original").await;
        w.random_move(&game_id, &all).await;
        let seq = w.state(&game_id, None).await["seq"].clone();
        // The page asks first and says what will happen.
        let ana = w.browser("ana").await;
        let page = ana.get(&format!("/games/{game_id}")).await;
        assert!(
            page.body.contains(r#"data-testid="resign""#),
            "{db:?}: no resign link"
        );
        let ask = ana.get(&format!("/games/{game_id}/resign")).await;
        assert_eq!(ask.status, StatusCode::OK);
        assert!(
            html_unescape(&ask.body).contains("The game ends now and ben wins"),
            "{}",
            ask.body
        );
        // Asking changes nothing; a spectator cannot resign for anybody.
        assert_eq!(w.state(&game_id, None).await["status"], "active");
        assert_eq!(
            resign_api(&w, &game_id, &all["cleo"]).await.0,
            StatusCode::FORBIDDEN
        );
        let res = game_form(&ana, &game_id, "resign", &[]).await;
        let page = html_unescape(&ana.follow_see_other(&res).await.body);
        assert!(
            page.contains("You resigned this game.") && page.contains("The game is over."),
            "{db:?}"
        );
        assert!(
            page.contains("★ ben wins.") && page.contains("ana resigned, so ben wins."),
            "{db:?}"
        );

        // Everybody sees the same result; the log did not grow; no more moves.
        let state = w.state(&game_id, None).await;
        assert_eq!(state["status"], "finished", "{db:?}");
        assert_eq!(state["seq"], seq);
        assert_eq!(state["result"]["winners"], json!(["ben"]));
        assert_eq!(
            w.app.api_random_move(&game_id, &all).await,
            None,
            "{db:?}: a move after the end"
        );
        assert_eq!(
            resign_api(&w, &game_id, &all["ben"]).await.0,
            StatusCode::CONFLICT
        );
        // The lobby, the history, the export and the clock tell it.
        let lobby = html_unescape(&w.page("ben", "/").await.body);
        assert!(lobby.contains("★ won"), "{db:?}: ben's lobby");
        let history = html_unescape(&ana.get(&format!("/games/{game_id}/history")).await.body);
        assert!(
            history.contains("ana resigned on") && history.contains("which ended the game"),
            "{db:?}"
        );
        let export = w
            .app
            .api_ok(&format!("/api/v1/games/{game_id}/export"), None)
            .await;
        assert_eq!(export["resignations"][0]["player"], "ana", "{db:?}");
        assert_eq!(export["result"]["winners"], json!(["ben"]));
        let clock = w
            .app
            .api_ok(&format!("/api/v1/games/{game_id}/clock"), None)
            .await;
        assert_eq!(clock["resigned"], json!(["ana"]));
        assert_eq!(clock["removed"], json!([]));
    }
}

#[tokio::test]
async fn with_more_players_the_seat_of_who_resigned_plays_on_without_them() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let all = three(&w).await;
        let game_id = w
            .game(&[&all["ana"], &all["ben"], &all["cleo"]], "original", None)
            .await;
        // Whoever is to move resigns: their seat passes at once, the game goes on.
        let quitter = w.to_move(&game_id).await;
        let seq = w.state(&game_id, None).await["seq"].as_i64().unwrap();
        let (status, game) = resign_api(&w, &game_id, &all[&quitter]).await;
        assert_eq!(status, StatusCode::OK, "{db:?}: {game}");
        assert_eq!(game["status"], "active");
        assert_eq!(
            game["seq"].as_i64().unwrap(),
            seq + 1,
            "{db:?}: the seat moved at once"
        );
        assert_ne!(game["to_move"], quitter.as_str());
        let history = w.history(&game_id, &all[&quitter]).await;
        let last = history["steps"].as_array().unwrap().last().unwrap().clone();
        assert_eq!(last["reason"], "resigned", "{db:?}: {last}");
        assert!(last["reason_text"]
            .as_str()
            .unwrap()
            .ends_with("the player resigned"));
        // They can neither move nor resign again; the page says why.
        assert_eq!(
            resign_api(&w, &game_id, &all[&quitter]).await.0,
            StatusCode::CONFLICT
        );
        let page = html_unescape(&w.page(&quitter, &format!("/games/{game_id}")).await.body);
        assert!(page.contains("You resigned this game; your seat"), "{db:?}");
        assert!(!page.contains(r#"data-testid="resign""#));
        let others: Vec<String> = ["ana", "ben", "cleo"]
            .iter()
            .filter(|n| **n != quitter)
            .map(|n| n.to_string())
            .collect();
        let page = html_unescape(&w.page(&others[0], &format!("/games/{game_id}")).await.body);
        assert!(page.contains(&format!("Resigned: {quitter}. Their seat passes automatically unless the others hand it to a computer player.")), "{db:?}");
        // The rest play on: the worker passes for the empty seat until the two others
        // hand it to a computer player.
        let seat = game["players"]
            .as_array()
            .unwrap()
            .iter()
            .position(|p| p == quitter.as_str())
            .unwrap();
        let (mut passed, mut by_computer) = (0, 0);
        for _ in 0..200 {
            let Some(to_move) = w.to_move_while_active(&game_id).await else {
                break;
            };
            if to_move != quitter {
                w.random_move(&game_id, &all).await;
            } else if passed == 0 {
                assert!(
                    w.tick().await.automatic_passes >= 1,
                    "{db:?}: the worker passes"
                );
                passed += 1;
                for name in &others {
                    let res = w
                        .vote(
                            &game_id,
                            &all[name],
                            json!({"kind": "computer", "seat": seat, "level": "beginner"}),
                        )
                        .await;
                    assert_eq!(res.status, StatusCode::OK, "{db:?}: {}", res.body);
                }
            } else {
                let n = w.computer_moves().await;
                assert_eq!(n, 1, "{db:?}: the computer plays the seat");
                by_computer += 1;
            }
        }
        assert!(
            passed == 1 && by_computer >= 1,
            "{db:?}: {passed} {by_computer}"
        );
        assert_eq!(
            w.state(&game_id, None).await["status"],
            "finished",
            "{db:?}"
        );
    }
}

async fn profile(w: &World, name: &str) -> Value {
    w.app.api_ok(&format!("/api/v1/players/{name}"), None).await
}

fn rating_of(p: &Value, pool: &str) -> Option<(f64, f64, i64)> {
    p["ratings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["pool"] == pool)
        .map(|r| {
            (
                r["rating"].as_f64().unwrap(),
                r["uncertainty"].as_f64().unwrap(),
                r["games"].as_i64().unwrap(),
            )
        })
}

/// The operator marks `names` established (`maipenrai admin establish`), so that their
/// ratings may rise and they may reach the leaderboard (`tests/fair_play.rs`).
async fn establish(w: &World, names: &[&str]) {
    for name in names {
        w.app.state.service.establish(None, name, "").await.unwrap();
    }
}

#[tokio::test]
async fn finished_rated_games_count_once_for_ratings_profiles_and_the_leaderboard() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let all = three(&w).await;
        establish(&w, &["ana", "ben", "cleo"]).await;
        // Listed, so that their results show on profiles to anybody.
        let rated = |hands: &str| json!({"game": "king-of-siam", "players": 2, "hands": hands, "listed": true});
        let ana_ben = [all["ana"].as_str(), all["ben"].as_str()];
        let game_id = started(&w, &ana_ben, rated("original")).await;
        assert_eq!(w.state(&game_id, None).await["options"]["rated"], true);
        w.app.api_play_to_end(&game_id, &all).await;
        let winner = w.state(&game_id, None).await["result"]["winners"][0]
            .as_str()
            .unwrap()
            .to_string();
        let loser = if winner == "ana" { "ben" } else { "ana" };
        // Nothing before the worker's pass; once after it, however often it runs, and from
        // another instance on the same database too.
        assert_eq!(profile(&w, &winner).await["ratings"], json!([]));
        assert_eq!(w.tick().await.rated, 1, "{db:?}");
        let other = World::on(&w.database_url, |_| {}).await;
        assert_eq!(other.tick().await.rated, 0, "{db:?}");
        assert_eq!(w.tick().await.rated, 0);
        let (mu, sigma, games) = rating_of(&profile(&w, &winner).await, "2 players").unwrap();
        assert!(
            (mu - 27.635).abs() < 0.001 && (sigma - 8.0655).abs() < 0.001 && games == 1,
            "{db:?}: {mu} {sigma}"
        );
        let (mu, _, _) = rating_of(&profile(&w, loser).await, "2 players").unwrap();
        assert!((mu - 22.365).abs() < 0.001, "{db:?}: {mu}");
        let p = profile(&w, &winner).await;
        assert_eq!(
            p["results"],
            json!([{"game": "king-of-siam", "players": 2, "played": 1, "won": 1}])
        );
        assert_eq!(p["opponents"], json!([loser]));
        assert_eq!(p["ratings"][0]["provisional"], true);

        // Casual games change nothing: open hands, a computer player, a host's choice.
        let open = started(&w, &ana_ben, rated("open")).await;
        assert_eq!(
            w.state(&open, None).await["options"]["rated"],
            false,
            "{db:?}: open hands are casual"
        );
        let casual = json!({"game": "king-of-siam", "players": 2, "rated": false, "listed": true});
        let casual = started(&w, &ana_ben, casual).await;
        let (code, _) = w
            .app
            .api_game_with(
                &[&all["cleo"]],
                json!({"game": "king-of-siam", "players": 2, "computers": ["beginner"]}),
            )
            .await;
        let with_computer = w.app.api_invitation(&code).await["game_id"]
            .as_str()
            .unwrap()
            .to_string();
        assert_eq!(
            w.state(&with_computer, None).await["options"]["rated"],
            false
        );
        for id in [&open, &casual] {
            w.app.api_play_to_end(id, &all).await;
        }
        assert_eq!(w.tick().await.rated, 0, "{db:?}");
        assert_eq!(
            rating_of(&profile(&w, "ana").await, "2 players").unwrap().2,
            1
        );
        assert_eq!(profile(&w, "ana").await["results"][0]["played"], 3);

        // A resignation is a loss for who resigned (once both have made two moves).
        let before = rating_of(&profile(&w, "cleo").await, "2 players");
        assert_eq!(before, None);
        resigned_after(&w, &all, ["ana", "ben"], 2).await;
        let ben_before = rating_of(&profile(&w, "ben").await, "2 players").unwrap().0;
        assert_eq!(w.tick().await.rated, 1, "{db:?}");
        let ben_after = rating_of(&profile(&w, "ben").await, "2 players").unwrap().0;
        assert!(ben_after < ben_before, "{db:?}: {ben_before} → {ben_after}");

        // The leaderboard and the profile page.
        let cleo = w.browser("cleo").await;
        let board = cleo.get("/leaderboard/king-of-siam").await;
        assert_eq!(board.status, StatusCode::OK);
        assert!(
            board.body.contains("Nobody qualifies yet") && !board.body.contains("/players/ana"),
            "{db:?}: two games are too few for the board"
        );
        let page = cleo.get(&format!("/players/{winner}")).await;
        assert!(
            page.body.contains("Member since") && page.body.contains("provisional"),
            "{db:?}"
        );
        assert_eq!(
            cleo.get("/players/nobody-here").await.status,
            StatusCode::NOT_FOUND
        );
        assert_eq!(
            cleo.get("/leaderboard/chess").await.status,
            StatusCode::NOT_FOUND
        );
    }
}

/// A rated two-player game of `a` and `b` (in this order) in which each makes `moves`
/// moves, then `b` resigns; its id.
async fn resigned_after(
    w: &World,
    all: &BTreeMap<String, String>,
    [a, b]: [&str; 2],
    moves: usize,
) -> String {
    let body = json!({"game": "king-of-siam", "players": 2, "hands": "original"});
    let game_id = started(w, &[&all[a], &all[b]], body).await;
    for _ in 0..2 * moves {
        w.random_move(&game_id, all).await;
    }
    let (status, answer) = resign_api(w, &game_id, &all[b]).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    game_id
}

/// Whether `name` is on the game's leaderboard page.
async fn on_the_board(w: &World, name: &str) -> bool {
    let board = w.app.browser().get("/leaderboard/king-of-siam").await;
    assert_eq!(board.status, StatusCode::OK);
    board.body.contains(&format!(r#"href="/players/{name}""#))
}

/// The game's page as a visitor sees it (entities unescaped).
async fn game_page(w: &World, game_id: &str) -> String {
    html_unescape(&w.app.browser().get(&format!("/games/{game_id}")).await.body)
}

/// Handles every finished game for ratings (the worker rates 50 per pass).
async fn rate_all(w: &World, games: usize) {
    for _ in 0..=games / 50 {
        w.tick().await;
    }
}

/// The farm of the security review: rated games against fresh helper accounts, each
/// resigned at once, beyond every threshold (games per pair and day, games and opponents
/// for the leaderboard), leave the farmer unrated and off the leaderboard.
#[tokio::test]
async fn a_farm_of_games_resigned_at_once_rates_nobody() {
    const FARM: usize = 200;
    const HELPERS: [&str; 6] = ["help1", "help2", "help3", "help4", "help5", "help6"];
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let mut names = vec!["farmer"];
        names.extend(HELPERS);
        let all = w.accounts(&names).await;
        let body = json!({"game": "king-of-siam", "players": 2, "hands": "original"});
        let mut last = String::new();
        for i in 0..FARM {
            let helper = &all[HELPERS[i % HELPERS.len()]];
            last = started(&w, &[&all["farmer"], helper], body.clone()).await;
            let (status, answer) = resign_api(&w, &last, helper).await;
            assert_eq!(status, StatusCode::OK, "{db:?}: {answer}");
        }
        rate_all(&w, FARM).await;
        assert_eq!(profile(&w, "farmer").await["ratings"], json!([]), "{db:?}");
        assert_eq!(profile(&w, "help1").await["ratings"], json!([]), "{db:?}");
        assert!(!on_the_board(&w, "farmer").await, "{db:?}");
        let page = game_page(&w, &last).await;
        assert!(
            page.contains("Casual after all: the game ended before every player had made 2 moves of their own."),
            "{db:?}: {page}"
        );
    }
}

#[tokio::test]
async fn three_rated_games_a_day_per_pair_count_and_boards_want_several_opponents() {
    for db in databases() {
        let w = World::new(db, |c| {
            c.social.leaderboard_min_games = 6;
            c.social.leaderboard_min_opponents = 2;
        })
        .await;
        let all = three(&w).await;
        establish(&w, &["ana", "ben", "cleo"]).await;
        let games = |p: &Value| rating_of(p, "2 players").map_or(0, |r| r.2);
        // One move each is too short.
        let short = resigned_after(&w, &all, ["ana", "ben"], 1).await;
        w.tick().await;
        assert_eq!(games(&profile(&w, "ana").await), 0, "{db:?}");
        // Four games in a day: three count, the fourth is casual and says so.
        let mut day = Vec::new();
        for _ in 0..4 {
            w.advance(Duration::minutes(1));
            day.push(resigned_after(&w, &all, ["ana", "ben"], 2).await);
        }
        w.tick().await;
        assert_eq!(games(&profile(&w, "ana").await), 3, "{db:?}");
        assert_eq!(games(&profile(&w, "ben").await), 3, "{db:?}");
        let fourth = game_page(&w, &day[3]).await;
        assert!(
            fourth.contains("Casual after all: two of its players had already played 3 rated games together within 24 hours."),
            "{db:?}: {fourth}"
        );
        assert!(!game_page(&w, &day[0]).await.contains("Casual after all"));
        assert!(game_page(&w, &short)
            .await
            .contains("made 2 moves of their own"));
        // Day after day, three games each (won in turn): no longer provisional, enough
        // games, but one opponent only.
        let mut days = 0;
        while rating_of(&profile(&w, "ana").await, "2 players").unwrap().1 > 6.0 {
            days += 1;
            assert!(days <= 10, "{db:?}: still provisional after {days} days");
            w.advance(Duration::hours(25));
            for pair in [["ana", "ben"], ["ben", "ana"], ["ana", "ben"]] {
                resigned_after(&w, &all, pair, 2).await;
            }
            w.tick().await;
        }
        let ana = rating_of(&profile(&w, "ana").await, "2 players").unwrap();
        assert_eq!(ana.2, 3 + 3 * days, "{db:?}: {ana:?}");
        assert!(!on_the_board(&w, "ana").await, "{db:?}: one opponent");
        // A second opponent puts her on the board.
        resigned_after(&w, &all, ["ana", "cleo"], 2).await;
        w.tick().await;
        assert!(on_the_board(&w, "ana").await, "{db:?}");
        assert!(!on_the_board(&w, "cleo").await, "{db:?}: one game");
    }
}

#[tokio::test]
async fn partners_are_rated_on_their_team_result() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let all = four(&w).await;
        establish(&w, &FOUR).await;
        let body = json!({"game": "king-of-siam", "players": 4, "hands": "original"});
        let game_id = started(&w, &seats(&all, &FOUR), body).await;
        w.app.api_play_to_end(&game_id, &all).await;
        assert_eq!(w.tick().await.rated, 1, "{db:?}");
        let state = w.state(&game_id, None).await;
        let winners: Vec<String> = state["result"]["winners"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap().to_string())
            .collect();
        assert_eq!(winners.len(), 2, "a team wins");
        let pool = "4 players (teams)";
        let mut ratings = Vec::new();
        for n in FOUR {
            ratings.push((n, rating_of(&profile(&w, n).await, pool).unwrap().0));
        }
        let rating_if = |won: bool| -> Vec<f64> {
            ratings
                .iter()
                .filter(|(n, _)| winners.iter().any(|w| w == n) == won)
                .map(|(_, r)| *r)
                .collect()
        };
        let (won, lost) = (rating_if(true), rating_if(false));
        assert!(
            (won[0] - won[1]).abs() < 1e-9 && (lost[0] - lost[1]).abs() < 1e-9,
            "{db:?}: {ratings:?}"
        );
        assert!(won[0] > 25.0 && lost[0] < 25.0, "{db:?}: {ratings:?}");
    }
}

#[tokio::test]
async fn invitations_by_name_open_games_watching_and_rematches() {
    for db in databases() {
        let w = World::new(db, |c| {
            c.smtp_url = Some("smtp://127.0.0.1:9".into());
            c.mail_from = Some("Mai Pen Rai <games@example.org>".into());
        })
        .await;
        let all = four(&w).await;
        w.verified_email("ben", "ben@example.org").await;
        // A new account's invitations by name are mailed only to people it played with.
        w.game(&[&all["ana"], &all["ben"]], "original", None).await;

        // By name: unknown names are refused and nothing is created.
        let res = w
            .app
            .api_post(
                "/api/v1/invitations",
                Some(&all["ana"]),
                Some(json!({"game": "king-of-siam", "players": 3, "invite": ["ben", "nobody"]})),
            )
            .await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{db:?}: {}", res.body);
        assert!(res.body.contains("nobody"));
        let ana = w.browser("ana").await;
        let res = ana
            .post_session_form(
                "/invitations",
                &[
                    ("game", "king-of-siam"),
                    ("players", "3"),
                    ("invite", "ben, @cleo"),
                ],
            )
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        let code = invited_to(&res);
        let ben = w.browser("ben").await;
        let lobby = html_unescape(&ben.get("/").await.body);
        assert!(
            lobby.contains("Invitations for you")
                && lobby.contains("<strong>ana</strong> invites you"),
            "{db:?}: {lobby}"
        );
        let ben_id = w.user("ben").await.user_id;
        let mail = w.store().outbox_for_user(ben_id, 10).await.unwrap();
        assert!(
            mail.iter()
                .any(|m| m.kind == "invited" && m.body.contains(&format!("/invite/{code}"))),
            "{db:?}: {mail:?}"
        );
        ben.post_session_form(&format!("/invite/{code}/join"), &[])
            .await;
        assert!(
            !html_unescape(&ben.get("/").await.body).contains("<strong>ana</strong> invites you"),
            "{db:?}: still listed after joining"
        );

        // Listed: on "Open games" for anybody logged in, then its game on "Watch".
        let (listed_code, _) = w
            .app
            .api_game_with(
                &[&all["cleo"]],
                json!({"game": "king-of-siam", "players": 2, "listed": true}),
            )
            .await;
        let (hidden_code, _) = w
            .app
            .api_game_with(
                &[&all["cleo"]],
                json!({"game": "king-of-siam", "players": 2}),
            )
            .await;
        let dan = w.browser("dan").await;
        let open = dan.get("/open-games").await.body;
        assert!(
            open.contains(&format!("/invite/{listed_code}")) && !open.contains(&hidden_code),
            "{db:?}"
        );
        assert!(dan
            .get("/watch")
            .await
            .body
            .contains("No listed game is running"));
        let res = dan
            .post_session_form(&format!("/invite/{listed_code}/join"), &[])
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        let game_id = w.app.api_invitation(&listed_code).await["game_id"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(!dan.get("/open-games").await.body.contains(&listed_code));
        let watch = w.app.browser().get("/watch").await.body;
        assert!(
            watch.contains(&format!("/games/{game_id}")),
            "{db:?}: {watch}"
        );

        // Play again with the same players, once the game is over.
        let res = game_form(&dan, &game_id, "rematch", &[]).await;
        assert_eq!(
            res.status,
            StatusCode::CONFLICT,
            "{db:?}: a rematch of a running game"
        );
        w.app.api_play_to_end(&game_id, &all).await;
        let res = game_form(&dan, &game_id, "rematch", &[]).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        let again = invited_to(&res);
        let invitation = w.app.api_invitation(&again).await;
        assert_eq!(
            invitation["options"],
            w.state(&game_id, None).await["options"],
            "{db:?}"
        );
        assert_eq!(invitation["creator"], "dan");
        let cleo = w.browser("cleo").await;
        assert!(
            html_unescape(&cleo.get("/").await.body).contains("<strong>dan</strong> invites you"),
            "{db:?}"
        );
        let (status, _) = game_call(&w, &game_id, "rematch", &all["ben"], None).await;
        assert_eq!(
            status,
            StatusCode::FORBIDDEN,
            "{db:?}: a spectator's rematch"
        );
        let (status, body) = game_call(&w, &game_id, "rematch", &all["cleo"], None).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
    }
}

/// `POST /api/v1/invitations` of a two-player game from `token` naming `names`.
async fn invite_by_name(w: &World, token: &str, names: &[&str]) -> TestResponse {
    let body = json!({"game": "king-of-siam", "players": 2, "invite": names});
    w.app
        .api_post("/api/v1/invitations", Some(token), Some(body))
        .await
}

/// How many invitations by name the lobby (or page) shows.
fn invitations_shown(page: &TestResponse) -> usize {
    html_unescape(&page.body).matches("invites you:").count()
}

/// The security review's flood: invitations naming one person are limited per hour, the
/// invitee gets one mail a day from the same host, and the lobby shows 20 with a link to
/// the rest.
#[tokio::test]
async fn a_flood_of_invitations_by_name_is_cut_off_mailed_once_and_paginated() {
    for db in databases() {
        let w = World::new(db, |c| {
            c.smtp_url = Some("smtp://127.0.0.1:9".into());
            c.mail_from = Some("Mai Pen Rai <games@example.org>".into());
            // Only the hourly limit here (the open ones per invitee: the next test).
            c.social.open_invitations_per_invitee = 1000;
        })
        .await;
        let all = three(&w).await;
        w.verified_email("ben", "ben@example.org").await;
        // New accounts: their invitations are mailed only to people they played with.
        for host in ["ana", "cleo"] {
            w.game(&[&all[host], &all["ben"]], "original", None).await;
        }
        let ben_id = w.user("ben").await.user_id;
        let mails = || async {
            w.store()
                .outbox_for_user(ben_id, 100)
                .await
                .unwrap()
                .into_iter()
                .filter(|m| m.kind == "invited")
                .count()
        };
        for i in 0..20 {
            let res = invite_by_name(&w, &all["ana"], &["ben"]).await;
            assert_eq!(res.status, StatusCode::CREATED, "{db:?} #{i}: {}", res.body);
        }
        // More than 20 in an hour: refused, nothing created, nothing sent.
        for _ in 0..5 {
            let res = invite_by_name(&w, &all["ana"], &["ben"]).await;
            assert_eq!(
                res.status,
                StatusCode::TOO_MANY_REQUESTS,
                "{db:?}: {}",
                res.body
            );
            assert_eq!(res.error_code(), "rate_limited");
            assert!(
                res.body
                    .contains("invited people by name 20 times in the last hour"),
                "{}",
                res.body
            );
        }
        // Invitations without names are not limited by it.
        let res = w
            .app
            .api_post(
                "/api/v1/invitations",
                Some(&all["ana"]),
                Some(json!({"game": "king-of-siam", "players": 2})),
            )
            .await;
        assert_eq!(res.status, StatusCode::CREATED, "{db:?}");
        assert_eq!(mails().await, 1, "{db:?}: one mail a day per host");
        let ben = w.browser("ben").await;
        let lobby = ben.get("/").await;
        assert_eq!(invitations_shown(&lobby), 20, "{db:?}");
        assert!(!lobby.body.contains("invited-more"), "{db:?}: 20, no more");

        // An hour later: allowed again; the lobby shows the newest 20 and links the rest.
        w.advance(Duration::minutes(61));
        let res = invite_by_name(&w, &all["ana"], &["ben"]).await;
        assert_eq!(res.status, StatusCode::CREATED, "{db:?}");
        let newest = res.json()["code"].as_str().unwrap().to_string();
        let lobby = ben.get("/").await;
        assert_eq!(invitations_shown(&lobby), 20, "{db:?}");
        assert!(lobby.body.contains(&newest), "{db:?}: newest first");
        assert!(
            lobby.body.contains(r#"href="/invitations/for-you?page=2""#),
            "{db:?}"
        );
        let rest = ben.get("/invitations/for-you?page=2").await;
        assert_eq!(rest.status, StatusCode::OK);
        assert_eq!(invitations_shown(&rest), 1, "{db:?}");
        assert!(rest.body.contains(r#"href="/invitations/for-you?page=1""#));
        assert_eq!(mails().await, 1, "{db:?}: still the same day");
        // A day later, one more mail.
        w.advance(Duration::hours(24));
        let res = invite_by_name(&w, &all["ana"], &["ben"]).await;
        assert_eq!(res.status, StatusCode::CREATED, "{db:?}");
        assert_eq!(mails().await, 2, "{db:?}");
        // Another host's invitation is mailed on its own.
        let res = invite_by_name(&w, &all["cleo"], &["ben"]).await;
        assert_eq!(res.status, StatusCode::CREATED, "{db:?}");
        assert_eq!(mails().await, 3, "{db:?}");
    }
}

#[tokio::test]
async fn invitees_choose_who_may_invite_them_and_may_decline() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let all = four(&w).await;
        // Three open invitations naming the same person, no more; rematches count.
        for _ in 0..3 {
            let res = invite_by_name(&w, &all["ana"], &["ben"]).await;
            assert_eq!(res.status, StatusCode::CREATED, "{db:?}: {}", res.body);
        }
        let res = invite_by_name(&w, &all["ana"], &["ben"]).await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{db:?}");
        assert!(
            res.body
                .contains("you already have 3 open invitations naming ben"),
            "{}",
            res.body
        );
        let ben = w.browser("ben").await;
        assert_eq!(invitations_shown(&ben.get("/").await), 3, "{db:?}");

        // Declining: from the lobby's button, and by the API.
        let lobby = ben.get("/").await;
        let code = lobby
            .body
            .split("/invite/")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .unwrap()
            .to_string();
        let res = ben
            .post_session_form(&format!("/invite/{code}/decline"), &[])
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{db:?}: {}", res.body);
        assert_eq!(invitations_shown(&ben.get("/").await), 2, "{db:?}");
        let host_page = w.page("ana", &format!("/invite/{code}")).await;
        assert!(
            html_unescape(&host_page.body).contains("<bdi>ben</bdi> — <strong>declined</strong>"),
            "{db:?}: {}",
            host_page.body
        );
        let path = format!("/api/v1/invitations/{code}/decline");
        let again = w.app.api_post(&path, Some(&all["ben"]), None).await;
        assert_eq!(again.status, StatusCode::CONFLICT, "{db:?}: declined twice");
        let stranger = w.app.api_post(&path, Some(&all["cleo"]), None).await;
        assert_eq!(stranger.status, StatusCode::CONFLICT, "{db:?}: not invited");
        // A declined invitation no longer counts: ana may name ben once more.
        let res = invite_by_name(&w, &all["ana"], &["ben"]).await;
        assert_eq!(res.status, StatusCode::CREATED, "{db:?}");
        let code = res.json()["code"].as_str().unwrap().to_string();
        let res = w
            .app
            .api_post(
                &format!("/api/v1/invitations/{code}/decline"),
                Some(&all["ben"]),
                None,
            )
            .await;
        assert_eq!(res.status, StatusCode::OK, "{db:?}: {}", res.body);

        // Who may invite cleo: nobody answers as an unknown name does.
        let unknown = invite_by_name(&w, &all["ana"], &["zed"]).await;
        assert_eq!(unknown.status, StatusCode::CONFLICT);
        let refused_as = |res: &TestResponse, name: &str| res.body.replace(name, "NAME");
        let choose = |choice: &'static str| {
            let token = all["cleo"].clone();
            let app = &w.app;
            async move {
                let res = app
                    .api_post(
                        "/api/v1/settings/invitations",
                        Some(&token),
                        Some(json!({"invite_from": choice})),
                    )
                    .await;
                assert_eq!(res.status, StatusCode::OK, "{}", res.body);
            }
        };
        choose("nobody").await;
        let res = invite_by_name(&w, &all["dan"], &["cleo"]).await;
        assert_eq!(res.status, StatusCode::CONFLICT, "{db:?}");
        assert_eq!(
            refused_as(&res, "cleo"),
            refused_as(&unknown, "zed"),
            "{db:?}"
        );
        // Only people she played with: dan has not, ana has.
        choose("played").await;
        assert_eq!(
            w.app
                .api_ok("/api/v1/settings/invitations", Some(&all["cleo"]))
                .await,
            json!({"invite_from": "played"})
        );
        w.game(&[&all["ana"], &all["cleo"]], "original", None).await;
        let res = invite_by_name(&w, &all["dan"], &["cleo"]).await;
        assert_eq!(
            refused_as(&res, "cleo"),
            refused_as(&unknown, "zed"),
            "{db:?}"
        );
        let res = invite_by_name(&w, &all["ana"], &["cleo"]).await;
        assert_eq!(res.status, StatusCode::CREATED, "{db:?}: {}", res.body);
        // Anybody again, chosen on the settings page.
        let cleo = w.browser("cleo").await;
        let page = cleo.get("/settings").await;
        assert!(page.body.contains(r#"value="played" checked"#), "{db:?}");
        let res = cleo
            .post_session_form("/settings/invitations", &[("invite_from", "anyone")])
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        let res = invite_by_name(&w, &all["dan"], &["cleo"]).await;
        assert_eq!(res.status, StatusCode::CREATED, "{db:?}: {}", res.body);
        let bad = cleo
            .post_session_form("/settings/invitations", &[("invite_from", "friends")])
            .await;
        assert!(
            html_unescape(&cleo.follow_see_other(&bad).await.body)
                .contains("hoose who may invite you by name"),
            "{db:?}"
        );
    }
}

/// The lobby's result badge of `game_id` for the viewer of `lobby` (won, lost, shared).
fn lobby_result(lobby: &str, game_id: &str) -> String {
    let at = lobby
        .find(&format!("/games/{game_id}\""))
        .expect("the game is listed");
    let before = &lobby[..at];
    let badge = before.rfind("result-").expect("a result badge");
    before[badge + "result-".len()..]
        .split('"')
        .next()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn a_computer_that_takes_over_a_resigned_seat_and_wins_is_the_winner() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let all = three(&w).await;
        let names = ["ana", "ben", "cleo"];
        // The beginner computer beats random moves most of the time: play until it does.
        let mut won = None;
        for _ in 0..8 {
            let game_id = w.game(&seats(&all, &names), "original", None).await;
            for _ in 0..9 {
                w.random_move(&game_id, &all).await;
            }
            let (status, answer) = resign_api(&w, &game_id, &all["ben"]).await;
            assert_eq!(status, StatusCode::OK, "{db:?}: {answer}");
            let players = w.state(&game_id, None).await["players"].clone();
            let seat = players
                .as_array()
                .unwrap()
                .iter()
                .position(|p| p == "ben")
                .unwrap();
            for voter in ["ana", "cleo"] {
                let vote = json!({"kind": "computer", "seat": seat, "level": "beginner"});
                w.vote(&game_id, &all[voter], vote).await;
            }
            for _ in 0..500 {
                let Some(to_move) = w.to_move_while_active(&game_id).await else {
                    break;
                };
                if to_move == "ben" {
                    let n = w.computer_moves().await;
                    assert_eq!(n, 1, "{db:?}: the computer moves for ben's seat");
                } else {
                    w.random_move(&game_id, &all).await;
                }
            }
            let state = w.state(&game_id, None).await;
            assert_eq!(state["status"], "finished", "{db:?}");
            if state["result"]["winner_seats"]
                .as_array()
                .unwrap()
                .contains(&json!(seat))
            {
                won = Some(game_id);
                break;
            }
        }
        let game_id = won.expect("the computer won one of eight games");
        let computer = "the beginner computer player (in ben’s seat)";
        // The API, the export and the page name the computer as winner, never ben.
        let state = w.state(&game_id, Some(&all["ana"])).await;
        let winners = state["result"]["winners"].as_array().unwrap().clone();
        assert!(winners.contains(&json!(computer)), "{db:?}: {winners:?}");
        assert!(!winners.contains(&json!("ben")), "{db:?}");
        let export = w
            .app
            .api_ok(
                &format!("/api/v1/games/{game_id}/export"),
                Some(&all["ana"]),
            )
            .await;
        assert_eq!(export["result"]["winners"], json!(winners), "{db:?}");
        let page = html_unescape(&w.page("ana", &format!("/games/{game_id}")).await.body);
        assert!(page.contains(&format!("★ {computer}")), "{db:?}");
        // ben keeps his loss: lobby, profile and rating.
        let lobby = w.page("ben", "/").await.body;
        assert_eq!(lobby_result(&lobby, &game_id), "lost", "{db:?}");
        let mine = w.app.api_ok("/api/v1/players/ben", Some(&all["ben"])).await;
        let won_games: i64 = mine["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["won"].as_i64().unwrap())
            .sum();
        assert_eq!(won_games, 0, "{db:?}: {mine}");
        let page = html_unescape(&w.page("ben", "/players/ben").await.body);
        assert!(!page.contains("★ won"), "{db:?}");
        // Still rated for the people in it; the computer is not rated.
        for _ in 0..3 {
            w.tick().await;
        }
        let ben = rating_of(&profile(&w, "ben").await, "3 players").unwrap();
        assert!(ben.0 < 25.0, "{db:?}: {ben:?}");
        assert!(rating_of(&profile(&w, "ana").await, "3 players").is_some());
    }
}

#[tokio::test]
async fn link_only_games_are_listed_and_their_chat_read_by_their_players_only() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let all = three(&w).await;
        let ana_ben = [all["ana"].as_str(), all["ben"].as_str()];
        let hidden = started(&w, &ana_ben, json!({"game": "king-of-siam", "players": 2})).await;
        let listed = started(
            &w,
            &ana_ben,
            json!({"game": "king-of-siam", "players": 2, "listed": true}),
        )
        .await;
        for id in [&hidden, &listed] {
            write(&w, id, &all["ana"], &format!("table talk in {id}")).await;
            w.app.api_play_to_end(id, &all).await;
        }
        // Profiles, the finished games and the API list the link-only game to its players
        // only.
        for viewer in [None, Some("cleo")] {
            let page = match viewer {
                None => w.app.browser().get("/players/ana").await.body,
                Some(name) => w.page(name, "/players/ana").await.body,
            };
            assert!(
                page.contains(&listed) && !page.contains(&hidden),
                "{db:?}: {viewer:?}"
            );
            let list = match viewer {
                None => w.app.browser().get("/games/finished").await.body,
                Some(name) => w.page(name, "/games/finished").await.body,
            };
            assert!(list.contains(&listed) && !list.contains(&hidden), "{db:?}");
        }
        let page = w.page("ben", "/players/ana").await.body;
        assert!(page.contains(&listed) && page.contains(&hidden), "{db:?}");
        assert!(w
            .page("ben", "/games/finished")
            .await
            .body
            .contains(&hidden));
        let played = |p: &Value| p["results"][0]["played"].as_i64().unwrap();
        assert_eq!(played(&profile(&w, "ana").await), 1, "{db:?}");
        let as_cleo = w
            .app
            .api_ok("/api/v1/players/ana", Some(&all["cleo"]))
            .await;
        assert_eq!(played(&as_cleo), 1, "{db:?}");
        let as_ben = w.app.api_ok("/api/v1/players/ana", Some(&all["ben"])).await;
        assert_eq!(played(&as_ben), 2, "{db:?}");
        // Anyone with the link watches; its chat stays the players', export included.
        let watched = w.app.browser().get(&format!("/games/{hidden}")).await;
        assert_eq!(watched.status, StatusCode::OK);
        assert!(!watched.body.contains("table talk"), "{db:?}");
        for token in [None, Some(all["cleo"].as_str())] {
            let seen = chat(&w, &hidden, token).await;
            assert_eq!(seen["messages"], json!([]), "{db:?}");
            assert!(closed(&seen).contains("link-only"), "{db:?}: {seen}");
            let export = w
                .app
                .api_ok(&format!("/api/v1/games/{hidden}/export"), token)
                .await;
            assert_eq!(export["chat"], json!([]), "{db:?}");
            let open = chat(&w, &listed, token).await;
            assert_eq!(texts(&open), [format!("ana: table talk in {listed}")]);
        }
        let export = w
            .app
            .api_ok(&format!("/api/v1/games/{hidden}/export"), Some(&all["ben"]))
            .await;
        assert_eq!(export["chat"].as_array().unwrap().len(), 1, "{db:?}");
    }
}

#[tokio::test]
async fn results_live_on_the_game_row_and_old_games_get_theirs() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let all = three(&w).await;
        let game_id = w.game(&[&all["ana"], &all["ben"]], "original", None).await;
        w.app.api_play_to_end(&game_id, &all).await;
        let winner = w.state(&game_id, None).await["result"]["winner_seats"][0]
            .as_u64()
            .unwrap() as usize;
        let id: uuid::Uuid = game_id.parse().unwrap();
        let stored = || async { w.app.state.store.game(id).await.unwrap().unwrap().result };
        // The worker's pass stores it.
        assert_eq!(stored().await, None, "{db:?}");
        w.tick().await;
        let result = stored().await.expect("stored by the worker");
        assert_eq!(result.winners, vec![winner], "{db:?}");
        assert_eq!(result.ranks.len(), 2);
        assert_eq!(result.ranks[winner], 1);
        assert!(
            !result.values[winner].is_empty(),
            "{db:?}: the game's values"
        );
        // A game finished before the column existed: its result is filled in at the first
        // read (the lobby), from a replay, and by the worker otherwise.
        let raw = support::db::Raw::connect(&w.database_url).await;
        let forget = "UPDATE game SET result = NULL";
        raw.exec(forget, &[], None, None).await;
        assert_eq!(stored().await, None);
        let names = w.state(&game_id, None).await["players"].clone();
        let name = names[winner].as_str().unwrap();
        let lobby = w.page(name, "/").await.body;
        assert_eq!(lobby_result(&lobby, &game_id), "won", "{db:?}");
        assert_eq!(stored().await, Some(result.clone()), "{db:?}");
        raw.exec(forget, &[], None, None).await;
        assert_eq!(w.tick().await.results_filled, 1, "{db:?}");
        assert_eq!(stored().await, Some(result), "{db:?}");
        assert_eq!(w.tick().await.results_filled, 0, "{db:?}");
    }
}

#[tokio::test]
async fn profiles_show_twenty_games_a_page() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let all = three(&w).await;
        let mut ids = Vec::new();
        for _ in 0..21 {
            let body = json!({"game": "king-of-siam", "players": 2, "listed": true});
            ids.push(started(&w, &[&all["ana"], &all["ben"]], body).await);
            w.advance(Duration::minutes(1));
        }
        let first = w.page("cleo", "/players/ana").await.body;
        let shown = |page: &str| ids.iter().filter(|id| page.contains(id.as_str())).count();
        assert_eq!(shown(&first), 20, "{db:?}");
        assert!(first.contains("/players/ana?page=2"), "{db:?}");
        let second = w.page("cleo", "/players/ana?page=2").await.body;
        assert_eq!(shown(&second), 1, "{db:?}");
        assert!(second.contains(&ids[0]), "{db:?}: the oldest last");
        assert!(second.contains("/players/ana?page=1"), "{db:?}");
        assert_eq!(profile(&w, "ana").await["running"], 21);
    }
}

/// What `b` is told of unread chat messages: the header's count of games (None: no
/// marker) and the lobby's per-game markers' texts.
async fn unread_in_lobby(b: &Browser) -> (Option<String>, Vec<String>) {
    let lobby = b.get("/").await;
    assert_eq!(lobby.status, StatusCode::OK);
    let header = lobby
        .body
        .split(r#"id="chat-count" title=""#)
        .nth(1)
        .map(|rest| {
            let title = rest.split('"').next().unwrap_or_default();
            html_unescape(title)
        });
    let markers = lobby
        .body
        .split(r#"data-testid="unread">"#)
        .skip(1)
        .map(|rest| html_unescape(rest.split('<').next().unwrap_or_default()))
        .collect();
    (header, markers)
}

#[tokio::test]
async fn unread_chat_is_marked_in_the_header_lobby_and_game_until_read() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let all = three(&w).await;
        let tokens = seats(&all, &["ana", "ben", "cleo"]);
        let game_id = w.game(&tokens, "open", None).await;
        let ana = w.browser("ana").await;
        assert_eq!(unread_in_lobby(&ana).await, (None, vec![]), "{db:?}");

        // Two messages of the others and one of her own: two unread, in one game.
        write(&w, &game_id, &all["ben"], "hello").await;
        write(&w, &game_id, &all["cleo"], "hi all").await;
        write(&w, &game_id, &all["ana"], "my own words").await;
        let one_game = Some("New chat messages in 1 game".to_string());
        assert_eq!(
            unread_in_lobby(&ana).await,
            (one_game.clone(), vec!["2 new messages".to_string()]),
            "{db:?}"
        );
        // ben has not read cleo's and ana's.
        let ben = w.browser("ben").await;
        assert_eq!(unread_in_lobby(&ben).await.1, vec!["2 new messages"]);

        // The game page says so at its top and marks the two; then they are read.
        let page = ana.get(&format!("/games/{game_id}")).await;
        assert!(page.body.contains("2 new chat messages"), "{db:?}");
        assert_eq!(page.body.matches(r#"data-testid="chat-new""#).count(), 2);
        assert!(
            !page.body.contains(r#"id="chat-count""#),
            "read on this page"
        );
        assert_eq!(unread_in_lobby(&ana).await, (None, vec![]), "{db:?}");
        let page = ana.get(&format!("/games/{game_id}")).await;
        assert!(
            !page.body.contains(r#"data-testid="unread-chat""#),
            "{db:?}"
        );
        assert!(!page.body.contains(r#"data-testid="chat-new""#), "{db:?}");
        // A spectator is told of nothing.
        let seen = w.app.browser().get(&format!("/games/{game_id}")).await;
        assert!(!seen.body.contains(r#"data-testid="chat-new""#), "{db:?}");

        // A muted person's messages do not count; the others' still do.
        let res = w
            .app
            .api_post(
                "/api/v1/players/ben/choice",
                Some(&all["ana"]),
                Some(json!({"choice": "muted"})),
            )
            .await;
        assert_eq!(res.status, StatusCode::OK, "{}", res.body);
        write(&w, &game_id, &all["ben"], "muted words").await;
        assert_eq!(unread_in_lobby(&ana).await, (None, vec![]), "{db:?}");
        write(&w, &game_id, &all["cleo"], "one more").await;
        assert_eq!(
            unread_in_lobby(&ana).await,
            (one_game, vec!["1 new message".to_string()]),
            "{db:?}"
        );

        // Nor does anything in a chat she muted.
        let res = game_form(&ana, &game_id, "chat/mute", &[("muted", "1")]).await;
        assert_eq!(res.status, StatusCode::SEE_OTHER);
        write(&w, &game_id, &all["cleo"], "and another").await;
        assert_eq!(unread_in_lobby(&ana).await, (None, vec![]), "{db:?}");
    }
}

/// What ending the game would do for `token` (`may_end` of its clock).
async fn may_end(w: &World, game_id: &str, token: &str) -> Value {
    let path = format!("/api/v1/games/{game_id}/clock");
    w.app.api_ok(&path, Some(token)).await["may_end"].clone()
}

/// `name` deletes their account on the settings page.
async fn delete_account(w: &World, name: &str) {
    let b = w.browser(name).await;
    let csrf = b.session_csrf().await;
    let fields = [
        ("csrf", csrf.as_str()),
        ("password", PASSWORD),
        ("understood", "yes"),
    ];
    let res = b.post_form("/settings/delete-account", &fields).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
}

#[tokio::test]
async fn the_last_player_left_may_end_the_game_as_a_win_or_cancelled() {
    for db in databases() {
        let w = World::new(db, |_| {}).await;
        let all = four(&w).await;
        // A rated game of ana and ben in which each made two moves of their own, a casual
        // one, and one of three players.
        let rated = w
            .game(&seats(&all, &["ana", "ben"]), "original", None)
            .await;
        for _ in 0..4 {
            w.random_move(&rated, &all).await;
        }
        let casual = json!({"game": "king-of-siam", "players": 2, "rated": false});
        let casual = started(&w, &seats(&all, &["ana", "ben"]), casual).await;
        let three = w
            .game(&seats(&all, &["ana", "ben", "cleo"]), "original", None)
            .await;

        // While the others play there is nothing to end.
        assert_eq!(
            may_end(&w, &rated, &all["ana"]).await,
            Value::Null,
            "{db:?}"
        );
        let (status, body) = game_call(&w, &rated, "end", &all["ana"], None).await;
        assert_eq!(status, StatusCode::CONFLICT, "{db:?}: {body}");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("others still play this game"),
            "{body}"
        );

        delete_account(&w, "ben").await;
        // Each two-player game is ana's to end; the three-player one is not (cleo plays).
        assert_eq!(may_end(&w, &rated, &all["ana"]).await, "win", "{db:?}");
        assert_eq!(may_end(&w, &casual, &all["ana"]).await, "cancel", "{db:?}");
        assert_eq!(
            may_end(&w, &three, &all["ana"]).await,
            Value::Null,
            "{db:?}"
        );
        assert_eq!(
            game_call(&w, &three, "end", &all["ana"], None).await.0,
            StatusCode::CONFLICT
        );
        // Nobody else may: a spectator, nor a player who is not the last one left.
        assert_eq!(
            game_call(&w, &rated, "end", &all["cleo"], None).await.0,
            StatusCode::FORBIDDEN
        );
        assert_eq!(may_end(&w, &three, &all["cleo"]).await, Value::Null);

        // The page offers it and says what it does; the rated game ends as ana's win.
        let ana = w.browser("ana").await;
        let page = html_unescape(&ana.get(&format!("/games/{rated}")).await.body);
        assert!(
            page.contains("Everyone else has left this game")
                && page.contains("It then ends as your win, rated like any finished game."),
            "{db:?}"
        );
        let res = game_form(&ana, &rated, "end", &[]).await;
        let page = html_unescape(&ana.follow_see_other(&res).await.body);
        assert!(page.contains("The game is over: you win."), "{db:?}");
        assert!(
            page.contains("Everyone else left the game, so ana wins."),
            "{db:?}"
        );
        assert!(!page.contains(r#"data-testid="end-abandoned""#), "{db:?}");
        let state = w.state(&rated, None).await;
        assert_eq!(state["status"], "finished", "{db:?}");
        assert_eq!(state["result"]["winners"], json!(["ana"]), "{db:?}");
        assert_eq!(
            game_call(&w, &rated, "end", &all["ana"], None).await.0,
            StatusCode::CONFLICT,
            "{db:?}: once only"
        );

        // The casual game is cancelled instead, here through the API.
        let page = html_unescape(&ana.get(&format!("/games/{casual}")).await.body);
        assert!(
            page.contains("As the game is casual, it is then cancelled rather than won."),
            "{db:?}"
        );
        let (status, body) = game_call(&w, &casual, "end", &all["ana"], None).await;
        assert_eq!(status, StatusCode::OK, "{db:?}: {body}");
        assert_eq!(body["status"], "cancelled", "{db:?}");
        assert_eq!(body["result"], Value::Null, "{db:?}");
        let page = html_unescape(&ana.get(&format!("/games/{casual}")).await.body);
        assert!(
            page.contains("This game was cancelled: everyone else had left it.")
                && page.contains("by its last player, as everyone else had left it"),
            "{db:?}"
        );
        assert!(
            !page.contains("hand it to a computer player"),
            "{db:?}: it is over"
        );
    }
}

/// The time a step page shows (`data-testid="step-time"`).
async fn step_time(b: &Browser, game_id: &str) -> String {
    let page = b.get(&format!("/games/{game_id}/history/1")).await;
    assert_eq!(page.status, StatusCode::OK);
    let rest = page
        .body
        .split(r#"data-testid="step-time">"#)
        .nth(1)
        .unwrap();
    html_unescape(rest.split('<').next().unwrap())
}

#[tokio::test]
async fn times_read_in_the_readers_zone_visitors_by_their_browsers_cookie() {
    for db in databases() {
        let (w, all, game_id) = ana_and_ben_play(db, "open").await;
        w.random_move(&game_id, &all).await;
        // A visitor without the cookie reads UTC; with it, their browser's zone.
        let visitor = w.app.browser();
        assert!(
            step_time(&visitor, &game_id).await.ends_with(" UTC"),
            "{db:?}"
        );
        visitor
            .cookies
            .lock()
            .unwrap()
            .insert("mpr_zone".into(), "Asia/Tokyo".into());
        assert!(
            step_time(&visitor, &game_id).await.ends_with(" JST"),
            "{db:?}"
        );
        // A zone that is none reads UTC.
        visitor
            .cookies
            .lock()
            .unwrap()
            .insert("mpr_zone".into(), "Mars/Olympus".into());
        assert!(
            step_time(&visitor, &game_id).await.ends_with(" UTC"),
            "{db:?}"
        );
        // An account's own zone comes first.
        let ana = w.user("ana").await;
        w.app
            .state
            .service
            .set_time_zone(&ana, "America/New_York")
            .await
            .unwrap();
        let browser = w.browser("ana").await;
        browser
            .cookies
            .lock()
            .unwrap()
            .insert("mpr_zone".into(), "Asia/Tokyo".into());
        let shown = step_time(&browser, &game_id).await;
        assert!(
            shown.ends_with(" EST") || shown.ends_with(" EDT"),
            "{db:?}: {shown}"
        );
    }
}
