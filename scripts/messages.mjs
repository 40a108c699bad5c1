// Writes what comes from i18n/en.json, the one catalogue of the element's words
// (issue 36). Each message has an id, its place in en.json counted from 1 (the
// element's arimaa-viewer-* first, then the editing chunk's arimaa-editor-*, the engine
// panel's arimaa-engine-*, and the Rust words' arimaa-words-* last): the bundles call t(id) and carry English as arrays by id, so no key's name is
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
/**
 * The integrations' own messages (MediaWiki's arimaaviewer-*, WordPress's
 * arimaa-wordpress-*), which scripts/integration-messages.mjs writes into their
 * folders: read() leaves them out, so no pack, bundle or Rust table carries them.
 */
export const INTEGRATION_KEY = /^arimaa(viewer|-wordpress)-/;
/** A catalogue without its @metadata: every message, the integrations' too. */
export const readCatalogue = (code) => {
  const { "@metadata": _, ...messages } = JSON.parse(readFileSync(join(I18N, `${code}.json`), "utf8"));
  return messages;
};
/** A catalogue's messages of the element, its editing parts and the Rust words. */
export const read = (code) => Object.fromEntries(Object.entries(readCatalogue(code)).filter(([key]) => !INTEGRATION_KEY.test(key)));
/** The languages translated in i18n/ (en is built in, qqq documents), then the pseudo-locale. */
export const LANGUAGES = readdirSync(I18N)
  .filter((f) => f.endsWith(".json") && !["en.json", "qqq.json"].includes(f))
  .map((f) => f.slice(0, -5))
  .sort();
export const PSEUDO = "en-XA";
/**
 * The code a language's pack goes by, lower case: its language subtag alone when i18n/
 * has that language in one script only (zh-hans → zh), so that every page in it (zh,
 * zh-CN, zh-TW, zh-Hans) reaches the pack by the plain fallback (zh-cn → zh), in the
 * element and in the Rust words, with no table of aliases in the reader's download.
 * @param {string} code as i18n/ names the file
 */
export const packCode = (code) => {
  const lang = code.toLowerCase().split("-")[0];
  return LANGUAGES.filter((c) => c.toLowerCase().split("-")[0] === lang).length === 1 ? lang : code.toLowerCase();
};

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

/** The four families of keys: the element's, its editing parts', the engine panel's, the words built in Rust. */
const FAMILIES = ["arimaa-viewer-", "arimaa-editor-", "arimaa-engine-", "arimaa-words-"];
/** Every key, the element's first, the Rust words' last; a key's id is its index here plus 1. */
export const KEYS = (() => {
  const keys = Object.keys(read("en"));
  return FAMILIES.flatMap((f) => keys.filter((k) => k.startsWith(f)));
})();
/** The Rust words' keys (src/words/catalogue.rs), in the order of its Msg. */
export const RUST_KEYS = KEYS.filter((k) => k.startsWith("arimaa-words-"));
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
  const editing = KEYS.filter((k) => k.startsWith("arimaa-editor-"));
  const engine = KEYS.filter((k) => k.startsWith("arimaa-engine-"));
  const engineFirst = idOf(engine[0]);
  return {
    "www/src/element/messages.js":
      `// ${GENERATED}\n// The element's English by id (words.js), and the languages whose packs are beside it.\n\n` +
      `/** English, built in: message by id (1…${element.length}). @type {(string | undefined)[]} */\n` +
      `export const EN = ${array(element, 1)};\n\n` +
      "/** The packs beside the element (arimaa-lang-<code>.json, scripts/messages.mjs's packCode); a string split costs the reader fewer bytes than an array. */\n" +
      `export const PACKS = ${JSON.stringify([...LANGUAGES.map(packCode), PSEUDO.toLowerCase()].join(" "))}.split(" ");\n\n` +
      "/** The ids of the words built in the wasm (its English is its own; a pack's are handed to it). */\n" +
      `export const RUST_WORDS = [${idOf(RUST_KEYS[0])}, ${RUST_KEYS.length}];\n`,
    "src/words/catalogue.rs": rustCatalogue(),
    "www/src/editing/messages.js":
      `// ${GENERATED}\n// The editing parts' English by id, handed to the element's words when they attach.\n\n` +
      `/** English: message by id (${element.length + 1}…${element.length + editing.length}; the holes are the element's). @type {(string | undefined)[]} */\n` +
      `export const EN = ${array(editing, element.length + 1)};\n`,
    "www/src/engine/messages.js":
      `// ${GENERATED}\n// The engine panel's English by id, handed to the element's words when it attaches.\n\n` +
      `/** English: message by id (${engineFirst}…${engineFirst + engine.length - 1}; the holes are the element's and the editing parts'). @type {(string | undefined)[]} */\n` +
      `export const EN = ${array(engine, engineFirst)};\n`,
    "www/src/element/keys.js":
      `// ${GENERATED}\n// The keys by id, for the unbundled sources, which name keys; a bundle names ids\n` +
      "// instead (scripts/message-ids.mjs) and has no copy of this: it fetches arimaa-lang-keys.json\n" +
      "// when a page adds messages by key.\n\n" +
      "/** @type {string[] | null} */\n" +
      `export const KEYS = ${JSON.stringify(["", ...KEYS], null, 1)};\n`,
  };
};

