// A real MediaWiki for the wiki tests: Debian's `mediawiki` package (1.39, code in
// /usr/share/mediawiki), installed by its own maintenance/install.php into a scratch
// folder under test-results/ with SQLite, the extension loaded from this repository,
// and served by PHP's built-in server on 127.0.0.1 (tests/wiki/router.php adds what
// Apache's aliases would). scripts/setup-wiki.sh installs the packages.
//
//   const wiki = await createWiki("boards");             // installs (a few seconds)
//   createWiki("x", { extension: dir, cli: null, env })  // another copy of the extension, its own CLI, PATH…
//   wiki.edit("Title", "wikitext");                       // maintenance/edit.php
//   const server = await wiki.serve({ cli: true });       // php -S on a free port
//   ... server.url ...; await wiki.close();               // stops every server it started

import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { RESULTS } from "../browser/harness.mjs";
import { EXTENSION, assembleExtension } from "../../integrations/mediawiki/build.mjs";

export const MEDIAWIKI = process.env.MEDIAWIKI_DIR ?? "/usr/share/mediawiki";
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export { EXTENSION };
const ROUTER = fileURLToPath(new URL("router.php", import.meta.url));
const ADMIN = "Admin";
const PASSWORD = "arimaa-wiki-test-password";

/** The `arimaa` CLI the tests give the wiki: ARIMAA_CLI, else the debug build. */
export const CLI = process.env.ARIMAA_CLI ?? join(process.env.CARGO_TARGET_DIR ?? join(ROOT, "target"), "debug/arimaa");

/** Whether the CLI can draw a static board (`arimaa html`, from issue 25). */
export function cliHasHtml() {
  if (!existsSync(CLI)) return false;
  return spawnSync(CLI, ["html", "--help"], { encoding: "utf8" }).status === 0;
}

/**
 * Copies the element's build (www/dist: the module, its wasm, the editing parts) into
 * the extension's assets/ folder, as README tells a wiki's operator to.
 */
