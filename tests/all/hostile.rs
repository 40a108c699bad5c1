//! Hostile records in the static gallery: markup in names, tags and comments
//! stays text, and no record text becomes a link (the only links are the
//! gallery's own, made from sanitized ids). The browser side of the same
//! records is `tests/browser/hostile.test.mjs`.

use arimaa::gallery::{entries_from, write_site, SiteOptions};
use std::fs;

const EVIL: &str = "<img src=x onerror=alert(1)>";
const SETUP: &str = "1w Ee2 Md2 Hb2 Hg2 Dc2 Df2 Ca2 Ch2 Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1\\n1b ee7 md7 hb7 hg7 dc7 df7 ca7 ch7 ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8\\n2w Ee2n";

fn archive() -> String {
    let columns = "id\twusername\tbusername\tevent\tsite\ttimecontrol\tstartts\tresult\ttermination\tmovelist\tevents";
    let rows = [
        format!("javascript:alert(1)\t{EVIL}\t</script><script>alert(2)</script>\tjavascript:alert(3)\thttp://evil.example/\"onmouseover=alert(4)\t2/2\t1234567890\tw\tg\t{SETUP}\t"),
        format!("../../etc/passwd\t\"'><svg onload=alert(5)>\tdata:text/html,<script>alert(6)</script>\t{EVIL}\t\t99999999999999999999/1\t9223372036854775807\tb\tr\t{SETUP}\t"),
    ];
    format!("{columns}\n{}\n{}\n", rows[0], rows[1])
}

fn fan() -> String {
    format!(
        "FAN31415926\nId: javascript:alert(7)\nGold: {EVIL}\nSilver: javascript:alert(8)\nEvent: </script><script>alert(9)</script>\n\n{}\n2s \"{EVIL}\" ee7s \"javascript:alert(10)\"\n",
        SETUP.replace("\\n", "\n")
    )
}

/// Every `href="…"` and `src="…"` value in `html`.
fn urls(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    for attr in ["href=\"", "src=\""] {
        let mut rest = html;
        while let Some(i) = rest.find(attr) {
            rest = &rest[i + attr.len()..];
            let end = rest.find('"').unwrap_or(rest.len());
            out.push(rest[..end].to_owned());
            rest = &rest[end..];
        }
    }
    out
}

#[test]
fn hostile_names_tags_and_ids_stay_text_and_make_no_links() {
    let dir = std::env::temp_dir().join(format!("arimaa-hostile-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let mut entries = entries_from("evil.tsv", &archive());
    entries.extend(entries_from("evil.fan", &fan()));
    assert_eq!(entries.len(), 3);
    write_site(&entries, &dir, SiteOptions::default(), |_, _| {}).unwrap();
    let mut pages = vec![dir.join("index.html")];
    for f in fs::read_dir(dir.join("games")).unwrap() {
        let p = f.unwrap().path();
        if p.extension().is_some_and(|e| e == "html") {
            pages.push(p);
        }
    }
    assert_eq!(pages.len(), 4);
    // File names come from ids with everything but letters, digits, `-`, `_` replaced.
    for p in &pages {
        let stem = p.file_stem().unwrap().to_str().unwrap();
        assert!(
            stem.chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'),
            "{stem}"
        );
    }
    for page in &pages {
        let html = fs::read_to_string(page).unwrap();
        for url in urls(&html) {
            // Only the gallery's own relative links (and the empty icon).
            assert!(
                url == "data:," || (!url.contains(':') && !url.starts_with('/')),
                "{page:?}: {url}"
            );
        }
        for bad in [EVIL, "<script>alert", "<svg onload", "\"onmouseover"] {
            assert!(!html.contains(bad), "{page:?} has {bad} as markup");
        }
        // The only scripts are the gallery's own.
        assert!(html.matches("<script").count() <= 2, "{page:?}");
    }
    let index = fs::read_to_string(dir.join("index.html")).unwrap();
    assert!(
        index.contains("&lt;img src=x onerror=alert(1)&gt;"),
        "names shown as text"
    );
    let _ = fs::remove_dir_all(&dir);
}