/** A Rust string literal of a message (JSON's escapes but \\u{…}). */
const rustString = (text) => JSON.stringify(text).replace(/\\u([0-9a-fA-F]{4})/g, "\\u{$1}");
/** The build a Rust word is for, as a cfg (build.rs), or "" for every build: the reader's wasm has only its own. */
const TEACHING = /^(goal-|verdict-|listed-|does-|not-|no-move|no-solution|judge-|guess-|hint-|frozen|captures|capture-by|goals-|goal-by|trap|short-|reason-repetition|reason-double)/;
/**
 * The editor's words (why a move played on the board or a reshape was refused): every
 * build that edits has `teaching` too (feature `edit` = `pages` + `teach`; native builds
 * have both), so they go with the teaching words and cost the reader's wasm nothing.
 */
const EDITING = /^(refused-|over-|reshape-|setup-draft-)/;
const buildOf = (key) => {
  const name = key.slice("arimaa-words-".length);
  if (/^(static|gallery)-/.test(name)) return "catalogues";
  return TEACHING.test(name) || EDITING.test(name) ? "teaching" : "";
};
/** The builds' combinations of the cfgs that gate messages, and which gates each passes. */
const BUILDS = [
  ["all(teaching, catalogues)", () => true],
  ["all(teaching, not(catalogues))", (b) => b !== "catalogues"],
  ["all(not(teaching), catalogues)", (b) => b !== "teaching"],
  ["not(any(teaching, catalogues))", (b) => b === ""],
];
/** `arimaa-words-step-push` → `StepPush`. */
const variant = (key) => key.slice("arimaa-words-".length).split("-").map((w) => w[0].toUpperCase() + w.slice(1)).join("");

/**
 * The Rust words' catalogue: a Msg for each key (so Rust code cannot name a message
 * en.json lacks), English, and every translation for the builds that embed them
 * (native: the CLI, the library; the editor's wasm, for staticHtml). The reader's
 * wasm embeds none: the element hands it the pack it fetched.
 */
function rustCatalogue() {
  const en = read("en");
  const n = RUST_KEYS.length;
  for (const k of RUST_KEYS) if (en[k].includes("\n")) throw new Error(`${k}: a Rust word has no line break (the packs are handed over as lines)`);
  const langs = LANGUAGES.map((code) => {
    const m = read(code);
    return `    (\n        ${rustString(packCode(code))},\n        [\n${RUST_KEYS.map((k) => `            ${m[k] == null ? "None" : `Some(${rustString(m[k])})`},\n`).join("")}        ],\n    ),\n`;
  });
  return `// ${GENERATED}\n` +
    "//! The Rust words' messages: their keys as a type, English, and the translations\n" +
    "//! the builds with catalogues embed.\n\n" +
    "/// A message of i18n/en.json's `arimaa-words-*`, in the order of the packs' lines.\n" +
    "#[derive(Clone, Copy, Debug, PartialEq, Eq)]\n#[repr(u16)]\npub enum Msg {\n" +
    RUST_KEYS.map((k) => `    /// \`${k}\`: ${en[k]}\n    ${variant(k)},\n`).join("") + "}\n\n" +
    `/// How many messages there are.\npub(crate) const COUNT: usize = ${n};\n\n` +
    "/// The messages in English, one a line in [`Msg`]'s order; empty for one this\n" +
    "/// build never builds (each costs the reader's wasm its bytes: the teaching words\n" +
    "/// are the editor's, the static view's and the gallery's the native builds' and\n" +
    "/// the editor's). One text, not a table of strings: the reader's wasm is smaller by\n" +
    "/// the table's pointers and by the code a `match` of 212 arms compiles to.\n" +
    BUILDS.map(([cfg, has]) => `#[cfg(${cfg})]\npub(crate) static ENGLISH: &str = ${rustString(RUST_KEYS.map((k) => (has(buildOf(k)) ? en[k] : "")).join("\n"))};\n`).join("") + "\n" +
    "/// Every message, in order (the tests walk them).\n#[cfg(test)]\n" +
    `pub(crate) static ALL: [Msg; COUNT] = [\n${RUST_KEYS.map((k) => `    Msg::${variant(k)},\n`).join("")}];\n\n` +
    "/// The keys, by [`Msg`] (the tests name them; no build needs them).\n#[cfg(test)]\n" +
    `pub(crate) static KEYS: [&str; COUNT] = [\n${RUST_KEYS.map((k) => `    ${rustString(k)},\n`).join("")}];\n\n` +
    "/// Each translated language (lower case) and its messages by [`Msg`]; `None` is left to English.\n#[cfg(catalogues)]\n" +
    `pub(crate) static LANGUAGES: [(&str, [Option<&str>; COUNT]); ${LANGUAGES.length}] = [\n${langs.join("")}];\n`;
}

const args = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}`) {
  if (args[0] === "--packs") {
    const dir = args[1];
    for (const code of LANGUAGES) writeFileSync(join(dir, `arimaa-lang-${packCode(code)}.json`), JSON.stringify(byId(read(code))));
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
