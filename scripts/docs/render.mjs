// Markdown to a docs page: markdown-it with the package's own ```arimaa plugin (the docs
// are its first real user), headings with GitHub's anchors (so a link works on GitHub
// and on the site alike), links between sources turned into links between pages, and
// the live examples (scripts/docs/fences.mjs), each made from the very text it shows.
import MarkdownIt from "markdown-it";
import { arimaaMarkdownIt } from "arimaa-viewer/markdown-it";
import { initStatic, staticHtml } from "arimaa-viewer/core";
import { readFileSync, existsSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { fences } from "./fences.mjs";

export const REPOSITORY = "https://github.com/arimaa-viewer/arimaa-viewer";

const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
export const escape = (text) => String(text).replace(/[&<>"]/g, (c) => ESCAPES[c]);
const unescape = (text) => text.replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
export function slug(text) {
  return text.toLowerCase().trim().replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-");
}

/**
 * A renderer for one build. `root`: the repository; `site`: what the site knows of its
 * pages and files, `{ pageOf(repoPath) → out path or null, fileOf(repoPath) → out path
 * (copied beside) or null, games: the folder examples' `src` names as games/ }`.
 */
export async function renderer({ root, site }) {
  await initStatic();
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false }).use(await arimaaMarkdownIt());
  anchors(md);
  // A table scrolls sideways on a narrow screen (docs.css): a tab stop too.
  md.renderer.rules.table_open = () => '<table tabindex="0">\n';
  links(md, { root, site });
  examples(md, { root, site });
  return {
    md,
    /**
     * `source` (the text of repo file `file`) as a page at `out`: `{ html, title,
     * headings, css, js }`, the examples' stylesheet and script (css live, js live) apart.
     */
    render(source, file, out) {
      fences(md, source, file); // throws on a bad mark
      const env = { file, out, headings: [], css: [], js: [], viewers: 0 };
      const html = md.render(source, env);
      const title = env.headings.find((h) => h.level === 1)?.text ?? posix.basename(out, ".html");
      return { html, title, headings: env.headings, css: env.css.join("\n"), js: env.js.join("\n"), viewers: env.viewers };
    },
  };
}

/** Ids on headings, GitHub's (`-1`, `-2` for repeats), kept in env.headings for the nav and search. */
function anchors(md) {
  md.core.ruler.push("docs_anchors", (state) => {
    const seen = new Map();
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i].type !== "heading_open") continue;
      const text = tokens[i + 1].children.filter((t) => t.type === "text" || t.type === "code_inline").map((t) => t.content).join("");
      const base = slug(text);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      const id = n ? `${base}-${n}` : base;
      tokens[i].attrSet("id", id);
      state.env.headings?.push({ level: Number(tokens[i].tag.slice(1)), text, id });
    }
  });
}

/**
 * Relative links and images between repository files become links between the site's
 * pages (`.md` → `.html`), files copied beside them, or the file on GitHub.
 */
