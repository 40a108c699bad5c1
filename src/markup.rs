//! The one escaper for text put into markup: the SVG writer's text and
//! attribute values, and the gallery's HTML pages.

/// Appends `s` escaped for XML and HTML alike: the five special characters
/// become entities (`&apos;` is both XML's and HTML5's), and the control
/// characters XML 1.0 forbids are dropped. Tabs and line breaks stay: a
/// gallery's `<pre>` keeps them, an SVG attribute or text collapses them.
pub(crate) fn escape_into(out: &mut String, s: &str) {
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if (c as u32) < 0x20 => {}
            c => out.push(c),
        }
    }
}

/// [`escape_into`] a new string.
#[cfg_attr(wasm, allow(dead_code))]
pub(crate) fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    escape_into(&mut out, s);
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn specials_become_entities_and_forbidden_controls_go() {
        assert_eq!(
            super::escape("<b a=\"1\">&'x'\u{1}\n</b>"),
            "&lt;b a=&quot;1&quot;&gt;&amp;&apos;x&apos;\n&lt;/b&gt;"
        );
    }
}
