//! Computer players: they play any hosted game that names them as its
//! [`crate::game::Game::THINK`], deciding from exactly what their seat may see, through the
//! game's [`crate::game::Game::sample_state`] (docs/computer-players.md).

mod ismcts;
pub mod pause;
pub mod review;
pub mod search;

pub use crate::game::search::Level;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_read_back_their_words() {
        for level in Level::ALL {
            assert_eq!(Level::parse(level.as_str()), Some(level));
        }
        assert_eq!(Level::parse("grandmaster"), None);
        for level in Level::ALL {
            assert_eq!(Level::from_number(level.number().into()), Some(level));
        }
        assert_eq!(Level::from_number(0), None);
    }
}
