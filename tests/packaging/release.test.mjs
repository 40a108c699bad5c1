// `npm run release` from a fresh clone (what is committed, nothing outside the repository beside it; the
// cargo builds share this checkout's target directory, so only the crate itself is
// compiled again), then each file opened and installed as its user would: the
// WordPress zip uploaded in Plugins → Add New and activated, the MediaWiki tarball
// untarred into a wiki's extensions/ and loaded with wfLoadExtension (no cargo on the
// wiki's PATH: its boards are drawn by the bundled static CLI), the Hugo zip unzipped
// into a site's themes/ and built. One wiki, one WordPress, one Chromium.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { ROOT } from "./packed.mjs";
import { readReadme } from "./wp-readme.mjs";
import { elfInfo } from "../../scripts/elf.mjs";
import { pluginHeader, readmeChangelog, readmeField } from "../../scripts/versions.mjs";
import { createWiki } from "../wiki/wiki.mjs";
import { startWordPress } from "../blog/servers.mjs";
import { launch, scratch } from "../blog/sites.mjs";
import { logIn } from "../blog/wp-editor.mjs";
import { screenshot, watch } from "../browser/harness.mjs";

const run = (cmd, args, options = {}) =>
  execFileSync(cmd, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 << 20, ...options });
const GAME = join(ROOT, "tests/blog/data/game.fan");
const RECORD = `1g Da1 Eb1 Cc1 Rd1 Re1 Rf1 Cg1 Hh1 Ra2 Mb2 Rc2 Dd2 Re2 Rf2 Rg2 Hh2
1s eb7 mg7 ha7 hh7 dd7 de7 cb8 cg8 rc7 rf7 ra8 rc8 rd8 re8 rf8 rh8
2g Mb2n Eb1n Mb3e Eb2n
2s eb7s eb6s eb5s hh7s
3g Hh2n Hh1n Da1e Db1n
`;

let tmp;
let clone;
let out;
let version;
let unpacked;
let browser;
const names = {};

