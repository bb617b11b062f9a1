//! The storage contract: every test runs against every database in `databases()` (SQLite
//! always, Postgres when TEST_DATABASE_URL is set — `scripts/test.sh` sets it), so both
//! stores behave alike. Events are dummy JSON: the store never interprets them.

mod support;

use maipenrai::store::{
    DynStore, EventRecord, GameRecord, GameStatus, GameUpdate, Invitation, InvitationStatus,
    Limits, NewInvitation, RateLimit, RawEventRecord, Rejection, SessionKind, StartPlan,
    StoreError, User,
};
use serde_json::{json, Value};
use std::sync::Arc;
use support::store::{siam_options, user, users};
use support::{databases, fresh_database_url, fresh_store, Db};
use time::{Duration, OffsetDateTime};
use tokio::sync::Barrier;
use uuid::Uuid;

// ---------------------------------------------------------------------------------------
// Helpers.

fn new_invitation(creator: &User, players: usize) -> NewInvitation {
    NewInvitation {
        code: Uuid::new_v4().simple().to_string(),
        game: "king-of-siam".into(),
        options: siam_options(players, "original"),
        note: format!("a {players}-player game"),
        creator: creator.user_id,
        deadline_days: None,
        ..NewInvitation::default()
    }
}

/// Creates an invitation of `creator` for `players`.
async fn create(store: &DynStore, creator: &User, players: usize) -> Invitation {
    store
        .create_invitation(&new_invitation(creator, players))
        .await
        .unwrap()
}

/// `user` joins the invitation `code` (the game starts with `plan` once it is full).
async fn join(store: &DynStore, code: &str, user: &User, plan: &StartPlan) -> Invitation {
    store
        .join_invitation(code, user.user_id, plan, &Limits::NONE)
        .await
        .unwrap()
}

/// `user` leaves the invitation `code`.
async fn leave(store: &DynStore, code: &str, user: &User) -> Invitation {
    store.leave_invitation(code, user.user_id).await.unwrap()
}

/// `user` cancels the invitation `code`.
async fn cancel(store: &DynStore, code: &str, user: &User) -> Invitation {
    store.cancel_invitation(code, user.user_id).await.unwrap()
}

/// Seats rotated against the joining order (seat s gets joiner s + 1), so a test can tell
/// that the plan was applied; the last seat moves first.
fn plan(players: usize) -> StartPlan {
    StartPlan {
        game_id: Uuid::new_v4(),
        setup_event: json!({ "type": "setup", "setup": { "players": players, "deck": [3, 1, 2] } }),
        seat_order: (0..players).map(|seat| (seat + 1) % players).collect(),
        to_move_seat: players - 1,
    }
}

fn ids(users: &[User]) -> Vec<Uuid> {
    users.iter().map(|user| user.user_id).collect()
}

fn game_ids(games: &[GameRecord]) -> Vec<Uuid> {
    games.iter().map(|game| game.game_id).collect()
}

fn codes(invitations: &[Invitation]) -> Vec<String> {
    invitations.iter().map(|inv| inv.code.clone()).collect()
}

fn move_event(seat: usize, text: &str) -> Value {
    json!({ "type": "move", "seat": seat, "move": text })
}

fn active(to_move: usize) -> GameUpdate {
    GameUpdate {
        status: GameStatus::Active,
        to_move_seat: Some(to_move),
    }
}

const FINISHED: GameUpdate = GameUpdate {
    status: GameStatus::Finished,
    to_move_seat: None,
};

#[track_caller]
fn assert_rejected<T: std::fmt::Debug>(db: Db, result: Result<T, StoreError>, message: Rejection) {
    match result {
        Err(StoreError::Rejected(got)) => assert_eq!(got, message, "{db:?}"),
        other => panic!("{db:?}: expected Rejected({message:?}), got {other:?}"),
    }
}

#[track_caller]
fn assert_conflict<T: std::fmt::Debug>(db: Db, result: Result<T, StoreError>, message: Rejection) {
    match result {
        Err(StoreError::Conflict(got)) => assert_eq!(got, message, "{db:?}"),
        other => panic!("{db:?}: expected Conflict({message:?}), got {other:?}"),
    }
}

#[track_caller]
fn assert_not_found<T: std::fmt::Debug>(db: Db, result: Result<T, StoreError>) {
    assert!(
        matches!(result, Err(StoreError::NotFound)),
        "{db:?}: expected NotFound, got {result:?}"
    );
}

/// Creates users and an invitation for `players` and joins everybody: the game starts.
/// Returns the users in joining order (creator first), the plan and the game.
async fn started_game(store: &DynStore, players: usize) -> (Vec<User>, StartPlan, GameRecord) {
    let users = users(store, players).await;
    let invitation = create(store, &users[0], players).await;
    let plan = plan(players);
    for joiner in &users[1..] {
        join(store, &invitation.code, joiner, &plan).await;
    }
    let game = store.game(plan.game_id).await.unwrap().unwrap();
    (users, plan, game)
}

/// Appends the final event of a game.
async fn finish(store: &DynStore, game_id: Uuid) {
    let game = store.game(game_id).await.unwrap().unwrap();
    store
        .append_event(game_id, game.seq + 1, &json!({ "type": "end" }), FINISHED)
        .await
        .unwrap();
}

/// Distinct timestamps for the ordering tests.
async fn tick() {
    tokio::time::sleep(std::time::Duration::from_millis(3)).await;
}

// ---------------------------------------------------------------------------------------
// Users and sessions.

