// Run by traces.test.mjs under its own `node --test`: one test that passes and two that
// fail on purpose (one after closing its own context), each after opening a page.
import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser } from "./harness.mjs";

const env = useBrowser();

test("passes", async () => {
  const { page } = await env.open("demo/index.html");
  await page.keyboard.press("End");
});

test("fails after a click", async () => {
  const { page } = await env.open("demo/index.html");
  await page.locator("#demo").click();
  assert.fail("on purpose");
});

test("fails after closing its own context", async () => {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL("demo/index.html", env.url).href);
  await context.close();
  assert.fail("on purpose");
});
