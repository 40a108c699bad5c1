// The catalogue of the element's words (issue 36): i18n/en.json, documented in
// qqq.json, used by www/src through t(), translated whole in each language, and no
// reader's word left as a string literal in the element, its editing parts and its engine panel.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { read, LANGUAGES, pseudo, KEYS, idOf } from "../../scripts/messages.mjs";
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

test("every message of en.json is used in www/src, and every key used is in en.json", () => {
  const unused = Object.keys(en).filter((k) => !used(k));
  assert.deepEqual(unused, [], "messages no code uses");
  const undefinedKeys = [...literal].filter((k) => !(k in en) && !families.some(({ head }) => k === head.replace(/-$/, "")));
  assert.deepEqual(undefinedKeys, [], "keys the code uses that en.json lacks");
  for (const { head, tail } of families) assert.ok(Object.keys(en).some((k) => k.startsWith(head) && k.endsWith(tail)), `${head}…${tail} names messages`);
});

test("keys are named for the element's three bundles, each message's English is not empty", () => {
  for (const [key, message] of Object.entries(en)) {
    assert.match(key, /^arimaa-(viewer|editor|engine)-[a-z]+(-[a-z]+)*$/);
    assert.ok(message.trim(), key);
  }
});

for (const code of LANGUAGES) {
  test(`${code}.json has exactly en.json's messages, with the same parameters and plurals`, () => {
    const lang = read(code);
    assert.deepEqual(Object.keys(lang).sort(), Object.keys(en).sort());
    for (const [key, message] of Object.entries(lang)) {
      assert.equal(params(message), params(en[key]), `${code} ${key}: parameters`);
      assert.equal(plurals(message), plurals(en[key]), `${code} ${key}: plurals`);
      assert.ok(message.trim(), `${code} ${key}: not empty`);
    }
  });
}

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
  const { EN: element, PACKS } = await import("../../www/src/element/messages.js");
  const { EN: editing } = await import("../../www/src/editing/messages.js");
  const { EN: engine } = await import("../../www/src/engine/messages.js");
  const { KEYS: keys } = await import("../../www/src/element/keys.js");
  const engineKeys = KEYS.filter((k) => k.startsWith("arimaa-engine-"));
  assert.deepEqual(KEYS.slice(KEYS.length - engineKeys.length), engineKeys, "the engine panel's last");
  for (const key of KEYS) {
    const id = idOf(key);
    assert.equal(keys?.[id], key);
    const table = key.startsWith("arimaa-viewer-") ? element : key.startsWith("arimaa-engine-") ? engine : editing;
    assert.equal(table[id], en[key], key);
  }
  assert.equal(element.length, viewer.length + 1, "the element carries no editing words");
  assert.deepEqual(PACKS, [...LANGUAGES, "en-XA"].map((c) => c.toLowerCase()));
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
