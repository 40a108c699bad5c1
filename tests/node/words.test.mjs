// The Rust words through the core's JS API (issue 36): staticHtml's `lang`, and a
// GameView told its language (the full engine has every language built in).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { initStatic, staticHtml, parseGame } from "../../www/src/core/core.js";

const DEMO = readFileSync(new URL("../../www/demo/games/demo.fan", import.meta.url), "utf8");

test("staticHtml speaks the language asked for, falling back to its base language; English otherwise", async () => {
  await initStatic();
  const de = staticHtml(DEMO, { path: "9g", lang: "de-AT" }).html;
  assert.match(de, /^<div class="arimaa-static" slot="static" lang="de-AT">/);
  assert.match(de, /aria-label="Nach 9g\. Gold: Elefant [a-h][1-8], /);
  assert.match(de, /aria-label="Züge"/);
  const en = staticHtml(DEMO, { path: "9g" }).html;
  assert.match(en, /^<div class="arimaa-static" slot="static">/, "no lang said when none was asked");
  assert.match(en, /aria-label="After 9g\. Gold: elephant [a-h][1-8], /);
  // A language without words: English, said to be English.
  assert.match(staticHtml(DEMO, { path: "9g", lang: "tlh" }).html, /^<div class="arimaa-static" slot="static" lang="en">[^]*After 9g/);
});

test("a GameView speaks the language it is told, its own catalogue or lines handed to it", async () => {
  const game = await parseGame(DEMO, { full: true });
  game.goTo("9g");
  const english = game.state().positionText;
  assert.match(english, / to move\./);
  game.setWords("de", "");
  const german = game.state().positionText;
  assert.match(german, /^Gold: Elefant .* ist am Zug\./);
  assert.deepEqual(german.match(/[a-h][1-8]/g), english.match(/[a-h][1-8]/g), "the same position");
  assert.match(game.info().label, /^Arimaa-Betrachter: /);
  // Lines handed over (as the element hands its pack's): the first line is the gold side's word.
  game.setWords("fr", "Or\nArgent");
  assert.match(game.state().positionText, /^Or: elephant .* Argent: .* to move\./);
  game.free();
});
