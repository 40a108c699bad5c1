// The catalogue of the element's words (issue 36): i18n/en.json, documented in
// qqq.json, used by www/src through t(), translated whole in each language, and no
// reader's word left as a string literal in the element, its editing parts and its engine panel.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { read, LANGUAGES, pseudo, KEYS, RUST_KEYS, idOf, packCode } from "../../scripts/messages.mjs";
import { nameByIds } from "../../scripts/message-ids.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const en = read("en");
const qqq = read("qqq");
const FOLDERS = ["www/src/element", "www/src/editing", "www/src/engine"];
const sources = FOLDERS.flatMap((dir) =>
  readdirSync(join(root, dir))
    .filter((f) => f.endsWith(".js") && f !== "messages.js" && f !== "keys.js")
    .map((f) => ({ file: `${dir}/${f}`, text: readFileSync(join(root, dir, f), "utf8") })),
);
const code = sources.map((s) => s.text).join("\n");
// Keys named in the code whole, and the families built from a name (`arimaa-editor-overlay-${name}`).
// (not the custom properties, --arimaa-viewer-bg and the like, nor file names, arimaa-engine-worker.js)
const literal = new Set(code.match(/(?<![-\w])arimaa-(?:viewer|editor|engine)-[a-z-]*[a-z](?![\w-]*\.[a-z])/g));
const families = [...code.matchAll(/`(arimaa-(?:viewer|editor|engine)-[a-z-]*)\$\{[^}]*\}([a-z-]*)`/g)].map(([, head, tail]) => ({ head, tail }));
const used = (key) => literal.has(key) || families.some(({ head, tail }) => key.startsWith(head) && key.endsWith(tail) && /^[a-z]+$/.test(key.slice(head.length, key.length - tail.length || undefined)));
const params = (message) => [...new Set(message.match(/\$\d+/g))].sort().join(" ");
const plurals = (message) => (message.match(/\{\{PLURAL:\$\d+/g) ?? []).sort().join(" ");

test("the modules written from en.json are current", () => {
  execFileSync(process.execPath, [join(root, "scripts/messages.mjs"), "--check"], { stdio: "pipe" });
});

test("every message of en.json is documented in qqq.json, and nothing else is", () => {
  assert.deepEqual(Object.keys(qqq).sort(), Object.keys(en).sort());
  for (const [key, doc] of Object.entries(qqq)) {
    assert.ok(doc.length > 10, `${key}: its documentation says what it is`);
    for (const p of params(en[key]).split(" ").filter(Boolean)) assert.ok(doc.includes(`${p} -`), `${key}: qqq.json documents ${p}`);
  }
});

test("every message of en.json is used in www/src (the Rust words in src/), and every key used is in en.json", () => {
  const unused = Object.keys(en).filter((k) => !k.startsWith("arimaa-words-") && !used(k));
  assert.deepEqual(unused, [], "messages no code uses");
  const undefinedKeys = [...literal].filter((k) => !(k in en) && !families.some(({ head }) => k === head.replace(/-$/, "")));
  assert.deepEqual(undefinedKeys, [], "keys the code uses that en.json lacks");
  for (const { head, tail } of families) assert.ok(Object.keys(en).some((k) => k.startsWith(head) && k.endsWith(tail)), `${head}…${tail} names messages`);
});

// The Rust words are named in src/ by a Msg (src/words/catalogue.rs, written from
// en.json): the compiler refuses a message en.json lacks; this finds the ones no code names.
test("every Rust word is named in src/ by its Msg", () => {
  const rust = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".rs") && path !== "src/words/catalogue.rs") rust.push(readFileSync(join(root, path), "utf8"));
    }
  };
  walk("src");
  // `Msg::Step`, or `Step` in a file that has `use Msg::*;` (comments aside).
  const code = rust.map((text) => text.replace(/\/\/.*$/gm, "").replace(/^/, text.includes("use Msg::*;") ? "\u0001" : ""));
  const variant = (key) => key.slice("arimaa-words-".length).split("-").map((w) => w[0].toUpperCase() + w.slice(1)).join("");
  const named = (v) => code.some((text) => new RegExp(`\\bMsg::${v}\\b`).test(text) || (text.startsWith("\u0001") && new RegExp(`\\b${v}\\b`).test(text)));
  const unused = RUST_KEYS.filter((k) => !named(variant(k)));
  assert.deepEqual(unused, []);
  for (const message of RUST_KEYS.map((k) => en[k])) assert.doesNotMatch(message, /\n/, "the wasm is handed a pack's Rust words one a line");
});

test("keys are named for the element's three bundles and the Rust words, each message's English is not empty", () => {
  for (const [key, message] of Object.entries(en)) {
    assert.match(key, /^arimaa-(viewer|editor|engine|words)-[a-z0-9]+(-[a-z0-9]+)*$/);
    assert.ok(message.trim(), key);
  }
});