before(() => {
  tmp = mkdtempSync(join(tmpdir(), "arimaa-viewer-release-"));
  clone = join(tmp, "arimaa-viewer");
  run("git", ["clone", "--quiet", ROOT, clone]);
  // This checkout's npm packages (setup.sh keys them on the lock file's content).
  symlinkSync(join(ROOT, "node_modules"), join(clone, "node_modules"));
  const { target_directory } = JSON.parse(run("cargo", ["metadata", "--format-version", "1", "--no-deps"], { cwd: ROOT }));
  const started = Date.now();
  let log;
  try {
    log = run("npm", ["run", "release"], { cwd: clone, env: { ...process.env, CARGO_TARGET_DIR: target_directory } });
  } catch (error) {
    throw new Error(`npm run release failed (${error.status}):\n${error.stdout}\n${String(error.stderr).slice(-4000)}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`npm run release from a fresh clone: ${seconds} s\n${log.split("\n").filter((l) => l.startsWith("release: ")).join("\n")}`);
  out = join(clone, "release");
  version = JSON.parse(readFileSync(join(clone, "package.json"), "utf8")).version;
  Object.assign(names, {
    wordpress: `arimaa-viewer-wordpress-${version}.zip`,
    mediawiki: `arimaa-viewer-mediawiki-${version}.tar.gz`,
    hugo: `arimaa-viewer-hugo-${version}.zip`,
    npm: `arimaa-viewer-${version}.tgz`,
  });
  // Opened with the tools their users have: unzip and tar.
  unpacked = join(tmp, "unpacked");
  for (const dir of ["wordpress", "mediawiki", "hugo"]) mkdirSync(join(unpacked, dir), { recursive: true });
  run("unzip", ["-q", join(out, names.wordpress), "-d", join(unpacked, "wordpress")]);
  run("tar", ["-xzf", join(out, names.mediawiki), "-C", join(unpacked, "mediawiki")]);
  run("unzip", ["-q", join(out, names.hugo), "-d", join(unpacked, "hugo")]);
});
after(async () => {
  await browser?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** Every file under `dir`, as paths relative to it, sorted. */
const filesUnder = (dir, prefix = "") =>
  readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(dir, `${prefix}${e.name}/`) : [`${prefix}${e.name}`]))
    .sort();
const same = (a, b) => readFileSync(a).equals(readFileSync(b));
const ELEMENT = [
  "arimaa-edit_bg.wasm", "arimaa-engine-worker.js", "arimaa-engine_bg.wasm", "arimaa-lang-cs.json", "arimaa-lang-de.json", "arimaa-lang-en-xa.json", "arimaa-lang-es.json", "arimaa-lang-fr.json",
  "arimaa-lang-ja.json", "arimaa-lang-keys.json", "arimaa-lang-pl.json", "arimaa-lang-pt.json", "arimaa-lang-zh.json",
  "arimaa-viewer-edit.js", "arimaa-viewer-engine.js", "arimaa-viewer-gif.js", "arimaa-viewer.css", "arimaa-viewer.js", "arimaa_bg.wasm",
];
// The static view of a board the integration cannot draw (README "One layout"), which
// the WordPress plugin and the MediaWiki extension read beside the element's files.
const FALLBACK = "arimaa-fallback.html";
// The attributes' one declaration, which their checks (PHP, Go templates) read.
const SCHEMA = "arimaa-attributes.json";

test("release/ holds the three install files, the npm tarball and their SHA-256 sums", () => {
  assert.deepEqual(readdirSync(out).sort(), ["SHA256SUMS", names.npm, names.hugo, names.mediawiki, names.wordpress].sort());
  const sums = readFileSync(join(out, "SHA256SUMS"), "utf8").trim().split("\n");
  assert.equal(sums.length, 4);
  for (const line of sums) {
    const [, sum, file] = /^([0-9a-f]{64}) {2}(\S+)$/.exec(line);
    assert.equal(createHash("sha256").update(readFileSync(join(out, file))).digest("hex"), sum, file);
  }
  for (const file of Object.values(names)) console.log(`${String(statSync(join(out, file)).size).padStart(9)} B  ${file}`);
});

test("the WordPress zip: the folder arimaa-viewer/ with its header, a readme.txt the plugin directory accepts, the element's files", () => {
  assert.deepEqual(readdirSync(join(unpacked, "wordpress")), ["arimaa-viewer"], "one top folder, the plugin's slug");
  const plugin = join(unpacked, "wordpress/arimaa-viewer");
  const php = readFileSync(join(plugin, "arimaa-viewer.php"), "utf8");
  const readme = readFileSync(join(plugin, "readme.txt"), "utf8");
  const { name, fields, problems } = readReadme(readme);
  assert.deepEqual(problems, []);
  assert.equal(pluginHeader(php, "Plugin Name"), name);
  assert.equal(pluginHeader(php, "Version"), version);
  assert.equal(readmeField(readme, "Stable tag"), version);
  assert.equal(readmeChangelog(readme), version, "the changelog starts with this version");
  for (const field of ["Requires at least", "Requires PHP", "License"]) assert.equal(pluginHeader(php, field), fields[field], field);
  assert.match(readme, new RegExp(`arimaa-viewer-wordpress-${version.replace(/\./g, "\\.")}\\.zip`), "Installation names this file");
  assert.deepEqual(readdirSync(join(plugin, "dist")).sort(), [...ELEMENT, FALLBACK, SCHEMA, "arimaa-core.js"].sort());
  for (const f of readdirSync(join(plugin, "dist"))) assert.ok(same(join(plugin, "dist", f), join(clone, "www/dist", f)), f);
  const all = filesUnder(plugin);
  assert.ok(all.includes("LICENSE") && all.includes("block/editor.js") && all.includes("loader.js"), all.join(" "));
  assert.deepEqual(all.filter((f) => /\.map$|\.d\.ts$|\.gitignore$/.test(f)), []);
});

test("the MediaWiki tarball: ArimaaViewer/ with extension.json, its assets and a static x86-64 arimaa that draws a board with an empty environment", () => {
  assert.deepEqual(readdirSync(join(unpacked, "mediawiki")), ["ArimaaViewer"]);
  const ext = join(unpacked, "mediawiki/ArimaaViewer");
  const manifest = JSON.parse(readFileSync(join(ext, "extension.json"), "utf8"));
  assert.equal(manifest.name, "ArimaaViewer");
  assert.equal(manifest.version, version);
  assert.equal(manifest.config.ArimaaViewerCli.value, null, "no CLI set: the bundled one");
  assert.deepEqual(readdirSync(join(ext, "assets")).sort(), [...ELEMENT, FALLBACK, SCHEMA].sort());
  for (const f of [...ELEMENT, FALLBACK, SCHEMA]) assert.ok(same(join(ext, "assets", f), join(clone, "www/dist", f)), f);
  assert.deepEqual(filesUnder(ext).filter((f) => /\.gitignore$|\.map$/.test(f)), []);

  const cli = join(ext, "bin/arimaa-linux-x86_64");
  assert.equal(statSync(cli).mode & 0o111, 0o111, "executable by anyone (the web server's user)");
  assert.deepEqual(elfInfo(readFileSync(cli)), { machine: "x86-64", bits: 64, executable: true, static: true });
  if (existsSync("/usr/bin/file")) assert.match(run("file", ["-b", cli]), /^ELF 64-bit .*x86-64.*static(-pie)? linked/);
  // No PATH, no HOME, no cargo or node: what a wiki server has to offer, or less.
  const html = run("env", ["-i", cli, "html", "--fragment", "--path", "2g", GAME]);
  assert.match(html, /^\s*<div class="arimaa-static" slot="static">[\s\S]*?<svg role="img" aria-label="After 2g\./);
  assert.match(html, /<\/svg>[\s\S]*<ol[\s\S]*<\/div>\s*$/, "the board, then the moves");
});

test("the Hugo zip: the component arimaa/, unzipped into a site's themes/, builds pages with boards (one drawn by the MediaWiki tarball's CLI)", () => {
  assert.deepEqual(readdirSync(join(unpacked, "hugo")), ["arimaa"]);
  const theme = join(unpacked, "hugo/arimaa");
  assert.deepEqual(filesUnder(theme), [
    "LICENSE", "README.md", `assets/arimaa/${FALLBACK}`, `assets/arimaa/${SCHEMA}`, "layouts/partials/arimaa/head.html", "layouts/shortcodes/arimaa.html",
    "layouts/shortcodes/arimaa.rss.xml", ...ELEMENT.map((f) => `static/arimaa/${f}`), "theme.toml",
  ].sort());
  // The blog tests' fixture site (its theme = "arimaa"), with the release's component.
  const site = scratch("release-hugo");
  cpSync(join(ROOT, "tests/blog/hugo"), site, { recursive: true });
  cpSync(theme, join(site, "themes/arimaa"), { recursive: true });
  cpSync(GAME, join(site, "content/posts/bundle/game.fan"));
  mkdirSync(join(site, "assets/arimaa"), { recursive: true });
  const cli = join(unpacked, "mediawiki/ArimaaViewer/bin/arimaa-linux-x86_64");
  writeFileSync(join(site, "assets/arimaa/game-2g.html"), run(cli, ["html", "--fragment", "--path", "2g", GAME]));
  run("hugo", ["--quiet", "--source", site]);
  const page = (p) => readFileSync(join(site, "public", p, "index.html"), "utf8");
  assert.match(page("posts/bundle"), /<script type="module" src="\/arimaa\/arimaa-viewer\.js"><\/script>/);
  assert.match(page("posts/bundle"), /<arimaa-viewer path="2g" controls move-list comments coordinates><template class="arimaa-record">1g Da1 /);
  assert.match(page("posts/static"), /<div class="arimaa-static" slot="static">[\s\S]*?<svg role="img" aria-label="After 2g\./);
  for (const f of ELEMENT) assert.ok(same(join(site, "public/arimaa", f), join(theme, "static/arimaa", f)), f);
});

test("the MediaWiki tarball untarred into a wiki's extensions/: boards drawn by its own CLI (no cargo on PATH), live in Chromium", async () => {
  const PATH = "/usr/bin:/bin";
  assert.deepEqual(PATH.split(delimiter).filter((d) => existsSync(join(d, "cargo")) || existsSync(join(d, "rustc"))), []);
  // extensions/ArimaaViewer of the scratch wiki, as README says: untar, wfLoadExtension,
  // no $wgArimaaViewerCli.
  const extensions = scratch("release-wiki-extensions");
  run("tar", ["-xzf", join(out, names.mediawiki), "-C", extensions]);
  const wiki = await createWiki("release", { extension: join(extensions, "ArimaaViewer"), cli: null, env: { PATH } });
  try {
    assert.doesNotMatch(readFileSync(join(wiki.dir, "LocalSettings.php"), "utf8"), /\$wgArimaaViewerCli\s*=/);
    wiki.edit("Arimaa release", `A board.\n\n<arimaa path=2g>\n${RECORD}</arimaa>\n`);
    const server = await wiki.serve();
    const url = `${server.url}index.php?title=Arimaa_release`;
    const html = await (await fetch(url)).text();
    const board = /<arimaa-viewer[^>]*>[\s\S]*?<\/arimaa-viewer>/.exec(html)?.[0] ?? "";
    assert.match(board, /^<arimaa-viewer [^>]*\bpath="2g"[^>]*><template class="arimaa-record">1g Da1/);
    assert.match(board, /<div class="arimaa-static" slot="static">[\s\S]*?<svg role="img" aria-label="After 2g\./, "the static view, by the bundled CLI");
    assert.doesNotMatch(board, /<pre/);

    browser ??= await launch();
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    const errors = watch(page);
    const requests = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(url);
    const viewer = page.locator(".mw-parser-output arimaa-viewer");
    await viewer.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector("arimaa-viewer").game);
    await viewer.getByRole("button", { name: "Next move" }).click();
    await page.waitForFunction(() => document.querySelector("arimaa-viewer").path === "2s");
    assert.ok(requests.includes("/extensions/ArimaaViewer/assets/arimaa-viewer.js"), requests.join("\n"));
    assert.ok(requests.includes("/extensions/ArimaaViewer/assets/arimaa_bg.wasm"), requests.join("\n"));
    assert.deepEqual(errors, []);
    await screenshot(page, "release-wiki", viewer);
    await context.close();
  } finally {
    await wiki.close();
  }
});

test("the WordPress zip uploaded in Plugins → Add New and activated: the shortcode post's board, live in Chromium", async () => {
  const wp = await startWordPress({ record: GAME, hostile: join(ROOT, "tests/blog/data/hostile.fan"), plugin: false });
  try {
    const post = `${wp.url}/?p=${wp.posts.shortcode}`;
    const before = await (await fetch(post)).text();
    assert.match(before, /\[arimaa path=/, "before the upload, no plugin reads the shortcode");
    assert.doesNotMatch(before, /<arimaa-viewer/);

    browser ??= await launch();
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    await logIn(page, wp.url, { user: wp.admin.user, password: wp.admin.password });
    await page.goto(`${wp.url}/wp-admin/plugin-install.php`);
    await page.locator("a.upload-view-toggle").click();
    await page.locator("#pluginzip").setInputFiles(join(out, names.wordpress));
    await page.getByRole("button", { name: "Install Now" }).click();
    await page.getByText("Plugin installed successfully.").waitFor();
    await page.getByRole("link", { name: "Activate Plugin" }).click();
    await page.getByText("Plugin activated.").waitFor();
    assert.ok(existsSync(join(wp.content, "plugins/arimaa-viewer/readme.txt")), "WordPress unpacked the zip into plugins/arimaa-viewer/");

    const reader = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const view = await reader.newPage();
    const errors = watch(view);
    await view.goto(post);
    const viewer = view.locator(".arimaa-shortcode arimaa-viewer");
    await viewer.scrollIntoViewIfNeeded();
    await view.waitForFunction(() => document.querySelector(".arimaa-shortcode arimaa-viewer").game);
    assert.equal(await viewer.evaluate((v) => v.path), "2g");
    await viewer.getByRole("button", { name: "Next move" }).click();
    await view.waitForFunction(() => document.querySelector(".arimaa-shortcode arimaa-viewer").path !== "2g");
    assert.deepEqual(errors, []);
    await screenshot(view, "release-wordpress", viewer);
    await reader.close();
    await context.close();
  } finally {
    await wp.stop();
  }
});
