// The code blocks of the docs, as the site builder renders them and the tests check them.
// Every block that is a command or a snippet says how it is kept true, in its info string
// or in an HTML comment just before it:
//
//   ```html live      the code shown, and the same text on the page (a live <arimaa-viewer>)
//   ```md live        Markdown shown, and rendered with the package's plugin beside it
//   ```css live       shown, and served as the page's own stylesheet (strict CSP: a file)
//   ```js live        shown, and run in the page as a module (a file of its own)
//   ```js run         run under Node against the built package (tests/node/docs.test.mjs)
//   ```js check       type-checked against the package's .d.ts files (browser code)
//   ```console run    each `$ command` run in a shell, its output compared with the lines after it
//   ```rust           compiled and run by `cargo test --doc` (the page is included in the crate)
//   <!-- not run: why -->   before any other block of code, saying why it is not run
//
// Blocks of data or grammar (text, fan, pgn, tsv, or no language) are not code.

/** Languages that are code: a block in one of them needs a mark. */
export const CODE = new Set([
  "sh", "bash", "console", "js", "mjs", "ts", "tsx", "jsx", "html", "md", "css", "toml", "rust",
  "php", "wikitext", "json", "yaml", "vue", "svelte", "astro", "liquid", "go-html-template",
]);
/** The marks an info string can carry, by language. */
const MARKS = {
  live: new Set(["html", "md", "css", "js"]),
  run: new Set(["js", "console"]),
  check: new Set(["js", "ts"]),
};
/** Pages whose Rust blocks the crate includes as doc tests (src/lib.rs, `cfg(doctest)`). */
export const DOCTESTED = new Set(["docs/guide/rust.md"]);

const NOT_RUN = /^<!--\s*not run:\s*(\S[\s\S]*?)-->\s*$/;

/**
 * Every fenced block of a Markdown source, from markdown-it's tokens: `{ line, lang,
 * mark, reason, content, info }`. `mark` is live, run, check, rust or not-run; null for a
 * block that is not code; "missing" for code without a mark.
 */
export function fences(md, source, file) {
  const tokens = md.parse(source, {});
  const out = [];
  tokens.forEach((token, i) => {
    if (token.type !== "fence") return;
    const [lang = "", ...flags] = token.info.trim().split(/\s+/);
    const previous = tokens[i - 1];
    const comment = previous?.type === "html_block" ? NOT_RUN.exec(previous.content.trim()) : null;
    const flag = flags.find((f) => f in MARKS);
    let mark = null;
    if (flag) {
      if (!MARKS[flag].has(lang)) throw new Error(`${file}:${token.map[0] + 1}: \`${lang} ${flag}\` is not a mark (${flag}: ${[...MARKS[flag]].join(", ")})`);
      mark = flag;
    } else if (comment) mark = "not-run";
    else if (lang === "rust" && DOCTESTED.has(file)) mark = "rust";
    else if (CODE.has(lang)) mark = "missing";
    out.push({ line: token.map[0] + 1, lang, flags, mark, reason: comment?.[1].trim() ?? null, content: token.content, info: token.info });
  });
  return out;
}

/** The blocks of code without a mark, as "file:line: …" lines ([] when every one has one). */
export function unmarked(md, source, file) {
  return fences(md, source, file)
    .filter((f) => f.mark === "missing")
    .map((f) => `${file}:${f.line}: a \`${f.lang}\` block without a mark: add live, run or check, or <!-- not run: why --> before it`);
}
