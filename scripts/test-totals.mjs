// The totals of `npm test` and `npm run test:<step>`, read from the JUnit XML each step
// leaves in test-results/ (never from its console output), and the results of the
// steps that are a single check.
//
//   node scripts/test-totals.mjs summary STEP...   the table, the failed tests, "N passed, N failed"
//   node scripts/test-totals.mjs check STEP WHAT   writes test-results/STEP.xml for a one-check step
//   node scripts/test-totals.mjs show FILE         prints a JUnit file's tests as lines (doc tests)
//
// A step's results are test-results/STEP.xml and test-results/STEP.*.xml; its exit code and
// time are in test-results/STEP.status ("exit seconds", written by scripts/test-step.sh).
// A <testcase> with <failure> or <error> failed, with <skipped> is not counted, else it
// passed. A step that exits non-zero without reporting a failure (a compile error, a
// crash, a runner that never started) counts as one failed test, as does a missing or
// unreadable report: nothing that fails can add up to "0 failed".
import { readFileSync, readdirSync, writeFileSync, existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { JSDOM } from "jsdom";

const RESULTS = fileURLToPath(new URL("../test-results/", import.meta.url));
const xmlParser = new new JSDOM("").window.DOMParser();

/** The test cases of one JUnit document, or null if it is not well-formed XML. */
function testCases(xml) {
  const doc = xmlParser.parseFromString(xml, "text/xml");
  if (doc.getElementsByTagName("parsererror").length > 0) return null;
  return [...doc.getElementsByTagName("testcase")].map((c) => {
    const problem = [...c.children].find((e) => e.tagName === "failure" || e.tagName === "error");
    const skipped = [...c.children].some((e) => e.tagName === "skipped");
    const suite = c.getAttribute("classname");
    return {
      name: suite && suite !== "test" ? `${suite} › ${c.getAttribute("name")}` : c.getAttribute("name"),
      outcome: problem ? "failed" : skipped ? "skipped" : "passed",
      message: problem ? (problem.getAttribute("message") || problem.textContent).trim() : "",
      output: [...c.children].filter((e) => e.tagName === "system-out" || e.tagName === "system-err").map((e) => e.textContent).join(""),
    };
  });
}

/** Everything one step reported: counts, its failed tests, its exit code and time. */
export function stepResult(step) {
  const files = readdirSync(RESULTS)
    .filter((f) => f === `${step}.xml` || (f.startsWith(`${step}.`) && f.endsWith(".xml")))
    .sort();
  let passed = 0;
  let failed = 0;
  const failures = [];
  for (const file of files) {
    const cases = testCases(readFileSync(RESULTS + file, "utf8"));
    if (cases === null) {
      failed++;
      failures.push(`${file}: not well-formed XML (the reporter was cut short?)`);
      continue;
    }
    for (const c of cases) {
      if (c.outcome === "passed") passed++;
      if (c.outcome === "failed") {
        failed++;
        failures.push(c.name);
      }
    }
  }
  const [exit, seconds] = existsSync(`${RESULTS}${step}.status`)
    ? readFileSync(`${RESULTS}${step}.status`, "utf8").trim().split(/\s+/).map(Number)
    : [1, 0];
  if (files.length === 0) {
    failed++;
    failures.push(`${step}: no test-results/${step}.xml (the step never reported)`);
  } else if (exit !== 0 && failed === 0) {
    failed++;
    failures.push(`${step}: exited with ${exit} without a failed test (see test-results/${step}.log)`);
  }
  return { step, passed, failed, exit, seconds, failures };
}

function summary(steps) {
  const results = steps.map(stepResult);
  console.log("\n=== summary");
  for (const r of results) {
    const state = r.exit === 0 && r.failed === 0 ? "ok" : "FAIL";
    console.log(`${r.step.padEnd(7)} ${state.padEnd(4)} ${String(r.passed).padStart(4)} passed, ${r.failed} failed  (${r.seconds}s)`);
  }
  const failures = results.flatMap((r) => r.failures.map((f) => `  ${r.step}: ${f}`));
  if (failures.length > 0) console.log(`\nfailed:\n${failures.join("\n")}`);
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 && results.every((r) => r.exit === 0) ? 0 : 1;
}

const escape = (s) =>
  s.replace(/[<>&"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;" })[c])
    // XML 1.0 allows no control characters but tab, newline and return (a log may hold ANSI colours).
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");

/** A one-test JUnit file for a step that is a single check (build, size, …) named `what`: it passed if it exited 0. */
function check(step, what) {
  const [exit, seconds] = readFileSync(`${RESULTS}${step}.status`, "utf8").trim().split(/\s+/).map(Number);
  let failure = "";
  if (exit !== 0) {
    const log = existsSync(`${RESULTS}${step}.log`) ? readFileSync(`${RESULTS}${step}.log`, "utf8") : "";
    const tail = log.trimEnd().split("\n").slice(-30).join("\n");
    failure = `<failure message="exited with ${exit}">${escape(tail)}</failure>`;
  }
  writeFileSync(
    `${RESULTS}${step}.xml`,
    `<?xml version="1.0" encoding="utf-8"?>\n<testsuites><testsuite name="${step}" tests="1" failures="${exit === 0 ? 0 : 1}">` +
      `<testcase name="${escape(what)}" time="${seconds}">${failure}</testcase></testsuite></testsuites>\n`,
  );
}

/** A JUnit file's tests as one line each, for runners whose only report is the file (doc tests). */
function show(file) {
  const cases = testCases(readFileSync(file, "utf8"));
  if (cases === null) return console.log(`${file}: not well-formed XML`);
  for (const c of cases) console.log(`test ${c.name} ... ${c.outcome === "passed" ? "ok" : c.outcome === "failed" ? "FAILED" : "ignored"}`);
  for (const c of cases.filter((c) => c.outcome === "failed")) console.log(`\n---- ${c.name} ----\n${c.message}\n${c.output}`);
  const count = (o) => cases.filter((c) => c.outcome === o).length;
  console.log(`${cases.length} tests: ${count("passed")} passed, ${count("failed")} failed, ${count("skipped")} ignored`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (command === "summary") process.exitCode = summary(args);
  else if (command === "check") check(args[0], args[1] ?? args[0]);
  else if (command === "show") show(args[0]);
  else {
    console.error("usage: test-totals.mjs summary STEP... | check STEP WHAT | show FILE");
    process.exitCode = 2;
  }
}