// A {{PLURAL:$n|…}} gives one form per CLDR category of the language, in the order
// words.js picks them (zero, one, two, few, many, other), or one form for a word that
// never changes (German "Kaninchen"): two of Czech's four would show the last form
// where another belongs ("5 problémy"), more than the categories would never be shown.
const ORDER = ["zero", "one", "two", "few", "many", "other"];
const formsOf = (message) => [...message.matchAll(/\{\{PLURAL:\$\d+\|([^}]*)\}\}/g)].map((m) => m[1].split("|"));
const categories = (code) => ORDER.filter((c) => new Intl.PluralRules(code).resolvedOptions().pluralCategories.includes(c));

for (const code of LANGUAGES) {
  test(`${code}.json has exactly en.json's messages, with the same parameters, and plurals of ${categories(code).join("/")}`, () => {
    const lang = read(code);
    assert.deepEqual(Object.keys(lang).filter((k) => !(k in en)), [], `${code}: keys en.json lacks`);
    assert.deepEqual(Object.keys(en).filter((k) => !(k in lang)), [], `${code}: untranslated keys`);
    const wanted = categories(code);
    for (const [key, message] of Object.entries(lang)) {
      assert.equal(params(message), params(en[key]), `${code} ${key}: parameters`);
      assert.equal(plurals(message), plurals(en[key]), `${code} ${key}: plurals`);
      assert.ok(message.trim(), `${code} ${key}: not empty`);
      for (const forms of formsOf(message)) assert.ok(forms.length === wanted.length || forms.length === 1, `${code} ${key}: one form, or one for each of ${wanted.join(", ")}`);
      assert.doesNotMatch(message.replace(/\{\{PLURAL:\$\d+\|[^{}]*\}\}/g, ""), /\{\{|\}\}/, `${code} ${key}: no broken plural syntax`);
    }
  });
}

test("each language's plural rule picks the form meant: Czech and Polish few/many, French many", async () => {
  // The element's own formatting, run on the catalogues: a wrong order of forms shows here.
  const pick = (code, key, n) => {
    const forms = formsOf(read(code)[key])[0];
    return forms[categories(code).indexOf(new Intl.PluralRules(code).select(n))].replace("$1", String(n));
  };
  assert.equal(pick("cs", "arimaa-viewer-problems", 1), "1 problém");
  assert.equal(pick("cs", "arimaa-viewer-problems", 3), "3 problémy");
  assert.equal(pick("cs", "arimaa-viewer-problems", 5), "5 problémů");
  assert.equal(pick("pl", "arimaa-viewer-problems", 22), "22 problemy");
  assert.equal(pick("pl", "arimaa-viewer-problems", 12), "12 problemów");
  assert.equal(pick("fr", "arimaa-viewer-problems", 1000000), "1000000 de problèmes");
  assert.equal(pick("fr", "arimaa-viewer-problems", 0), "0 problème");
  assert.equal(pick("ja", "arimaa-viewer-problems", 7), "7 件");
});

test("a pack goes by its language alone when i18n/ has one script of it: every zh-… page reaches Simplified Chinese", () => {
  assert.ok(LANGUAGES.includes("zh-hans"));
  assert.equal(packCode("zh-hans"), "zh");
  assert.equal(packCode("de"), "de");
  assert.equal(packCode("pt"), "pt");
});

