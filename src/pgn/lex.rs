//! Howdah records cut into tokens: tags, brace comments, `(`, `)` and
//! words, each with its line, column and byte offset.
//!
//! The format is line based: a `#` or blank line is skipped, a `[` line is
//! one tag, and arimaa.com `Name: value` tags count only in "header mode"
//! (the start, after a tag, after a result word). A problem the lexer finds
//! (a bad tag line, a comment or multi-line value left open) becomes a token
//! of its own, so the reader reports it in place and reads on.

use super::tags::{parse_colon_tag, parse_pgn_tag, MULTILINE};
use crate::record::ResultToken;

/// What a token is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// A tag, name as written (not yet mapped) and value unescaped.
    Tag(String, String),
    /// A `[` line that is not one well-formed tag.
    BadTag,
    /// A multi-line value with no closing `-=+=-` line: the rest of the text.
    OpenTagValue,
    /// A brace comment's text, escapes read, trimmed.
    Comment(String),
    /// A `{` with no `}` before the end of the text.
    OpenComment,
    Open,
    Close,
    Word,
}

/// A token and where it starts.
#[derive(Clone, Debug)]
pub(super) struct Token<'a> {
    pub kind: Kind,
    /// The source text of the token's first line (for a comment, from `{`
    /// to the end of that line; for a tag, the trimmed line).
    pub text: &'a str,
    pub line: usize,
    pub column: usize,
    /// Byte offset into the whole text.
    pub offset: usize,
}

impl Token<'_> {
    /// A tag-like token: one that starts a new game after move text.
    pub fn is_tag(&self) -> bool {
        matches!(self.kind, Kind::Tag(..) | Kind::BadTag | Kind::OpenTagValue)
    }
    pub fn result(&self) -> Option<ResultToken> {
        match self.kind {
            Kind::Word => ResultToken::parse(self.text),
            _ => None,
        }
    }
}

/// One source line: its text without the line break and its byte offset.
#[derive(Clone, Copy)]
struct SrcLine<'a> {
    text: &'a str,
    offset: usize,
}

fn lines(src: &str) -> Vec<SrcLine<'_>> {
    let mut out = Vec::new();
    let mut offset = 0;
    for raw in src.split_inclusive('\n') {
        let text = raw.strip_suffix('\n').unwrap_or(raw);
        let text = text.strip_suffix('\r').unwrap_or(text);
        out.push(SrcLine { text, offset });
        offset += raw.len();
    }
    out
}

/// An open brace comment: its text so far and where its `{` stands.
struct OpenComment {
    text: String,
    line: usize,
    column: usize,
    offset: usize,
    first_line: usize,
}

/// Cuts `src` into tokens.
pub(super) fn tokenize(src: &str) -> Vec<Token<'_>> {
    let lines = lines(src);
    let mut out: Vec<Token<'_>> = Vec::new();
    let mut header = true;
    let mut comment: Option<OpenComment> = None;
    let mut i = 0;
    while i < lines.len() {
        let SrcLine { text: raw, offset } = lines[i];
        let line_no = i + 1;
        i += 1;
        let trimmed = raw.trim();
        let lead = raw.len() - raw.trim_start().len();
        let at = |kind, text| Token {
            kind,
            text,
            line: line_no,
            column: raw[..lead].chars().count() + 1,
            offset: offset + lead,
        };
        match &mut comment {
            Some(c) => c.text.push('\n'),
            None => {
                if trimmed.is_empty() || trimmed.starts_with('#') {
                    continue;
                }
                if trimmed.starts_with('[') {
                    let kind = match parse_pgn_tag(trimmed) {
                        Some((name, value)) => Kind::Tag(name, value),
                        None => Kind::BadTag,
                    };
                    out.push(at(kind, trimmed));
                    header = true;
                    continue;
                }
                if let Some((name, value)) = parse_colon_tag(trimmed).filter(|_| header) {
                    if value != MULTILINE {
                        out.push(at(Kind::Tag(name.to_owned(), value.to_owned()), trimmed));
                        continue;
                    }
                    // The value: raw lines up to one starting with the marker.
                    let end = (i..lines.len()).find(|&k| lines[k].text.starts_with(MULTILINE));
                    let Some(end) = end else {
                        out.push(at(Kind::OpenTagValue, trimmed));
                        i = lines.len();
                        continue;
                    };
                    let body: Vec<&str> = lines[i..end].iter().map(|l| l.text).collect();
                    out.push(at(Kind::Tag(name.to_owned(), body.join("\n")), trimmed));
                    i = end + 1;
                    continue;
                }
            }
        }
        scan_line(raw, line_no, offset, &mut comment, &mut header, &mut out);
    }
    if let Some(c) = comment {
        let l = lines[c.first_line];
        let start = c.offset - l.offset;
        out.push(Token {
            kind: Kind::OpenComment,
            text: &l.text[start..],
            line: c.line,
            column: c.column,
            offset: c.offset,
        });
    }
    out
}