#[tokio::test]
async fn usernames_are_unique_regardless_of_case() {
    for db in databases() {
        let store = fresh_store(db).await;
        store.ping().await.unwrap();
        let alice = store.create_user("Alice", "hash-a").await.unwrap();
        assert_eq!(alice.username, "Alice");
        assert_conflict(
            db,
            store.create_user("aLICE", "hash-b").await,
            Rejection::UsernameTaken,
        );
        store.create_user("Émile", "hash-e").await.unwrap();
        assert_conflict(
            db,
            store.create_user("éMILE", "hash-e").await,
            Rejection::UsernameTaken,
        );

        let credentials = store.credentials("ALICE").await.unwrap().unwrap();
        assert_eq!(
            credentials.user, alice,
            "{db:?}: read back exactly, to the µs"
        );
        assert_eq!(credentials.password_hash, "hash-a");
        assert_eq!(store.user(alice.user_id).await.unwrap(), Some(alice));
        assert!(store.credentials("bob").await.unwrap().is_none());
        assert!(store.user(Uuid::new_v4()).await.unwrap().is_none());
    }
}

#[tokio::test]
async fn sessions_are_found_by_hash_and_kind_until_they_expire() {
    for db in databases() {
        let store = fresh_store(db).await;
        let alice = user(&store, "alice").await;
        let in_an_hour = OffsetDateTime::now_utc() + Duration::hours(1);
        store
            .create_session(
                "web-hash",
                SessionKind::Web,
                alice.user_id,
                "csrf-1",
                in_an_hour,
            )
            .await
            .unwrap();
        store
            .create_session(
                "api-hash",
                SessionKind::Api,
                alice.user_id,
                "csrf-2",
                in_an_hour,
            )
            .await
            .unwrap();

        let web = store
            .session("web-hash", SessionKind::Web)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(web.user, alice);
        assert_eq!(web.csrf_token, "csrf-1");
        assert!((web.expires_at - in_an_hour).abs() < Duration::milliseconds(1));
        assert!(store
            .session("web-hash", SessionKind::Api)
            .await
            .unwrap()
            .is_none());
        let api = store
            .session("api-hash", SessionKind::Api)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(api.csrf_token, "csrf-2");
        assert!(store
            .session("api-hash", SessionKind::Web)
            .await
            .unwrap()
            .is_none());
        assert!(store
            .session("no-such-hash", SessionKind::Web)
            .await
            .unwrap()
            .is_none());

        // Expired sessions are not found (and are purged at the next login).
        let a_second_ago = OffsetDateTime::now_utc() - Duration::seconds(1);
        store
            .create_session(
                "old-hash",
                SessionKind::Web,
                alice.user_id,
                "c",
                a_second_ago,
            )
            .await
            .unwrap();
        assert!(store
            .session("old-hash", SessionKind::Web)
            .await
            .unwrap()
            .is_none());
        store
            .create_session("new-hash", SessionKind::Web, alice.user_id, "c", in_an_hour)
            .await
            .unwrap();
        store
            .create_session("old-hash", SessionKind::Web, alice.user_id, "c", in_an_hour)
            .await
            .expect("the expired session was purged, its hash is free again");

        assert_conflict(
            db,
            store
                .create_session("web-hash", SessionKind::Web, alice.user_id, "c", in_an_hour)
                .await,
            Rejection::SessionTaken,
        );
        assert_not_found(
            db,
            store
                .create_session("x", SessionKind::Web, Uuid::new_v4(), "c", in_an_hour)
                .await,
        );

        store.delete_session("web-hash").await.unwrap();
        store.delete_session("web-hash").await.unwrap();
        assert!(store
            .session("web-hash", SessionKind::Web)
            .await
            .unwrap()
            .is_none());
        assert!(store
            .session("api-hash", SessionKind::Api)
            .await
            .unwrap()
            .is_some());
    }
}

#[tokio::test]
async fn a_new_password_ends_every_other_session_of_its_user() {
    for db in databases() {
        let store = fresh_store(db).await;
        let alice = user(&store, "alice").await;
        let bob = user(&store, "bob").await;
        let in_an_hour = OffsetDateTime::now_utc() + Duration::hours(1);
        for (hash, kind, owner) in [
            ("alice-here", SessionKind::Web, &alice),
            ("alice-there", SessionKind::Web, &alice),
            ("alice-api", SessionKind::Api, &alice),
            ("bob-web", SessionKind::Web, &bob),
        ] {
            store
                .create_session(hash, kind, owner.user_id, "c", in_an_hour)
                .await
                .unwrap();
        }
        store
            .set_password(
                alice.user_id,
                "new-hash",
                Some("alice-here"),
                "feed-1",
                in_an_hour,
            )
            .await
            .unwrap();
        let live = |hash: &'static str, kind| {
            let store = store.clone();
            async move { store.session(hash, kind).await.unwrap().is_some() }
        };
        assert!(live("alice-here", SessionKind::Web).await);
        assert!(!live("alice-there", SessionKind::Web).await);
        assert!(!live("alice-api", SessionKind::Api).await);
        assert!(live("bob-web", SessionKind::Web).await);
        let credentials = store.credentials("alice").await.unwrap().unwrap();
        assert_eq!(credentials.password_hash, "new-hash");
        assert_ne!(
            store
                .credentials("bob")
                .await
                .unwrap()
                .unwrap()
                .password_hash,
            "new-hash"
        );

        // Without a session to keep, every one goes.
        store
            .set_password(alice.user_id, "newer", None, "feed-2", in_an_hour)
            .await
            .unwrap();
        assert!(!live("alice-here", SessionKind::Web).await);
        assert!(live("bob-web", SessionKind::Web).await);
        let unknown = store.set_password(Uuid::new_v4(), "x", None, "feed-3", in_an_hour);
        assert_not_found(db, unknown.await);
    }
}