export const copyAssets = () => assembleExtension(EXTENSION);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function run(command, args, { input, env } = {}) {
  const result = spawnSync(command, args, {
    cwd: MEDIAWIKI,
    input,
    env: { ...process.env, ...env },
    encoding: "utf8",
    maxBuffer: 64 << 20,
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/**
 * Installs a scratch wiki named `name` (test-results/wiki-NAME, emptied first).
 * `extension`: the extension's folder (default this repository's, its assets copied in);
 * `cli`: the CLI the wiki is given (default the debug build; null leaves
 * $wgArimaaViewerCli unset, to the extension's own default); `env`: more environment
 * for the wiki's PHP (servers and maintenance scripts), e.g. a PATH; `extensions`:
 * the extensions Debian ships to load beside ours (Cite for <ref>, ParserFunctions
 * for {{#if:}}); `lang`: the wiki's content language ($wgLanguageCode, given to install.php);
 * `settings`: more lines for LocalSettings.php.
 */
export async function createWiki(name, { extension = EXTENSION, cli = CLI, env: wikiEnv = {}, extensions = [], lang = "en", settings: more = "" } = {}) {
  if (!existsSync(join(MEDIAWIKI, "maintenance/install.php"))) {
    throw new Error(`no MediaWiki in ${MEDIAWIKI}: run scripts/setup-wiki.sh`);
  }
  if (cli !== null && !existsSync(cli)) throw new Error(`no arimaa CLI at ${cli}: run cargo build --bin arimaa (or set ARIMAA_CLI)`);
  if (extension === EXTENSION) copyAssets();
  const dir = join(RESULTS, `wiki-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "images"), { recursive: true });
  const firstPort = await freePort();
  run("php", [
    "maintenance/install.php", "--dbtype", "sqlite", "--dbpath", dir, "--dbname", "wiki",
    "--server", `http://127.0.0.1:${firstPort}`, "--scriptpath", "", "--lang", lang,
    "--pass", PASSWORD, "--confpath", dir, "Arimaa Test Wiki", ADMIN,
  ]);
  const settings = join(dir, "LocalSettings.php");
  appendFileSync(
    settings,
    `
# --- arimaa-viewer wiki tests (tests/wiki/wiki.mjs) ---
# Each test server says its own address and whether the wiki has the arimaa CLI.
$wgServer = getenv( 'ARIMAA_WIKI_SERVER' ) ?: $wgServer;
$wgEnableUploads = true;
$wgUploadDirectory = __DIR__ . '/images';
$wgUploadPath = '/images';
$wgShowExceptionDetails = true;
# Debian ships no /favicon.ico: name a file it has, or each page logs a 404.
$wgFavicon = "$wgResourceBasePath/resources/assets/change-your-logo-icon.svg";
$wgDebugLogGroups['ArimaaViewer'] = __DIR__ . '/arimaa-viewer.log';
wfLoadExtension( 'ArimaaViewer', ${JSON.stringify(join(extension, "extension.json"))} );
${extensions.map((e) => `wfLoadExtension( ${JSON.stringify(e)} );`).join("\n")}
${more}
${cli === null ? "# $wgArimaaViewerCli unset: the extension's default (its bundled CLI, if any)." : "$wgArimaaViewerCli = getenv( 'ARIMAA_WIKI_CLI' ) ?: false;"}
# A server without the CLI shares the database: it must not read the other's cache.
if ( getenv( 'ARIMAA_WIKI_PARSER_CACHE' ) === 'off' ) {
	$wgParserCacheType = CACHE_NONE;
}
`,
  );
  const servers = [];
  // The wiki runs the CLI through a wrapper that notes each run: a view served from
  // the parser cache runs nothing.
  const runs = join(dir, "cli-runs.log");
  const wrapper = join(dir, "arimaa-cli.sh");
  writeFileSync(runs, "");
  if (cli !== null) writeFileSync(wrapper, `#!/bin/sh\necho "$*" >> '${runs}'\nexec '${cli}' "$@"\n`, { mode: 0o755 });
  const wikiCli = cli === null ? "" : wrapper;
  // Maintenance scripts write pages as the server with the CLI renders them.
  const cliEnv = () => ({ ...wikiEnv, MW_CONFIG_FILE: settings, ARIMAA_WIKI_CLI: wikiCli });

  return {
    dir,
    admin: { name: ADMIN, password: PASSWORD },

    /** How many times the wiki has run the CLI so far. */
    cliRuns() {
      return readFileSync(runs, "utf8").split("\n").filter(Boolean).length;
    },

    /** Runs a maintenance script (path under maintenance/) and gives its output. */
    maintenance(script, args = [], input) {
      return run("php", [`maintenance/${script}`, ...args], { input, env: cliEnv() });
    },

    /** Writes a page with maintenance/edit.php as the admin. */
    edit(title, text) {
      return this.maintenance("edit.php", ["-u", ADMIN, "-s", "test", title], text);
    },

    /**
     * Starts `php -S` on a free port: with the CLI (`cli: true`, the default) or
     * without it, in which case the parser cache is off (the database is shared).
     */
    async serve({ cli = true } = {}) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}/`;
      const log = join(dir, `server-${port}.log`);
      writeFileSync(log, "");
      const env = {
        ...process.env,
        ...wikiEnv,
        MW_CONFIG_FILE: settings,
        ARIMAA_WIKI_SERVER: `http://127.0.0.1:${port}`,
        ARIMAA_WIKI_EXTENSION: extension,
        ARIMAA_WIKI_IMAGES: join(dir, "images"),
        ARIMAA_WIKI_CLI: cli ? wikiCli : "",
        ARIMAA_WIKI_PARSER_CACHE: cli ? "on" : "off",
        PHP_CLI_SERVER_WORKERS: "4",
      };
      const out = openSync(log, "a");
      // Its own process group: the workers it forks stop with it.
      const child = spawn("php", ["-S", `127.0.0.1:${port}`, "-t", MEDIAWIKI, ROUTER], {
        cwd: MEDIAWIKI,
        env,
        stdio: ["ignore", out, out],
        detached: true,
      });
      const server = { url, child, log };
      servers.push(server);
      const deadline = Date.now() + 30_000;
      for (;;) {
        try {
          const res = await fetch(`${url}index.php?title=Special:Version`);
          if (res.ok) break;
        } catch {
          // not listening yet
        }
        if (child.exitCode !== null || Date.now() > deadline) throw new Error(`php -S did not start; see ${log}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return server;
    },

    /** Stops every server this wiki started, by its process group. */
    async close() {
      for (const { child } of servers.splice(0)) {
        if (child.exitCode !== null) continue;
        const exited = new Promise((resolve) => child.once("exit", resolve));
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          continue;
        }
        await exited;
      }
    },
  };
}

/**
 * A logged-in API client (cookies kept by hand): enough to upload a file as a person
 * would through Special:Upload, with MediaWiki's own checks of the file.
 */
export async function apiLogin(url, { name, password }) {
  const cookies = new Map();
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  };
  const headers = () => ({ cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") });
  const api = `${url}api.php`;
  async function call(params, body) {
    const query = new URLSearchParams({ format: "json", formatversion: "2", ...params });
    const res = body
      ? await fetch(`${api}?${query}`, { method: "POST", body, headers: headers() })
      : await fetch(`${api}?${query}`, { headers: headers() });
    keep(res);
    const json = await res.json();
    if (json.error) throw new Error(`API ${params.action}: ${json.error.code}: ${json.error.info}`);
    return json;
  }
  const form = (fields) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    return data;
  };
  const token = async (type) => (await call({ action: "query", meta: "tokens", type })).query.tokens[`${type}token`];

  const login = await call(
    { action: "clientlogin" },
    form({ username: name, password, loginreturnurl: url, logintoken: await token("login") }),
  );
  if (login.clientlogin.status !== "PASS") throw new Error(`login: ${JSON.stringify(login.clientlogin)}`);
  return {
    call,
    /** Uploads `bytes` as File:NAME; gives the API's answer (result "Success" or an error). */
    async upload(filename, bytes) {
      const data = form({ filename, token: await token("csrf"), ignorewarnings: "1", comment: "test" });
      data.append("file", new Blob([bytes]), filename);
      return call({ action: "upload" }, data);
    },
  };
}
