//! Fixtures of the tests that drive a store directly (`store_contract.rs`,
//! `notify_store.rs`): users and the options of a King of Siam game.

use maipenrai::game::GameOptions;
use maipenrai::store::{DynStore, User};
use uuid::Uuid;

/// A new user `name` (its password hash made up from the name).
pub async fn user(store: &DynStore, name: &str) -> User {
    store
        .create_user(name, &format!("hash-of-{name}"))
        .await
        .unwrap()
}

/// `count` new users with names of their own.
pub async fn users(store: &DynStore, count: usize) -> Vec<User> {
    let mut users = Vec::new();
    for i in 0..count {
        users.push(user(store, &format!("player{i}-{}", Uuid::new_v4().simple())).await);
    }
    users
}

/// The options of a King of Siam game of `players` on the Siam board with `hands`
/// (original or open), chat on, not rated.
pub fn siam_options(players: usize, hands: &str) -> GameOptions {
    GameOptions {
        chat_off: false,
        rated: false,
        players,
        choices: [("board", "siam"), ("hands", hands)]
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect(),
    }
}
