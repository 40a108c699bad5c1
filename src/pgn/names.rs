//! Howdah's tags and our header's fields, both ways.
//!
//! Howdah's tag names are case-sensitive: `Event` and `event` are two tags,
//! `[result "1-0"]` is no result, `plycount` is kept as any unknown tag, and
//! only `PlyCount`, `ResultCode`, `Result` and `Position` mean something.
//! Our header matches names without regard to case and calls the reason
//! letter `Termination` and the game's id `Id`. A Howdah record's tags are
//! read into fields under their own names (see [`TagNames`]), but for those
//! two: renamed so the viewer, FAN and the archive's tools find them.

use crate::record::{Header, TagNames};

/// Tags the writer computes from the tree: Howdah's names, exactly.
pub(super) const COMPUTED: [&str; 3] = ["PlyCount", "ResultCode", "Result"];

/// Fields our names give no Howdah tag of their own (written from the tree
/// or under Howdah's name), matched without regard to case.
const OURS_COMPUTED: [&str; 5] = [
    "PlyCount",
    "ResultCode",
    "Result",
    "Termination",
    "Position",
];

/// Adds a tag as Howdah does: a tag of exactly that name gets the new
/// value in its place.
pub(super) fn set_tag(tags: &mut Vec<(String, String)>, name: String, value: String) {
    match tags.iter_mut().find(|(n, _)| *n == name) {
        Some(slot) => slot.1 = value,
        None => tags.push((name, value)),
    }
}

/// The value of the tag of exactly that name.
pub(super) fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v.as_str())
}

/// Our fields for a Howdah record's tags (`Position` aside, which the tree
/// holds), and how they are named. `PlyCount` is left out (the writer counts
/// the moves); `ResultCode` becomes `Termination` and `GameId` becomes `Id`
/// unless the record has a tag of that name, in any case, of its own; then
/// `Result` stands before `Termination`, as FAN and arimaa.com write them.
pub(super) fn fields_of(tags: Vec<(String, String)>) -> (Vec<(String, String)>, TagNames) {
    let own = |name: &str| tags.iter().any(|(n, _)| n.eq_ignore_ascii_case(name));
    let (own_termination, own_id) = (own("Termination"), own("Id"));
    let mut renamed_code = false;
    let mut fields: Vec<(String, String)> = tags
        .into_iter()
        .filter(|(n, _)| n != "PlyCount")
        .map(|(n, v)| match n.as_str() {
            "ResultCode" if !own_termination => {
                renamed_code = true;
                ("Termination".to_owned(), v)
            }
            "GameId" if !own_id => ("Id".to_owned(), v),
            _ => (n, v),
        })
        .collect();
    if renamed_code {
        let at =
            |name: &str, fields: &[(String, String)]| fields.iter().position(|(n, _)| n == name);
        if let (Some(t), Some(r)) = (at("Termination", &fields), at("Result", &fields)) {
            if t < r {
                let field = fields.remove(t);
                fields.insert(r, field);
            }
        }
    }
    let names = TagNames::Howdah {
        own_termination,
        own_id,
    };
    (fields, names)
}

/// The tags Howdah reads in what our writer writes for `header`, in order,
/// `ResultCode` and `Result` included where the header holds them (the
/// writer moves them last and may take them from the tree instead).
/// A Howdah record's fields go back to their own names. Our names become
/// Howdah's: `Termination` is `ResultCode`, `Id` is `GameId` unless the
/// header also has a `GameId`, and names Howdah computes or reads from the
/// tree are left out in any case.
pub(crate) fn tags_of(header: &Header) -> Vec<(String, String)> {
    let fields = &header.fields;
    match header.names {
        TagNames::Howdah {
            own_termination,
            own_id,
        } => fields
            .iter()
            .map(|(n, v)| {
                let name = if !own_termination && n.eq_ignore_ascii_case("Termination") {
                    "ResultCode"
                } else if !own_id && n.eq_ignore_ascii_case("Id") {
                    "GameId"
                } else {
                    n
                };
                (name.to_owned(), v.clone())
            })
            .collect(),
        TagNames::Ours => {
            let has_game_id = fields.iter().any(|(k, _)| k.eq_ignore_ascii_case("GameId"));
            let mut tags: Vec<(String, String)> = fields
                .iter()
                .filter(|(n, _)| !OURS_COMPUTED.iter().any(|c| c.eq_ignore_ascii_case(n)))
                .map(|(n, v)| {
                    let name = if n.eq_ignore_ascii_case("Id") && !has_game_id {
                        "GameId"
                    } else {
                        n
                    };
                    (name.to_owned(), v.clone())
                })
                .collect();
            let code = header
                .get("Termination")
                .or_else(|| header.get("ResultCode"));
            for (name, value) in [("ResultCode", code), ("Result", header.get("Result"))] {
                if let Some(v) = value {
                    tags.push((name.to_owned(), v.to_owned()));
                }
            }
            tags
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pairs(names: &[(&str, &str)]) -> Vec<(String, String)> {
        names
            .iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn howdah_names_come_back_as_written() {
        let tags = pairs(&[
            ("GameId", "7"),
            ("Event", "a"),
            ("event", "b"),
            ("plycount", "3"),
            ("PlyCount", "3"),
            ("ResultCode", "r"),
            ("Result", "1-0"),
        ]);
        let (fields, names) = fields_of(tags.clone());
        assert_eq!(
            fields,
            pairs(&[
                ("Id", "7"),
                ("Event", "a"),
                ("event", "b"),
                ("plycount", "3"),
                ("Result", "1-0"),
                ("Termination", "r"),
            ])
        );
        let header = Header {
            fields,
            names,
            ..Header::default()
        };
        let back: Vec<_> = tags.into_iter().filter(|(n, _)| n != "PlyCount").collect();
        let mut written = tags_of(&header);
        written.sort();
        let mut expected = back;
        expected.sort();
        assert_eq!(written, expected);
    }

    #[test]
    fn a_record_with_its_own_termination_and_id_keeps_every_name() {
        let tags = pairs(&[
            ("Termination", "x"),
            ("ResultCode", "r"),
            ("id", "1"),
            ("GameId", "2"),
        ]);
        let (fields, names) = fields_of(tags.clone());
        assert_eq!(fields, tags);
        let header = Header {
            fields,
            names,
            ..Header::default()
        };
        assert_eq!(tags_of(&header), tags);
    }

    #[test]
    fn our_names_become_howdahs() {
        let header = Header {
            fields: pairs(&[
                ("Id", "1"),
                ("Result", "0-1"),
                ("Termination", "t"),
                ("plycount", "9"),
                ("Event", "x"),
            ]),
            ..Header::default()
        };
        assert_eq!(
            tags_of(&header),
            pairs(&[
                ("GameId", "1"),
                ("Event", "x"),
                ("ResultCode", "t"),
                ("Result", "0-1")
            ])
        );
        let both = Header {
            fields: pairs(&[("Id", "1"), ("GameId", "2")]),
            ..Header::default()
        };
        assert_eq!(tags_of(&both), pairs(&[("Id", "1"), ("GameId", "2")]));
    }
}
