//! A tiny HTML writer: tag and attribute names are `&'static str` (written
//! in this crate, never taken from a record), and every text and attribute
//! value goes through the one escaper. The only way to add markup that is
//! not escaped is [`Html::trusted_svg`], for the SVG our own writer made.

use crate::markup::escape_into;

/// HTML being written.
pub(super) struct Html {
    out: String,
}

impl Html {
    pub(super) fn with_capacity(bytes: usize) -> Html {
        Html {
            out: String::with_capacity(bytes),
        }
    }

    /// `<tag name="value"…>`; a `None` value leaves that attribute out, an
    /// empty one is written as the name alone (a boolean attribute).
    pub(super) fn open(&mut self, tag: &'static str, attributes: &[(&'static str, Option<&str>)]) {
        self.out.push('<');
        self.out.push_str(tag);
        for (name, value) in attributes {
            if let Some(value) = value {
                self.out.push(' ');
                self.out.push_str(name);
                if !value.is_empty() {
                    self.out.push_str("=\"");
                    escape_into(&mut self.out, value);
                    self.out.push('"');
                }
            }
        }
        self.out.push('>');
    }

    pub(super) fn close(&mut self, tag: &'static str) {
        self.out.push_str("</");
        self.out.push_str(tag);
        self.out.push('>');
    }

    /// Text content, escaped.
    pub(super) fn text(&mut self, text: &str) {
        escape_into(&mut self.out, text);
    }

    /// `<tag …>text</tag>`.
    pub(super) fn element(
        &mut self,
        tag: &'static str,
        attributes: &[(&'static str, Option<&str>)],
        text: &str,
    ) {
        self.open(tag, attributes);
        self.text(text);
        self.close(tag);
    }

    pub(super) fn newline(&mut self) {
        self.out.push('\n');
    }

    /// An SVG document from [`crate::render::to_svg`] (whose texts and
    /// attribute values it escaped itself), with `role` and `aria-label`
    /// added to its root. Anything else is refused: written escaped.
    pub(super) fn trusted_svg(&mut self, svg: &str, label: &str) {
        match svg.strip_prefix("<svg ") {
            Some(rest) => {
                self.out.push_str("<svg role=\"img\" aria-label=\"");
                escape_into(&mut self.out, label);
                self.out.push_str("\" ");
                self.out.push_str(rest.trim_end());
            }
            None => self.text(svg),
        }
    }

    pub(super) fn finish(self) -> String {
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::Html;

    #[test]
    fn texts_and_values_are_escaped_names_are_ours() {
        let mut h = Html::with_capacity(64);
        h.open("p", &[("title", Some("\"><script>")), ("hidden", None)]);
        h.text("</p><b>&");
        h.close("p");
        assert_eq!(
            h.finish(),
            "<p title=\"&quot;&gt;&lt;script&gt;\">&lt;/p&gt;&lt;b&gt;&amp;</p>"
        );
    }
}
