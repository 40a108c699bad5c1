// npm run release: what a blogger or a wiki's admin installs without Rust or Node, in
// release/ (one version, the package's):
//
//   arimaa-viewer-wordpress-V.zip   the plugin folder with its built assets and readme.txt
//                                   (WordPress: Plugins → Add New → Upload Plugin)
//   arimaa-viewer-mediawiki-V.tar.gz  extensions/ArimaaViewer with its assets and a static
//                                   `arimaa` for Linux x86-64 servers in bin/
//   arimaa-viewer-hugo-V.zip        the theme component arimaa/ with static/arimaa/
//   arimaa-viewer-V.tgz             the npm package (npm pack)
//   SHA256SUMS
//
// It sets up (scripts/setup.sh, quick when done), builds the element (scripts/build-wasm.sh)
// and the CLI (cargo, profile dist, target x86_64-unknown-linux-musl: one file that runs
// on any Linux x86-64 with nothing installed), then assembles each integration with its
// own build.mjs. Runs on Linux x86-64 with rustup.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { assemblePlugin } from "../integrations/wordpress/build.mjs";
import { assembleExtension } from "../integrations/mediawiki/build.mjs";
import { assembleTheme } from "../integrations/hugo/build.mjs";
import { writeTarGz, writeZip, releaseDate } from "./archive.mjs";
import { versions } from "./versions.mjs";
import { elfInfo } from "./elf.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const OUT = join(ROOT, "release");
const MUSL = "x86_64-unknown-linux-musl";
const started = Date.now();

const say = (line) => console.log(`release: ${line}`);
const fail = (line) => {
  console.error(`release: ${line}`);
  process.exit(1);
};
/** Runs a command in the checkout, its output shown; `capture` gives its stdout instead. */
function run(command, args, { capture = false, env } = {}) {
  try {
    return execFileSync(command, args, {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, ...env },
      stdio: ["ignore", capture ? "pipe" : "inherit", "inherit"],
    });
  } catch (error) {
    fail(error.code === "ENOENT" ? `${command} not found` : `${command} ${args.join(" ")} failed (${error.status})`);
  }
}
const has = (command) => {
  try {
    execFileSync(command, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

if (process.platform !== "linux" || process.arch !== "x64") {
  fail(`the release's static CLI is built on Linux x86-64, not ${process.platform} ${process.arch}`);
}
for (const tool of ["cargo", "rustup"]) if (!has(tool)) fail(`${tool} not found: install Rust through rustup (https://rustup.rs)`);

// One version everywhere before anything is built: a mismatch is a forgotten bump.
const found = versions(ROOT);
const version = found[0].version;
const wrong = found.filter((v) => v.version !== version);
if (wrong.length) fail(`versions disagree: ${found.map((v) => `${v.where} ${v.version}`).join(", ")}`);

run("bash", ["scripts/setup.sh"]);
const targets = run("rustup", ["target", "list", "--installed"], { capture: true }).split("\n");
if (!targets.includes(MUSL)) {
  say(`adding rustup target ${MUSL} (the static CLI)`);
  run("rustup", ["target", "add", MUSL]);
}
run("bash", ["scripts/build-wasm.sh"]);
say(`building the static arimaa CLI (${MUSL}, profile dist)`);
run("cargo", ["build", "--locked", "--profile", "dist", "--bin", "arimaa", "--target", MUSL]);
const { target_directory } = JSON.parse(run("cargo", ["metadata", "--format-version", "1", "--no-deps"], { capture: true }));
const cli = join(target_directory, MUSL, "dist/arimaa");
smokeTest(cli);

// Every entry of every archive gets the date of the commit released (reproducible).
const commitDate = (() => {
  try {
    return new Date(Number(execFileSync("git", ["log", "-1", "--format=%ct"], { cwd: ROOT, encoding: "utf8" }).trim()) * 1000);
  } catch {
    return new Date();
  }
})();
const date = releaseDate(commitDate);

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT);
const stage = mkdtempSync(join(tmpdir(), "arimaa-viewer-release-"));
try {
  const license = (dir) => cpSync(join(ROOT, "LICENSE"), join(dir, "LICENSE"));
  const files = [];
  const add = (name, write) => {
    write(join(OUT, name));
    files.push(name);
  };

  license(assemblePlugin(join(stage, "arimaa-viewer")));
  add(`arimaa-viewer-wordpress-${version}.zip`, (out) => writeZip(out, stage, "arimaa-viewer", date));

  license(assembleExtension(join(stage, "ArimaaViewer"), { cli }));
  add(`arimaa-viewer-mediawiki-${version}.tar.gz`, (out) => writeTarGz(out, stage, "ArimaaViewer", date));

  license(assembleTheme(join(stage, "arimaa")));
  add(`arimaa-viewer-hugo-${version}.zip`, (out) => writeZip(out, stage, "arimaa", date));

  // www/dist was just built: no prepack (it would build again).
  const [{ filename }] = JSON.parse(
    run("npm", ["pack", "--ignore-scripts", "--json", "--loglevel=error", "--pack-destination", OUT], { capture: true }),
  );
  files.push(filename);

  const sums = files.map((f) => `${createHash("sha256").update(readFileSync(join(OUT, f))).digest("hex")}  ${f}\n`);
  writeFileSync(join(OUT, "SHA256SUMS"), sums.join(""));

  for (const f of files) say(`${String(statSync(join(OUT, f)).size).padStart(9)} B  release/${f}`);
  say(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  rmSync(stage, { recursive: true, force: true });
}

/**
 * The binary must be what the extension expects: a static x86-64 executable drawing a
 * board from a file with no environment at all (a wiki server's PATH holds no Rust,
 * and needs none).
 */
function smokeTest(binary) {
  const elf = elfInfo(readFileSync(binary));
  if (!elf || elf.machine !== "x86-64" || !elf.static) fail(`${binary} is not a static x86-64 executable: ${JSON.stringify(elf)}`);
  const dir = mkdtempSync(join(tmpdir(), "arimaa-viewer-smoke-"));
  try {
    const record = join(dir, "game.txt");
    writeFileSync(record, "1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2\n");
    let html;
    try {
      html = execFileSync("env", ["-i", binary, "html", "--fragment", record], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    } catch (error) {
      fail(`the static CLI does not run without an environment: ${error.stderr || error.message}`);
    }
    if (!/^\s*<div class="arimaa-static"[\s\S]*<svg /.test(html)) fail(`the static CLI's html is not a static view: ${html.slice(0, 200)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
