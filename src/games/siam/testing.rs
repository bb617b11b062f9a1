//! Test helpers for King of Siam: checks on the engine's state (playing it through the
//! router is `tests/support/siam.rs`).

use super::State;

/// Every follower of each colour, wherever it is: in the provinces, the pool and the
/// players' supplies. A game never creates or loses one (16 of each with 2 players, else 18).
pub fn follower_totals(state: &State) -> [u32; 3] {
    let mut t = [0u32; 3];
    for f in 0..3 {
        t[f] = state.provinces.iter().map(|c| c[f] as u32).sum::<u32>()
            + state.pool[f] as u32
            + state.seats[..state.n()]
                .iter()
                .map(|p| p.followers[f] as u32)
                .sum::<u32>();
    }
    t
}
