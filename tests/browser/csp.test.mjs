// The viewer under the exact strict policy of issue #8: records inline, from
// `src` and through the `record` property, keyboard navigation, and not one
// console error or CSP violation.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, screenshot } from "./harness.mjs";
import { ready, recordEvents, events, shadowTextMatching } from "./viewer-helpers.mjs";

const POLICY =
  "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; connect-src 'self'";

const env = useBrowser();

const violations = (page) => page.evaluate(() => window.__violations.slice());

test("the test page is served with exactly the issue's policy", async () => {
  const res = await fetch(new URL("test-pages/csp.html", env.url));
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-security-policy"), POLICY);
});

test("inline, src and property records work under the strict CSP with no errors or violations", async () => {
  const { page, errors } = await env.open("test-pages/csp.html", { viewport: { width: 900, height: 900 } });
  await recordEvents(page);
  for (const id of ["#src", "#inline", "#prop"]) await ready(page, id);
  const formats = await page.evaluate(() =>
    ["src", "inline", "prop"].map((id) => document.getElementById(id).game.format()));
  assert.deepEqual(formats, ["fan", "fan", "fan"]);
  assert.equal(await page.evaluate(() => document.getElementById("src").path), "9g");

  // Keys on the focused viewer.
  await page.focus("#src");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("End");
  await page.focus("#inline");
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await page.focus("#prop");
  await page.keyboard.press("ArrowDown");
  const paths = (await events(page, "pathchange")).map((e) => `${e.id} ${e.detail.path}`);
  assert.ok(paths.includes("src 9s"), paths.join(", "));
  assert.ok(paths.includes("inline 1s"), paths.join(", "));
  assert.ok(paths.some((p) => p.startsWith("prop ")), paths.join(", "));
  assert.match(await shadowTextMatching(page, "#prop", ".caption", /record property/), /set through the record property/);
  await ready(page, "#src");
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, "csp-page");

  assert.deepEqual(await violations(page), []);
  assert.deepEqual(errors, []);

  // The policy is in force: an inline style element is refused and reported.
  await page.evaluate(() => {
    const s = document.createElement("style");
    s.textContent = "body { background: red }";
    document.head.append(s);
  });
  await page.waitForFunction(() => window.__violations.length > 0);
  assert.match((await violations(page))[0], /^style-src/);
});
