// Page CSS that reaches everything (`* { font-size: 30px !important; line-height: 3;
// color: #ddd … }`) must not change how the viewer looks: page rules stop at the
// shadow root, and nothing they set on the host is inherited inside it. Pages size
// the viewer's text on purpose with --arimaa-viewer-font-size.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { setup, RESULTS } from "./harness.mjs";
import { ready } from "./viewer-helpers.mjs";

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

const VIEWERS = ["#light", "#dark"];

/** What a reader sees of viewer `selector`: row heights, text colours and sizes. */
const measures = (page, selector) => page.evaluate((s) => {
  const root = document.querySelector(s).shadowRoot;
  const row = root.querySelector(".entry");
  const text = root.querySelector(".entry .text");
  const comment = root.querySelector(".caption .comment:not([hidden])");
  const style = (n) => n && getComputedStyle(n);
  return {
    rowHeight: row.getBoundingClientRect().height,
    textColour: style(text).color,
    textSize: style(text).fontSize,
    lineHeight: style(row).lineHeight,
    transform: style(text).textTransform,
    commentSize: style(comment)?.fontSize ?? null,
    buttonHeight: root.querySelector("button[data-action]").getBoundingClientRect().height,
    width: document.querySelector(s).getBoundingClientRect().width,
    height: document.querySelector(s).getBoundingClientRect().height,
  };
}, selector);

/** Two frames: the viewer re-renders in the next animation frame. */
const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test("a page's `* { font-size: 30px !important; line-height: 3; color: #ddd }` leaves the viewer as it was", async () => {
  const { page, errors } = await env.open("test-pages/hostile-css.html", { viewport: { width: 1000, height: 1600 } });
  for (const v of VIEWERS) await ready(page, v);
  await frames(page);
  const plain = {};
  for (const v of VIEWERS) {
    plain[v] = { measures: await measures(page, v), png: await page.locator(v).screenshot({ path: `${RESULTS}hostile-css-plain${v.slice(1)}.png` }) };
  }
  // The hostile sheet, as a page would link it (a <link>: the CSP allows 'self' sheets).
  await page.evaluate(() => new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href: "hostile-css.css" });
    link.onload = resolve;
    link.onerror = reject;
    document.head.append(link);
  }));
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector("p")).fontSize), "30px", "the sheet applies to the page");
  await frames(page);
  for (const v of VIEWERS) {
    const hostile = await measures(page, v);
    assert.deepEqual(hostile, plain[v].measures, `${v} measures the same`);
    assert.ok(hostile.rowHeight < 100, `${v}: the first row (three lines) is ${hostile.rowHeight} px tall`);
    const png = await page.locator(v).screenshot({ path: `${RESULTS}hostile-css-hostile${v.slice(1)}.png` });
    assert.ok(png.equals(plain[v].png), `${v} looks the same, pixel for pixel`);
  }
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(errors, []);
});

test("--arimaa-viewer-font-size sizes the viewer's text, set on the element or an ancestor", async () => {
  const { page, errors } = await env.open("test-pages/hostile-css.html", { viewport: { width: 1000, height: 1600 } });
  await ready(page, "#light");
  await frames(page);
  const before = await measures(page, "#light");
  const px = (n) => `${Math.round(n * 0.92 * 100) / 100}px`; // .text is 0.92em
  assert.equal(before.textSize, px(14));
  // On the element (through its class: the CSP forbids inline styles, the CSSOM is fine).
  await page.evaluate(() => document.querySelector("#light").style.setProperty("--arimaa-viewer-font-size", "20px"));
  await frames(page);
  let now = await measures(page, "#light");
  assert.equal(now.textSize, px(20));
  assert.ok(now.rowHeight > before.rowHeight * 1.3, `rows grow: ${before.rowHeight} → ${now.rowHeight}`);
  // On an ancestor, inherited like any custom property.
  await page.evaluate(() => {
    document.querySelector("#light").style.removeProperty("--arimaa-viewer-font-size");
    document.body.style.setProperty("--arimaa-viewer-font-size", "18px");
  });
  await frames(page);
  now = await measures(page, "#light");
  assert.equal(now.textSize, px(18));
  assert.equal((await measures(page, "#dark")).textSize, px(18));
  assert.deepEqual(errors, []);
});
