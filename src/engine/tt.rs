//! The transposition table: a fixed block of 16-byte entries, one per
//! slot, indexed by the position's Zobrist key (side to move included).
//!
//! Its size is set once and never grows: 2^20 entries (16 MB) natively,
//! 2^16 (1 MB) in the browser's worker, where memory is the page's. An
//! entry is replaced when the new one is from a newer search or goes at
//! least as deep.

use super::score::WIN_BOUND;
use super::turn::PackedTurn;

/// How a stored value bounds the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The value is exact (a principal-variation node).
    Exact,
    /// The true value is at least this (a cut-off: some turn was good enough).
    Lower,
    /// The true value is at most this (every turn was searched, none reached alpha).
    Upper,
}

/// What one entry holds.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hit {
    pub(crate) value: i32,
    pub(crate) depth: u8,
    pub(crate) bound: Bound,
    pub(crate) turn: PackedTurn,
}

/// 16 bytes: the key's check bits, the best turn, value, depth, bound and age.
#[derive(Clone, Copy, Default)]
#[repr(C)]
struct Entry {
    check: u32,
    turn: u32,
    value: i32,
    depth: u8,
    /// Bound (2 bits), turn length (3 bits), age (3 bits).
    flags: u8,
    _pad: u16,
}

const _: () = assert!(std::mem::size_of::<Entry>() == 16);

/// Native and worker sizes, in log2 of entries.
#[cfg(not(target_arch = "wasm32"))]
pub(crate) const DEFAULT_BITS: u32 = 20;
#[cfg(target_arch = "wasm32")]
pub(crate) const DEFAULT_BITS: u32 = 16;

pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
    age: u8,
}

impl Table {
    /// A table of 2^bits entries (16 bytes each), bits clamped to 10..=26.
    pub(crate) fn new(bits: u32) -> Table {
        let bits = bits.clamp(10, 26);
        Table {
            entries: vec![Entry::default(); 1 << bits],
            mask: (1 << bits) - 1,
            age: 0,
        }
    }

    /// The table's memory in bytes.
    pub(crate) fn bytes(&self) -> usize {
        self.entries.len() * std::mem::size_of::<Entry>()
    }

    /// A new search: older entries give way first.
    pub(crate) fn new_search(&mut self) {
        self.age = (self.age + 1) & 7;
    }

    pub(crate) fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = Entry::default());
    }

    fn check(key: u64) -> u32 {
        // Never 0, so that an empty slot matches no key.
        ((key >> 32) as u32) | 1
    }

    pub(crate) fn probe(&self, key: u64) -> Option<Hit> {
        let e = &self.entries[key as usize & self.mask];
        if e.check != Self::check(key) {
            return None;
        }
        let bound = match e.flags & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Hit {
            value: e.value,
            depth: e.depth,
            bound,
            turn: PackedTurn::from_bits(e.turn, (e.flags >> 2) & 7),
        })
    }

    pub(crate) fn store(
        &mut self,
        key: u64,
        value: i32,
        depth: u8,
        bound: Bound,
        turn: PackedTurn,
    ) {
        let age = self.age;
        let e = &mut self.entries[key as usize & self.mask];
        let same = e.check == Self::check(key);
        let old_age = e.flags >> 5;
        if !same && old_age == age && e.depth > depth && e.check != 0 {
            return;
        }
        // Keep a known best turn when the new entry has none.
        let (bits, len) = if turn.is_none() && same {
            (e.turn, (e.flags >> 2) & 7)
        } else {
            turn.to_bits()
        };
        let b = match bound {
            Bound::Exact => 0,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        *e = Entry {
            check: Self::check(key),
            turn: bits,
            value,
            depth,
            flags: b | (len & 7) << 2 | age << 5,
            _pad: 0,
        };
    }
}

/// Win values are stored relative to the node, so that a win found
/// through a transposition keeps its true distance.
pub(crate) fn to_tt(v: i32, ply: usize) -> i32 {
    if v >= WIN_BOUND {
        v + ply as i32
    } else if v <= -WIN_BOUND {
        v - ply as i32
    } else {
        v
    }
}

pub(crate) fn from_tt(v: i32, ply: usize) -> i32 {
    if v >= WIN_BOUND {
        v - ply as i32
    } else if v <= -WIN_BOUND {
        v + ply as i32
    } else {
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_by_key() {
        let mut t = Table::new(10);
        assert_eq!(t.bytes(), 16 << 10);
        let key = 0x1234_5678_9abc_def0;
        assert!(t.probe(key).is_none());
        t.store(key, -42, 3, Bound::Lower, PackedTurn::NONE);
        let hit = t.probe(key).expect("stored");
        assert_eq!((hit.value, hit.depth, hit.bound), (-42, 3, Bound::Lower));
        // Another key in the same slot does not match.
        assert!(t.probe(key ^ (1 << 40)).is_none());
    }
}