/// Scans one raw line (or a comment's continuation line) into tokens.
fn scan_line<'a>(
    raw: &'a str,
    line_no: usize,
    offset: usize,
    comment: &mut Option<OpenComment>,
    header: &mut bool,
    out: &mut Vec<Token<'a>>,
) {
    let mut word: Option<(usize, usize)> = None; // (byte, column) of its start
    let mut chars = raw.char_indices().peekable();
    let mut column = 0;
    let flush = |word: &mut Option<(usize, usize)>,
                 end: usize,
                 out: &mut Vec<Token<'a>>,
                 header: &mut bool| {
        if let Some((b, col)) = word.take() {
            let text = &raw[b..end];
            *header = ResultToken::parse(text).is_some();
            out.push(Token {
                kind: Kind::Word,
                text,
                line: line_no,
                column: col,
                offset: offset + b,
            });
        }
    };
    while let Some((b, c)) = chars.next() {
        column += 1;
        if let Some(open) = comment.as_mut() {
            match c {
                '\\' if matches!(chars.peek(), Some((_, '}' | '\\'))) => {
                    if let Some((_, next)) = chars.next() {
                        column += 1;
                        open.text.push(next);
                    }
                }
                '}' => {
                    let open = comment.take().expect("open");
                    // The token's text: from `{` to the end of its first line.
                    let text = if open.line == line_no {
                        &raw[open.offset - offset..]
                    } else {
                        ""
                    };
                    out.push(Token {
                        kind: Kind::Comment(open.text.trim().to_owned()),
                        text,
                        line: open.line,
                        column: open.column,
                        offset: open.offset,
                    });
                }
                _ => open.text.push(c),
            }
            continue;
        }
        match c {
            '{' | '(' | ')' => {
                flush(&mut word, b, out, header);
                *header = false;
                let tok = |kind| Token {
                    kind,
                    text: &raw[b..b + 1],
                    line: line_no,
                    column,
                    offset: offset + b,
                };
                match c {
                    '{' => {
                        *comment = Some(OpenComment {
                            text: String::new(),
                            line: line_no,
                            column,
                            offset: offset + b,
                            first_line: line_no - 1,
                        })
                    }
                    '(' => out.push(tok(Kind::Open)),
                    _ => out.push(tok(Kind::Close)),
                }
            }
            c if c.is_whitespace() => flush(&mut word, b, out, header),
            _ => {
                if word.is_none() {
                    word = Some((b, column));
                }
            }
        }
    }
    flush(&mut word, raw.len(), out, header);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(Kind, usize, usize)> {
        tokenize(src)
            .into_iter()
            .map(|t| (t.kind, t.line, t.column))
            .collect()
    }

    #[test]
    fn tokens_have_places() {
        let toks = tokenize("[Event \"x\"]\n# note\n\n2g Ra2n(2s db7s)\n{a \\} b\nc} x");
        let texts: Vec<&str> = toks.iter().map(|t| t.text).collect();
        assert_eq!(
            texts[..7],
            ["[Event \"x\"]", "2g", "Ra2n", "(", "2s", "db7s", ")"]
        );
        assert_eq!(toks[3].column, 8);
        assert_eq!(toks[7].kind, Kind::Comment("a } b\nc".into()));
        assert_eq!((toks[7].line, toks[7].column), (5, 1));
        assert_eq!((toks[8].line, toks[8].column, toks[8].text), (6, 4, "x"));
    }

    #[test]
    fn colon_tags_only_in_header_mode() {
        let k = kinds("Event: a\nChat: -=+=-\n one\ntwo\n-=+=- end\n2g Ra2n\nEvent: b\n");
        assert_eq!(k[0].0, Kind::Tag("Event".into(), "a".into()));
        assert_eq!(k[1].0, Kind::Tag("Chat".into(), " one\ntwo".into()));
        assert_eq!(k[1].1, 2);
        assert_eq!(k[4].0, Kind::Word); // `Event:` after a move is a word
        assert_eq!(k[4].1, 7);
    }

    #[test]
    fn problems_are_tokens() {
        let k = kinds("[Event x]\n{never closed\n");
        assert_eq!(k, vec![(Kind::BadTag, 1, 1), (Kind::OpenComment, 2, 1)]);
        let k = kinds("Chat: -=+=-\nno end\n");
        assert_eq!(k, vec![(Kind::OpenTagValue, 1, 1)]);
    }
}
