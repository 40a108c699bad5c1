// The docs site: docs/**/*.md, the root's CONTRIBUTING, ARCHITECTURE, CHANGELOG and
// KNOWN_ISSUES, and the integrations' READMEs, rendered with markdown-it and the
// package's own ```arimaa plugin into a static folder any host can serve (docs-site/),
// beside the built package (dist/), the example games (games/), rustdoc's pages (rust/)
// and a search index (search.json, read by assets/search.js). Every board is in the HTML
// (static first); the reference is generated (scripts/docs/reference.mjs).
//
//   npm run docs                        (after scripts/build-wasm.sh)
//   node scripts/docs.mjs [--out DIR] [--no-rustdoc]
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join, posix, resolve } from "node:path";
import { GameView, init } from "arimaa-viewer/core";
import { renderer } from "./docs/render.mjs";
import { unmarked } from "./docs/fences.mjs";
import { fill, generators, rustdoc } from "./docs/reference.mjs";
import { searchEntries, searchPage, template, wordpressReadme } from "./docs/site.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const DEFAULT_OUT = join(ROOT, "docs-site");
/** The built package the pages load, and the records their examples name as games/. */
const DIST = join(ROOT, "www/dist");
const GAMES = join(ROOT, "www/demo/games");

/** Repository files outside docs/ that are pages of the site, and where each goes. */
const OTHER_PAGES = {
  "README.md": "index.html", // the home page is the README: said once
  "CONTRIBUTING.md": "project/contributing.html",
  "ARCHITECTURE.md": "project/architecture.html",
  "CHANGELOG.md": "project/changelog.html",
  "KNOWN_ISSUES.md": "project/known-issues.html",
  "integrations/mediawiki/ArimaaViewer/README.md": "integrations/mediawiki.html",
  "integrations/wordpress/README.md": "integrations/wordpress.html",
  "integrations/wordpress/arimaa-viewer/readme.txt": "integrations/wordpress-readme.html",
  "integrations/hugo/README.md": "integrations/hugo.html",
};
const IMAGE = /\.(png|svg|jpe?g|gif|webp)$/i;

/** Every page's source (repository path) and its place in the site. */
export function sources() {
  const pages = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
      const path = posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".md")) pages.set(path, path.slice("docs/".length).replace(/\.md$/, ".html"));
    }
  };
  walk("docs");
  for (const [source, out] of Object.entries(OTHER_PAGES)) pages.set(source, out);
  return pages;
}

/** Builds the site into `out`; gives `{ pages, seconds }`. */
export async function buildDocs({ out = DEFAULT_OUT, withRustdoc = true } = {}) {
  const start = performance.now();
  for (const f of ["arimaa-viewer.js", "arimaa_bg.wasm", "custom-elements.json"]) {
    if (!existsSync(join(DIST, f))) throw new Error(`docs: ${join(DIST, f)} is missing: run scripts/build-wasm.sh first`);
  }
  const pages = sources();
  const files = new Map(); // repository path → site path, for the files pages link
  const site = {
    pageOf: (path) => pages.get(path) ?? null,
    fileOf: (path) => {
      if (!IMAGE.test(path) || !existsSync(join(ROOT, path))) return null;
      const to = `files/${path}`;
      files.set(path, to);
      return to;
    },
    // What the build puts in the site beside the pages: rustdoc's, the package, the games.
    builtOf: (path) => (/^docs\/(rust|dist|games)\//.test(path) ? path.slice("docs/".length) : null),
    gameFile: (src) => {
      const name = src.replace(/^(\.\.\/)*games\//, "");
      const file = join(GAMES, name);
      return src.includes("games/") && !name.includes("/") && existsSync(file) ? file : null;
    },
  };
  const { render, md } = await renderer({ root: ROOT, site });
  await init();
  const generate = generators({ root: ROOT, dist: DIST, themeDefaults: (dark) => GameView.themeDefaults(dark) });

  // Every block of code says how it is kept true (scripts/docs/fences.mjs).
  const texts = new Map();
  for (const source of pages.keys()) {
    const raw = readFileSync(join(ROOT, source), "utf8");
    texts.set(source, source.endsWith("readme.txt") ? wordpressReadme(raw) : raw);
  }
  const missing = [...texts].flatMap(([source, text]) => unmarked(md, text, source));
  if (missing.length) throw new Error(`docs: blocks of code without a mark:\n${missing.join("\n")}`);

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const rendered = new Map();
  for (const [source, to] of pages) rendered.set(source, render(fill(texts.get(source), generate), source, to));
  const nav = navigation(rendered, pages);

  const index = [];
  for (const [source, to] of pages) {
    const page = rendered.get(source);
    const base = to.replace(/\.html$/, "");
    const examples = {};
    mkdirSync(join(out, posix.dirname(to)), { recursive: true });
    if (page.css) writeFileSync(join(out, (examples.css = `${base}.examples.css`)), page.css);
    if (page.js) writeFileSync(join(out, (examples.js = `${base}.examples.js`)), page.js);
    writeFileSync(join(out, to), template({ out: to, page, nav, source, examples }));
    index.push(...searchEntries(to, page));
  }
  writeFileSync(join(out, "search.html"), searchPage({ nav }));
  writeFileSync(join(out, "search.json"), JSON.stringify(index));

  for (const [from, to] of files) {
    mkdirSync(join(out, posix.dirname(to)), { recursive: true });
    cpSync(join(ROOT, from), join(out, to));
  }
  cpSync(join(ROOT, "docs/assets"), join(out, "assets"), { recursive: true });
  cpSync(GAMES, join(out, "games"), { recursive: true });
  cpSync(DIST, join(out, "dist"), { recursive: true, filter: (p) => !p.endsWith(".d.ts") });
  if (withRustdoc) rustdoc(ROOT, join(out, "rust"));
  return { pages: pages.size + 1, seconds: (performance.now() - start) / 1000, out };
}

/**
 * The navigation, from docs/nav.json: its sections in order, each page named by its
 * source (its title: the entry's, else its first heading) or by a site path (`href`).
 * Every page must be in it, so that none is out of reach.
 */
function navigation(rendered, pages) {
  const sections = JSON.parse(readFileSync(join(ROOT, "docs/nav.json"), "utf8"));
  const listed = new Set();
  const nav = sections.map(({ title, pages: entries }) => ({
    title,
    pages: entries.map((entry) => {
      if (entry.href) return { out: entry.href, title: entry.title };
      const source = entry.source ?? entry;
      if (!pages.has(source)) throw new Error(`docs/nav.json: ${source} is no page`);
      listed.add(source);
      return { out: pages.get(source), title: entry.title ?? rendered.get(source).title };
    }),
  }));
  const unlisted = [...pages.keys()].filter((p) => !listed.has(p));
  if (unlisted.length) throw new Error(`docs/nav.json lists no ${unlisted.join(", ")}`);
  return nav;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf("--out");
  const { pages, seconds, out } = await buildDocs({
    out: at >= 0 ? resolve(args[at + 1]) : DEFAULT_OUT,
    withRustdoc: !args.includes("--no-rustdoc"),
  });
  console.log(`docs: ${pages} pages in ${out} (${seconds.toFixed(1)} s)`);
}
