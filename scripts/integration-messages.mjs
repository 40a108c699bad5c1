// Writes the integrations' own words from the one catalogue, i18n/ (issue 36), so that
// no integration keeps a hand-written copy:
// - MediaWiki: integrations/mediawiki/ArimaaViewer/i18n/<code>.json (and qqq.json), the
//   arimaaviewer-* messages in the banana format MediaWiki and translatewiki read;
// - WordPress: integrations/wordpress/arimaa-viewer/languages/, the arimaa-wordpress-*
//   messages for gettext: arimaa-viewer.pot, and for each language a .po, its .mo and the
//   block editor script's JSON translations (the Jed file wp_set_script_translations
//   loads, named <domain>-<locale>-<md5 of block/editor.js>.json as `wp i18n make-json`
//   names it, so a language pack from translate.wordpress.org would replace it as is).
// In gettext the English is the key: a message's msgid is its English with $1 written
// as %1$s, which the plugin's __() calls spell out (tests/node/integration-messages.test.mjs
// checks each literal against the catalogue, both ways).
//
//   node scripts/integration-messages.mjs          writes the files that are out of date
//   node scripts/integration-messages.mjs --check  lists them and exits 1
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { readCatalogue as read, LANGUAGES } from "./messages.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
export const MEDIAWIKI_I18N = "integrations/mediawiki/ArimaaViewer/i18n";
export const PLUGIN = "integrations/wordpress/arimaa-viewer";
export const WP_LANGUAGES = `${PLUGIN}/languages`;
export const DOMAIN = "arimaa-viewer";
/** The script whose words the block editor translates (its path in the plugin names the JSON file). */
export const EDITOR_SCRIPT = "block/editor.js";
const MW = /^arimaaviewer-/;
const WP = /^arimaa-wordpress-/;
const GENERATED = "Generated from i18n/ by scripts/integration-messages.mjs: edit there.";

/**
 * WordPress's locales for each language of i18n/: WordPress has no fallback from one
 * locale to another, so each common one gets its files (the plugin maps the rest by
 * their language, includes/languages.php), and Portuguese serves Portugal and Brazil.
 */
export const LOCALES = {
  de: ["de_DE"],
  fr: ["fr_FR"],
  es: ["es_ES"],
  cs: ["cs_CZ"],
  pl: ["pl_PL"],
  pt: ["pt_PT", "pt_BR"],
  ja: ["ja"],
  "zh-hans": ["zh_CN"],
};
/** gettext's plural rule of each language, for the .po header (as WordPress's own files state them). */
const PLURAL_FORMS = {
  de: "nplurals=2; plural=(n != 1);",
  en: "nplurals=2; plural=(n != 1);",
  es: "nplurals=2; plural=(n != 1);",
  pt_PT: "nplurals=2; plural=(n != 1);",
  pt_BR: "nplurals=2; plural=(n > 1);",
  fr: "nplurals=2; plural=(n > 1);",
  cs: "nplurals=3; plural=(n == 1) ? 0 : ((n >= 2 && n <= 4) ? 1 : 2);",
  pl: "nplurals=3; plural=(n == 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 1 : 2);",
  ja: "nplurals=1; plural=0;",
  "zh-hans": "nplurals=1; plural=0;",
};
const pluralForms = (code, locale) => PLURAL_FORMS[locale] ?? PLURAL_FORMS[code] ?? PLURAL_FORMS.en;

/** block.json's words are translated with these contexts (WordPress's block-i18n.json). */
const CONTEXTS = { "arimaa-wordpress-block-title": "block title", "arimaa-wordpress-block-description": "block description" };
const contextOf = (key) => CONTEXTS[key] ?? (key.startsWith("arimaa-wordpress-block-keyword-") ? "block keyword" : undefined);

const pick = (messages, re) => Object.fromEntries(Object.entries(messages).filter(([k]) => re.test(k)));
/** A banana message as PHP's sprintf takes it: $1 becomes %1$s. */
export const printf = (message) => message.replace(/\$(\d+)/g, "%$1$$s");

