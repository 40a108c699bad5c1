//! A server log's move times written into a record's main line as FAN's
//! `@t=` (time used) and `@c=` (the mover's reserve after the move)
//! markings, which a Howdah record writes as `[%emt]` and `[%clk]`.

use super::server_log::parse_server_log;
use crate::record::{Marking, NodeId, Record};

/// Which of a logged move's times to mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockMarks {
    /// The time each move took (`@t=`): enough for a viewer that knows the
    /// time control to replay both clocks.
    Used,
    /// The time used and the mover's reserve after the move (`@t=`, `@c=`),
    /// as Howdah's records keep a match's clocks.
    UsedAndReserve,
}

/// Marks each main-line move the log has an `after …` line for, ahead of
/// the move's other markings. A log that does not read marks nothing: the
/// moves stay as they are.
pub fn mark_move_clocks(record: &mut Record, events: &[&str], what: ClockMarks) {
    let Ok(log) = parse_server_log(events.iter().copied()) else {
        return;
    };
    let line: Vec<NodeId> = record.tree.main_line().skip(1).collect();
    for id in line {
        let Some(mv) = record.tree.node_mut(id).mv.as_mut() else {
            continue;
        };
        let label = mv.label;
        let Some(m) = log
            .moves
            .iter()
            .find(|m| m.number == label.number && m.side == label.color)
        else {
            continue;
        };
        let mut marks = vec![Marking::Time(m.used)];
        if what == ClockMarks::UsedAndReserve {
            marks.push(Marking::Clock(m.reserves[label.color]));
        }
        mv.before_markings.splice(0..0, marks);
    }
}
