// The integrations' own words (issue 36): MediaWiki's and WordPress's messages live in
// the one catalogue (i18n/), documented and translated there; their files in the
// integrations are made from it (scripts/integration-messages.mjs) and current; every
// message is used by the integration's code and every word the code gives gettext or
// MediaWiki is in the catalogue; and the files WordPress reads are what gettext reads.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { readCatalogue as read, LANGUAGES } from "../../scripts/messages.mjs";
import { pluginLiterals, pluginHeaderAndBlock, printf, outputs, LOCALES, WP_LANGUAGES, EDITOR_SCRIPT, MEDIAWIKI_I18N } from "../../scripts/integration-messages.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const en = read("en");
const qqq = read("qqq");
const of = (re) => Object.keys(en).filter((k) => re.test(k));
const MW = of(/^arimaaviewer-/);
const WP = of(/^arimaa-wordpress-/);
const params = (message) => [...new Set(message.match(/\$\d+/g))].sort().join(" ");

test("the integrations' files are current with i18n/", () => {
  execFileSync(process.execPath, [join(root, "scripts/integration-messages.mjs"), "--check"], { stdio: "pipe" });
});

test("each integration message is documented, with its parameters, and translated with the same parameters", () => {
  assert.ok(MW.length >= 17 && WP.length >= 40, `${MW.length} MediaWiki and ${WP.length} WordPress messages`);
  for (const key of [...MW, ...WP]) {
    assert.ok(qqq[key]?.length > 10, `${key}: qqq.json says what it is`);
    if (key !== "arimaaviewer-desc") assert.match(qqq[key], /^(MediaWiki|WordPress)\b/, `${key}: qqq.json names where it is shown`);
    for (const p of params(en[key]).split(" ").filter(Boolean)) assert.ok(qqq[key].includes(`${p} -`), `${key}: qqq.json documents ${p}`);
  }
  for (const code of LANGUAGES) {
    const lang = read(code);
    for (const key of [...MW, ...WP]) {
      assert.ok(lang[key]?.trim(), `${code}.json translates ${key}`);
      assert.equal(params(lang[key]), params(en[key]), `${code} ${key}: parameters`);
    }
  }
});

test("MediaWiki: every arimaaviewer-* message is named by the extension, and every key it names is in the catalogue", () => {
  const dir = join(root, "integrations/mediawiki/ArimaaViewer");
  const code = [
    ...readdirSync(join(dir, "includes")).map((f) => readFileSync(join(dir, "includes", f), "utf8")),
    readFileSync(join(dir, "extension.json"), "utf8"),
  ].join("\n");
  // Keys named whole, and TagOptions' warnings built as 'arimaaviewer-warning-' . $kind.
  const named = new Set(code.match(/arimaaviewer-[a-z]+(?:-[a-z]+)*/g));
  const built = [...code.matchAll(/'(arimaaviewer-[a-z-]+-)'\s*\./g)].map((m) => m[1]);
  // A tracking category's description is MediaWiki's: its key and "-desc".
  const used = (k) => named.has(k) || built.some((head) => k.startsWith(head)) || (k.endsWith("-desc") && named.has(k.slice(0, -5)));
  assert.deepEqual(MW.filter((k) => !used(k)), [], "messages the extension does not use");
  const unknown = [...named].filter((k) => !(k in en) && k !== "arimaaviewer-board" && k !== "arimaaviewer-module" && !built.some((h) => h.startsWith(k)));
  assert.deepEqual(unknown, [], "keys the extension names that the catalogue lacks");
  // MediaWiki reads the extension's i18n/: the catalogue's messages, and only those.
  const written = JSON.parse(readFileSync(join(root, MEDIAWIKI_I18N, "en.json"), "utf8"));
  assert.deepEqual(Object.keys(written).filter((k) => k !== "@metadata").sort(), [...MW].sort());
});

test("WordPress: every word the plugin gives gettext is a catalogue message, and every message is used", () => {
  const literals = pluginLiterals();
  const messages = new Map(WP.map((k) => [printf(en[k]), k]));
  assert.deepEqual([...literals.keys()].filter((text) => !messages.has(text)), [], "__() words not in i18n/en.json");
  const fixed = pluginHeaderAndBlock();
  // block.json's keywords that are names (arimaa, fan, pgn) are the same in every language.
  for (const [key, text] of Object.entries(fixed)) {
    if (key in en) assert.equal(text, en[key], `${key}: the plugin's header or block.json says the catalogue's words`);
    else assert.match(key, /-block-keyword-(arimaa|fan|pgn)$/, `${key}: "${text}" is not in the catalogue`);
  }
  const unused = WP.filter((k) => !(k in fixed) && !literals.has(printf(en[k])));
  assert.deepEqual(unused, [], "messages the plugin does not use");
  // The PHP's sprintf and the catalogue's $n agree (a translator's %2$s is a $2 of the English).
  assert.equal(printf('$1="$2" was ignored'), '%1$s="%2$s" was ignored');
});

test("WordPress: the .mo files read back (by gettext's msgunfmt when installed) as the catalogue's translations", (t) => {
  const files = outputs();
  const md5 = createHash("md5").update(EDITOR_SCRIPT).digest("hex");
  let checked = 0;
  for (const code of LANGUAGES) {
    const lang = read(code);
    for (const locale of LOCALES[code] ?? []) {
      const base = join(root, WP_LANGUAGES, `arimaa-viewer-${locale}`);
      const mo = readFileSync(`${base}.mo`);
      assert.equal(mo.readUInt32LE(0), 0x950412de, "a little-endian .mo");
      // The JSON WordPress hands the editor script: every word of editor.js, translated.
      const json = JSON.parse(readFileSync(`${base}-${md5}.json`, "utf8")).locale_data.messages;
      const inScript = [...pluginLiterals()].filter(([, where]) => where.includes(EDITOR_SCRIPT)).map(([text]) => text);
      for (const text of inScript) {
        const key = WP.find((k) => printf(en[k]) === text && !["arimaa-wordpress-block-title"].includes(k));
        assert.deepEqual(json[text], [printf(lang[key])], `${locale}: ${text}`);
      }
      const unfmt = spawnSync("msgunfmt", [`${base}.mo`], { encoding: "utf8" });
      if (unfmt.error) continue;
      const po = unfmt.stdout.replace(/"\n"/g, "");
      for (const key of WP) assert.ok(po.includes(`msgstr "${printf(lang[key]).replace(/"/g, '\\"')}"`), `${locale}: msgunfmt finds ${key}`);
      const check = spawnSync("msgfmt", ["--check-format", "-o", "/dev/null", `${base}.po`], { encoding: "utf8" });
      assert.equal(check.status, 0, check.stderr);
      checked++;
    }
  }
  assert.ok(Object.keys(files).some((f) => f.endsWith(".pot")));
  if (!checked) t.diagnostic("gettext's msgunfmt is not installed: the .mo files were checked by their header and JSON only");
});