/** The words the plugin's code gives gettext: __( '…', 'arimaa-viewer' ) in PHP, __("…", "arimaa-viewer") in JS, with their files. */
export function pluginLiterals() {
  const found = new Map();
  const note = (text, file) => found.set(text, [...new Set([...(found.get(text) ?? []), file])]);
  const walk = (dir) =>
    readdirSync(join(root, PLUGIN, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? (["dist", "languages"].includes(e.name) ? [] : walk(join(dir, e.name))) : [join(dir, e.name)],
    );
  for (const file of walk("")) {
    const text = readFileSync(join(root, PLUGIN, file), "utf8");
    if (file.endsWith(".php")) {
      for (const [, lit] of text.matchAll(/\b(?:__|_e|esc_html__|esc_attr__|esc_html_e|esc_attr_e)\(\s*'((?:[^'\\]|\\.)*)'\s*,\s*'arimaa-viewer'\s*\)/g)) {
        note(lit.replace(/\\(['\\])/g, "$1"), file);
      }
    } else if (file.endsWith(".js")) {
      for (const [, lit] of text.matchAll(/\b__\(\s*("(?:[^"\\]|\\.)*")\s*,\s*"arimaa-viewer"\s*\)/g)) note(JSON.parse(lit), file);
    }
  }
  return found;
}

/** What WordPress reads from the plugin's header and block.json, by catalogue key. */
export function pluginHeaderAndBlock() {
  const php = readFileSync(join(root, PLUGIN, "arimaa-viewer.php"), "utf8");
  const block = JSON.parse(readFileSync(join(root, PLUGIN, "block/block.json"), "utf8"));
  const header = (name) => php.match(new RegExp(`^ \\* ${name}: (.*)$`, "m"))?.[1].trim();
  const words = {
    "arimaa-wordpress-plugin-name": header("Plugin Name"),
    "arimaa-wordpress-plugin-description": header("Description"),
    "arimaa-wordpress-block-title": block.title,
    "arimaa-wordpress-block-description": block.description,
  };
  for (const keyword of block.keywords) words[`arimaa-wordpress-block-keyword-${keyword}`] = keyword;
  return words;
}

const poString = (s) => {
  const escaped = s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");
  return `"${escaped}"`;
};

/** The plugin's messages as gettext entries: { key, context, id (English), doc, files }. */
function entries() {
  const en = pick(read("en"), WP);
  const qqq = read("qqq");
  const literals = pluginLiterals();
  const fixed = pluginHeaderAndBlock();
  return Object.entries(en).map(([key, message]) => {
    const id = printf(message);
    const files = key in fixed ? [key.includes("plugin") ? "arimaa-viewer.php" : "block/block.json"] : (literals.get(id) ?? []);
    return { key, context: contextOf(key), id, doc: qqq[key], files };
  });
}

function po(code, locale, list, messages) {
  const header = [
    `Project-Id-Version: ${DOMAIN}`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: 8bit",
    locale ? `Language: ${locale}` : "Language: ",
    `Plural-Forms: ${locale ? pluralForms(code, locale) : "nplurals=INTEGER; plural=EXPRESSION;"}`,
    `X-Domain: ${DOMAIN}`,
  ];
  const lines = [`# ${GENERATED}`, 'msgid ""', 'msgstr ""', ...header.map((h) => poString(`${h}\n`)), ""];
  for (const e of list) {
    if (locale && !messages[e.key]) continue;
    for (const docLine of e.doc.split("\n")) lines.push(`#. ${docLine}`);
    if (e.files.length) lines.push(`#: ${e.files.join(" ")}`);
    if (/%\d\$s/.test(e.id)) lines.push("#, php-format");
    if (e.context) lines.push(`msgctxt ${poString(e.context)}`);
    lines.push(`msgid ${poString(e.id)}`, `msgstr ${poString(locale ? printf(messages[e.key]) : "")}`, "");
  }
  return lines.join("\n");
}

/** A .mo file (GNU gettext's binary catalogue, little-endian, no hash table). */
export function mo(pairs) {
  const sorted = [...pairs].sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const n = sorted.length;
  const ids = sorted.map(([id]) => Buffer.from(id));
  const strs = sorted.map(([, s]) => Buffer.from(s));
  const tables = 28 + 16 * n;
  const out = [];
  let at = tables;
  const place = (bufs) =>
    bufs.map((b) => {
      const where = [b.length, at];
      out.push(b, Buffer.alloc(1));
      at += b.length + 1;
      return where;
    });
  const idAt = place(ids);
  const strAt = place(strs);
  const head = Buffer.alloc(tables);
  [0x950412de, 0, n, 28, 28 + 8 * n, 0, tables].forEach((v, i) => head.writeUInt32LE(v, 4 * i));
  idAt.forEach(([len, off], i) => (head.writeUInt32LE(len, 28 + 8 * i), head.writeUInt32LE(off, 32 + 8 * i)));
  strAt.forEach(([len, off], i) => (head.writeUInt32LE(len, 28 + 8 * n + 8 * i), head.writeUInt32LE(off, 32 + 8 * n + 8 * i)));
  return Buffer.concat([head, ...out]);
}

/** Every file this script writes: path (from the repository's root) → contents. */
export function outputs() {
  const files = {};
  const json = (value) => JSON.stringify(value, null, "\t") + "\n";
  const metadata = { authors: ["the arimaa-viewer authors"], comment: GENERATED };
  for (const code of ["en", "qqq", ...LANGUAGES]) {
    const messages = pick(read(code), MW);
    if (Object.keys(messages).length) files[`${MEDIAWIKI_I18N}/${code}.json`] = json({ "@metadata": metadata, ...messages });
  }
  const list = entries();
  files[`${WP_LANGUAGES}/${DOMAIN}.pot`] = po("en", null, list, {});
  const scriptHash = createHash("md5").update(EDITOR_SCRIPT).digest("hex");
  for (const code of LANGUAGES) {
    const messages = pick(read(code), WP);
    if (!Object.keys(messages).length) continue;
    for (const locale of LOCALES[code] ?? []) {
      const base = `${WP_LANGUAGES}/${DOMAIN}-${locale}`;
      files[`${base}.po`] = po(code, locale, list, messages);
      const translated = list.filter((e) => messages[e.key]);
      const key = (e) => (e.context ? `${e.context}\x04${e.id}` : e.id);
      const header = `Language: ${locale}\nMIME-Version: 1.0\nContent-Type: text/plain; charset=UTF-8\nPlural-Forms: ${pluralForms(code, locale)}\n`;
      files[`${base}.mo`] = mo([["", header], ...translated.map((e) => [key(e), printf(messages[e.key])])]);
      const forScript = Object.fromEntries(translated.filter((e) => e.files.includes(EDITOR_SCRIPT)).map((e) => [key(e), [printf(messages[e.key])]]));
      files[`${base}-${scriptHash}.json`] = JSON.stringify({
        domain: "messages",
        locale_data: { messages: { "": { domain: "messages", lang: locale, "plural-forms": pluralForms(code, locale) }, ...forScript } },
      });
    }
  }
  return files;
}

/** The written files that differ from what the catalogue makes, and those no longer made. */
export function stale() {
  const want = outputs();
  const wrong = Object.entries(want).filter(([file, body]) => {
    const path = join(root, file);
    return !existsSync(path) || !readFileSync(path).equals(Buffer.from(body));
  });
  const extra = [MEDIAWIKI_I18N, WP_LANGUAGES].flatMap((dir) =>
    existsSync(join(root, dir)) ? readdirSync(join(root, dir)).map((f) => `${dir}/${f}`).filter((f) => !(f in want)) : [],
  );
  return { wrong, extra };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { wrong, extra } = stale();
  if (process.argv[2] === "--check") {
    for (const [file] of wrong) console.error(`integration-messages: ${file} is out of date: run node scripts/integration-messages.mjs`);
    for (const file of extra) console.error(`integration-messages: ${file} is not made from i18n/: run node scripts/integration-messages.mjs`);
    if (wrong.length || extra.length) process.exit(1);
  } else {
    for (const [file, body] of wrong) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), body);
    }
    for (const file of extra) rmSync(join(root, file));
    console.log(`integration-messages: ${wrong.length} written, ${extra.length} removed`);
  }
}
