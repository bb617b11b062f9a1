//! A search's pauses. Between slices of its work a search calls [`checkpoint`]: it returns
//! at once, unless the thread runs under [`with_checkpoint`] (the server's scheduler, which
//! lets another person's search go first: `src/service/computer_queue.rs`), and then it may
//! block. It returns how long it blocked, which the search does not count against its
//! wall-clock cap. The search's result does not depend on its pauses: its iterations and
//! randomness are the same.

use std::cell::RefCell;
use std::time::Duration;

type Hook = Box<dyn FnMut() -> Duration>;

thread_local! {
    static HOOK: RefCell<Option<Hook>> = const { RefCell::new(None) };
}

/// Runs `f` on this thread with `hook` called at each [`checkpoint`] of its searches.
pub fn with_checkpoint<T>(hook: impl FnMut() -> Duration + 'static, f: impl FnOnce() -> T) -> T {
    struct Reset;
    impl Drop for Reset {
        fn drop(&mut self) {
            HOOK.with(|h| h.borrow_mut().take());
        }
    }
    HOOK.with(|h| *h.borrow_mut() = Some(Box::new(hook)));
    let _reset = Reset;
    f()
}

/// A point where the search may be paused; how long it was.
pub fn checkpoint() -> Duration {
    HOOK.with(|h| {
        h.borrow_mut()
            .as_mut()
            .map_or(Duration::ZERO, |hook| hook())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_checkpoint_calls_the_hook_only_inside_with_checkpoint() {
        assert_eq!(checkpoint(), Duration::ZERO);
        let mut calls = 0;
        let got = with_checkpoint(
            || Duration::from_millis(3),
            || {
                calls += 1;
                checkpoint() + checkpoint()
            },
        );
        assert_eq!((got, calls), (Duration::from_millis(6), 1));
        assert_eq!(checkpoint(), Duration::ZERO, "the hook is gone afterwards");
    }
}
