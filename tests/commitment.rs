//! Verifiable setups (`docs/verifiable-setup.md`) through the whole platform, for every
//! hosted game, on SQLite and Postgres: the digest is published when a game starts (API,
//! game page, the start mail, the feed) and its salt is shown nowhere while the game runs;
//! once it is over, setup and salt are revealed (API, export, page) and check out, with
//! `maipenrai verify` too; a changed setup — in an export file or in the database — is
//! caught.

mod support;

use axum::http::StatusCode;
use maipenrai::commitment::{self, Commitment};
use maipenrai::game::Viewer;
use maipenrai::games;
use maipenrai::notify::feed;
use rand::rngs::SmallRng;
use rand::SeedableRng;
use serde_json::{json, Value};
use support::databases;
use support::db::Raw;
use support::notify::mail_world;
use uuid::Uuid;

/// `maipenrai verify <file>` on `text`: whether it succeeded, and what it printed.
fn verify_command(text: &str) -> (bool, String) {
    let path = support::temp_dir("mpr-verify").join("game.json");
    std::fs::write(&path, text).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_maipenrai"))
        .arg("verify")
        .arg(&path)
        .env("RUST_LOG", "error")
        .output()
        .expect("the binary runs");
    let said =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), said)
}

/// Writes `setup` over the game's stored seq-0 event, with `commitment` (None: as games
/// started before commitments were stored).
async fn write_setup(raw: &Raw, game_id: Uuid, setup: &Value, commitment: Option<&Commitment>) {
    let mut event = json!({"type": "setup", "setup": setup});
    if let Some(c) = commitment {
        event["commitment"] = json!(c);
    }
    let event = event.to_string();
    let sql = if raw.is_postgres() {
        "UPDATE game_event SET event = CAST($2 AS jsonb) WHERE game_id = $1 AND seq = 0"
    } else {
        "UPDATE game_event SET event = $2 WHERE game_id = $1 AND seq = 0"
    };
    raw.exec(sql, &[game_id], Some(&event), None).await;
}

