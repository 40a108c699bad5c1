// The attributes' one declaration (www/src/attributes.json) against everything that
// reads it or is written from it: the files scripts/attributes.mjs writes are current;
// the element observes exactly its attributes and reads them as typed; and each
// integration (the Markdown fence, Hugo's shortcode, WordPress's shortcode and block,
// MediaWiki's tag), driven through its own checker with every attribute of the schema
// and one it lacks, accepts exactly the attributes marked for it: a good value of each
// is taken, a bad one is refused with a warning, any other name is refused. The real
// platforms run in tests/blog and tests/wiki.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SCHEMA, SCHEMA_FILE, outputs } from "../../scripts/attributes.mjs";
import { ATTRIBUTES, readOptions } from "../../www/src/element/options.js";
import { initStatic } from "../../www/src/core/core.js";
import { renderFence } from "../../www/src/markdown/fence.js";
import { DEFAULTS, teaching } from "../../integrations/wordpress/arimaa-viewer/block/fragment.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const WORDPRESS = join(ROOT, "integrations/wordpress/arimaa-viewer");
const MEDIAWIKI = join(ROOT, "integrations/mediawiki/ArimaaViewer");
const RECORD = "1g Ra2 Rb2 Rc2 Rd2 Re2 Rf2 Rg2 Rh2 Ha1 Db1 Cc1 Md1 Ee1 Cf1 Dg1 Hh1\n1s ra7 rb7 rc7 rd7 re7 rf7 rg7 rh7 ha8 db8 cc8 md8 ee8 cf8 dg8 hh8\n2g Ra2n Rb2n Rc2n Rd2n\n";
const has = (command) => spawnSync(command, [command === "hugo" ? "version" : "--version"]).status === 0;
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/** A good value of each attribute (as an integration's author writes it), and what the element then gets. */
function good(a, integration) {
  if (a.type === "boolean") return a.pageDefault ? ["off", undefined] : ["on", ""];
  if (a.type === "enum") return [a.values.at(-1).toUpperCase(), a.values.at(-1)];
  if (a.type === "list") return ["Frozen, traps", "frozen traps"];
  if (a.type === "url") {
    const src = { hugo: "content/game.fan", mediawiki: "File:Game.fan" }[integration] ?? "https://example.org/game.fan";
    return [src, integration === "hugo" ? undefined : src];
  }
  const value = { path: "2g", game: "1", key: "k-1", text: "x" }[a.type];
  return [value, value];
}
/**
 * A value each attribute refuses (a switch reads any other word as on, with a warning;
 * a wiki's src is any file name, which RecordSource checks, not too long).
 */
function bad(a, integration) {
  if (a.type === "boolean") return "maybe";
  if (a.type === "list") return "glow";
  if (a.type === "url") return integration === "mediawiki" ? "F".repeat(300) : "javascript:alert(1)";
  return '"><x';
}
/** What an attribute needs beside it (guess-side: mode=guess), as attributes. */
const needs = (a) => a.requires ?? {};
const UNKNOWN = { name: "colour", type: "text", in: [] };

/**
 * Drives one integration's checker over every attribute of the schema (and an unknown
 * one): `run(cases)` takes [{ attributes }] and gives, for each, { element, warnings,
 * failed } — the element's attributes written, and what the author is told.
 */
