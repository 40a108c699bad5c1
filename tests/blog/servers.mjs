// Real blog platforms for the tests, each in a scratch folder under test-results/blog/
// and on free ports of 127.0.0.1, stopped by pid: MariaDB + Debian's WordPress served
// by `php -S`, and Hugo (a one-shot build). Installed by scripts/setup-blog.sh.
//
//   const wp = await startWordPress();  // { url, posts, admin, author, stop() }
//   ... await wp.stop();
import { spawn, execFile } from "node:child_process";
import { promisify } from "node:util";
import { createServer, connect } from "node:net";
import { mkdirSync, rmSync, writeFileSync, symlinkSync, cpSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { assemblePlugin } from "../../integrations/wordpress/build.mjs";
import { mo } from "../../scripts/integration-messages.mjs";

const run = promisify(execFile);
const HERE = fileURLToPath(new URL(".", import.meta.url));
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const SCRATCH = join(ROOT, "test-results/blog");

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on `port` (or rejects after `ms`). */
async function listening(port, child, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${child.spawnfile} exited (${child.exitCode}) before listening on ${port}`);
    const ok = await new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1", () => (socket.destroy(), resolve(true)));
      socket.on("error", () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > end) throw new Error(`nothing listens on ${port} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts `cmd`, its output kept in `log`; stop() ends it by its pid and waits. */
function daemon(cmd, args, { env, log }) {
  // Its own process group: `php -S` forks workers, which would outlive a kill of the
  // parent alone and hold the output pipes (and this process) open.
  const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const chunks = [];
  child.stdout.on("data", (d) => chunks.push(d));
  child.stderr.on("data", (d) => chunks.push(d));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    child,
    async stop() {
      if (child.exitCode === null) {
        process.kill(-child.pid, "SIGTERM");
        const timer = setTimeout(() => child.exitCode === null && process.kill(-child.pid, "SIGKILL"), 10_000);
        await exited;
        clearTimeout(timer);
      }
      // The group's last members may linger a moment: end them, and stop reading.
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {
        // the group is gone already
      }
      child.stdout.destroy();
      child.stderr.destroy();
      writeFileSync(log, Buffer.concat(chunks));
    },
  };
}

/**
 * MariaDB, WordPress 6.1 with the plugin (assembled from the sources and www/dist),
 * Twenty Twenty-Three, an admin and an Author, and the posts site.php writes: its
 * own, and `blocks` ({ title: post content }), all published by the Author.
 * `plugin: false`: no plugin, for a test that installs one as a site's admin does.
 * `locale`: the site's language (WPLANG, as Settings → General sets it), e.g. "de_DE".
 */
export async function startWordPress({ record, hostile, blocks = {}, plugin = true, locale = "" }) {
  const [dbPort, webPort] = [await freePort(), await freePort()];
  const dir = join(SCRATCH, `wordpress-${webPort}`);
  rmSync(dir, { recursive: true, force: true });
  const [data, content] = [join(dir, "db"), join(dir, "content")];
  for (const d of [data, join(content, "plugins"), join(content, "themes"), join(content, "mu-plugins"), join(content, "uploads")]) {
    mkdirSync(d, { recursive: true });
  }
  const stops = [];
  // The database's files (116 MB a run) go with the servers; the logs stay.
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s().catch(() => {});
    rmSync(data, { recursive: true, force: true });
  };
  try {
    await run("mariadb-install-db", ["--user=root", `--datadir=${data}`, "--auth-root-authentication-method=normal", "--skip-test-db"]);
    const db = daemon("mariadbd", [
      "--no-defaults", "--user=root", `--datadir=${data}`, `--socket=${join(data, "sock")}`, `--port=${dbPort}`,
      "--bind-address=127.0.0.1", `--pid-file=${join(data, "pid")}`, "--skip-log-bin", "--innodb-buffer-pool-size=32M",
    ], { log: join(dir, "mariadb.log") });
    stops.push(db.stop);
    await listening(dbPort, db.child);

    // Debian's wp-config.php reads /etc/wordpress/config-$WORDPRESS_CONFIG.php.
    const name = `arimaa-test-${webPort}`;
    const config = `/etc/wordpress/config-${name}.php`;
    const url = `http://127.0.0.1:${webPort}`;
    writeFileSync(config, wpConfig({ dbPort, content, url }));
    stops.push(async () => rmSync(config, { force: true }));
    if (plugin) assemblePlugin(join(content, "plugins/arimaa-viewer"));
    if (locale) {
      // WordPress sets WPLANG only to a language it has installed: an empty core pack
      // for the locale stands for the real one (WordPress's own words stay English).
      mkdirSync(join(content, "languages"), { recursive: true });
      writeFileSync(join(content, `languages/${locale}.mo`), mo([["", `Language: ${locale}\nContent-Type: text/plain; charset=UTF-8\n`]]));
    }
    symlinkSync("/usr/share/wordpress/wp-content/themes/twentytwentythree", join(content, "themes/twentytwentythree"));
    // A classic theme beside the block theme, chosen per page by ?arimaa-theme= (theme.php).
    symlinkSync("/usr/share/wordpress/wp-content/themes/twentytwentyone", join(content, "themes/twentytwentyone"));
    cpSync(join(HERE, "wordpress/optimizer.php"), join(content, "mu-plugins/optimizer.php"));
    cpSync(join(HERE, "wordpress/theme.php"), join(content, "mu-plugins/theme.php"));

    const env = { ...process.env, WORDPRESS_CONFIG: name, ARIMAA_WP_PLUGIN: plugin ? "activate" : "none", ARIMAA_WP_LOCALE: locale };
    const admin = { user: "admin", password: "admin-pass-1" };
    const author = { user: "author", password: "author-pass-1" };
    await run("php", [join(HERE, "wordpress/install.php"), admin.password], { env });
    const blockPosts = join(dir, "block-posts.json");
    writeFileSync(blockPosts, JSON.stringify(blocks));
    const { stdout } = await run("php", [join(HERE, "wordpress/site.php"), author.password, record, hostile, blockPosts], { env });
    const posts = JSON.parse(stdout.trim().split("\n").pop());

    const web = daemon("php", ["-S", `127.0.0.1:${webPort}`, "-t", "/usr/share/wordpress", join(HERE, "wordpress/router.php")], {
      env: { WORDPRESS_CONFIG: name, ARIMAA_WP_CONTENT: content, PHP_CLI_SERVER_WORKERS: "4" },
      log: join(dir, "php.log"),
    });
    stops.push(web.stop);
    await listening(webPort, web.child);
    return { url, dir, content, posts, admin, author, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

const php = (s) => `'${String(s).replace(/[\\']/g, (c) => `\\${c}`)}'`;

/** The site's config: scratch database and content, no outgoing HTTP, no cron. */
function wpConfig({ dbPort, content, url }) {
  const keys = ["AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY", "AUTH_SALT", "SECURE_AUTH_SALT", "LOGGED_IN_SALT", "NONCE_SALT"];
  return `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', ${php(`127.0.0.1:${dbPort}`)});
define('DB_HOST_ONLY', '127.0.0.1');
define('DB_PORT', ${dbPort});
define('WP_CONTENT_DIR', ${php(content)});
define('WP_CONTENT_URL', ${php(`${url}/wp-content`)});
define('WP_HOME', ${php(url)});
define('WP_SITEURL', ${php(url)});
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_DEBUG', false);
${keys.map((k) => `define('${k}', ${php(`test-${k}-${dbPort}`)});`).join("\n")}
`;
}

/** Whether the Debian packages the blog tests need are there (scripts/setup-blog.sh). */
export const installed = () =>
  existsSync("/usr/share/wordpress/wp-load.php") && existsSync("/usr/share/wordpress/wp-content/themes/twentytwentythree") &&
  existsSync("/usr/share/wordpress/wp-content/themes/twentytwentyone");