// ---------------------------------------------------------------------------------------
// Invitations.

#[tokio::test]
async fn an_invitation_can_be_joined_left_and_cancelled_by_the_rules() {
    for db in databases() {
        let store = fresh_store(db).await;
        let [alice, bob, carol]: [User; 3] = users(&store, 3).await.try_into().unwrap();
        let new = new_invitation(&alice, 3);
        let plan = plan(3);

        let created = store.create_invitation(&new).await.unwrap();
        assert_eq!(created.code, new.code);
        assert_eq!(created.game, "king-of-siam");
        assert_eq!(created.options, siam_options(3, "original"));
        assert_eq!(created.note, new.note);
        assert_eq!(created.creator, alice);
        assert_eq!(created.status, InvitationStatus::Open);
        assert_eq!(
            created.seats,
            vec![alice.clone()],
            "{db:?}: the creator sits"
        );
        assert_eq!(created.game_id, None);
        let read = store.invitation(&new.code).await.unwrap().unwrap();
        assert_eq!(read.invitation_id, created.invitation_id);
        assert_eq!(read.created_at, created.created_at);
        assert_eq!(read.seats, created.seats);
        assert!(store.invitation("no-such-code").await.unwrap().is_none());

        assert_conflict(
            db,
            store
                .create_invitation(&NewInvitation {
                    code: new.code.clone(),
                    ..new_invitation(&bob, 2)
                })
                .await,
            Rejection::CodeTaken,
        );
        assert_rejected(
            db,
            store.create_invitation(&new_invitation(&bob, 1)).await,
            Rejection::TooFewPlayers,
        );
        assert_not_found(
            db,
            store
                .create_invitation(&NewInvitation {
                    creator: Uuid::new_v4(),
                    ..new_invitation(&bob, 2)
                })
                .await,
        );

        let joined = join(&store, &new.code, &bob, &plan).await;
        assert_eq!(joined.status, InvitationStatus::Open);
        assert_eq!(ids(&joined.seats), ids(&[alice.clone(), bob.clone()]));
        assert_rejected(
            db,
            store
                .join_invitation(&new.code, bob.user_id, &plan, &Limits::NONE)
                .await,
            Rejection::AlreadySeated,
        );
        assert_rejected(
            db,
            store
                .join_invitation(&new.code, alice.user_id, &plan, &Limits::NONE)
                .await,
            Rejection::AlreadySeated,
        );
        assert_not_found(
            db,
            store
                .join_invitation(&new.code, Uuid::new_v4(), &plan, &Limits::NONE)
                .await,
        );

        assert_rejected(
            db,
            store.leave_invitation(&new.code, alice.user_id).await,
            Rejection::CreatorCannotLeave,
        );
        let left = leave(&store, &new.code, &bob).await;
        assert_eq!(left.seats, vec![alice.clone()]);
        assert_rejected(
            db,
            store.leave_invitation(&new.code, bob.user_id).await,
            Rejection::NotSeated,
        );

        // Leaving and joining again puts you at the end of the joining order.
        join(&store, &new.code, &bob, &plan).await;
        leave(&store, &new.code, &bob).await;
        join(&store, &new.code, &carol, &plan).await;
        let rejoined = join(&store, &new.code, &bob, &plan).await;
        assert_eq!(
            ids(&rejoined.seats),
            ids(&[alice.clone(), carol.clone(), bob.clone()]),
            "{db:?}: joining order"
        );
        assert_eq!(rejoined.status, InvitationStatus::Started);

        // A second invitation to cancel.
        let other = create(&store, &alice, 2).await;
        assert_rejected(
            db,
            store.cancel_invitation(&other.code, bob.user_id).await,
            Rejection::OnlyCreatorCancels,
        );
        let cancelled = cancel(&store, &other.code, &alice).await;
        assert_eq!(cancelled.status, InvitationStatus::Cancelled);
        assert_eq!(cancelled.game_id, None);
        assert_rejected(
            db,
            store.cancel_invitation(&other.code, alice.user_id).await,
            Rejection::NotOpen,
        );
        assert_rejected(
            db,
            store
                .join_invitation(&other.code, bob.user_id, &plan, &Limits::NONE)
                .await,
            Rejection::NotOpen,
        );
        assert_rejected(
            db,
            store.leave_invitation(&other.code, bob.user_id).await,
            Rejection::NotOpen,
        );

        assert_not_found(
            db,
            store
                .join_invitation("nope", bob.user_id, &plan, &Limits::NONE)
                .await,
        );
        assert_not_found(db, store.leave_invitation("nope", bob.user_id).await);
        assert_not_found(db, store.cancel_invitation("nope", alice.user_id).await);
    }
}

