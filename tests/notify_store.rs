//! The storage contract of playing over days ([`NotifyStore`]), run against every database
//! in `databases()` like `store_contract.rs`: settings, absences, votes and cancellation,
//! the notification cursor, and outbox claims that never hand one row to two workers.

mod support;

use maipenrai::store::notify::{
    Channel, EmailMode, NewOutbox, NotifyStore, OutboxStatus, VoteKind,
};
use maipenrai::store::{
    DynStore, GameStatus, GameUpdate, Limits, NewInvitation, Rejection, StartPlan, StoreError, User,
};
use serde_json::json;
use support::store::{siam_options, users};
use support::{databases, fresh_store, Db};
use time::{Duration, OffsetDateTime};
use uuid::Uuid;

fn now() -> OffsetDateTime {
    maipenrai::clock::micros(OffsetDateTime::now_utc())
}

/// A fresh store of `db` with `N` users.
async fn store_with_users<const N: usize>(db: Db) -> (DynStore, [User; N]) {
    let store = fresh_store(db).await;
    let users = users(&store, N).await.try_into().unwrap();
    (store, users)
}

/// A fresh store of `db` with `N` users playing a started game without a deadline.
async fn store_with_game<const N: usize>(db: Db) -> (DynStore, [User; N], Uuid) {
    let (store, players) = store_with_users(db).await;
    let game_id = game(&store, &players, None).await;
    (store, players, game_id)
}

/// An open King of Siam invitation (siam board, open hands) for `players` by `creator`.
fn invitation(
    code: &str,
    players: usize,
    creator: &User,
    deadline_days: Option<u32>,
) -> NewInvitation {
    NewInvitation {
        code: code.to_string(),
        game: "king-of-siam".into(),
        options: siam_options(players, "open"),
        note: String::new(),
        creator: creator.user_id,
        deadline_days,
        ..NewInvitation::default()
    }
}

/// A started game of `players` with an optional deadline; seat s is players[s].
async fn game(store: &DynStore, players: &[User], deadline_days: Option<u32>) -> Uuid {
    let code = Uuid::new_v4().simple().to_string();
    store
        .create_invitation(&invitation(
            &code,
            players.len(),
            &players[0],
            deadline_days,
        ))
        .await
        .unwrap();
    let plan = StartPlan {
        game_id: Uuid::new_v4(),
        setup_event: json!({"type": "setup", "setup": {}}),
        seat_order: (0..players.len()).collect(),
        to_move_seat: 0,
    };
    let mut invitation = None;
    for p in &players[1..] {
        invitation = Some(
            store
                .join_invitation(&code, p.user_id, &plan, &Limits::NONE)
                .await
                .unwrap(),
        );
    }
    let invitation = invitation.unwrap();
    assert_eq!(invitation.deadline_days, deadline_days);
    invitation.game_id.unwrap()
}

/// Appends the first move (seq 1, seat 1 to move next) to the game.
async fn append_first_move(store: &DynStore, game_id: Uuid) -> Result<(), StoreError> {
    let update = GameUpdate {
        status: GameStatus::Active,
        to_move_seat: Some(1),
    };
    store
        .append_event(game_id, 1, &json!({"type": "move"}), update)
        .await
}

fn row(user: &User, key: &str) -> NewOutbox {
    NewOutbox {
        idem_key: key.to_string(),
        user_id: user.user_id,
        game_id: None,
        channel: Channel::Email,
        kind: "verify".into(),
        recipient: "someone@example.org".into(),
        subject: key.to_string(),
        body: "body".into(),
    }
}

fn notify(store: &DynStore) -> &dyn NotifyStore {
    store.notify().expect("both real stores keep notifications")
}

/// Asks `user` at `t` to confirm `address` with the token whose hash is `hash`, valid for
/// an hour.
async fn pending_email(
    n: &dyn NotifyStore,
    user: &User,
    address: &str,
    hash: &str,
    t: OffsetDateTime,
) {
    n.set_pending_email(user.user_id, address, hash, t + Duration::hours(1), t)
        .await
        .unwrap();
}

