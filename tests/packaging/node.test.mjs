// The installed package under Node, as server code or a script uses it: the DOM-free
// core reads a record (its wasm read from disk beside it), the element entry imports
// without a DOM, and every path the package exports resolves to a file it holds.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { installPacked, ROOT } from "./packed.mjs";

let packed;
before(() => {
  packed = installPacked();
});
after(() => packed?.cleanup());

/** Runs an ES module snippet with node in the app (so "arimaa-viewer" resolves as a user's would). */
const run = (code) =>
  execFileSync(process.execPath, ["--input-type=module", "-e", code], { cwd: packed.app, encoding: "utf8" }).trim();

const RECORD = "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2\\n" +
  "1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7\\n2g Ee2n Ee3n";

test("arimaa-viewer/core parses a record under Node", () => {
  const out = run(`
    import { parseGame, version } from "arimaa-viewer/core";
    const game = await parseGame("${RECORD}");
    game.last();
    console.log(JSON.stringify({ version: version(), path: game.path(), errors: game.errors().length, moves: game.moveList().length }));
    game.free();
  `);
  const { version, path, errors, moves } = JSON.parse(out);
  assert.equal(version, JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version);
  assert.equal(errors, 0);
  assert.equal(moves, 3);
  assert.equal(path, "2g");
});

