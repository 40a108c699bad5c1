// Writes what comes from i18n/en.json, the one catalogue of the element's words
// (issue 36). Each message has an id, its place in en.json counted from 1 (the
// element's arimaa-viewer-* first, then the editing chunk's arimaa-editor-*, then the
// engine panel's arimaa-engine-*): the
// bundles call t(id) and carry English as arrays by id, so no key's name is
// downloaded (scripts/message-ids.mjs puts the ids in at bundle time; the unbundled
// sources name keys and look them up in www/src/element/keys.js). It writes the
// element's English (www/src/element/messages.js, with the list of packs), the
// editing chunk's (www/src/editing/messages.js), the keys by id (keys.js), and, with
// --packs DIR, the language packs the element fetches: DIR/arimaa-lang-<code>.json
// from i18n/<code>.json and the pseudo-locale en-XA (every letter accented, words 40 %
// longer, each message in brackets), each a JSON array of messages by id, and
// DIR/arimaa-lang-keys.json, the keys by id, which a bundle fetches only when a page
// adds messages by key (ArimaaViewer.addMessages).
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

/** Every key, the element's first; a key's id is its index here plus 1. */
export const KEYS = (() => {
  const keys = Object.keys(read("en"));
  const engine = (k) => k.startsWith("arimaa-engine-");
  return [
    ...keys.filter((k) => k.startsWith("arimaa-viewer-")),
    ...keys.filter((k) => !k.startsWith("arimaa-viewer-") && !engine(k)),
    ...keys.filter(engine),
  ];
})();
/** @param {string} key */
export const idOf = (key) => KEYS.indexOf(key) + 1;
/** A catalogue as an array by id (0 at 0, which no message has). @param {Record<string, string>} messages */
const byId = (messages) => [0, ...KEYS.map((k) => messages[k] ?? null)];

const GENERATED = "Generated from i18n/en.json by scripts/messages.mjs: edit there.";
/** Messages by id from `first`, as an array literal whose holes are the other bundle's ids. */
function array(keys, first) {
  const en = read("en");
  return `[${",".repeat(first)}\n${keys.map((k) => ` ${JSON.stringify(en[k])}, // ${k}`).join("\n")}\n]`;
}

export const MODULES = () => {
  const element = KEYS.filter((k) => k.startsWith("arimaa-viewer-"));
  const engine = KEYS.filter((k) => k.startsWith("arimaa-engine-"));
  const editing = KEYS.slice(element.length, KEYS.length - engine.length);
  const engineFirst = KEYS.length - engine.length + 1;
  return {
    "www/src/element/messages.js":
      `// ${GENERATED}\n// The element's English by id (words.js), and the languages whose packs are beside it.\n\n` +
      `/** English, built in: message by id (1…${element.length}). @type {(string | undefined)[]} */\n` +
      `export const EN = ${array(element, 1)};\n\n` +
      "/** The packs beside the element (arimaa-lang-<code>.json, the code in lower case). */\n" +
      `export const PACKS = ${JSON.stringify([...LANGUAGES, PSEUDO].map((c) => c.toLowerCase()))};\n`,
    "www/src/editing/messages.js":
      `// ${GENERATED}\n// The editing parts' English by id, handed to the element's words when they attach.\n\n` +
      `/** English: message by id (${element.length + 1}…${engineFirst - 1}; the holes are the element's). @type {(string | undefined)[]} */\n` +
      `export const EN = ${array(editing, element.length + 1)};\n`,
    "www/src/engine/messages.js":
      `// ${GENERATED}\n// The engine panel's English by id, handed to the element's words when it attaches.\n\n` +
      `/** English: message by id (${engineFirst}…${KEYS.length}; the holes are the element's and the editing parts'). @type {(string | undefined)[]} */\n` +
      `export const EN = ${array(engine, engineFirst)};\n`,
    "www/src/element/keys.js":
      `// ${GENERATED}\n// The keys by id, for the unbundled sources, which name keys; a bundle names ids\n` +
      "// instead (scripts/message-ids.mjs) and has no copy of this: it fetches arimaa-lang-keys.json\n" +
      "// when a page adds messages by key.\n\n" +
      "/** @type {string[] | null} */\n" +
      `export const KEYS = ${JSON.stringify(["", ...KEYS], null, 1)};\n`,
  };
};

const args = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}`) {
  if (args[0] === "--packs") {
    const dir = args[1];
    for (const code of LANGUAGES) writeFileSync(join(dir, `arimaa-lang-${code.toLowerCase()}.json`), JSON.stringify(byId(read(code))));
    const en = read("en");
    writeFileSync(join(dir, `arimaa-lang-${PSEUDO.toLowerCase()}.json`), JSON.stringify(byId(Object.fromEntries(Object.entries(en).map(([k, m]) => [k, pseudo(m)])))));
    writeFileSync(join(dir, "arimaa-lang-keys.json"), JSON.stringify(["", ...KEYS]));
  } else {
    const stale = Object.entries(MODULES()).filter(([file, text]) => !existsSync(join(root, file)) || readFileSync(join(root, file), "utf8") !== text);
    for (const [file, text] of stale) {
      if (args[0] === "--check") console.error(`messages: ${file} is out of date: run node scripts/messages.mjs`);
      else writeFileSync(join(root, file), text);
    }
    if (args[0] === "--check" && stale.length) process.exit(1);
  }
}