function checkIntegration(integration, run, { consumed = [] } = {}) {
  return async () => {
    const all = [...SCHEMA.attributes, UNKNOWN];
    const cases = all.flatMap((a) => {
      const [value] = good(a, integration);
      return [
        { a, kind: "good", attributes: { ...needs(a), [a.name]: a === UNKNOWN ? "x" : value } },
        { a, kind: "bad", attributes: { ...needs(a), [a.name]: bad(a, integration) } },
      ];
    });
    const results = await run(cases);
    const accepted = [];
    for (const [i, { a, kind }] of cases.entries()) {
      const { element, warnings, failed } = results[i];
      const said = `${integration}: ${a.name} (${kind}): ${JSON.stringify({ element, warnings })}`;
      if (kind === "good" && !failed && warnings.length === 0) accepted.push(a.name);
      if (!a.in.includes(integration)) {
        assert.ok(failed || warnings.some((w) => w.includes(a.name)), `${said}: an attribute not marked for ${integration} is refused`);
        assert.ok(!(a.name in element) || consumed.includes(a.name) || a.name === "path", `${said}: not passed on`);
        continue;
      }
      const [, expected] = good(a, integration);
      if (kind === "good" && !consumed.includes(a.name)) assert.equal(element[a.name], expected, said);
      if (kind === "bad") {
        assert.ok(failed || warnings.length > 0, `${said}: a bad value is said`);
        if (a.type === "boolean") assert.equal(element[a.name], "", `${said}: read as on, as the element reads it`);
        else assert.ok(!/[<"]|^F{300}|^javascript/.test(element[a.name] ?? ""), `${said}: not passed on`);
      }
    }
    const marked = SCHEMA.attributes.filter((a) => a.in.includes(integration)).map((a) => a.name);
    assert.deepEqual(accepted, marked, `${integration} accepts exactly the attributes the schema marks for it`);
  };
}

/** An element's attributes in HTML: name → value ("" for one without). */
function elementAttributes(html) {
  const tag = /<arimaa-viewer([^>]*)>/.exec(html)?.[1] ?? "";
  const unescape = (v) => v.replace(/&quot;|&#34;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  return Object.fromEntries([...tag.matchAll(/\s([a-z-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], unescape(m[2] ?? "")]));
}

test("the files written from the schema are current (node scripts/attributes.mjs)", () => {
  for (const { file, text } of outputs()) assert.equal(readFileSync(join(ROOT, file), "utf8"), text, `${file}: run node scripts/attributes.mjs`);
});

test("the schema is whole: each attribute typed, with its values, default, description and version", () => {
  const types = Object.keys(SCHEMA.types);
  for (const a of [...SCHEMA.attributes, ...SCHEMA.options]) {
    assert.ok(types.includes(a.type), `${a.name}: type ${a.type}`);
    assert.match(a.since, /^\d+\.\d+\.\d+$/, a.name);
    assert.ok(a.description && !a.description.includes("\n"), `${a.name}: one line of description`);
    assert.ok("default" in a, `${a.name}: a default`);
    if (a.type === "enum" || a.type === "list") assert.ok(a.values?.length > 1, `${a.name}: values`);
    if (a.type === "enum" && a.default !== null) assert.ok(a.values.includes(a.default), `${a.name}: default among values`);
    for (const i of a.in) assert.ok(["markdown", "hugo", "wordpress", "mediawiki"].includes(i), `${a.name}: in ${i}`);
  }
  const names = SCHEMA.attributes.map((a) => a.name);
  for (const o of SCHEMA.oldSpellings) for (const k of Object.keys(o.means)) assert.ok(names.includes(k), `${o.name} means ${k}`);
  const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  assert.equal(SCHEMA.version, version);
});

test("the element observes exactly the schema's attributes and reads each as typed", () => {
  assert.deepEqual(ATTRIBUTES, SCHEMA.attributes.map((a) => a.name));
  const element = (attributes) => ({ getAttribute: (n) => attributes[n] ?? null });
  const none = readOptions(element({}));
  for (const a of SCHEMA.attributes.filter((a) => !a.aliasOf)) {
    const key = { "move-list": "moveList", "guess-side": "guessSide", loading: "eager" }[a.name] ?? a.name;
    const read = (value) => readOptions(element({ [a.name]: value, ...(a.requires ?? {}) }))[key];
    if (a.type === "boolean") {
      assert.equal(none[key], a.default, `${a.name} absent`);
      for (const v of ["", "true", "on", "yes", a.name]) assert.equal(read(v), true, `${a.name}="${v}"`);
      for (const v of ["off", "false"]) assert.equal(read(v), false, `${a.name}="${v}"`);
    } else if (a.type === "enum") {
      const expected = (v) => (a.name === "loading" ? v === "eager" : v);
      assert.equal(none[key], expected(a.default), `${a.name} absent`);
      for (const v of a.values) assert.equal(read(v), expected(v), `${a.name}="${v}"`);
      assert.equal(read("nonsense"), expected(a.default), `${a.name}: a value it lacks is its default`);
    } else {
      assert.equal(read("k"), "k", a.name);
    }
  }
  assert.equal(readOptions(element({ ply: "3g" })).path, "3g", "ply, the alias of path");
});

test("WordPress's block: block.json's attributes, the editor's defaults and the words it writes are the schema's", () => {
  const block = JSON.parse(readFileSync(join(WORDPRESS, "block/block.json"), "utf8"));
  const marked = SCHEMA.attributes.filter((a) => a.block);
  assert.deepEqual(Object.keys(DEFAULTS).sort(), marked.map((a) => a.block.name).sort(), "fragment.js's DEFAULTS");
  for (const a of marked) {
    assert.deepEqual(block.attributes[a.block.name], { type: a.block.type, ...("default" in a.block && { default: a.block.default }) });
    assert.equal(DEFAULTS[a.block.name], a.block.default, a.block.name);
  }
  const overlays = SCHEMA.attributes.find((a) => a.name === "overlays");
  assert.equal(teaching({ overlays: [...overlays.values, "glow"].join(",") }).overlays, overlays.values.join(" "));
  const mode = SCHEMA.attributes.find((a) => a.name === "mode");
  for (const m of mode.values) assert.equal(teaching({ mode: m }).mode, m);
});

let fenceReady;
before(async () => {
  fenceReady = initStatic(readFileSync(join(ROOT, "www/pkg-edit/arimaa_bg.wasm")));
});

test("the Markdown fence accepts exactly the attributes the schema marks for it", checkIntegration("markdown", async (cases) => {
  await fenceReady;
  return cases.map(({ attributes }) => {
    const info = Object.entries(attributes).map(([k, v]) => `${k}=${v.replace(/ /g, "")}`).join(" ");
    const html = renderFence(RECORD, `arimaa ${info}`);
    const warnings = [...html.matchAll(/<p class="arimaa-problem" slot="static">([^<]*)<\/p>/g)].map((m) => m[1]);
    return { element: elementAttributes(html), warnings, failed: false };
  });
}, { consumed: ["game", "path"] }));

test("Hugo's shortcode accepts exactly the attributes the schema marks for it", { skip: !has("hugo") && "Hugo is not installed (scripts/setup-blog.sh)" }, checkIntegration("hugo", async (cases) => {
  const site = join(ROOT, "test-results/schema-hugo");
  rmSync(site, { recursive: true, force: true });
  mkdirSync(join(site, "content/posts"), { recursive: true });
  mkdirSync(join(site, "assets/arimaa"), { recursive: true });
  cpSync(join(ROOT, "integrations/hugo/layouts"), join(site, "layouts"), { recursive: true });
  cpSync(SCHEMA_FILE, join(site, "assets/arimaa/arimaa-attributes.json"));
  writeFileSync(join(site, "content/game.fan"), RECORD);
  writeFileSync(join(site, "hugo.toml"), 'baseURL = "http://example.org/"\ndisableKinds = ["taxonomy", "term", "RSS", "sitemap"]\n');
  mkdirSync(join(site, "layouts/_default"));
  writeFileSync(join(site, "layouts/_default/single.html"), "{{ .Content }}");
  for (const [i, { attributes }] of cases.entries()) {
    const params = Object.entries(attributes).map(([k, v]) => `${k}=\`${v}\``).join(" ");
    writeFileSync(join(site, `content/posts/c${i}.md`), `---\ntitle: c${i}\n---\n\n{{< arimaa ${params} >}}\n${RECORD}{{< /arimaa >}}\n`);
  }
  const build = spawnSync("hugo", ["--source", site], { encoding: "utf8" });
  const log = build.stdout + build.stderr;
  return cases.map((_, i) => {
    const lines = log.split("\n").filter((l) => l.includes(`/c${i}.md:`));
    const failed = lines.some((l) => l.startsWith("ERROR"));
    const page = join(site, `public/posts/c${i}/index.html`);
    const html = !failed && existsSync(page) ? readFileSync(page, "utf8") : "";
    return { element: elementAttributes(html), warnings: lines.filter((l) => l.startsWith("WARN")), failed };
  });
}, { consumed: ["src"] }));

/** Runs PHP `code` with `input` (JSON) on stdin and gives its output as JSON. */
function php(code, input) {
  return JSON.parse(execFileSync("php", ["-d", "display_errors=stderr", "-r", code], { input: JSON.stringify(input), encoding: "utf8" }));
}

test("WordPress's shortcode accepts exactly the attributes the schema marks for it", { skip: !has("php") && "PHP is not installed" }, checkIntegration("wordpress", async (cases) => {
  // WordPress's own functions that the checks call, as small stand-ins.
  const stubs = `
    define('ABSPATH', '/'); define('ARIMAA_VIEWER_SCHEMA', ${JSON.stringify(SCHEMA_FILE)});
    function __($t, $d = null) { return $t; }
    function add_action(...$a) {} function add_filter(...$a) {} function add_shortcode(...$a) {}
    function esc_url_raw($u, $p) { return preg_match('~^https?://~', $u) ? $u : ''; }
    function shortcode_atts($pairs, $atts, $s = '') { $o = []; foreach ($pairs as $k => $d) { $o[$k] = array_key_exists($k, $atts) ? $atts[$k] : $d; } return $o; }`;
  const code = `${stubs}
    require ${JSON.stringify(join(WORDPRESS, "includes/attributes.php"))};
    require ${JSON.stringify(join(WORDPRESS, "includes/shortcode.php"))};
    $out = [];
    foreach (json_decode(stream_get_contents(STDIN), true) as $atts) {
      $warnings = [];
      $element = arimaa_viewer_element_attributes($atts, $warnings);
      $out[] = ['element' => array_map(fn($v) => $v === true ? '' : $v, $element), 'warnings' => $warnings, 'failed' => false];
    }
    echo json_encode($out);`;
  return php(code, cases.map((c) => c.attributes)).map((r) => ({ ...r, element: Array.isArray(r.element) ? {} : r.element }));
}));

test("MediaWiki's tag accepts exactly the attributes the schema marks for it", { skip: !has("php") && "PHP is not installed" }, checkIntegration("mediawiki", async (cases) => {
  const code = `
    require ${JSON.stringify(join(MEDIAWIKI, "includes/TagOptions.php"))};
    use MediaWiki\\Extension\\ArimaaViewer\\TagOptions;
    TagOptions::$schemaFile = ${JSON.stringify(SCHEMA_FILE)};
    $out = [];
    foreach (json_decode(stream_get_contents(STDIN), true) as $args) {
      $o = new TagOptions($args);
      $element = $o->attributes + ($o->src === null ? [] : ['src' => $o->src]);
      $out[] = ['element' => $element, 'warnings' => array_map(fn($w) => implode(' ', $w), $o->warnings), 'failed' => false];
    }
    echo json_encode($out);`;
  return php(code, cases.map((c) => c.attributes)).map((r) => ({ ...r, element: Array.isArray(r.element) ? {} : r.element }));
}));

test("MediaWiki's warning for an unknown attribute lists the schema's, and no message lists them itself", { skip: !has("php") && "PHP is not installed" }, () => {
  const [warning] = php(`
    require ${JSON.stringify(join(MEDIAWIKI, "includes/TagOptions.php"))};
    use MediaWiki\\Extension\\ArimaaViewer\\TagOptions;
    TagOptions::$schemaFile = ${JSON.stringify(SCHEMA_FILE)};
    echo json_encode((new TagOptions(['colour' => 'red']))->warnings);`, null);
  const names = SCHEMA.attributes.filter((a) => a.in.includes("mediawiki")).map((a) => a.name);
  assert.deepEqual(warning, ["arimaaviewer-warning-unknown-attribute", "colour", names.join(", ")]);
  const en = JSON.parse(readFileSync(join(MEDIAWIKI, "i18n/en.json"), "utf8"));
  const qqq = JSON.parse(readFileSync(join(MEDIAWIKI, "i18n/qqq.json"), "utf8"));
  assert.deepEqual(Object.keys(en).sort(), Object.keys(qqq).sort(), "each message documented");
  assert.match(en["arimaaviewer-warning-unknown-attribute"], /\(known: \$2\)/);
  for (const [key, text] of Object.entries(en).filter(([k]) => k.startsWith("arimaaviewer-warning"))) {
    assert.doesNotMatch(text, /\b(?:src|controls|move-list|frozen), /, `${key} lists names of its own`);
  }
});
