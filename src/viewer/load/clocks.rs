//! Both players' reserves after each main-line move, when a record tells the
//! times: an archive row's server log, a record's reserves as written
//! (`@c=SECONDS`, PGN's `[%clk]`), or a FAN record's `TimeControl` header
//! with `@t=SECONDS` markings (see `clock::fan`).

use crate::clock::{parse_server_log, replay, TimeControl};
use crate::record::{Marking, NodeId, Record, Renumbering};
use crate::ByColor;

/// Reserves in seconds, by node (absent where unknown).
#[derive(Clone, Debug, Default)]
pub struct Clocks(Vec<Option<ByColor<u32>>>);

impl Clocks {
    /// Both reserves after the move into `id`; `None` where the record does
    /// not tell.
    pub fn at(&self, id: NodeId) -> Option<ByColor<u32>> {
        self.0.get(id.index()).copied().flatten()
    }

    /// The same reserves, after the tree's nodes were renumbered (the
    /// deleted ones' are dropped).
    pub(crate) fn renumbered(&self, r: &Renumbering) -> Clocks {
        let mut out = vec![None; r.len_before()];
        for (old, c) in self.0.iter().enumerate() {
            if let Some(new) = r.get(NodeId(old as u32)) {
                out[new.index()] = *c;
            }
        }
        out.truncate(out.iter().rposition(Option::is_some).map_or(0, |i| i + 1));
        Clocks(out)
    }

    fn new(record: &Record) -> Clocks {
        Clocks(vec![None; record.tree.len()])
    }

    /// From the server's log lines (`after 5w, move used:N wresv:N bresv:N …`).
    pub fn from_server_log(record: &Record, events: &[&str]) -> Clocks {
        let mut clocks = Clocks::new(record);
        let Ok(log) = parse_server_log(events.iter().copied()) else {
            return clocks;
        };
        let tree = &record.tree;
        for id in tree.main_line().skip(1) {
            let Some(label) = tree.node(id).mv.as_ref().map(|m| m.label) else {
                continue;
            };
            if let Some(m) = log
                .moves
                .iter()
                .find(|m| m.number == label.number && m.side == label.color)
            {
                clocks.0[id.index()] = Some(m.reserves);
            }
        }
        clocks
    }

    /// From a record's markings: the reserves written on the main line
    /// ([`Clocks::from_reserves`]) when it has any, otherwise the move times
    /// replayed under the `TimeControl` header, stopping at the first move
    /// without a time.
    pub fn from_fan(record: &Record) -> Clocks {
        let tc = record
            .header
            .get("TimeControl")
            .and_then(|t| t.parse::<TimeControl>().ok());
        let tree = &record.tree;
        let written = tree.main_line().any(|id| {
            let mv = tree.node(id).mv.as_ref();
            mv.is_some_and(|m| {
                m.before_markings
                    .iter()
                    .any(|k| matches!(k, Marking::Clock(_)))
            })
        });
        if written {
            return Clocks::from_reserves(record, tc.map(|tc| tc.reserve));
        }
        let mut clocks = Clocks::new(record);
        let Some(tc) = tc else {
            return clocks;
        };
        let mut used = Vec::new();
        let mut nodes = Vec::new();
        for id in tree.main_line().skip(1) {
            let mv = tree.node(id).mv.as_ref().expect("non-root");
            let t = mv.before_markings.iter().find_map(|m| match m {
                Marking::Time(t) => Some(*t),
                _ => None,
            });
            let Some(t) = t else { break };
            used.push(t);
            nodes.push(id);
        }
        clocks.0[NodeId::ROOT.index()] = Some(ByColor {
            gold: tc.reserve,
            silver: tc.reserve,
        });
        for (id, m) in nodes.into_iter().zip(replay(tc, used)) {
            clocks.0[id.index()] = Some(m.reserves);
        }
        clocks
    }

    /// From the reserves the main line's moves carry (`@c=`): the mover's
    /// after its move, the other side's its last known one. Both start at
    /// `start` (the time control's reserve) when given; otherwise a side is
    /// unknown, and the clocks not shown, until its first reserve.
    pub fn from_reserves(record: &Record, start: Option<u32>) -> Clocks {
        let mut clocks = Clocks::new(record);
        let tree = &record.tree;
        let mut known = ByColor {
            gold: start,
            silver: start,
        };
        for id in tree.main_line() {
            if let Some(mv) = tree.node(id).mv.as_ref() {
                let written = mv.before_markings.iter().find_map(|m| match m {
                    Marking::Clock(s) => Some(*s),
                    _ => None,
                });
                if let Some(s) = written {
                    known[mv.label.color] = Some(s);
                }
            }
            if let (Some(gold), Some(silver)) = (known.gold, known.silver) {
                clocks.0[id.index()] = Some(ByColor { gold, silver });
            }
        }
        clocks
    }
}