#[tokio::test]
async fn filling_the_last_seat_starts_the_game_with_the_planned_seats() {
    for db in databases() {
        let store = fresh_store(db).await;
        for players in 2..=4 {
            let users = users(&store, players).await;
            let invitation = create(&store, &users[0], players).await;
            let plan = plan(players);
            for (index, joiner) in users.iter().enumerate().skip(1) {
                let joined = join(&store, &invitation.code, joiner, &plan).await;
                assert_eq!(joined.seats, users[..=index].to_vec(), "{db:?}");
                if index + 1 < players {
                    assert_eq!(joined.status, InvitationStatus::Open, "{db:?}");
                    assert_eq!(joined.game_id, None);
                    assert!(store.game(plan.game_id).await.unwrap().is_none());
                } else {
                    assert_eq!(joined.status, InvitationStatus::Started, "{db:?}");
                    assert_eq!(joined.game_id, Some(plan.game_id));
                }
            }

            let game = store.game(plan.game_id).await.unwrap().unwrap();
            assert_eq!(game.game_id, plan.game_id);
            assert_eq!(game.game, "king-of-siam");
            assert_eq!(game.options, siam_options(players, "original"));
            assert_eq!(game.status, GameStatus::Active);
            assert_eq!(game.to_move_seat, Some(players - 1));
            assert_eq!(game.seq, 0);
            assert_eq!(game.finished_at, None);
            assert_eq!(game.updated_at, game.created_at);
            let by_plan: Vec<User> = plan
                .seat_order
                .iter()
                .map(|&index| users[index].clone())
                .collect();
            assert_eq!(
                game.players, by_plan,
                "{db:?}: seat s = joiner seat_order[s]"
            );

            let events = store.events(plan.game_id).await.unwrap();
            assert_eq!(events.len(), 1);
            assert_eq!(events[0].seq, 0);
            assert_eq!(
                events[0].event, plan.setup_event,
                "{db:?}: setup stored as given"
            );

            // The invitation is done with.
            let outsider = user(&store, &format!("late-{players}")).await;
            assert_rejected(
                db,
                store
                    .join_invitation(&invitation.code, outsider.user_id, &plan, &Limits::NONE)
                    .await,
                Rejection::Full,
            );
            assert_rejected(
                db,
                store
                    .join_invitation(&invitation.code, users[1].user_id, &plan, &Limits::NONE)
                    .await,
                Rejection::AlreadySeated,
            );
            assert_rejected(
                db,
                store
                    .leave_invitation(&invitation.code, users[1].user_id)
                    .await,
                Rejection::NotOpen,
            );
            assert_rejected(
                db,
                store
                    .cancel_invitation(&invitation.code, users[0].user_id)
                    .await,
                Rejection::NotOpen,
            );
            let read = store.invitation(&invitation.code).await.unwrap().unwrap();
            assert_eq!(read.status, InvitationStatus::Started);
            assert_eq!(read.game_id, Some(plan.game_id));
        }
    }
}

#[tokio::test]
async fn a_start_that_fails_leaves_the_invitation_as_it_was() {
    for db in databases() {
        let store = fresh_store(db).await;
        let [alice, bob]: [User; 2] = users(&store, 2).await.try_into().unwrap();
        let invitation = create(&store, &alice, 2).await;
        let bad_plans = [
            StartPlan {
                seat_order: vec![0, 0],
                ..plan(2)
            },
            StartPlan {
                seat_order: vec![0, 1, 2],
                ..plan(2)
            },
            StartPlan {
                seat_order: vec![1, 7],
                ..plan(2)
            },
            StartPlan {
                to_move_seat: 2,
                ..plan(2)
            },
        ];
        for bad in &bad_plans {
            assert_rejected(
                db,
                store
                    .join_invitation(&invitation.code, bob.user_id, bad, &Limits::NONE)
                    .await,
                Rejection::BadPlan,
            );
            let read = store.invitation(&invitation.code).await.unwrap().unwrap();
            assert_eq!(read.status, InvitationStatus::Open, "{db:?}: rolled back");
            assert_eq!(read.seats, vec![alice.clone()], "{db:?}: rolled back");
            assert!(store.game(bad.game_id).await.unwrap().is_none());
        }

        // A game id that is already taken is a conflict, and also changes nothing.
        let (_, taken, _) = started_game(&store, 2).await;
        assert_conflict(
            db,
            store
                .join_invitation(
                    &invitation.code,
                    bob.user_id,
                    &StartPlan {
                        game_id: taken.game_id,
                        ..plan(2)
                    },
                    &Limits::NONE,
                )
                .await,
            Rejection::GameIdTaken,
        );
        let read = store.invitation(&invitation.code).await.unwrap().unwrap();
        assert_eq!(read.seats, vec![alice.clone()]);

        let started = store
            .join_invitation(&invitation.code, bob.user_id, &plan(2), &Limits::NONE)
            .await
            .unwrap();
        assert_eq!(started.status, InvitationStatus::Started);
    }
}

// ---------------------------------------------------------------------------------------
// Games and their event logs.

