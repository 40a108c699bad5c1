// The element's browser suites run in a language, to find what pseudo.test.mjs does not
// visit: with ARIMAA_TEST_LANG=en-XA (harness.mjs), every page the tests open has that
// `lang` on its <html>, and every viewer on it is read (pseudo-check.mjs) when its
// context closes, the findings appended to test-results/sweep-<lang>.jsonl, one line a
// page. A finder, not a gate: the suites' own assertions of English words fail in it.
//
//   ARIMAA_TEST_LANG=en-XA node --test tests/browser/share.test.mjs tests/browser/edit-notes.test.mjs
//   node -e '…' test-results/sweep-en-XA.jsonl   (each line: test file, page, leaks, boxes)
import { appendFileSync, mkdirSync } from "node:fs";
import { basename } from "node:path";
import { englishLeft, boxProblems } from "./pseudo-check.mjs";

/**
 * Puts every context `browser` opens in `lang` and reads its viewers before it closes;
 * `sweepAll()` reads those still open (the harness's teardown).
 * @param {import("playwright-core").Browser} browser
 * @param {string} lang
 * @param {string} dir test-results/
 */
export function sweepContexts(browser, lang, dir) {
  mkdirSync(dir, { recursive: true });
  const file = `${dir}sweep-${lang}.jsonl`;
  const swept = new WeakSet();
  const sweepOnce = (context) => {
    if (swept.has(context)) return Promise.resolve();
    swept.add(context);
    return sweep(context, file);
  };
  browser.on("context", (context) => {
    // A wait for an English name never ends here: it fails sooner, and the sweep goes on.
    context.setDefaultTimeout(5000);
    // The <html> element exists once the parser made it: lang over the page's own.
    void context.addInitScript((lang) => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement) return;
        document.documentElement.lang = lang;
        observer.disconnect();
      }).observe(document, { childList: true });
    }, lang);
    const close = context.close.bind(context);
    context.close = async (...args) => {
      await sweepOnce(context);
      return close(...args);
    };
  });
  return { sweepAll: () => Promise.all(browser.contexts().map(sweepOnce)) };
}

/** Reads the viewers of each page of `context` and appends what it found to `file`. */
async function sweep(context, file) {
  for (const page of context.pages()) {
    if (page.isClosed()) continue;
    try {
      const viewers = await page.evaluate(() =>
        [...document.querySelectorAll("arimaa-viewer")].map((v, i) => {
          if (!v.id) v.id = `sweep-${i}`;
          return [v.id, v.record];
        }),
      );
      if (!viewers.length) continue;
      const ids = viewers.map(([id]) => id);
      const { leaks, expected } = await englishLeft(page, ids, Object.fromEntries(viewers));
      const boxes = await boxProblems(page, ids);
      appendFileSync(file, `${JSON.stringify({ file: basename(process.argv[1] ?? ""), page: page.url(), leaks, boxes, expected: expected.map((e) => e.run) })}\n`);
    } catch (error) {
      appendFileSync(file, `${JSON.stringify({ file: basename(process.argv[1] ?? ""), page: page.url(), error: String(error) })}\n`);
    }
  }
}
