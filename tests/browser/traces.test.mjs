// The harness's traces (useBrowser): a failed test leaves a Playwright trace of what it
// did in test-results/traces/, a passing one leaves none.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { TRACES } from "./harness.mjs";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PLAYWRIGHT_CLI = join(dirname(fileURLToPath(import.meta.resolve("playwright-core/package.json"))), "cli.js");

test("a failed test leaves its trace, with the page's actions in it; a passing test leaves none", () => {
  const mine = () => (existsSync(TRACES) ? readdirSync(TRACES).filter((f) => f.startsWith("traces-fixture--")) : []);
  for (const f of mine()) rmSync(TRACES + f);
  // A runner of its own: not this file's child-of-a-runner protocol.
  const env = { ...process.env };
  delete env.NODE_TEST_CONTEXT;
  const run = spawnSync(process.execPath, ["--test", "--test-reporter=tap", "tests/browser/traces-fixture.mjs"], {
    cwd: ROOT,
    env,
    encoding: "utf8",
  });
  assert.match(run.stdout, /^# pass 1$/m, run.stdout + run.stderr);
  assert.match(run.stdout, /^# fail 2$/m, run.stdout + run.stderr);
  assert.deepEqual(mine().sort(), [
    "traces-fixture--fails-after-a-click.zip",
    "traces-fixture--fails-after-closing-its-own-context.zip",
  ]);
  assert.match(run.stdout, /trace of the failed test "fails after a click": test-results\/traces\/traces-fixture--fails-after-a-click\.zip/);
  // What the trace viewer would show: the click on the board, read back by Playwright's own CLI.
  const cli = (...args) =>
    spawnSync(process.execPath, [PLAYWRIGHT_CLI, "trace", ...args], { cwd: ROOT, encoding: "utf8" });
  const opened = cli("open", `${TRACES}traces-fixture--fails-after-a-click.zip`);
  assert.equal(opened.status, 0, opened.stderr);
  const actions = cli("actions").stdout;
  cli("close");
  assert.match(actions, /Navigate[\s\S]*index\.html[\s\S]*Click[\s\S]*locator\('#demo'\)/, actions);
  for (const f of mine()) rmSync(TRACES + f);
});
