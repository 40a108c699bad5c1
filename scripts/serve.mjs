// A small static file server for www/ (no dependencies). Serving www/, it sends / to
// the demo (/demo/): the demo's pages link their styles, games and the element by
// relative URLs, which hold only at the demo's own address.
//
//   node scripts/serve.mjs [--root DIR] [--no-csp] [--cors]     PORT env (default 8080)
//
// or from a test:  const { url, close } = await startServer({ port: 0 });
//
// Compresses text, scripts and wasm with gzip when the client accepts it, as real
// hosts do (the page-load benchmark needs the bytes a visitor would fetch).
//
// Binds to 127.0.0.1 only. Every response carries a strict Content-Security-Policy
// unless disabled, so the product is always exercised the way a strict host page
// would embed it: no inline scripts or styles, wasm allowed. `csp` may also be a
// policy of its own (a page that loads the package from another origin must allow
// that origin), and `cors` adds Access-Control-Allow-Origin: * (a CDN's headers).

import { createServer } from "node:http";
import { createReadStream } from "node:fs";
import { createGzip } from "node:zlib";
import { realpath, stat } from "node:fs/promises";
import { extname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

export const CSP = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
].join("; ");

const MIME = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".ts": "text/plain; charset=utf-8",
  ".fan": "text/plain; charset=utf-8",
  ".tsv": "text/plain; charset=utf-8",
};

export const DEFAULT_ROOT = fileURLToPath(new URL("../www/", import.meta.url));
/** Where / leads when www/ is served: the demo. */
export const HOME = "/demo/";

/** Content type for a file name; unknown kinds are served as opaque bytes. */
export function mimeType(path) {
  return MIME[extname(path).toLowerCase()] ?? "application/octet-stream";
}

/**
 * Starts serving `root`. `port: 0` picks a free port.
 * Resolves to { server, port, url, close() }; `url` ends with "/".
 */
export async function startServer({
  root = DEFAULT_ROOT,
  port = 0,
  host = "127.0.0.1",
  csp = true,
  cors = false,
  log = false,
} = {}) {
  const realRoot = await realpath(resolve(root));
  const home = realRoot === (await realpath(DEFAULT_ROOT)) ? HOME : null;
  const policy = { csp, cors, home };
  const server = createServer((req, res) => {
    handle(realRoot, policy, req, res).catch((err) => {
      if (!res.headersSent) send(res, 500, policy, "internal error\n");
      else res.destroy(err);
    });
    if (log) res.on("finish", () => console.log(`${res.statusCode} ${req.method} ${req.url}`));
  });
  await new Promise((ok, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => {
      server.off("error", fail);
      ok();
    });
  });
  const actual = server.address().port;
  return {
    server,
    port: actual,
    url: `http://${host}:${actual}/`,
    close: () =>
      new Promise((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      }),
  };
}

function headers({ csp, cors }, extra) {
  const h = {
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
    ...extra,
  };
  if (csp) h["Content-Security-Policy"] = typeof csp === "string" ? csp : CSP;
  if (cors) h["Access-Control-Allow-Origin"] = "*";
  return h;
}

function send(res, status, policy, text, extra = {}) {
  res.writeHead(status, headers(policy, { "Content-Type": "text/plain; charset=utf-8", ...extra }));
  res.end(res.req.method === "HEAD" ? undefined : text);
}

async function handle(root, policy, req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") {
    return send(res, 405, policy, "method not allowed\n", { Allow: "GET, HEAD" });
  }
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(req.url, "http://localhost").pathname);
  } catch {
    return send(res, 400, policy, "bad request\n");
  }
  if (pathname.includes("\0")) return send(res, 400, policy, "bad request\n");
  if (pathname === "/" && policy.home) return send(res, 302, policy, "found\n", { Location: policy.home });

  const file = await locate(root, pathname);
  if (file === null) return send(res, 404, policy, "not found\n");
  if (file.redirect) {
    return send(res, 301, policy, "moved\n", { Location: file.redirect });
  }
  const type = mimeType(file.path);
  const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
  const length = gzip ? { "Content-Encoding": "gzip" } : { "Content-Length": file.size };
  res.writeHead(200, headers(policy, { "Content-Type": type, Vary: "Accept-Encoding", ...length }));
  if (req.method === "HEAD") return res.end();
  const body = createReadStream(file.path).on("error", (err) => res.destroy(err));
  (gzip ? body.pipe(createGzip()).on("error", (err) => res.destroy(err)) : body).pipe(res);
}

// Images and fonts are compressed already.
const COMPRESSIBLE = /^(text\/|application\/(wasm|json)|image\/svg)/;

/** The file a URL path names inside root, following symlinks but never leaving root. */
async function locate(root, pathname) {
  let path = resolve(join(root, pathname));
  if (!inside(root, path)) return null;
  try {
    path = await realpath(path);
    if (!inside(root, path)) return null;
    let info = await stat(path);
    if (info.isDirectory()) {
      if (!pathname.endsWith("/")) return { redirect: `${encodeURI(pathname)}/` };
      path = join(path, "index.html");
      info = await stat(path);
    }
    return info.isFile() ? { path, size: info.size } : null;
  } catch {
    return null;
  }
}

function inside(root, path) {
  return path === root || path.startsWith(root + sep);
}

function parseArgs(argv) {
  const opts = { root: DEFAULT_ROOT, csp: true, cors: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--no-csp") opts.csp = false;
    else if (arg === "--cors") opts.cors = true;
    else if (arg === "--root" && i + 1 < argv.length) opts.root = argv[++i];
    else {
      console.error(`usage: node scripts/serve.mjs [--root DIR] [--no-csp] [--cors]  (PORT env, default 8080)`);
      process.exit(2);
    }
  }
  return opts;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opts = parseArgs(process.argv.slice(2));
  const port = Number(process.env.PORT ?? 8080);
  const { url } = await startServer({ ...opts, port, log: true }).catch((err) => {
    console.error(`serve: cannot listen on 127.0.0.1:${port}: ${err.message}`);
    process.exit(1);
  });
  console.log(`Serving ${opts.root} at ${url}${opts.csp ? " (strict CSP)" : ""}`);
  console.log("Press Ctrl+C to stop.");
}
