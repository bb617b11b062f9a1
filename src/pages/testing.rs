//! A game for the page models' tests: ann and ben at the first hosted game for two, on a
//! fresh SQLite file, through the service (the one write path); no router.

use crate::config::Config;
use crate::game::GameOptions;
use crate::live::Live;
use crate::service::{GameState, Service, Table};
use crate::store::User;
use std::path::PathBuf;
use std::sync::Arc;
use uuid::Uuid;

pub(crate) struct TestGame {
    pub service: Service,
    /// ann, ben (by name, not by seat: seats may be drawn).
    pub people: Vec<User>,
    pub game_id: Uuid,
    dir: PathBuf,
}

impl TestGame {
    /// ann invites ben by name to the first hosted game that two can play; ben joins, and
    /// the game starts.
    pub async fn start() -> TestGame {
        let dir = std::env::temp_dir().join(format!("mpr-pages-{}", Uuid::new_v4()));
        let url = format!("sqlite://{}/pages.db", dir.display());
        let store = crate::store::connect(&url)
            .await
            .expect("a fresh SQLite database");
        let config = Arc::new(Config::for_tests(&url));
        let service = Service::new(store, config, Live::in_process());
        let mut people = Vec::new();
        for name in ["ann", "ben"] {
            let password = "correct horse battery staple";
            let user = service.create_account(name, password, None).await;
            people.push(user.expect("an account"));
        }
        let game = crate::games::all()
            .iter()
            .find(|g| g.player_counts().iter().any(|c| c.players == 2))
            .expect("a hosted game for two");
        let options = GameOptions {
            players: 2,
            ..Default::default()
        };
        let table = Table {
            invite: vec!["ben".into()],
            ..Default::default()
        };
        let invitation = service
            .create_invitation(&people[0], game.slug(), &options, &table)
            .await
            .expect("an invitation");
        let joined = service
            .join_invitation(&invitation.code, &people[1])
            .await
            .expect("ben joins");
        TestGame {
            service,
            people,
            game_id: joined.game_id.expect("every seat taken: the game started"),
            dir,
        }
    }

    /// The game as `viewer` sees it (None: a spectator).
    pub async fn as_seen_by(&self, viewer: Option<&User>) -> GameState {
        self.service.game(self.game_id, viewer).await.expect("game")
    }

    /// The person at the seat to move.
    pub async fn to_move(&self) -> User {
        let game = self.as_seen_by(None).await;
        let seat = game.to_move().expect("the game runs");
        self.people
            .iter()
            .find(|p| p.user_id == game.record.players[seat].user_id)
            .expect("a person to move")
            .clone()
    }

    /// The other person.
    pub fn other(&self, user: &User) -> User {
        let other = self.people.iter().find(|p| p.user_id != user.user_id);
        other.expect("two people").clone()
    }

    /// The player to move plays their first legal move; returns who moved.
    pub async fn play(&self) -> User {
        let mover = self.to_move().await;
        let game = self.as_seen_by(Some(&mover)).await;
        let seat = game.your_seat.expect("a player");
        let text = game
            .loaded
            .legal_moves(seat)
            .into_iter()
            .next()
            .expect("a move");
        let played = self
            .service
            .submit_move(self.game_id, &mover, game.seq, &text);
        played.await.expect("a legal move is played");
        mover
    }
}

impl Drop for TestGame {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
