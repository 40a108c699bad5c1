// One API, whole where bytes do not matter (issue 34): in Node, parseGame from the
// package's element entry and from its core reads with the full engine, so a build
// step (an Astro page's frontmatter, a script) can draw an SVG or write a Howdah
// record; the list of the full engine's own methods, which a reader's GameView in a
// page answers with a helpful Error, is the true difference of the two wasm builds.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

const RECORD = readFileSync(new URL("../../www/demo/games/demo.fan", import.meta.url), "utf8");

for (const entry of ["../../www/dist/arimaa-viewer.js", "../../www/dist/arimaa-core.js", "../../www/src/core/core.js"]) {
  test(`parseGame from ${entry.replace("../../", "")}: the whole API in Node (svg, recordAs)`, async () => {
    const { parseGame } = await import(entry);
    const game = await parseGame(RECORD);
    game.goTo("9g");
    const svg = game.svg(200, "gold", true);
    assert.match(svg, /^<svg [^>]*width="200" height="200"/);
    assert.match(game.recordAs("pgn"), /^\[Event "/m);
    game.free();
  });
}

test("the reader's GameView lacks exactly the methods core's FULL_ONLY names", async () => {
  const methods = (file) => {
    const text = readFileSync(new URL(file, import.meta.url), "utf8");
    const body = text.slice(text.indexOf("export class GameView"), text.indexOf("\n}", text.indexOf("export class GameView")));
    return new Set([...body.matchAll(/^\s+(\w+)\(/gm)].map((m) => m[1]));
  };
  const reader = methods("../../www/pkg/arimaa.d.ts");
  const full = methods("../../www/pkg-edit/arimaa.d.ts");
  const missing = [...full].filter((m) => !reader.has(m)).sort();
  const core = readFileSync(new URL("../../www/src/core/core.js", import.meta.url), "utf8");
  const listed = /const FULL_ONLY = new Set\(\(([\s\S]*?)\)\.split/.exec(core)[1].replace(/["+\s]+/g, " ").trim().split(" ").sort();
  assert.deepEqual(listed, missing);
});
