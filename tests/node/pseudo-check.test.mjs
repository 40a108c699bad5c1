// The pseudo-locale checker's reading of words (tests/browser/pseudo-check.mjs): every
// catalogue message as en-XA writes it passes, the same message in English does not,
// and what stays the same in every language (notation, numbers, keys, addresses, the
// browser's list words) passes.
import { test } from "node:test";
import assert from "node:assert/strict";
import { read, pseudo } from "../../scripts/messages.mjs";
import { plainRuns, universal } from "../browser/pseudo-check.mjs";

/** A message as t() shows it: plurals resolved to their last form, parameters filled with notation. */
const shown = (message) => message.replace(/\{\{PLURAL:\$\d+\|(?:[^|}]*\|)*([^}]*)\}\}/g, "$1").replace(/\$\d+/g, "12g");
const EN = read("en");

test("every message of the catalogue, as en-XA shows it, has no plain word left", () => {
  const left = Object.entries(EN).flatMap(([key, message]) => plainRuns(shown(pseudo(message))).map((run) => `${key}: ${run}`));
  assert.deepEqual(left, []);
  assert.ok(Object.keys(EN).length > 100);
});

test("the same messages in English are found, but those made only of notation, keys and formats", () => {
  // A message whose every word is one the notation uses too ("$1 resigns": FAN's word) cannot be told from it.
  const onlyNotation = (message) => (message.replace(/\$\d+|\{\{PLURAL:/g, "").match(/[A-Za-z0-9]+/g) ?? []).every(universal);
  const missed = Object.entries(EN).filter(([, message]) => /[A-Za-z]{3}/.test(message.replace(/\$\d+|\{\{PLURAL:|[A-Z]{3}|Alt|Shift|Del/g, "")) && !onlyNotation(message) && plainRuns(shown(message)).length === 0);
  assert.deepEqual(missed, []);
});

test("notation, numbers, keys, formats, addresses and the browser's list words stay as they are", () => {
  for (const text of ["9g Eg6w mg7s mg6s Ef6e", "12s: Rc7x", "Alt+Shift+↑ Del Home", "(SVG) PNG GIF FAN", "[Ŝţéþš~~] Ed2n", "[Çáññóţ~~~ ļóáð~~ ƒŕóɱ~~ https://example.org/games/x.fan: ĤŢŢṖ~~ 404]", "[Ţŕý~~ áĝáíñ~~], [ášķ~~], or [šĥóŵ~~]", "3/12s 1-0 2026.02.01"]) {
    assert.deepEqual(plainRuns(text), [], text);
  }
  assert.deepEqual(plainRuns("[Ñéẋţ~~ ɱóṽé~~] Gold to move"), ["Gold to move"]);
  assert.deepEqual(plainRuns("Copied [Ļíñķ~~] the camel"), ["Copied", "the camel"]);
});
