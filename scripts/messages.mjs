// Writes what comes from i18n/en.json, the one catalogue of the element's words
// (issue 36): the English the element's bundle carries (www/src/element/messages.js:
// the arimaa-viewer-* messages and the list of packs) and the editing chunk's
// (www/src/editing/messages.js: the arimaa-editor-* messages), so each bundle carries
// only its own words; and, with --packs DIR, the language packs the element fetches
// (DIR/arimaa-lang-<code>.json from i18n/<code>.json, and the pseudo-locale en-XA made
// from en.json: every letter accented, words 40 % longer, each message in brackets).
//
//   node scripts/messages.mjs              writes the modules that are out of date
//   node scripts/messages.mjs --check      lists them and exits 1 (tests/node/messages.test.mjs)
//   node scripts/messages.mjs --packs DIR  writes the packs (scripts/build-wasm.sh)
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

const root = fileURLToPath(new URL("..", import.meta.url));
export const I18N = join(root, "i18n");
/** A catalogue without its @metadata. */
export const read = (code) => {
  const { "@metadata": _, ...messages } = JSON.parse(readFileSync(join(I18N, `${code}.json`), "utf8"));
  return messages;
};
/** The languages translated in i18n/ (en is built in, qqq documents), then the pseudo-locale. */
export const LANGUAGES = readdirSync(I18N)
  .filter((f) => f.endsWith(".json") && !["en.json", "qqq.json"].includes(f))
  .map((f) => f.slice(0, -5))
  .sort();
export const PSEUDO = "en-XA";

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = "áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓṖǪŔŠŢÚṼŴẊÝŽ";
const accent = (word) => [...word].map((ch) => ACCENTED[LETTERS.indexOf(ch)] ?? ch).join("");

/**
 * The pseudo-locale's message: the words outside parameters and plural syntax accented
 * and made 40 % longer (as German or Finnish run), the whole in brackets, so a test sees
 * at a glance any word that did not come through t() and any box too tight for a longer one.
 * @param {string} message
 */
export function pseudo(message) {
  const text = message.replace(/(\$\d+|\{\{PLURAL:\$\d+\||\}\}|\|)|([A-Za-z]+)/g, (all, keep, word) => {
    if (keep) return keep;
    return accent(word) + "~".repeat(Math.ceil(word.length * 0.4));
  });
  return `[${text}]`;
}

const GENERATED = "Generated from i18n/en.json by scripts/messages.mjs: edit there.";
function module(prefix, comment, extra = "") {
  const en = read("en");
  const mine = Object.fromEntries(Object.entries(en).filter(([k]) => k.startsWith(prefix)));
  return (
    `// ${GENERATED}\n// ${comment}\n\n` +
    "/** English, built in: key → message. @type {Record<string, string>} */\n" +
    `export const EN = ${JSON.stringify(mine, null, 1)};\n` +
    extra
  );
}

export const MODULES = () => ({
  "www/src/element/messages.js": module(
    "arimaa-viewer-",
    "The element's English, and the languages whose packs are beside it (words.js).",
    "\n/** The packs beside the element (arimaa-lang-<code>.json). */\n" +
      `export const PACKS = ${JSON.stringify([...LANGUAGES, PSEUDO])};\n`,
  ),
  "www/src/editing/messages.js": module("arimaa-editor-", "The editing parts' English, handed to the element's words when they attach."),
});

const args = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}`) {
  if (args[0] === "--packs") {
    const dir = args[1];
    for (const code of LANGUAGES) writeFileSync(join(dir, `arimaa-lang-${code}.json`), JSON.stringify(read(code)));
    const en = read("en");
    writeFileSync(join(dir, `arimaa-lang-${PSEUDO}.json`), JSON.stringify(Object.fromEntries(Object.entries(en).map(([k, m]) => [k, pseudo(m)]))));
  } else {
    const stale = Object.entries(MODULES()).filter(([file, text]) => !existsSync(join(root, file)) || readFileSync(join(root, file), "utf8") !== text);
    for (const [file, text] of stale) {
      if (args[0] === "--check") console.error(`messages: ${file} is out of date: run node scripts/messages.mjs`);
      else writeFileSync(join(root, file), text);
    }
    if (args[0] === "--check" && stale.length) process.exit(1);
  }
}
