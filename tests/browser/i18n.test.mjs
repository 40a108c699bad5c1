// Words in the reader's language (issue 36): a German page shows German controls, a
// German section of an English page only there, a new `lang` relabels without reading
// the record again. The pseudo-locale en-XA over every state: pseudo.test.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { useBrowser, watch } from "./harness.mjs";

const env = useBrowser();
const DEMO = readFileSync(new URL("../../www/demo/games/demo.fan", import.meta.url), "utf8");

/**
 * The demo page with viewers: [id, attributes, record, the lang of a section around it or null].
 * @param {{ width: number, height: number }} viewport
 * @param {string | null} pageLang
 * @param {[string, Record<string, string>, string, string | null][]} viewers
 */
async function open(viewport, pageLang, viewers) {
  const context = await env.browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = watch(page);
  await page.goto(new URL("demo/index.html", env.url).href, { waitUntil: "load" });
  await page.evaluate(([pageLang, viewers]) => {
    if (pageLang) document.documentElement.lang = pageLang;
    else document.documentElement.removeAttribute("lang");
    window.__loads = {};
    for (const [id, attrs, record, section] of viewers.reverse()) {
      const v = document.createElement("arimaa-viewer");
      v.id = id;
      for (const [k, val] of Object.entries({ controls: "", "move-list": "", loading: "eager", animation: "false", ...attrs })) v.setAttribute(k, val);
      v.textContent = record;
      v.addEventListener("load", () => (window.__loads[id] = (window.__loads[id] ?? 0) + 1));
      let holder = v;
      if (section) {
        holder = document.createElement("section");
        holder.lang = section;
        holder.append(v);
      }
      document.querySelector("main").prepend(holder);
    }
  }, [pageLang, viewers]);
  for (const [id] of viewers) await page.waitForFunction((id) => window.__loads[id] >= 1, id);
  return { page, errors, context };
}

const name = (page, id, button) => page.evaluate(([id, b]) => document.getElementById(id).shadowRoot.querySelector(`button.${b}`).getAttribute("aria-label"), [id, button]);

test("a German page shows German controls; a German section of an English page is German only there", async () => {
  const { page, errors, context } = await open({ width: 1200, height: 900 }, "de", [["v", {}, DEMO, null]]);
  await page.waitForFunction(() => document.getElementById("v").shadowRoot.querySelector("button.next").getAttribute("aria-label") === "Nächster Schritt");
  const before = await page.evaluate(() => document.getElementById("v").path);
  await page.locator("#v").getByRole("button", { name: "Nächster Zug", exact: true }).click();
  assert.notEqual(await page.evaluate(() => document.getElementById("v").path), before, "the German button moves");
  assert.equal(await page.evaluate(() => document.getElementById("v").shadowRoot.querySelector(".viewer").lang), "de");
  assert.deepEqual(errors, []);
  await context.close();

  const mixed = await open({ width: 1200, height: 900 }, "en", [["de", {}, DEMO, "de"], ["en", {}, DEMO, null]]);
  await mixed.page.waitForFunction(() => document.getElementById("de").shadowRoot.querySelector("button.flip").getAttribute("aria-label") === "Brett drehen");
  assert.equal(await name(mixed.page, "en", "flip"), "Flip board");
  assert.equal(await name(mixed.page, "de", "first"), "Erste Stellung");
  assert.deepEqual(mixed.errors, []);
  await mixed.context.close();
});

test("changing lang (the element's, or the page's) relabels without reading the record again", async () => {
  const { page, errors, context } = await open({ width: 1200, height: 900 }, null, [["v", {}, DEMO, null]]);
  await page.locator("#v").getByRole("button", { name: "Next move", exact: true }).click();
  const shown = await page.evaluate(() => document.getElementById("v").path);
  await page.evaluate(() => document.getElementById("v").setAttribute("lang", "de-AT"));
  await page.waitForFunction(() => document.getElementById("v").shadowRoot.querySelector("button.prevMove").getAttribute("aria-label") === "Vorheriger Zug");
  assert.equal(await page.locator("#v").getByRole("tree").getAttribute("aria-label"), "Züge");
  assert.equal(await page.evaluate(() => document.getElementById("v").path), shown, "the node shown stays");
  await page.evaluate(() => document.getElementById("v").removeAttribute("lang"));
  await page.waitForFunction(() => document.getElementById("v").shadowRoot.querySelector("button.prevMove").getAttribute("aria-label") === "Previous move");
  await page.evaluate(() => (document.documentElement.lang = "de"));
  await page.waitForFunction(() => document.getElementById("v").shadowRoot.querySelector("button.flip").getAttribute("aria-label") === "Brett drehen");
  assert.equal(await page.evaluate(() => window.__loads.v), 1, "no second load event");
  // A page adds its own words, without a release.
  await page.evaluate(() => customElements.get("arimaa-viewer").addMessages("de", { "arimaa-viewer-flip": "Umdrehen" }));
  await page.waitForFunction(() => document.getElementById("v").shadowRoot.querySelector("button.flip").getAttribute("aria-label") === "Umdrehen");
  assert.deepEqual(errors, []);
  await context.close();
});
