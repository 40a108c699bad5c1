//! FAN tokens with their line and column.

/// Where a token starts: 1-based line and column (in characters), and byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Span {
    pub line: usize,
    pub column: usize,
    pub offset: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TokenKind<'a> {
    Open,
    Close,
    /// Text between double quotes (the quotes excluded).
    Comment(&'a str),
    /// An unterminated comment: everything to the end of input.
    BrokenComment(&'a str),
    /// Text after `@`.
    Marking(&'a str),
    Word(&'a str),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Token<'a> {
    pub kind: TokenKind<'a>,
    pub span: Span,
    /// The source text of the whole token.
    pub text: &'a str,
}

/// Splits FAN move text into tokens. `[`, `]`, comments and markings need no
/// surrounding space (`[3g`, `rc4w]` and `"x"]` all read as people mean them).
pub fn tokenize(src: &str, start: Span) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let mut pos = start;
    let bytes = src.as_bytes();
    let mut i = start.offset;
    let advance = |pos: &mut Span, s: &str| {
        for c in s.chars() {
            if c == '\n' {
                pos.line += 1;
                pos.column = 1;
            } else {
                pos.column += 1;
            }
        }
        pos.offset += s.len();
    };
    while i < bytes.len() {
        let c = bytes[i];
        let span = pos;
        let end = match c {
            b' ' | b'\t' | b'\r' | b'\n' => {
                advance(&mut pos, &src[i..i + 1]);
                i += 1;
                continue;
            }
            b'[' | b']' => i + 1,
            b'"' => match src[i + 1..].find('"') {
                Some(k) => i + 1 + k + 1,
                None => bytes.len(),
            },
            _ => {
                let stop = |b: u8| b.is_ascii_whitespace() || matches!(b, b'[' | b']' | b'"');
                let mut j = i + 1;
                while j < bytes.len() && !stop(bytes[j]) && !(c != b'@' && bytes[j] == b'@') {
                    j += 1;
                }
                j
            }
        };
        let text = &src[i..end];
        let kind = match c {
            b'[' => TokenKind::Open,
            b']' => TokenKind::Close,
            b'"' if text.len() >= 2 && text.ends_with('"') => {
                TokenKind::Comment(&text[1..text.len() - 1])
            }
            b'"' => TokenKind::BrokenComment(&text[1..]),
            b'@' => TokenKind::Marking(&text[1..]),
            _ => TokenKind::Word(text),
        };
        out.push(Token { kind, span, text });
        advance(&mut pos, text);
        i = end;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokenKind<'_>> {
        tokenize(
            s,
            Span {
                line: 1,
                column: 1,
                offset: 0,
            },
        )
        .into_iter()
        .map(|t| t.kind)
        .collect()
    }

    #[test]
    fn glued_brackets_comments_and_markings() {
        use TokenKind::*;
        assert_eq!(
            kinds("5g [5g \"a b\"@xd4=A Ed4n]\"c\""),
            vec![
                Word("5g"),
                Open,
                Word("5g"),
                Comment("a b"),
                Marking("xd4=A"),
                Word("Ed4n"),
                Close,
                Comment("c")
            ]
        );
        assert_eq!(kinds("\"open"), vec![BrokenComment("open")]);
        assert_eq!(kinds("[3g"), vec![Open, Word("3g")]);
    }

    #[test]
    fn spans_count_lines_and_characters() {
        let t = tokenize(
            "1g\n  \"é\" Ra2",
            Span {
                line: 1,
                column: 1,
                offset: 0,
            },
        );
        assert_eq!((t[2].span.line, t[2].span.column), (2, 7));
    }
}
