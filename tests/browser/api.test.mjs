// One API in a page (issue 34): parseGame reads with the reader's wasm, whose GameView
// reads and draws; a call into the full engine's part says what to call first instead
// of "is not a function"; with `{ full: true }` every method is there. From the
// shipped bundle, as a page that imports the package gets it.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup } from "./harness.mjs";

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

test("in a page, the reader's GameView names what to call for svg; { full: true } gives the whole API", async () => {
  const { page, errors } = await env.open("demo/index.html");
  const result = await page.evaluate(async () => {
    const { parseGame } = await import("/dist/arimaa-viewer.js");
    const text = await (await fetch("/demo/games/demo.fan")).text();
    const reader = await parseGame(text);
    let said = "";
    try {
      reader.svg(200, "gold", true);
    } catch (error) {
      said = error.message;
    }
    const moves = reader.moveList().length;
    reader.free();
    const full = await parseGame(text, { full: true });
    const svg = full.svg(200, "gold", true);
    full.free();
    return { said, moves, svg: svg.slice(0, 60) };
  });
  assert.match(result.said, /^GameView\.svg is in the full engine: read with parseGame\(text, \{ full: true \}\)$/);
  assert.ok(result.moves > 10);
  assert.match(result.svg, /^<svg /);
  assert.deepEqual(errors, []);
});