#[tokio::test]
async fn events_append_only_at_the_next_seq_and_keep_the_game_row_current() {
    for db in databases() {
        let store = fresh_store(db).await;
        let (_, plan, game) = started_game(&store, 3).await;
        let game_id = game.game_id;

        for wrong in [-1, 0, 2, 7, i64::MAX] {
            assert_conflict(
                db,
                store
                    .append_event(game_id, wrong, &move_event(2, "x"), active(0))
                    .await,
                Rejection::MovedOn,
            );
        }
        let unchanged = store.game(game_id).await.unwrap().unwrap();
        assert_eq!(unchanged.seq, 0);
        assert_eq!(unchanged.to_move_seat, Some(2));
        assert_eq!(store.events(game_id).await.unwrap().len(), 1);

        tick().await;
        store
            .append_event(game_id, 1, &move_event(2, "first"), active(0))
            .await
            .unwrap();
        let after_one = store.game(game_id).await.unwrap().unwrap();
        assert_eq!(after_one.seq, 1);
        assert_eq!(after_one.status, GameStatus::Active);
        assert_eq!(after_one.to_move_seat, Some(0));
        assert!(
            after_one.updated_at > game.updated_at,
            "{db:?}: updated_at moves"
        );
        assert_eq!(after_one.created_at, game.created_at);
        assert_eq!(after_one.players, game.players);

        // The same seq again: Conflict, and nothing changes.
        assert_conflict(
            db,
            store
                .append_event(game_id, 1, &move_event(2, "second try"), active(1))
                .await,
            Rejection::MovedOn,
        );
        let events = store.events(game_id).await.unwrap();
        assert_eq!(events.iter().map(|e| e.seq).collect::<Vec<_>>(), [0, 1]);
        assert_eq!(events[0].event, plan.setup_event);
        assert_eq!(events[1].event, move_event(2, "first"));
        assert!(events[1].created_at >= events[0].created_at);
        let still = store.game(game_id).await.unwrap().unwrap();
        assert_eq!((still.seq, still.to_move_seat), (1, Some(0)));
        // The reads on one connection give what the separate reads give.
        let snapshot = store.game_snapshot(game_id).await.unwrap().unwrap();
        assert_eq!(snapshot.record, still, "{db:?}");
        assert_eq!(parsed(&snapshot.events), events, "{db:?}");
        assert_eq!(
            snapshot.extras,
            maipenrai::store::notify::GameExtras::default(),
            "{db:?}"
        );
        assert!(store.game_snapshot(Uuid::new_v4()).await.unwrap().is_none());

        store
            .append_event(game_id, 2, &move_event(0, "last"), FINISHED)
            .await
            .unwrap();
        let finished = store.game(game_id).await.unwrap().unwrap();
        assert_eq!(finished.status, GameStatus::Finished);
        assert_eq!(finished.seq, 2);
        assert_eq!(finished.to_move_seat, None);
        assert_eq!(finished.finished_at, Some(finished.updated_at));
        assert_rejected(
            db,
            store
                .append_event(game_id, 3, &move_event(1, "too late"), active(1))
                .await,
            Rejection::GameOver,
        );
        assert_eq!(store.events(game_id).await.unwrap().len(), 3);

        // A finished event that still names a seat to move stores none.
        let (_, _, other) = started_game(&store, 2).await;
        store
            .append_event(
                other.game_id,
                1,
                &json!({ "type": "resign", "seat": 0 }),
                GameUpdate {
                    status: GameStatus::Finished,
                    to_move_seat: Some(1),
                },
            )
            .await
            .unwrap();
        let other = store.game(other.game_id).await.unwrap().unwrap();
        assert_eq!(other.to_move_seat, None);

        assert_not_found(
            db,
            store
                .append_event(Uuid::new_v4(), 1, &json!({}), active(0))
                .await,
        );
        assert!(store.events(Uuid::new_v4()).await.unwrap().is_empty());
        assert!(store.game(Uuid::new_v4()).await.unwrap().is_none());
    }
}