test("arimaa-viewer/markdown-it renders a fence under Node, with the installed core", () => {
  const out = run(`
    import { arimaaMarkdownIt } from "arimaa-viewer/markdown-it";
    const plugin = await arimaaMarkdownIt();
    // A stand-in for markdown-it's renderer: the plugin only replaces its fence rule.
    const md = { renderer: { rules: { fence: () => "other" } } };
    plugin(md);
    const fence = (info) => md.renderer.rules.fence([{ info, content: "${RECORD}" }], 0, {}, {}, null);
    console.log(JSON.stringify({ arimaa: fence("arimaa path=2g"), js: fence("js") }));
  `);
  const { arimaa, js } = JSON.parse(out);
  assert.equal(js, "other");
  assert.match(arimaa, /<arimaa-viewer path="2g" controls move-list comments coordinates>/);
  assert.match(arimaa, /<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg" width="320"/);
});

test("arimaa-viewer/remark turns a fence of an mdast tree into the markdown-it plugin's HTML, with the installed core", () => {
  const out = run(`
    import { remarkArimaa } from "arimaa-viewer/remark";
    import { arimaaMarkdownIt } from "arimaa-viewer/markdown-it";
    const tree = { type: "root", children: [{ type: "code", lang: "arimaa", meta: "path=2g", value: "${RECORD}" }, { type: "code", lang: "js", value: "1" }] };
    await remarkArimaa()(tree);
    const md = { renderer: { rules: { fence: () => "other" } } };
    (await arimaaMarkdownIt())(md);
    const same = md.renderer.rules.fence([{ info: "arimaa path=2g", content: "${RECORD}\\n" }], 0, {}, {}, null) === tree.children[0].value;
    console.log(JSON.stringify({ types: tree.children.map((n) => n.type), same }));
  `);
  assert.deepEqual(JSON.parse(out), { types: ["html", "code"], same: true });
});

test("an Astro page's frontmatter, or any build script, draws an SVG with parseGame from the element entry and from the core", () => {
  // What broke an Astro build once the reader's wasm lost its SVG writer (issue 34):
  // outside a page parseGame reads with the full engine.
  for (const entry of ["arimaa-viewer", "arimaa-viewer/core"]) {
    const out = run(`
      import { parseGame } from "${entry}";
      const game = await parseGame("${RECORD}");
      game.last();
      console.log(game.svg(240, "gold", true).slice(0, 40));
      game.free();
    `);
    assert.match(out, /^<svg /, entry);
  }
});

test("importing the element entry under Node does not throw, and its core works", () => {
  const out = run(`
    const mod = await import("arimaa-viewer");
    mod.registerElements(); // no customElements here: a no-op
    const game = await mod.parseGame("${RECORD}");
    console.log(typeof mod.ArimaaViewer, game.format(), typeof globalThis.customElements);
  `);
  assert.equal(out, "function fan undefined");
});

test("every export, main, module, types and customElements of package.json resolve to packed files; maps hold their sources", () => {
  const manifest = JSON.parse(readFileSync(join(packed.pkg, "package.json"), "utf8"));
  assert.equal(manifest.private, undefined, "publishable");
  assert.equal(manifest.license, "MIT");
  assert.ok(existsSync(join(packed.pkg, "LICENSE")), "LICENSE is packed");
  for (const field of ["repository", "homepage", "bugs", "keywords", "main", "module", "types", "customElements", "sideEffects", "engines"]) {
    assert.ok(manifest[field], `package.json has ${field}`);
  }
  assert.notEqual(manifest.sideEffects, false, "the element entry registers the tag: never sideEffects: false");
  const targets = [];
  for (const [path, target] of Object.entries(manifest.exports)) {
    for (const file of typeof target === "string" ? [target] : Object.values(target)) targets.push([path, file]);
  }
  for (const [path, file] of targets) assert.ok(existsSync(join(packed.pkg, file)), `${path} → ${file} is packed`);
  for (const file of [manifest.main, manifest.module, manifest.types, manifest.customElements]) {
    assert.ok(existsSync(join(packed.pkg, file)), `${file} is packed`);
  }
  // Resolution as Node does it (bundlers follow the same map): the wasm and the manifest are exported.
  const resolved = JSON.parse(run(`
    console.log(JSON.stringify(["arimaa-viewer", "arimaa-viewer/core", "arimaa-viewer/arimaa_bg.wasm",
      "arimaa-viewer/wasm", "arimaa-viewer/arimaa-edit_bg.wasm", "arimaa-viewer/package.json", "arimaa-viewer/custom-elements.json", "arimaa-viewer/react",
      "arimaa-viewer/markdown-it", "arimaa-viewer/remark"]
      .map((s) => import.meta.resolve(s).replace(/^.*node_modules\\/arimaa-viewer\\//, ""))));
  `));
  assert.deepEqual(resolved, [
    "www/dist/arimaa-viewer.js", "www/dist/arimaa-core.js", "www/dist/arimaa_bg.wasm", "www/dist/arimaa_bg.wasm",
    "www/dist/arimaa-edit_bg.wasm", "package.json", "www/dist/custom-elements.json", "www/dist/arimaa-viewer.js",
    "www/dist/arimaa-markdown-it.js", "www/dist/arimaa-remark.js",
  ]);
  // Each bundle names its source map, and the map holds the sources (they are not packed).
  for (const js of ["arimaa-viewer.js", "arimaa-core.js"]) {
    const code = readFileSync(join(packed.pkg, "www/dist", js), "utf8");
    assert.match(code, new RegExp(`//# sourceMappingURL=${js.replace(".", "\\.")}\\.map\\n?$`));
    const map = JSON.parse(readFileSync(join(packed.pkg, "www/dist", `${js}.map`), "utf8"));
    assert.equal(map.sources.length, map.sourcesContent.length);
    assert.ok(map.sources.some((s) => s.endsWith("src/core/core.js")), map.sources.join());
  }
});

test("the bundles name the wasm as new URL(\"./arimaa_bg.wasm\", import.meta.url), which Vite, webpack and Parcel emit", () => {
  for (const js of ["arimaa-viewer.js", "arimaa-core.js"]) {
    const code = readFileSync(join(packed.pkg, "www/dist", js), "utf8");
    assert.ok(code.includes('new URL("./arimaa_bg.wasm",import.meta.url)'), js);
  }
  // The editing parts' chunk names the editor's wasm the same way.
  const edit = readFileSync(join(packed.pkg, "www/dist/arimaa-viewer-edit.js"), "utf8");
  assert.ok(edit.includes('new URL("./arimaa-edit_bg.wasm",import.meta.url)'), "arimaa-viewer-edit.js");
});
