//! When a search stops: a time, a node count or a depth reached, or the
//! caller's stop, whichever comes first.

/// The bounds of one search; `None` means no bound of that kind. With no
/// bound at all the search goes on until stopped (or [`MAX_DEPTH`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Milliseconds of thinking.
    pub time_ms: Option<u64>,
    /// Positions visited.
    pub nodes: Option<u64>,
    /// Whole turns searched (1: the side to move's turn and the quiescence after it).
    pub depth: Option<u8>,
}

/// The deepest iteration in whole turns: far beyond what any time allows,
/// a bound for the arrays indexed by distance from the root.
pub const MAX_DEPTH: u8 = 32;

impl Limits {
    /// A search of `ms` milliseconds.
    pub fn time(ms: u64) -> Limits {
        Limits {
            time_ms: Some(ms),
            ..Limits::default()
        }
    }
    /// A search of `turns` whole turns.
    pub fn depth(turns: u8) -> Limits {
        Limits {
            depth: Some(turns),
            ..Limits::default()
        }
    }
}

/// What the caller gives the search: a clock, a stop it may raise while the
/// search runs, and where progress goes. Natively a [`StopFlag`] with
/// `std`'s clock; in the browser's worker, the page's clock.
pub trait Control {
    /// Milliseconds since some fixed start.
    fn now_ms(&self) -> f64;
    /// Asked at every position and while a position's thousands of turns
    /// are generated and evaluated (milliseconds apart at most): `true` ends
    /// the search, which then reports the last iteration completed. Once it
    /// has answered `true` it is not asked again.
    fn stopped(&self) -> bool {
        false
    }
    /// Each completed iteration (and each new best turn at the root).
    fn progress(&mut self, _info: &super::Progress) {}
}

/// A native control: the monotonic clock, and an atomic flag that another
/// thread raises to stop the search.
#[cfg(not(target_arch = "wasm32"))]
pub struct StopFlag<'a, F: FnMut(&super::Progress)> {
    start: std::time::Instant,
    flag: &'a std::sync::atomic::AtomicBool,
    on_progress: F,
}

#[cfg(not(target_arch = "wasm32"))]
impl<'a, F: FnMut(&super::Progress)> StopFlag<'a, F> {
    /// A control that stops when `flag` is set, telling `on_progress` each iteration.
    pub fn new(flag: &'a std::sync::atomic::AtomicBool, on_progress: F) -> Self {
        StopFlag {
            start: std::time::Instant::now(),
            flag,
            on_progress,
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl<F: FnMut(&super::Progress)> Control for StopFlag<'_, F> {
    fn now_ms(&self) -> f64 {
        self.start.elapsed().as_secs_f64() * 1000.0
    }
    fn stopped(&self) -> bool {
        self.flag.load(std::sync::atomic::Ordering::Relaxed)
    }
    fn progress(&mut self, info: &super::Progress) {
        (self.on_progress)(info)
    }
}

/// Boards evaluated between two looks at the stop (about a millisecond; a
/// position's turns are also looked at every 64 boards generated,
/// [`crate::MoveGen::unique_moves_until`]).
pub(crate) const EVALUATIONS_BETWEEN_LOOKS: usize = 512;
