// The docs site's pages around their content: the template (no inline script or style,
// so the site works under a strict CSP), the navigation, and the search index.
import { posix } from "node:path";
import { escape, REPOSITORY } from "./render.mjs";

const NAME = "arimaa-viewer";

/**
 * A whole page. `out`: its path in the site; `page`: what render() gave; `nav`: the
 * sections ([{ title, pages: [{ out, title }] }]); `source`: its repository file.
 */
export function template({ out, page, nav, source, examples }) {
  const up = "../".repeat(out.split("/").length - 1);
  const href = (to) => escape(posix.relative(posix.dirname(out), to) || posix.basename(to));
  const boards = page.viewers > 0;
  const head = [
    `<link rel="stylesheet" href="${up}assets/docs.css">`,
    // The static views are laid out as the viewers will be (One layout); the wasm, fetched
    // with the module rather than after it, makes the boards playable sooner.
    ...(boards
      ? [
          `<link rel="stylesheet" href="${up}dist/arimaa-viewer.css">`,
          `<script type="module" src="${up}dist/arimaa-viewer.js"></script>`,
          `<link rel="preload" as="fetch" crossorigin href="${up}dist/arimaa_bg.wasm">`,
        ]
      : []),
    ...(examples.css ? [`<link rel="stylesheet" href="${escape(posix.basename(examples.css))}">`] : []),
    ...(examples.js ? [`<script type="module" src="${escape(posix.basename(examples.js))}"></script>`] : []),
  ];
  const links = nav
    .map(
      (section) =>
        `<h2>${escape(section.title)}</h2>\n<ul>\n${section.pages
          .map((p) => `<li><a href="${href(p.out)}"${p.out === out ? ' aria-current="page"' : ""}>${escape(p.title)}</a></li>`)
          .join("\n")}\n</ul>`,
    )
    .join("\n");
  const title = out === "index.html" ? NAME : `${page.title} · ${NAME}`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<link rel="icon" href="data:,">
${head.join("\n")}
</head>
<body>
<header class="top">
<a class="brand" href="${up}index.html">${NAME}</a>
<a class="to-nav" href="#nav">Contents</a>
<form class="search" action="${up}search.html" role="search">
<label for="search-q">Search the docs</label>
<input id="search-q" name="q" type="search" placeholder="Search the docs">
<button type="submit">Search</button>
</form>
</header>
<div class="layout">
<main id="content">
${page.html}
${source ? `<p class="source">Source: <a href="${REPOSITORY}/blob/main/${encodeURI(source)}">${escape(source)}</a></p>` : ""}
</main>
<nav id="nav" class="nav" aria-label="Contents">
${links}
</nav>
</div>
</body>
</html>
`;
}

/** The search page: the template around the results, filled by assets/search.js (a classic script). */
export function searchPage({ nav }) {
  const page = {
    title: "Search",
    viewers: 0,
    html:
      `<h1>Search</h1>\n<p id="search-status" role="status">Type words to find in the docs.</p>\n<ol id="search-results" class="search-results"></ol>\n` +
      `<noscript><p>Searching needs JavaScript. Every page is listed under Contents.</p></noscript>\n`,
  };
  return template({ out: "search.html", page, nav, source: null, examples: {} }).replace(
    "</head>",
    `<script src="assets/search.js" defer></script>\n</head>`,
  );
}

/**
 * A page's entries in the search index: one per section (the text under a heading up
 * to the next), words only: the boards' static views and the tags are left out.
 */
export function searchEntries(out, page) {
  const text = page.html
    .replace(/<arimaa-viewer\b[\s\S]*?<\/arimaa-viewer>/g, " ")
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ");
  const parts = text.split(/(?=<h[1-6] id=")/);
  return parts
    .map((part) => {
      const heading = /^<h([1-6]) id="([^"]*)">([\s\S]*?)<\/h\1>/.exec(part);
      const words = (s) => s.replace(/<[^>]+>/g, " ").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();
      const body = words(heading ? part.slice(heading[0].length) : part);
      return {
        url: heading && heading[1] !== "1" ? `${out}#${heading[2]}` : out,
        page: page.title,
        heading: heading ? words(heading[3]) : page.title,
        text: body.slice(0, 1500),
      };
    })
    .filter((e) => e.text || e.heading);
}

/**
 * WordPress's plugin readme (readme.txt, the plugin directory's format) as Markdown:
 * its headings (=== … ===, == … ==, = … =) and its header fields as a list.
 */
export function wordpressReadme(text) {
  let fields = false;
  return text
    .split("\n")
    .map((line) => {
      const h = /^(=+)\s*(.*?)\s*=+\s*$/.exec(line);
      if (h) {
        fields = h[1].length === 3; // the fields follow the plugin's name, up to a blank line
        return `${"#".repeat(4 - Math.min(h[1].length, 3))} ${h[2]}`;
      }
      if (fields && /^[A-Z][A-Za-z ]+: /.test(line)) return `- ${line.replace(/^([^:]+):/, "**$1**:")}`;
      if (!line.trim()) fields = false;
      return line;
    })
    .join("\n");
}
