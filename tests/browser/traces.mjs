// Playwright traces of the browser tests, kept only for the tests that fail (what
// @playwright/test calls trace: "retain-on-failure"): each context a test opens is traced
// from its creation, with screenshots and DOM snapshots, and saved as
// test-results/traces/<file>--<test>.zip when the test fails. Open one with
//   npx playwright-core show-trace test-results/traces/<file>--<test>.zip
// or read it without a display: npx playwright-core trace open …, then trace actions.
import { mkdirSync, renameSync, rmSync } from "node:fs";
import { basename, join, relative } from "node:path";

/** test-results/traces/<file>--<test>.zip, in a name any file system takes. */
function traceName(dir, testName, index) {
  const file = basename(process.argv[1] ?? "test").replace(/(\.test)?\.m?js$/, "");
  const slug = testName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 80);
  return join(dir, `${file}--${slug}${index > 0 ? `-${index + 1}` : ""}.zip`);
}

/**
 * Traces the contexts `browser` opens while a test runs (between `begin` and `end`);
 * contexts opened by before() hooks belong to no one test and are not traced.
 */
export function traceFailures(browser, dir) {
  let running = null; // the test now running and the contexts it opened
  let pending = 0;

  // Stops a context's trace, into `path` or (no path) thrown away. Once per context.
  const stop = (entry, path) =>
    (entry.stopped ??= entry.started
      .then(() => entry.context.tracing.stop(path ? { path } : {}))
      .then(() => path ?? null, () => null));

  browser.on("context", (context) => {
    if (!running) return;
    const entry = {
      context,
      started: context.tracing.start({ title: running.name, screenshots: true, snapshots: true }),
      // Set when the test closed the context itself: its trace had to be written
      // before the close, when it was not yet known whether the test would pass.
      written: null,
    };
    running.entries.push(entry);
    const close = context.close.bind(context);
    context.close = async (options) => {
      mkdirSync(dir, { recursive: true });
      entry.written = await stop(entry, join(dir, `.pending-${process.pid}-${pending++}.zip`));
      return close(options);
    };
  });

  return {
    begin(t) {
      running = { name: t.name, entries: [] };
    },

    /** Keeps the traces of `t` if it failed (and says where), else throws them away. */
    async end(t) {
      const entries = running?.entries ?? [];
      running = null;
      const kept = [];
      for (const [index, entry] of entries.entries()) {
        const path = traceName(dir, t.name, index);
        if (entry.written) {
          if (t.passed) rmSync(entry.written, { force: true });
          else {
            renameSync(entry.written, path);
            kept.push(path);
          }
        } else if (t.passed) {
          await stop(entry);
        } else {
          mkdirSync(dir, { recursive: true });
          if (await stop(entry, path)) kept.push(path);
        }
      }
      for (const path of kept) console.log(`trace of the failed test "${t.name}": ${relative(process.cwd(), path)}`);
    },
  };
}