#[tokio::test]
async fn digests_are_due_for_readers_with_a_game_waiting_once_a_day() {
    for db in databases() {
        let (store, [ann, ben, cat]) = store_with_users(db).await;
        let n = notify(&store);
        let t = now();
        for (i, u) in [&ann, &ben, &cat].into_iter().enumerate() {
            let hash = format!("hash-{i}");
            pending_email(n, u, "x@example.org", &hash, t).await;
            assert!(n.confirm_email(&hash, t).await.unwrap().is_some());
            n.set_preferences(u.user_id, EmailMode::Digest, None, t)
                .await
                .unwrap();
        }
        // Ann's move (seat 0); Ben waits for her; Cat plays nothing.
        game(&store, &[ann.clone(), ben.clone()], None).await;
        let today = t.replace_time(time::Time::MIDNIGHT);
        let due = |since: OffsetDateTime| async move {
            let mut ids: Vec<Uuid> = n
                .digests_due(since)
                .await
                .unwrap()
                .iter()
                .map(|s| s.user_id)
                .collect();
            ids.sort();
            ids
        };
        assert_eq!(due(today).await, vec![ann.user_id], "{db:?}");
        // Her digest of today is queued: not due again today, due again tomorrow.
        let digest = NewOutbox {
            kind: "digest".into(),
            ..row(&ann, "digest:ann:today")
        };
        assert!(n.enqueue(&digest, t).await.unwrap());
        assert!(due(today).await.is_empty(), "{db:?}");
        assert_eq!(due(t + Duration::seconds(1)).await, vec![ann.user_id]);
        // Another mode: not due.
        n.set_preferences(ann.user_id, EmailMode::EveryTurn, None, t)
            .await
            .unwrap();
        assert!(due(t + Duration::seconds(1)).await.is_empty(), "{db:?}");
    }
}

#[tokio::test]
async fn settings_have_defaults_and_addresses_need_their_token() {
    for db in databases() {
        let (store, [alice]) = store_with_users(db).await;
        let n = notify(&store);
        let s = n.notify_settings(alice.user_id).await.unwrap();
        assert_eq!(s.email_mode, EmailMode::EveryTurn);
        assert_eq!((s.email, s.feed_token, s.last_seen_at), (None, None, None));

        let t = now();
        pending_email(n, &alice, "a@example.org", "hash1", t).await;
        assert_eq!(
            n.confirm_email("hash1", t + Duration::hours(2))
                .await
                .unwrap(),
            None,
            "{db:?}: expired"
        );
        assert_eq!(n.confirm_email("other", t).await.unwrap(), None);
        assert_eq!(
            n.confirm_email("hash1", t).await.unwrap(),
            Some((alice.user_id, "a@example.org".to_string()))
        );
        assert_eq!(
            n.confirm_email("hash1", t).await.unwrap(),
            None,
            "{db:?}: once"
        );
        n.set_preferences(
            alice.user_id,
            EmailMode::Digest,
            Some("https://example.org/h"),
            t,
        )
        .await
        .unwrap();
        n.set_feed_token(alice.user_id, "feed-token-1", t)
            .await
            .unwrap();
        // A batch with an account deleted meanwhile writes the others.
        n.touch_last_seen(&[(Uuid::new_v4(), t), (alice.user_id, t)])
            .await
            .unwrap();
        n.touch_last_seen(&[(alice.user_id, t - Duration::hours(1))])
            .await
            .unwrap();
        let s = n.notify_settings(alice.user_id).await.unwrap();
        assert_eq!(s.email.as_deref(), Some("a@example.org"));
        assert_eq!(s.pending_email, None);
        assert_eq!(s.email_mode, EmailMode::Digest);
        assert_eq!(s.webhook_url.as_deref(), Some("https://example.org/h"));
        assert_eq!(s.last_seen_at, Some(t), "{db:?}: last seen never goes back");
        // A digest reader, but with no game waiting: not due (games: the digest test).
        assert!(n.digests_due(t).await.unwrap().is_empty());
        assert_eq!(
            n.user_by_feed_token("feed-token-1").await.unwrap(),
            Some(alice.clone())
        );
        n.set_feed_token(alice.user_id, "feed-token-2", t)
            .await
            .unwrap();
        assert_eq!(n.user_by_feed_token("feed-token-1").await.unwrap(), None);
        n.remove_email(alice.user_id, t).await.unwrap();
        assert_eq!(n.notify_settings(alice.user_id).await.unwrap().email, None);
    }
}