#[tokio::test]
async fn events_keep_any_json_intact() {
    for db in databases() {
        let store = fresh_store(db).await;
        let (_, _, game) = started_game(&store, 2).await;
        let awkward = json!({
            "type": "move",
            "text": "quotes \" and \\ and ünïcödé 🐘 and \u{0001}",
            "nested": { "list": [1, -2, 3.5, null, true, [], {}], "big": 9_007_199_254_740_993_u64 },
        });
        store
            .append_event(game.game_id, 1, &awkward, active(1))
            .await
            .unwrap();
        let events = store.events(game.game_id).await.unwrap();
        assert_eq!(events[1].event, awkward, "{db:?}");
        let snapshot = store.game_snapshot(game.game_id).await.unwrap().unwrap();
        assert_eq!(parsed(&snapshot.events), events, "{db:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn racing_moves_with_the_same_seq_let_exactly_one_win() {
    const RACERS: usize = 8;
    for db in databases() {
        let store = fresh_store(db).await;
        let (_, _, game) = started_game(&store, 2).await;
        for seq in 1..=3_i64 {
            let barrier = Arc::new(Barrier::new(RACERS));
            let racers: Vec<_> = (0..RACERS)
                .map(|racer| {
                    let store = store.clone();
                    let barrier = barrier.clone();
                    tokio::spawn(async move {
                        barrier.wait().await;
                        store
                            .append_event(
                                game.game_id,
                                seq,
                                &json!({ "type": "move", "racer": racer }),
                                active(racer % 2),
                            )
                            .await
                    })
                })
                .collect();
            let mut winners = Vec::new();
            for (racer, handle) in racers.into_iter().enumerate() {
                match handle.await.unwrap() {
                    Ok(()) => winners.push(racer),
                    Err(StoreError::Conflict(message)) => {
                        assert_eq!(message, Rejection::MovedOn)
                    }
                    Err(other) => panic!("{db:?}: racer {racer} failed with {other:?}"),
                }
            }
            assert_eq!(winners.len(), 1, "{db:?}: exactly one of the racers wins");
            let events = store.events(game.game_id).await.unwrap();
            assert_eq!(
                events.len() as i64,
                seq + 1,
                "{db:?}: exactly one event stored"
            );
            assert_eq!(events.last().unwrap().event["racer"], json!(winners[0]));
            let row = store.game(game.game_id).await.unwrap().unwrap();
            assert_eq!(row.seq, seq);
            assert_eq!(
                row.to_move_seat,
                Some(winners[0] % 2),
                "{db:?}: the winner's update"
            );
        }
    }
}

/// `players`-seat invitation with the creator and `already` more seated, then `racers`
/// users join at once: exactly the free seats are taken and the game starts once.
async fn race_for_seats(db: Db, store: &DynStore, players: usize, already: usize, racers: usize) {
    let seated = users(store, 1 + already).await;
    let invitation = create(store, &seated[0], players).await;
    for user in &seated[1..] {
        store
            .join_invitation(
                &invitation.code,
                user.user_id,
                &plan(players),
                &Limits::NONE,
            )
            .await
            .unwrap();
    }
    let contenders = users(store, racers).await;
    let barrier = Arc::new(Barrier::new(racers));
    let handles: Vec<_> = contenders
        .iter()
        .map(|contender| {
            let store = store.clone();
            let barrier = barrier.clone();
            let code = invitation.code.clone();
            let user_id = contender.user_id;
            // Every racer brings its own plan: only the one that fills the table is used.
            let plan = plan(players);
            tokio::spawn(async move {
                barrier.wait().await;
                (
                    user_id,
                    plan.game_id,
                    store
                        .join_invitation(&code, user_id, &plan, &Limits::NONE)
                        .await,
                )
            })
        })
        .collect();

    let free = players - 1 - already;
    let mut joined = Vec::new();
    let mut started = Vec::new();
    for handle in handles {
        let (user_id, game_id, result) = handle.await.unwrap();
        match result {
            Ok(invitation) => {
                joined.push(user_id);
                if invitation.status == InvitationStatus::Started {
                    assert_eq!(invitation.game_id, Some(game_id));
                    started.push(game_id);
                }
            }
            Err(StoreError::Rejected(message)) => {
                assert_eq!(message, Rejection::Full, "{db:?}")
            }
            Err(other) => panic!("{db:?}: a join failed with {other:?}"),
        }
    }
    assert_eq!(
        joined.len(),
        free,
        "{db:?}: exactly the free seats are taken"
    );
    assert_eq!(started.len(), 1, "{db:?}: the game starts exactly once");

    let invitation = store.invitation(&invitation.code).await.unwrap().unwrap();
    assert_eq!(invitation.status, InvitationStatus::Started);
    assert_eq!(invitation.game_id, Some(started[0]));
    assert_eq!(invitation.seats.len(), players, "{db:?}: not overfilled");
    let game = store.game(started[0]).await.unwrap().unwrap();
    let mut in_game = ids(&game.players);
    let mut expected: Vec<Uuid> = ids(&seated).into_iter().chain(joined).collect();
    in_game.sort();
    expected.sort();
    assert_eq!(
        in_game, expected,
        "{db:?}: the game seats exactly who joined"
    );
    assert_eq!(store.events(started[0]).await.unwrap().len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn racing_joins_never_overfill_and_start_the_game_once() {
    for db in databases() {
        let store = fresh_store(db).await;
        // Six people race for the last seat of three.
        race_for_seats(db, &store, 3, 1, 6).await;
        // Eight people race for the three free seats of four.
        race_for_seats(db, &store, 4, 0, 8).await;
        // Two people race for the only other seat.
        race_for_seats(db, &store, 2, 0, 2).await;
    }
}

// ---------------------------------------------------------------------------------------
// Lists.

#[tokio::test]
async fn games_of_a_user_include_active_and_finished_ones_latest_move_first() {
    for db in databases() {
        let store = fresh_store(db).await;
        let [alice, bob, carol, dave]: [User; 4] = users(&store, 4).await.try_into().unwrap();
        let start = |players: Vec<&User>| {
            let store = store.clone();
            let players: Vec<User> = players.into_iter().cloned().collect();
            async move {
                let invitation = store
                    .create_invitation(&new_invitation(&players[0], players.len()))
                    .await
                    .unwrap();
                let plan = plan(players.len());
                for user in &players[1..] {
                    join(&store, &invitation.code, user, &plan).await;
                }
                tick().await;
                plan.game_id
            }
        };
        let g1 = start(vec![&alice, &bob]).await;
        let g2 = start(vec![&bob, &carol]).await;
        let g3 = start(vec![&alice, &bob, &carol]).await;
        finish(&store, g1).await;

        let of_alice = store.games_for_user(alice.user_id).await.unwrap();
        assert_eq!(game_ids(&of_alice), [g1, g3], "{db:?}: g1 moved last");
        assert_eq!(of_alice[0].status, GameStatus::Finished);
        assert_eq!(of_alice[1].status, GameStatus::Active);
        let of_bob = store.games_for_user(bob.user_id).await.unwrap();
        assert_eq!(game_ids(&of_bob), [g1, g3, g2]);
        let of_carol = store.games_for_user(carol.user_id).await.unwrap();
        assert_eq!(game_ids(&of_carol), [g3, g2]);
        assert!(store.games_for_user(dave.user_id).await.unwrap().is_empty());
        for listed in &of_bob {
            let single = store.game(listed.game_id).await.unwrap().unwrap();
            assert_eq!(
                listed.players, single.players,
                "{db:?}: all players, by seat"
            );
            assert_eq!(listed.seq, single.seq);
            assert_eq!(listed.updated_at, single.updated_at);
        }
        assert_eq!(of_bob[1].players.len(), 3);
    }
}

#[tokio::test]
async fn finished_games_come_newest_first_a_page_at_a_time() {
    for db in databases() {
        let store = fresh_store(db).await;
        let mut games = Vec::new();
        for _ in 0..4 {
            games.push(started_game(&store, 2).await.2.game_id);
        }
        // Finish in the order 2, 0, 3; game 1 stays active.
        for index in [2, 0, 3] {
            finish(&store, games[index]).await;
            tick().await;
        }
        let newest_first = [games[3], games[0], games[2]];

        let all = store.finished_games(10, 0).await.unwrap();
        assert_eq!(game_ids(&all), newest_first, "{db:?}");
        assert!(all.iter().all(|g| g.status == GameStatus::Finished));
        assert!(all.iter().all(|g| g.players.len() == 2));
        assert_eq!(
            game_ids(&store.finished_games(2, 0).await.unwrap()),
            newest_first[..2]
        );
        assert_eq!(
            game_ids(&store.finished_games(2, 2).await.unwrap()),
            newest_first[2..]
        );
        assert!(store.finished_games(2, 3).await.unwrap().is_empty());
        assert!(store.finished_games(0, 0).await.unwrap().is_empty());
        assert!(store.finished_games(-1, -5).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn open_invitations_of_a_user_are_the_ones_they_created_or_joined() {
    for db in databases() {
        let store = fresh_store(db).await;
        let [alice, bob, carol]: [User; 3] = users(&store, 3).await.try_into().unwrap();
        let plan = plan(3);

        let created = create(&store, &alice, 3).await;
        tick().await;
        let joined = create(&store, &bob, 3).await;
        join(&store, &joined.code, &alice, &plan).await;
        tick().await;
        let cancelled = create(&store, &alice, 3).await;
        cancel(&store, &cancelled.code, &alice).await;
        let left = create(&store, &carol, 3).await;
        join(&store, &left.code, &alice, &plan).await;
        leave(&store, &left.code, &alice).await;
        let (started_users, _, _) = started_game(&store, 2).await;

        let of_alice = store.open_invitations_for(alice.user_id).await.unwrap();
        assert_eq!(
            codes(&of_alice),
            [joined.code.as_str(), created.code.as_str()],
            "{db:?}"
        );
        assert_eq!(of_alice[0].seats, vec![bob.clone(), alice.clone()]);
        assert_eq!(of_alice[0].creator, bob);
        assert_eq!(of_alice[1].seats, vec![alice.clone()]);
        assert!(of_alice.iter().all(|i| i.status == InvitationStatus::Open));
        assert_eq!(
            codes(&store.open_invitations_for(bob.user_id).await.unwrap()),
            [joined.code.as_str()]
        );
        assert_eq!(
            codes(&store.open_invitations_for(carol.user_id).await.unwrap()),
            [left.code.as_str()]
        );
        assert!(store
            .open_invitations_for(started_users[0].user_id)
            .await
            .unwrap()
            .is_empty());
    }
}

// ---------------------------------------------------------------------------------------
// Opening databases.

#[tokio::test]
async fn reopening_a_database_keeps_its_data() {
    for db in databases() {
        let url = fresh_database_url(db).await;
        let first = maipenrai::store::connect(&url).await.unwrap();
        let alice = user(&first, "alice").await;
        drop(first);
        let again = maipenrai::store::connect(&url).await.unwrap();
        assert_eq!(
            again.user(alice.user_id).await.unwrap(),
            Some(alice),
            "{db:?}"
        );
    }
}

#[tokio::test]
async fn sqlite_opens_every_url_form_and_creates_missing_folders() {
    let dir = std::env::temp_dir()
        .join("maipenrai-tests")
        .join(Uuid::new_v4().simple().to_string());
    for (index, url) in [
        format!("sqlite://{}", dir.join("a/deep/one.db").display()),
        format!("sqlite:{}", dir.join("two.db").display()),
        dir.join("plain/three.db").display().to_string(),
        format!("sqlite://{}?mode=rwc", dir.join("four.db").display()),
    ]
    .iter()
    .enumerate()
    {
        let store = maipenrai::store::connect(url)
            .await
            .unwrap_or_else(|e| panic!("{url}: {e:#}"));
        user(&store, &format!("user{index}")).await;
    }
    assert!(dir.join("a/deep/one.db").is_file());
    assert!(dir.join("two.db").is_file());
    assert!(dir.join("plain/three.db").is_file());
    assert!(dir.join("four.db").is_file());
    for refused in ["sqlite::memory:", "sqlite://", "sqlite://?mode=memory"] {
        assert!(
            maipenrai::store::connect(refused).await.is_err(),
            "{refused} must be refused"
        );
    }
}

/// The snapshot's events (JSON text as stored) as values, to compare with `events()`.
fn parsed(events: &[RawEventRecord]) -> Vec<EventRecord> {
    events
        .iter()
        .map(|e| EventRecord {
            seq: e.seq,
            event: serde_json::from_str(e.event.get()).expect("stored events are JSON"),
            created_at: e.created_at,
        })
        .collect()
}

/// Live updates: a move reaches the subscribers exactly once, whether the database
/// announces it (Postgres, a trigger on the log) or the server does (SQLite).
#[tokio::test]
async fn every_appended_move_is_announced_once() {
    use maipenrai::live::{GameMoved, Live};
    for db in databases() {
        let url = support::fresh_database_url(db).await;
        let store = maipenrai::store::connect(&url).await.unwrap();
        let live = Live::connect(&url).await.unwrap();
        let mut notices = live.subscribe();
        let (_, _, game) = started_game(&store, 2).await;
        for seq in 1..=2 {
            store
                .append_event(game.game_id, seq, &move_event(1, "m"), active(0))
                .await
                .unwrap();
            let moved = GameMoved::new(game.game_id, seq);
            live.publish(moved).await;
            let notice = tokio::time::timeout(std::time::Duration::from_secs(10), notices.recv())
                .await
                .unwrap_or_else(|_| panic!("{db:?}: no notice for move {seq}"))
                .unwrap();
            assert_eq!(notice, moved, "{db:?}");
        }
        // What is not in the log (a chat message, a resignation) the server announces.
        for other in [
            GameMoved {
                chat: Some(7),
                ..GameMoved::new(game.game_id, 2)
            },
            GameMoved {
                reload: true,
                ..GameMoved::new(game.game_id, 2)
            },
        ] {
            live.publish(other).await;
            let notice = tokio::time::timeout(std::time::Duration::from_secs(10), notices.recv())
                .await
                .unwrap_or_else(|_| panic!("{db:?}: no notice for {other:?}"))
                .unwrap();
            assert_eq!(notice, other, "{db:?}");
        }
    }
}

// ---------------------------------------------------------------------------------------
// Rate limits (shared by every instance on one database).

const LIMIT: RateLimit = RateLimit {
    max: 3,
    window: std::time::Duration::from_secs(60),
};

#[tokio::test]
async fn rate_limits_count_attempts_until_the_window_lets_the_oldest_go() {
    for db in databases() {
        let store = fresh_store(db).await;
        let keys = ["login:ann".to_string(), "addr:192.0.2.1".to_string()];
        let t0 = 1_000_000_i64;
        for k in 0..3 {
            let at = t0 + k * 1_000;
            assert_eq!(
                store.rate_reserve(&keys, LIMIT, at).await.unwrap(),
                None,
                "{db:?}"
            );
        }
        // Full: refused, with the wait until the oldest (t0) leaves the window; not counted.
        let wait = store.rate_reserve(&keys, LIMIT, t0 + 10_000).await.unwrap();
        assert_eq!(
            wait,
            Some(std::time::Duration::from_millis(50_000)),
            "{db:?}"
        );
        // A key shared with a full one is refused too, and nothing is counted for it.
        let mixed = ["login:ann".to_string(), "addr:198.51.100.9".to_string()];
        assert!(store
            .rate_reserve(&mixed, LIMIT, t0 + 10_000)
            .await
            .unwrap()
            .is_some());
        let other = ["addr:198.51.100.9".to_string()];
        for k in 0..3 {
            let at = t0 + 10_000 + k;
            assert_eq!(
                store.rate_reserve(&other, LIMIT, at).await.unwrap(),
                None,
                "{db:?}"
            );
        }
        // Once the oldest has left the window, one more fits.
        let later = t0 + 60_000 + 1;
        assert_eq!(
            store.rate_reserve(&keys, LIMIT, later).await.unwrap(),
            None,
            "{db:?}"
        );
        assert!(store
            .rate_reserve(&keys, LIMIT, later)
            .await
            .unwrap()
            .is_some());
    }
}

#[tokio::test]
async fn rate_limits_forgive_the_newest_attempt_and_clear_a_key() {
    for db in databases() {
        let store = fresh_store(db).await;
        let key = ["login:ben".to_string()];
        for at in [1, 2, 3] {
            assert_eq!(store.rate_reserve(&key, LIMIT, at).await.unwrap(), None);
        }
        assert!(store.rate_reserve(&key, LIMIT, 4).await.unwrap().is_some());
        // Forgiving takes back one attempt (the newest): one more fits, then full again.
        store.rate_forgive(&key).await.unwrap();
        assert_eq!(
            store.rate_reserve(&key, LIMIT, 5).await.unwrap(),
            None,
            "{db:?}"
        );
        assert!(store.rate_reserve(&key, LIMIT, 6).await.unwrap().is_some());
        // The wait still counts from the oldest kept attempt (at 1).
        assert_eq!(
            store.rate_reserve(&key, LIMIT, 6).await.unwrap(),
            Some(std::time::Duration::from_millis(60_000 + 1 - 6)),
            "{db:?}"
        );
        store.rate_clear(&key[0]).await.unwrap();
        for at in [7, 8, 9] {
            assert_eq!(
                store.rate_reserve(&key, LIMIT, at).await.unwrap(),
                None,
                "{db:?}"
            );
        }
        // Forgiving or clearing a key never seen changes nothing.
        store.rate_forgive(&["never".to_string()]).await.unwrap();
        store.rate_clear("never").await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn parallel_attempts_from_two_instances_cannot_slip_past_a_limit() {
    for db in databases() {
        // Two stores on one database, as two server processes would have.
        let url = fresh_database_url(db).await;
        let a = maipenrai::store::connect(&url).await.unwrap();
        let b = maipenrai::store::connect(&url).await.unwrap();
        let racers = 24;
        let barrier = Arc::new(Barrier::new(racers));
        let handles: Vec<_> = (0..racers)
            .map(|i| {
                let store = if i % 2 == 0 { a.clone() } else { b.clone() };
                let barrier = barrier.clone();
                tokio::spawn(async move {
                    barrier.wait().await;
                    let keys = ["login:cid".to_string()];
                    store.rate_reserve(&keys, LIMIT, 1_000 + i as i64).await
                })
            })
            .collect();
        let mut admitted = 0;
        for h in handles {
            if h.await.unwrap().unwrap().is_none() {
                admitted += 1;
            }
        }
        assert_eq!(admitted, LIMIT.max, "{db:?}: exactly the limit is admitted");
    }
}