test("every language pack is a few KB gzip at most (printed)", () => {
  const dir = mkdtempSync(join(tmpdir(), "arimaa-packs-"));
  execFileSync(process.execPath, [join(root, "scripts/messages.mjs"), "--packs", dir], { stdio: "pipe" });
  const sizes = [...LANGUAGES, "en-XA"].map((code) => {
    const file = `arimaa-lang-${code === "en-XA" ? "en-xa" : packCode(code)}.json`;
    const bytes = readFileSync(join(dir, file));
    return { code, file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  console.log(sizes.map(({ file, raw, gzip }) => `${file} ${raw} B, ${gzip} B gzip`).join("\n"));
  // 7 KB: a pack holds every word the reader's language has, a broken record's reasons
  // too (branch errwords: 4.6-5.1 KB -> 5.8-6.3 KB); it is fetched only by a page in it.
  for (const { code, gzip } of sizes) assert.ok(gzip <= 7 * 1024, `${code}: ${gzip} B gzip`);
  rmSync(dir, { recursive: true });
});

test("the pseudo-locale keeps parameters and plural syntax, and leaves no plain letter", () => {
  const p = pseudo("{{PLURAL:$1|$1 problem|$1 problems}} in the record: line $2");
  assert.equal(p, "[{{PLURAL:$1|$1 þŕóƀļéɱ~~~|$1 þŕóƀļéɱš~~~~}} íñ~ ţĥé~~ ŕéçóŕð~~~: ļíñé~~ $2]");
  for (const message of Object.values(en)) assert.doesNotMatch(pseudo(message).replace(/\$\d+|\{\{PLURAL:|\}\}/g, ""), /[A-Za-z]/);
});

// The practical rule for "no reader's word as a literal": a word assigned as text, a
// title, a placeholder or an accessible name, given to el() as text, said in a status
// line or thrown as an Error must come from t() (template holes do not count: the
// values they hold are the record's or t()'s). A page script's errors (thrown by the
// element's methods) stay English, as the platform's own do: their lines say so.
const SHOWN = [
  /\.(textContent|title|placeholder)\s*=\s*(["'`])(.*?)\2/,
  /setAttribute\("(aria-label|aria-description|title|placeholder)",\s*(["'`])(.*?)\2/,
  /\bel\("[a-z]+",\s*[^,()]+,\s*(["'`])(.*?)\1/,
  /\b(say|refuse|announce)\(\s*(["'`])(.*?)\2/,
  /new Error\(\s*(["'`])(.*?)\1/,
];
test("no reader's word is a string literal in the element and its editing parts", () => {
  const found = [];
  for (const { file, text } of sources) {
    text.split("\n").forEach((line, i) => {
      // A comment, or a line marked as a page script's or the console's words.
      if (/^\s*(\/\/|\*)/.test(line) || line.includes("// not the reader's")) return;
      for (const rule of SHOWN) {
        const m = line.match(rule);
        const words = m?.[m.length - 1].replace(/\$\{[^}]*\}/g, "");
        if (words && /[A-Za-z]{2}/.test(words)) found.push(`${file}:${i + 1}: ${line.trim()}`);
      }
    });
  }
  assert.deepEqual(found, []);
});

test("the rule above finds the literals it is for", () => {
  const lines = ['b.title = "Flip board";', 'node.setAttribute("aria-label", `Moves of ${x}`);', 'el("span", "hint", "Next:")', 'say("Link copied")', 'throw new Error(`Cannot load ${u}`)'];
  for (const line of lines) assert.ok(SHOWN.some((r) => r.test(line)), line);
});

test("ids: the element's messages first, each key's id its place from 1, and the generated tables agree", async () => {
  assert.deepEqual([...KEYS].sort(), Object.keys(en).sort());
  const viewer = KEYS.filter((k) => k.startsWith("arimaa-viewer-"));
  assert.deepEqual(KEYS.slice(0, viewer.length), viewer);
  const { EN: element, PACKS, RUST_WORDS } = await import("../../www/src/element/messages.js");
  const { EN: editing } = await import("../../www/src/editing/messages.js");
  const { EN: engine } = await import("../../www/src/engine/messages.js");
  const { KEYS: keys } = await import("../../www/src/element/keys.js");
  const engineKeys = KEYS.filter((k) => k.startsWith("arimaa-engine-"));
  const editorCount = KEYS.filter((k) => k.startsWith("arimaa-editor-")).length;
  assert.deepEqual(KEYS.slice(viewer.length + editorCount, viewer.length + editorCount + engineKeys.length), engineKeys, "the engine panel's after the editing parts'");
  for (const key of KEYS) {
    const id = idOf(key);
    assert.equal(keys?.[id], key);
    if (key.startsWith("arimaa-words-")) assert.ok(element[id] == null && editing[id] == null && engine[id] == null, `${key}: English of the wasm's own`);
    else assert.equal((key.startsWith("arimaa-viewer-") ? element : key.startsWith("arimaa-engine-") ? engine : editing)[id], en[key], key);
  }
  // The Rust words last, in the order of their Msg: the lines GameView.setWords takes.
  assert.deepEqual(KEYS.slice(-RUST_KEYS.length), RUST_KEYS);
  assert.deepEqual(RUST_WORDS, [idOf(RUST_KEYS[0]), RUST_KEYS.length]);
  assert.equal(element.length, viewer.length + 1, "the element carries no editing words");
  assert.deepEqual(PACKS, [...LANGUAGES.map(packCode), "en-xa"]);
});

// The bundles name messages by id (scripts/message-ids.mjs): a key the plugin could not
// replace would reach the reader as its name, so the build refuses one.
test("the bundle names each key by its id, and refuses a key built from a template or naming no message", () => {
  const ok = nameByIds('say(b, "text", "arimaa-viewer-flip"); t(\'arimaa-editor-cancel\'); x = "--arimaa-viewer-bg";', "a.js");
  assert.deepEqual(ok.errors, []);
  assert.equal(ok.contents, `say(b, "text", ${idOf("arimaa-viewer-flip")}); t(${idOf("arimaa-editor-cancel")}); x = "--arimaa-viewer-bg";`);
  const bad = nameByIds('t("arimaa-viewer-flip");\nt(`arimaa-editor-side-${side}`);\nt("arimaa-viewer-flipp");', "b.js");
  assert.deepEqual(bad.errors.map((e) => [e.location.line, e.text.split(" ")[0]]), [[2, "a"], [3, '"arimaa-viewer-flipp"']]);
  for (const { file, text } of sources) assert.deepEqual(nameByIds(text, file).errors, [], file);
});