#[tokio::test]
async fn nothing_more_goes_to_a_replaced_or_removed_address() {
    for db in databases() {
        let (store, [dora, eve]) = store_with_users(db).await;
        let n = notify(&store);
        let t = now();
        let to = |user: &User, key: &str, channel: Channel, recipient: &str| NewOutbox {
            channel,
            recipient: recipient.to_string(),
            ..row(user, key)
        };
        for item in [
            to(&dora, "old-mail", Channel::Email, "old@example.org"),
            to(&dora, "new-mail", Channel::Email, "new@example.org"),
            to(&dora, "hook", Channel::Webhook, "https://example.org/old"),
            to(&eve, "eve-mail", Channel::Email, "old@example.org"),
        ] {
            assert!(n.enqueue(&item, t).await.unwrap());
        }
        let status = |rows: &[maipenrai::store::notify::OutboxItem], key: &str| {
            let row = rows.iter().find(|r| r.idem_key == key).unwrap();
            (row.status, row.last_error.is_some())
        };

        // A new address confirmed: only mail to the old one is withdrawn.
        pending_email(n, &dora, "new@example.org", "h", t).await;
        n.confirm_email("h", t).await.unwrap().unwrap();
        // Only the mode changes: the webhook URL stays, so does its pending row.
        n.set_preferences(
            dora.user_id,
            EmailMode::Digest,
            Some("https://example.org/old"),
            t,
        )
        .await
        .unwrap();
        let rows = n.outbox_for_user(dora.user_id, 20).await.unwrap();
        assert_eq!(
            status(&rows, "old-mail"),
            (OutboxStatus::Failed, true),
            "{db:?}"
        );
        assert_eq!(
            status(&rows, "new-mail"),
            (OutboxStatus::Pending, false),
            "{db:?}"
        );
        assert_eq!(
            status(&rows, "hook"),
            (OutboxStatus::Pending, false),
            "{db:?}"
        );

        // A new webhook URL, then the address removed: nothing of Dora's is left to send.
        n.set_preferences(
            dora.user_id,
            EmailMode::Digest,
            Some("https://example.org/new"),
            t,
        )
        .await
        .unwrap();
        n.remove_email(dora.user_id, t).await.unwrap();
        let rows = n.outbox_for_user(dora.user_id, 20).await.unwrap();
        assert!(
            rows.iter().all(|r| r.status == OutboxStatus::Failed),
            "{db:?}: {rows:?}"
        );
        let claimed = n
            .claim_outbox(t, t + Duration::minutes(5), "w", 20)
            .await
            .unwrap();
        let keys: Vec<&str> = claimed.iter().map(|r| r.idem_key.as_str()).collect();
        assert_eq!(keys, ["eve-mail"], "{db:?}: other users' mail is untouched");
    }
}