function links(md, { root, site }) {
  const rewrite = (url, env, image) => {
    if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("#") || url.startsWith("//")) return url;
    const [path, hash = ""] = url.split(/(?=#)/);
    const target = posix.normalize(posix.join(posix.dirname(env.file), decodeURI(path)));
    const to = (out) => encodeURI(posix.relative(posix.dirname(env.out), out) || posix.basename(out)) + hash;
    const page = !image && site.pageOf(target);
    if (page) return to(page);
    const built = site.builtOf(target);
    if (built) return to(built);
    const file = site.fileOf(target);
    if (file) return to(file);
    if (!existsSync(join(root, target))) throw new Error(`${env.file}: the link ${url} names nothing (${target})`);
    const kind = image ? "raw" : statSync(join(root, target)).isDirectory() ? "tree" : "blob";
    return `${REPOSITORY}/${kind}/main/${encodeURI(target)}${hash}`;
  };
  md.core.ruler.push("docs_links", (state) => {
    if (!state.env.out) return; // parsed for its blocks only (fences.mjs)
    for (const block of state.tokens) {
      for (const token of block.children ?? []) {
        if (token.type === "link_open") token.attrSet("href", rewrite(token.attrGet("href"), state.env, false));
        if (token.type === "image") token.attrSet("src", rewrite(token.attrGet("src"), state.env, true));
      }
    }
  });
}

/** The live examples, the Rust blocks' hidden lines, and the marks taken off the info strings. */
function examples(md, { root, site }) {
  const fence = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, index, options, env, self) => {
    const token = tokens[index];
    const [lang = "", ...flags] = token.info.trim().split(/\s+/);
    if (lang === "arimaa") {
      env.viewers++;
      return fence(tokens, index, options, env, self);
    }
    // A block that scrolls sideways is a tab stop, so that keys can scroll it (WCAG 2.1.1).
    const code = (text, language = lang) =>
      `<pre tabindex="0"><code${language ? ` class="language-${escape(language)}"` : ""}>${escape(text)}</code></pre>\n`;
    if (lang === "rust") {
      // rustdoc's hidden lines: `# ` starts a line the doc test runs and the reader does not see.
      return code(token.content.split("\n").filter((l) => !/^\s*#(\s|$)/.test(l)).join("\n"));
    }
    if (!flags.includes("live")) return code(token.content);
    const option = (name) => flags.find((f) => f.startsWith(`${name}=`))?.slice(name.length + 1);
    if (lang === "css") {
      env.css.push(`/* ${env.file}:${token.map[0] + 1} */\n${token.content}`);
      return code(token.content);
    }
    if (lang === "js") {
      env.js.push(`// ${env.file}:${token.map[0] + 1}\n{\n${token.content}}\n`);
      return code(token.content);
    }
    const live =
      lang === "md"
        ? md.render(token.content, { ...env, headings: null })
        : staticFirst(token.content, { root, site, env, size: Number(option("size") ?? 320) });
    if (lang === "md") env.viewers += (live.match(/<arimaa-viewer\b/g) ?? []).length;
    return `<div class="example">\n<div class="example-live">\n${live}</div>\n${code(token.content)}</div>\n`;
  };
}

const ROOT_RELATIVE = /\s(src|href)="(?![a-z][a-z0-9+.-]*:|\/|#)([^"]+)"/gi;

/**
 * An HTML example as the page holds it: each <arimaa-viewer> with its static view
 * written in (as `arimaa html` writes it: the board and the moves, there before any
 * script runs), relative `src` read from the site's root, and the tags that load the
 * package left out (the page loads it once).
 */
function staticFirst(html, { root, site, env, size }) {
  const up = "../".repeat(env.out.split("/").length - 1);
  const body = html
    .replace(/<script\b[^>]*\bsrc="[^"]*arimaa-viewer[^"]*"[^>]*><\/script>\s*/g, "")
    .replace(/<link\b[^>]*\bhref="[^"]*(?:arimaa-viewer\.css|arimaa_bg\.wasm)"[^>]*>\s*/g, "");
  return body
    .replace(/<arimaa-viewer\b([^>]*)>([\s\S]*?)<\/arimaa-viewer>/g, (whole, attrs, inner) => {
      env.viewers++;
      const attributes = Object.fromEntries([...attrs.matchAll(/\s([a-z-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], unescape(m[2] ?? "")]));
      let record;
      let content = inner;
      if (attributes.src) {
        const file = site.gameFile(attributes.src);
        if (!file) throw new Error(`${env.file}: an example's src="${attributes.src}" is no file of the site's games/`);
        record = readFileSync(file, "utf8");
      } else {
        const script = /<script type="text\/plain">([\s\S]*?)<\/script>/.exec(inner);
        record = script ? script[1] : unescape(inner);
        // A record written as the element's bare text rides in the light-DOM contract's
        // template, so that it is not shown beside the static view before the upgrade.
        if (!script && inner.trim()) content = `<template class="arimaa-record">${escape(record)}</template>`;
      }
      if (!record.trim()) return whole;
      const on = (name) => name in attributes && !["off", "false"].includes(attributes[name]);
      const view = staticHtml(record, {
        path: attributes.path ?? attributes.ply,
        game: attributes.game,
        size,
        orientation: attributes.orientation === "silver" ? "silver" : "gold",
        theme: attributes.theme === "dark" ? "dark" : "light",
        coordinates: on("coordinates"),
        spoilers: on("spoilers") || "mode" in attributes,
      });
      return `<arimaa-viewer${attrs}>${content}${content.endsWith("\n") ? "" : "\n"}${view.html}</arimaa-viewer>`;
    })
    .replace(ROOT_RELATIVE, (whole, name, url) => (url.startsWith("games/") ? ` ${name}="${up}${url}"` : whole));
}
