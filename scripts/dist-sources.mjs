// Copies the sources the package ships as written into the folder given (the build:
// www/dist) under their public names: the types of the element, the core and the
// frameworks, and the Markdown plugins with their fence module and the attributes
// module. Their relative imports name the sources' folders (../core/core.js); in the
// package every file lies beside the others, so each is pointed at the public name.
//
//   node scripts/dist-sources.mjs DIST
import { readFileSync, writeFileSync } from "node:fs";
import { join, posix, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const src = join(root, "www/src");

/** Each shipped source (relative to www/src) and its name in the package. */
export const PUBLIC_NAMES = {
  "core/core.d.ts": "arimaa-core.d.ts",
  "element/element.d.ts": "arimaa-viewer.d.ts",
  "element/react.d.ts": "arimaa-viewer-react.d.ts",
  "element/vue.d.ts": "arimaa-viewer-vue.d.ts",
  "element/svelte.d.ts": "arimaa-viewer-svelte.d.ts",
  "element/solid.d.ts": "arimaa-viewer-solid.d.ts",
  "markdown/fence.js": "arimaa-fence.js",
  "markdown/fence.d.ts": "arimaa-fence.d.ts",
  "markdown/markdown-it.js": "arimaa-markdown-it.js",
  "markdown/markdown-it.d.ts": "arimaa-markdown-it.d.ts",
  "markdown/remark.js": "arimaa-remark.js",
  "markdown/remark.d.ts": "arimaa-remark.d.ts",
  "attributes.js": "arimaa-attributes.js",
};
/** What the shipped files import by a relative path: the bundles and the files above. */
const IMPORTABLE = {
  ...PUBLIC_NAMES,
  "core/core.js": "arimaa-core.js",
  "element/element.js": "arimaa-viewer.js",
};

/** `text` of www/src/`from` with each relative specifier turned into its public name. */
export function publicText(from, text) {
  return text.replace(/(["'])(\.\.?\/[^"'\s]+)\1/g, (all, quote, specifier) => {
    const target = posix.normalize(posix.join(posix.dirname(from), specifier));
    const name = IMPORTABLE[target];
    if (!name) throw new Error(`dist-sources: ${from} names ${specifier}, which the package does not ship beside it`);
    return `${quote}./${name}${quote}`;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = process.argv[2];
  if (!out) {
    console.error("usage: node scripts/dist-sources.mjs DIST");
    process.exit(2);
  }
  for (const [from, name] of Object.entries(PUBLIC_NAMES)) {
    writeFileSync(join(out, name), publicText(from, readFileSync(join(src, from), "utf8")));
  }
  console.log(`dist-sources: ${Object.keys(PUBLIC_NAMES).length} files into ${relative(root, out) || out}`);
}
