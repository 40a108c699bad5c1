// Every translated language reaches the words Rust builds (issue 36): the static view
// in each language, asked for by the tags pages use (a region, or Chinese without a
// script), describes the position in that language's words, from its catalogue
// (i18n/<code>.json through src/words/catalogue.rs), and keeps the notation as written.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { initStatic, staticHtml } from "../../www/src/core/core.js";
import { read, LANGUAGES } from "../../scripts/messages.mjs";

const DEMO = readFileSync(new URL("../../www/demo/games/demo.fan", import.meta.url), "utf8");
/** The board picture's accessible name (the view's first): which position, then the position in words. */
const boardLabel = (html) => html.match(/aria-label="([^"]*)"/)?.[1] ?? "";
/** What a catalogue's message reads with its parameters left out (the fixed words around them). */
const fixedWords = (message) => message.split(/\$\d+/).map((w) => w.trim()).filter(Boolean);

// The tags a page may carry for each catalogue: the code itself, a regional variant, and
// for Chinese the region-only tags that mean Simplified (zh-CN) or reach it (zh-TW).
const TAGS = { cs: ["cs", "cs-CZ"], de: ["de", "de-AT"], es: ["es", "es-MX"], fr: ["fr", "fr-CA"], ja: ["ja", "ja-JP"], pl: ["pl", "pl-PL"], pt: ["pt", "pt-BR"], "zh-hans": ["zh", "zh-CN", "zh-TW", "zh-Hans"] };

test("every language in i18n/ has tags to try", () => assert.deepEqual(Object.keys(TAGS).sort(), [...LANGUAGES].sort()));

for (const code of LANGUAGES) {
  test(`the static view in ${code} speaks ${code}'s words for the position (${TAGS[code].join(", ")})`, async () => {
    await initStatic();
    const words = read(code);
    const english = boardLabel(staticHtml(DEMO, { path: "9g" }).html);
    for (const tag of TAGS[code]) {
      const label = boardLabel(staticHtml(DEMO, { path: "9g", lang: tag }).html);
      assert.ok(label.includes("9g"), `${tag}: the turn label stays as written: ${label}`);
      assert.notEqual(label, english, `${tag}: not English`);
      for (const side of ["arimaa-words-side-gold", "arimaa-words-side-silver"]) assert.ok(label.includes(words[side]), `${tag}: ${words[side]} in ${label}`);
      for (const w of fixedWords(words["arimaa-words-static-after"])) assert.ok(label.includes(w), `${tag}: "${w}" (arimaa-words-static-after) in ${label}`);
    }
  });
}
