// The static server the demo and every end-to-end test rely on (no browser needed).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { request } from "node:http";
import { mkdtempSync, mkdirSync, writeFileSync, symlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { startServer, CSP } from "../../scripts/serve.mjs";

let dir, server;
before(async () => {
  const base = mkdtempSync(join(tmpdir(), "serve-test-"));
  dir = join(base, "root");
  mkdirSync(join(dir, "sub"), { recursive: true });
  writeFileSync(join(dir, "index.html"), "<!doctype html>home");
  writeFileSync(join(dir, "sub", "index.html"), "sub");
  writeFileSync(join(dir, "a.wasm"), Buffer.from([0, 97, 115, 109]));
  writeFileSync(join(dir, "m.mjs"), "export {}");
  writeFileSync(join(base, "secret.txt"), "secret");
  symlinkSync(join(base, "secret.txt"), join(dir, "link.txt"));
  server = await startServer({ root: dir, port: 0 });
});
after(async () => {
  await server?.close();
  rmSync(join(dir, ".."), { recursive: true, force: true });
});

// Raw requests, so paths like /../ reach the server unnormalized.
function get(path, method = "GET", headers = {}) {
  return new Promise((ok, fail) => {
    const req = request({ host: "127.0.0.1", port: server.port, path, method, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8").on("data", (d) => (body += d));
      res.on("end", () => ok({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on("error", fail).end();
  });
}

test("listens on 127.0.0.1 only", () => {
  assert.equal(server.server.address().address, "127.0.0.1");
  assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test("serves index.html for directories, with the strict CSP", async () => {
  const res = await get("/");
  assert.equal(res.status, 200);
  assert.equal(res.body, "<!doctype html>home");
  assert.equal(res.headers["content-type"], "text/html; charset=utf-8");
  assert.equal(res.headers["content-security-policy"], CSP);
  assert.equal((await get("/sub/")).body, "sub");
  const redirect = await get("/sub");
  assert.equal(redirect.status, 301);
  assert.equal(redirect.headers.location, "/sub/");
});

test("MIME types for wasm and modules", async () => {
  assert.equal((await get("/a.wasm")).headers["content-type"], "application/wasm");
  assert.equal((await get("/m.mjs")).headers["content-type"], "text/javascript; charset=utf-8");
});

test("404 for missing files, 405 for other methods", async () => {
  assert.equal((await get("/nope.js")).status, 404);
  assert.equal((await get("/", "POST")).status, 405);
  const head = await get("/a.wasm", "HEAD");
  assert.equal(head.status, 200);
  assert.equal(head.body, "");
});

test("never serves files outside the root", async () => {
  for (const path of ["/../secret.txt", "/..%2fsecret.txt", "/%2e%2e/secret.txt", "/sub/../../secret.txt", "/link.txt", "/%00"]) {
    const res = await get(path);
    assert.ok(res.status === 404 || res.status === 400, `${path}: ${res.status}`);
    assert.ok(!res.body.includes("secret"), path);
  }
});

test("CSP can be turned off", async () => {
  const plain = await startServer({ root: dir, port: 0, csp: false });
  try {
    const res = await new Promise((ok) => request(plain.url, ok).end());
    assert.equal(res.headers["content-security-policy"], undefined);
    res.resume();
  } finally {
    await plain.close();
  }
});

test("gzip when the client accepts it, for text and wasm only", async () => {
  const raw = (path) =>
    new Promise((ok, fail) => {
      const headers = { "accept-encoding": "gzip, deflate, br" };
      request({ host: "127.0.0.1", port: server.port, path, headers }, (res) => {
        const chunks = [];
        res.on("data", (d) => chunks.push(d)).on("end", () => ok({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on("error", fail).end();
    });
  const page = await raw("/");
  assert.equal(page.headers["content-encoding"], "gzip");
  assert.equal(page.headers["content-length"], undefined);
  assert.equal(page.headers.vary, "Accept-Encoding");
  assert.equal(gunzipSync(page.body).toString(), "<!doctype html>home");
  const wasm = await raw("/a.wasm");
  assert.equal(wasm.headers["content-encoding"], "gzip");
  assert.deepEqual([...gunzipSync(wasm.body)], [0, 97, 115, 109]);
  // Without Accept-Encoding: the bytes as stored, with their length.
  const plain = await get("/a.wasm");
  assert.equal(plain.headers["content-encoding"], undefined);
  assert.equal(plain.headers["content-length"], "4");
  // HEAD says what GET would send.
  assert.equal((await get("/", "HEAD", { "accept-encoding": "gzip" })).headers["content-encoding"], "gzip");
});
