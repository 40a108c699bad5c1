// Takes docs/screenshot.png, the picture at the top of the README: the one-tag page
// (www/demo/embed.html, the shipped bundle) in headless Chromium, at the end of its game.
//
//   node scripts/screenshot.mjs      (after scripts/build-wasm.sh)

import { fileURLToPath } from "node:url";
import { statSync } from "node:fs";
import { setup } from "../tests/browser/harness.mjs";
import { ready } from "../tests/browser/viewer-helpers.mjs";

const out = fileURLToPath(new URL("../docs/screenshot.png", import.meta.url));
const env = await setup();
try {
  const { page, errors } = await env.open("demo/embed.html", { viewport: { width: 720, height: 480 } });
  await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await ready(page, "#embed");
  await page.locator("#embed").focus();
  await page.keyboard.press("End");
  await page.keyboard.press("ArrowLeft");
  await page.waitForFunction(() => document.querySelector("#embed").path === "2s:3");
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.locator("#embed").screenshot({ path: out });
  if (errors.length) throw new Error(errors.join("\n"));
  console.log(`screenshot: ${out} (${statSync(out).size} B)`);
} finally {
  await env.teardown();
}