#[tokio::test]
async fn absences_end_early_and_planned_ones_are_dropped() {
    for db in databases() {
        let (store, [bob]) = store_with_users(db).await;
        let n = notify(&store);
        let t = now();
        n.add_absence(bob.user_id, t, t + Duration::days(3), t)
            .await
            .unwrap();
        n.add_absence(
            bob.user_id,
            t + Duration::days(10),
            t + Duration::days(12),
            t,
        )
        .await
        .unwrap();
        assert_eq!(n.absences(bob.user_id, t).await.unwrap().len(), 2);
        let later = t + Duration::days(1);
        n.end_absences(bob.user_id, later).await.unwrap();
        let left = n.absences(bob.user_id, t).await.unwrap();
        assert_eq!(left.len(), 1, "{db:?}");
        assert_eq!(left[0].ends_at, later);
        assert!(n.absences(bob.user_id, later).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn unanimous_votes_remove_a_seat_or_cancel_the_game() {
    for db in databases() {
        let (store, players) = store_with_users::<3>(db).await;
        let n = notify(&store);
        let game_id = game(&store, &players, Some(2)).await;
        let t = now();
        let vote = |voter, kind, target, seq| async move {
            n.cast_vote(game_id, seq, kind, target, 1, voter, &[1, 2], t)
                .await
        };
        assert!(matches!(
            vote(1, VoteKind::Remove, Some(0), 5).await,
            Err(StoreError::Conflict(_))
        ));
        let first = vote(1, VoteKind::Remove, Some(0), 0).await.unwrap();
        assert_eq!((first.voters, first.decided), (vec![1], false));
        assert_eq!(
            vote(1, VoteKind::Remove, Some(0), 0).await.unwrap().voters,
            vec![1]
        );
        let extras = |store: DynStore| async move {
            store
                .game_snapshot(game_id)
                .await
                .unwrap()
                .expect("the game")
                .extras
        };
        assert!(extras(store.clone()).await.removed_seats.is_empty());
        let second = vote(2, VoteKind::Remove, Some(0), 0).await.unwrap();
        assert!(second.decided, "{db:?}");
        let decided = extras(store.clone()).await;
        assert_eq!(decided.removed_seats, vec![0]);
        assert_eq!(decided.votes.len(), 2);

        // A removed seat to move makes the game due at once; a deadline makes it due once
        // the turn is old enough.
        let due = n.due_games(t - Duration::days(1)).await.unwrap();
        assert_eq!(due.len(), 1);
        assert_eq!(due[0].gone, Some(maipenrai::store::notify::Gone::VotedOut));
        assert_eq!(due[0].to_move_seat, 0);
        assert_eq!(due[0].deadline_days, Some(2));
        assert_eq!(due[0].to_move_user, players[0].user_id);

        vote(1, VoteKind::Cancel, None, 0).await.unwrap();
        assert!(vote(2, VoteKind::Cancel, None, 0).await.unwrap().decided);
        let record = store.game(game_id).await.unwrap().unwrap();
        assert_eq!(record.status, GameStatus::Cancelled, "{db:?}");
        assert_eq!(record.to_move_seat, None);
        assert!(record.finished_at.is_some());
        // The page's one-statement snapshot reads the same row and extras.
        let snapshot = store.game_snapshot(game_id).await.unwrap().unwrap();
        assert_eq!(snapshot.record, record, "{db:?}");
        assert!(snapshot.extras.cancelled_at.is_some(), "{db:?}");
        assert_eq!(
            (
                snapshot.extras.removed_seats.len(),
                snapshot.extras.votes.len()
            ),
            (1, 4),
            "{db:?}"
        );
        assert!(snapshot.extras.cancelled_at.is_some(), "{db:?}");
        let append = append_first_move(&store, game_id).await;
        assert!(
            matches!(&append, Err(StoreError::Rejected(m)) if *m == Rejection::Cancelled),
            "{db:?}: {append:?}"
        );
        assert!(n.due_games(t + Duration::days(5)).await.unwrap().is_empty());
        assert!(matches!(
            vote(1, VoteKind::Cancel, None, 0).await,
            Err(StoreError::Rejected(_))
        ));
    }
}

#[tokio::test]
async fn the_backlog_says_whether_anyone_listens_to_a_game() {
    for db in databases() {
        let (store, players, game_id) = store_with_game::<2>(db).await;
        let n = notify(&store);
        let listened = || async { n.notify_backlog(10).await.unwrap()[0].listened };
        assert!(!listened().await, "{db:?}: no settings, nobody to tell");
        n.set_preferences(players[1].user_id, EmailMode::EveryTurn, None, now())
            .await
            .unwrap();
        assert!(!listened().await, "{db:?}: mail wanted but no address");
        n.set_preferences(
            players[1].user_id,
            EmailMode::None,
            Some("https://example.com/hook"),
            now(),
        )
        .await
        .unwrap();
        assert!(listened().await, "{db:?}: a webhook listens");
        // Nothing to queue (a quiet game): the cursor still moves once, and the game
        // leaves the backlog.
        let t = now();
        assert!(n
            .record_notifications(game_id, None, 0, &[], t)
            .await
            .unwrap());
        assert!(!n
            .record_notifications(game_id, None, 0, &[], t)
            .await
            .unwrap());
        assert!(n.notify_backlog(10).await.unwrap().is_empty(), "{db:?}");
        append_first_move(&store, game_id).await.unwrap();
        assert!(!n
            .record_notifications(game_id, Some(7), 1, &[], t)
            .await
            .unwrap());
        assert_eq!(
            n.notify_backlog(10).await.unwrap().len(),
            1,
            "{db:?}: not caught up"
        );
        assert!(n
            .record_notifications(game_id, Some(0), 1, &[], t)
            .await
            .unwrap());
        assert!(n.notify_backlog(10).await.unwrap().is_empty(), "{db:?}");
    }
}

#[tokio::test]
async fn quiet_games_have_their_cursors_moved_together_and_once() {
    for db in databases() {
        let (store, players, _) = store_with_game::<2>(db).await;
        let n = notify(&store);
        game(&store, &players, None).await;
        let backlog = n.notify_backlog(10).await.unwrap();
        assert_eq!(backlog.len(), 2);
        assert!(backlog.iter().all(|b| !b.listened));
        assert_eq!(n.record_quiet(&backlog, now()).await.unwrap(), 2, "{db:?}");
        assert!(n.notify_backlog(10).await.unwrap().is_empty(), "{db:?}");
        assert_eq!(
            n.record_quiet(&backlog, now()).await.unwrap(),
            0,
            "{db:?}: another worker was first"
        );
        assert_eq!(n.record_quiet(&[], now()).await.unwrap(), 0);
    }
}

#[tokio::test]
async fn the_cursor_moves_once_and_keys_insert_once() {
    for db in databases() {
        let (store, players, game_id) = store_with_game::<2>(db).await;
        let n = notify(&store);
        let backlog = n.notify_backlog(10).await.unwrap();
        assert_eq!(backlog.len(), 1);
        assert_eq!((backlog[0].notified_seq, backlog[0].seq), (None, 0));
        let t = now();
        let rows = [row(&players[0], "k1"), row(&players[1], "k2")];
        assert!(n
            .record_notifications(game_id, None, 0, &rows, t)
            .await
            .unwrap());
        assert!(
            !n.record_notifications(game_id, None, 0, &rows, t)
                .await
                .unwrap(),
            "{db:?}"
        );
        assert!(n.notify_backlog(10).await.unwrap().is_empty());
        append_first_move(&store, game_id).await.unwrap();
        assert_eq!(n.notify_backlog(10).await.unwrap()[0].notified_seq, Some(0));
        assert!(!n
            .record_notifications(game_id, Some(5), 1, &rows, t)
            .await
            .unwrap());
        assert!(n
            .record_notifications(game_id, Some(0), 1, &rows, t)
            .await
            .unwrap());
        assert!(
            n.notify_backlog(10).await.unwrap().is_empty(),
            "{db:?}: caught up again"
        );
        assert!(
            !n.enqueue(&rows[0], t).await.unwrap(),
            "{db:?}: the key exists"
        );
        assert_eq!(
            n.outbox_for_user(players[0].user_id, 10)
                .await
                .unwrap()
                .len(),
            1
        );
        assert_eq!(
            n.last_outbox_at(players[0].user_id, None, "verify", Channel::Email)
                .await
                .unwrap(),
            Some(t)
        );
        assert_eq!(
            n.last_outbox_at(players[0].user_id, Some(game_id), "verify", Channel::Email)
                .await
                .unwrap(),
            None
        );
    }
}

#[tokio::test]
async fn claims_never_share_a_row_and_leases_run_out() {
    for db in databases() {
        let (store, [carl]) = store_with_users(db).await;
        let n = notify(&store);
        let t = now();
        for i in 0..12 {
            assert!(n.enqueue(&row(&carl, &format!("c{i}")), t).await.unwrap());
        }
        let lease = t + Duration::minutes(5);
        let (a, b) = tokio::join!(
            n.claim_outbox(t, lease, "a", 8),
            n.claim_outbox(t, lease, "b", 8)
        );
        let (a, b) = (a.unwrap(), b.unwrap());
        assert_eq!(a.len() + b.len(), 12, "{db:?}");
        assert!(a
            .iter()
            .all(|x| !b.iter().any(|y| y.outbox_id == x.outbox_id)));
        assert!(a.iter().chain(&b).all(|x| x.attempts == 1));
        assert!(n.claim_outbox(t, lease, "c", 20).await.unwrap().is_empty());

        let (sent, retried, given_up) = (&a[0], &a[1], &a[2]);
        assert!(
            !n.outbox_sent(sent.outbox_id, "b", t).await.unwrap(),
            "{db:?}: not b's claim"
        );
        assert!(n.outbox_sent(sent.outbox_id, "a", t).await.unwrap());
        assert!(n
            .outbox_failed(
                retried.outbox_id,
                "a",
                "busy",
                Some(t + Duration::minutes(1))
            )
            .await
            .unwrap());
        assert!(n
            .outbox_failed(given_up.outbox_id, "a", "no", None)
            .await
            .unwrap());
        // The retry is due after its time; the others once their lease ran out.
        let soon = n
            .claim_outbox(t + Duration::minutes(2), lease, "d", 20)
            .await
            .unwrap();
        assert_eq!(soon.len(), 1);
        assert_eq!(
            (soon[0].outbox_id, soon[0].attempts),
            (retried.outbox_id, 2)
        );
        let later = n
            .claim_outbox(
                lease + Duration::seconds(1),
                lease + Duration::minutes(5),
                "e",
                20,
            )
            .await
            .unwrap();
        assert_eq!(later.len(), 10, "{db:?}: the leases of a and b ran out");
        let rows = n.outbox_for_user(carl.user_id, 20).await.unwrap();
        let status = |id| rows.iter().find(|r| r.outbox_id == id).unwrap().status;
        assert_eq!(status(sent.outbox_id), OutboxStatus::Sent);
        assert_eq!(status(given_up.outbox_id), OutboxStatus::Failed);
    }
}

#[tokio::test]
async fn old_open_invitations_expire() {
    for db in databases() {
        let (store, players, started) = store_with_game::<2>(db).await;
        let n = notify(&store);
        let code = Uuid::new_v4().simple().to_string();
        store
            .create_invitation(&invitation(&code, 3, &players[0], Some(7)))
            .await
            .unwrap();
        assert!(matches!(
            store
                .create_invitation(&invitation("other", 3, &players[0], Some(4)))
                .await,
            Err(StoreError::Rejected(_))
        ));
        assert_eq!(
            n.expire_invitations(now() - Duration::days(1), now())
                .await
                .unwrap(),
            0
        );
        let host = players[0].user_id;
        let week_ago = now() - Duration::days(7);
        assert!(store
            .expired_invitations_for(host, week_ago)
            .await
            .unwrap()
            .is_empty());
        assert_eq!(
            n.expire_invitations(now(), now()).await.unwrap(),
            1,
            "{db:?}: only the open one"
        );
        let inv = store.invitation(&code).await.unwrap().unwrap();
        assert_eq!(
            inv.status.as_str(),
            "expired",
            "{db:?}: not cancelled by anyone"
        );
        // The host's lobby lists it for a while; the others' do not.
        let expired = store.expired_invitations_for(host, week_ago).await.unwrap();
        assert_eq!(expired.len(), 1, "{db:?}");
        assert_eq!(expired[0].code, code);
        assert!(store
            .expired_invitations_for(players[1].user_id, week_ago)
            .await
            .unwrap()
            .is_empty());
        assert!(store
            .expired_invitations_for(host, now() + Duration::days(1))
            .await
            .unwrap()
            .is_empty());
        assert_eq!(
            store.game(started).await.unwrap().unwrap().status,
            GameStatus::Active
        );
    }
}
