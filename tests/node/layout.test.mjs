// One layout (README "One layout"): the static view that Rust writes and the frame the
// element and the page stylesheet are made from (www/src/element/layout.js) agree on
// the side panel's natural width, and the fallback frame the integrations read holds
// the same parts as a drawn static view.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { initStatic, staticHtml } from "../../www/src/core/core.js";
import { FRAME, fallbackHtml, FALLBACK_SLOT } from "../../www/src/element/layout.js";

const classes = (html) => [...html.matchAll(/class="([^"]+)"/g)].map((m) => m[1]);

test("the static view's strut is the frame's side panel width; the fallback frame has the static view's parts", async () => {
  await initStatic();
  const { html } = staticHtml(readFileSync(new URL("../../www/demo/games/demo.fan", import.meta.url), "utf8"), { path: "9g" });
  assert.match(html, new RegExp(`<svg class="arimaa-strut" width="${FRAME.side}" height="0" aria-hidden="true"></svg>`));
  const fallback = fallbackHtml();
  assert.ok(fallback.includes(FALLBACK_SLOT));
  for (const part of ["arimaa-static", "arimaa-frame", "arimaa-board", "arimaa-players", "arimaa-node", "arimaa-side", "arimaa-strut", "arimaa-scroll"]) {
    assert.ok(classes(html).includes(part), `the static view has ${part}`);
    assert.ok(classes(fallback).includes(part), `the fallback frame has ${part}`);
  }
  assert.match(fallback, new RegExp(`<svg class="arimaa-strut" width="${FRAME.side}" height="0"`));
});