#[tokio::test]
async fn a_setup_is_committed_at_the_start_revealed_at_the_end_and_checks_out() {
    let mut rng = SmallRng::seed_from_u64(29);
    for db in databases() {
        let (sink, w) = mail_world(db).await;
        let raw = Raw::connect(&w.database_url).await;
        let all = w.accounts(&["ann", "ben"]).await;
        w.verified_email("ben", "ben@example.org").await;
        let ben = w.user("ben").await;
        let tokens = [all["ann"].as_str(), all["ben"].as_str()];
        let mut tampered = 0;
        for game in games::all() {
            let (_, id) = w
                .app
                .api_game_with(&tokens, json!({"game": game.slug(), "players": 2}))
                .await;
            let id = id.expect("the game started");
            let game_id: Uuid = id.parse().unwrap();
            let context = format!("{} on {db:?}", game.slug());

            // While it runs: the digest, never the salt.
            let running = w.state(&id, Some(tokens[0])).await;
            let sha = running["commitment"]["sha256"]
                .as_str()
                .unwrap_or_else(|| panic!("{context}: no commitment in {running}"))
                .to_string();
            assert_eq!(sha.len(), 64, "{context}");
            assert_eq!(running["commitment"]["salt"], Value::Null, "{context}");
            assert_eq!(running["commitment"]["canonical_setup"], Value::Null);
            let stored = w.app.state.service.game(game_id, None).await.unwrap();
            let published = stored.loaded.commitment().unwrap().clone();
            assert_eq!(published.sha256, sha);
            let page = w.page("ann", &format!("/games/{id}")).await.body;
            assert!(page.contains(&sha), "{context}: the page shows the digest");
            assert!(
                !page.contains(&published.salt),
                "{context}: the page hides the salt"
            );
            for path in ["", "/history", "/legal-moves"] {
                let res = w
                    .app
                    .api_get(&format!("/api/v1/games/{id}{path}"), Some(tokens[1]))
                    .await;
                assert!(!res.body.contains(&published.salt), "{context}: {path}");
            }
            let export = w
                .app
                .api_get(&format!("/api/v1/games/{id}/export"), Some(tokens[0]))
                .await;
            assert_eq!(export.status, StatusCode::CONFLICT, "{context}");

            // The start is announced with it: by mail (the players were away) and in the feed.
            w.advance(time::Duration::minutes(10));
            w.tick().await;
            let mails = sink.mails_to("ben@example.org");
            let started = mails
                .iter()
                .rfind(|m| m.subject.starts_with("Your game has started"))
                .unwrap_or_else(|| panic!("{context}: no start mail in {mails:?}"));
            assert!(started.body.contains(&sha), "{context}: {}", started.body);
            assert!(!started.body.contains(&published.salt));
            let atom = feed::atom(&w.app.state.service, &ben, "https://example.org/feed")
                .await
                .unwrap();
            assert!(atom.contains(&sha), "{context}: the feed announces it");

            // Over (a resignation ends a two-player game): everything is revealed.
            let res = w
                .app
                .api_post(&format!("/api/v1/games/{id}/resign"), Some(tokens[0]), None)
                .await;
            assert_eq!(res.status, StatusCode::OK, "{context}: {}", res.body);
            let over = w.state(&id, None).await;
            assert_eq!(over["commitment"]["sha256"], json!(sha), "{context}");
            assert_eq!(over["commitment"]["salt"], json!(published.salt));
            let (setup, _) = stored.loaded.log();
            assert_eq!(
                over["commitment"]["canonical_setup"],
                json!(commitment::canonical(&setup))
            );
            let export = w
                .app
                .api_get(&format!("/api/v1/games/{id}/export"), None)
                .await;
            assert_eq!(export.status, StatusCode::OK, "{context}: {}", export.body);
            assert!(commitment::verify_export(&export.body).is_ok(), "{context}");
            let (ok, said) = verify_command(&export.body);
            assert!(ok && said.contains(&sha), "{context}: {said}");
            let page = w.page("ben", &format!("/games/{id}")).await.body;
            assert!(page.contains(&format!("data-salt=\"{}\"", published.salt)));
            assert!(
                page.contains("data-testid=\"canonical-setup\""),
                "{context}"
            );

            // A changed setup is caught: in a file…
            let mut changed: Value = serde_json::from_str(&export.body).unwrap();
            changed["events"][0]["setup"]["changed"] = json!(true);
            let (ok, said) = verify_command(&changed.to_string());
            assert!(!ok && said.contains("does not match"), "{context}: {said}");
            // …and a file whose top-level copy (the one checked by hand) was changed.
            for field in ["sha256", "salt", "canonical_setup"] {
                let mut changed: Value = serde_json::from_str(&export.body).unwrap();
                let copy = changed["commitment"][field]
                    .as_str()
                    .unwrap()
                    .replacen('a', "b", 1);
                let copy = if copy == changed["commitment"][field] {
                    format!("{copy} ")
                } else {
                    copy
                };
                changed["commitment"][field] = json!(copy);
                let (ok, said) = verify_command(&changed.to_string());
                assert!(
                    !ok && said.contains("two copies of the commitment differ"),
                    "{context} {field}: {said}"
                );
            }

            // …and in the database, with a setup that still replays the same moves.
            let redrawn = [Viewer::Spectator, Viewer::Seat(0), Viewer::Seat(1)]
                .into_iter()
                .filter_map(|v| stored.loaded.redrawn_for(v, &mut rng).ok())
                .map(|twin| twin.log().0)
                .find(|s| *s != setup);
            if let Some(other) = redrawn {
                write_setup(&raw, game_id, &other, Some(&published)).await;
                let export = w
                    .app
                    .api_get(&format!("/api/v1/games/{id}/export"), None)
                    .await;
                let verdict = commitment::verify_export(&export.body);
                assert!(verdict.unwrap_err().contains("does not match"), "{context}");
                let page = w.page("ben", &format!("/games/{id}")).await.body;
                assert!(page.contains(&sha), "{context}: the published digest stays");
                tampered += 1;
            }
        }
        // Meridian's decks can be dealt again without changing a move.
        assert!(tampered > 0, "{db:?}: no setup was changed in the database");

        // A game started before commitments (its seq-0 event has none) says so.
        let (_, id) = w
            .app
            .api_game_with(&tokens, json!({"game": "meridian", "players": 2}))
            .await;
        let id = id.unwrap();
        let game_id: Uuid = id.parse().unwrap();
        let stored = w.app.state.service.game(game_id, None).await.unwrap();
        write_setup(&raw, game_id, &stored.loaded.log().0, None).await;
        assert_eq!(
            w.state(&id, Some(tokens[0])).await["commitment"],
            Value::Null
        );
        let page = w.page("ann", &format!("/games/{id}")).await.body;
        assert!(page.contains("No setup commitment"), "{db:?}");
    }
}

#[test]
fn the_command_explains_a_file_it_cannot_check() {
    let (ok, said) = verify_command("not json");
    assert!(!ok && said.contains("not JSON"), "{said}");
    // Endless input is not read to its end: /dev/zero is refused at once, and a JSON text
    // that goes on past the cap is refused by its size.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_maipenrai"))
        .args(["verify", "/dev/zero"])
        .output()
        .expect("the binary runs");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("not JSON"));
    let huge = format!(
        "[{}1]",
        "1,".repeat(commitment::MAX_EXPORT_BYTES as usize / 2 + 1)
    );
    let (ok, said) = verify_command(&huge);
    assert!(
        !ok && said.contains("larger than 16 MiB"),
        "{}",
        &said[..said.len().min(300)]
    );
    let (ok, said) = verify_command(r#"{"events":[{"type":"setup","setup":{}}]}"#);
    assert!(!ok && said.contains("started before"), "{said}");
}
