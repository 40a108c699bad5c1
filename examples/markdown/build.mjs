// The Markdown example site: every .md file here rendered by markdown-it with the
// arimaa-viewer plugin into site/ (static HTML beside a copy of the package's
// www/dist). Each ```arimaa fence is a picture without JavaScript and a viewer with it.
//   node examples/markdown/build.mjs        (after scripts/build-wasm.sh)
import MarkdownIt from "markdown-it";
import { arimaaMarkdownIt } from "../../www/src/markdown/markdown-it.js";
import { readFileSync, writeFileSync, mkdirSync, readdirSync, cpSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join, basename } from "node:path";

const here = fileURLToPath(new URL(".", import.meta.url));

/** A markdown-it with the plugin (the wasm loaded once). */
export async function markdown() {
  return new MarkdownIt({ html: false, linkify: true }).use(await arimaaMarkdownIt());
}

const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/**
 * A whole page: `body` (rendered Markdown) with the element's module (`script`), the
 * package's stylesheet for the static view (`layout`: arimaa-viewer.css, by default
 * beside the module) and the site's (`style`), all relative URLs, and a preload of the
 * wasm (`wasm`, its URL) on pages with a board. No inline script or style: it works
 * under a strict CSP.
 */
export function page({ title, body, script, style, layout = script.replace(/[^/]*$/, "arimaa-viewer.css"), wasm = null }) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escape(title)}</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="${escape(layout)}">
  <link rel="stylesheet" href="${escape(style)}">
  <script type="module" src="${escape(script)}"></script>${
    // The board is on screen with the HTML; the wasm, fetched with the module rather
    // than after it, makes it playable about a second sooner on a slow network.
    wasm && body.includes("<arimaa-viewer") ? `\n  <link rel="preload" as="fetch" crossorigin href="${escape(wasm)}">` : ""
  }
</head>
<body>
<main>
${body}</main>
</body>
</html>
`;
}

/** The first heading's text, for the title. */
const titleOf = (text) => /^#\s+(.+)$/m.exec(text)?.[1] ?? "Arimaa";

async function build() {
  const md = await markdown();
  const site = join(here, "site");
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  cpSync(join(here, "../../www/dist"), join(site, "dist"), { recursive: true });
  cpSync(join(here, "style.css"), join(site, "style.css"));
  const pages = readdirSync(here).filter((f) => f.endsWith(".md")).sort();
  for (const file of pages) {
    const text = readFileSync(join(here, file), "utf8");
    const html = page({ title: titleOf(text), body: md.render(text), script: "dist/arimaa-viewer.js", style: "style.css", wasm: "dist/arimaa_bg.wasm" });
    writeFileSync(join(site, `${basename(file, ".md")}.html`), html);
  }
  console.log(`markdown example: ${pages.length} pages in ${site}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await build();
