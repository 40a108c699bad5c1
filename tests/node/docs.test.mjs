// The docs' snippets, kept true (scripts/docs/fences.mjs says how each block is marked):
// `js run` blocks run under Node against the built package, `console run` blocks run in
// bash with their output compared, `js check` blocks type-check against the package's
// .d.ts files; and the README stays short, its commands the ones package.json and
// .ci/run have. (`rust` blocks are doc tests: cargo test --doc. `live` blocks are read
// in Chromium by tests/browser/docs.test.mjs.)
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import MarkdownIt from "markdown-it";
import ts from "typescript";
import { sources } from "../../scripts/docs.mjs";
import { fences } from "../../scripts/docs/fences.mjs";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
// Inside the package, so that `arimaa-viewer/core` resolves to www/dist by its own name.
const SCRATCH = join(ROOT, "test-results/docs-snippets");
const md = new MarkdownIt({ html: true });

const blocks = [...sources().keys()].flatMap((file) =>
  fences(md, readFileSync(join(ROOT, file), "utf8"), file).map((block) => ({ ...block, file })),
);
const marked = (mark, lang) => blocks.filter((b) => b.mark === mark && b.lang === lang);

before(() => {
  rmSync(SCRATCH, { recursive: true, force: true });
  mkdirSync(SCRATCH, { recursive: true });
  // What the snippets name: the demo game, the puzzles, the archive's files.
  copyFileSync(join(ROOT, "www/demo/games/demo.fan"), join(SCRATCH, "game.fan"));
  copyFileSync(join(ROOT, "www/demo/games/puzzles.fan"), join(SCRATCH, "puzzles.fan"));
  for (const f of readdirSync(join(ROOT, "tests/data/arimaa"))) symlinkSync(join(ROOT, "tests/data/arimaa", f), join(SCRATCH, f));
  execFileSync("cargo", ["build", "--quiet", "--bin", "arimaa"], { cwd: ROOT, stdio: "inherit" });
});

test("the docs have snippets of each kind to check", () => {
  for (const [mark, lang] of [["run", "js"], ["run", "console"], ["check", "js"]]) {
    assert.ok(marked(mark, lang).length > 0, `${lang} ${mark}`);
  }
});

for (const block of marked("run", "js")) {
  test(`${block.file}:${block.line}: the js block runs under Node`, () => {
    const file = join(SCRATCH, `${block.file.replace(/\W+/g, "-")}-${block.line}.mjs`);
    writeFileSync(file, block.content);
    const run = spawnSync(process.execPath, [file], { cwd: SCRATCH, encoding: "utf8", timeout: 60_000 });
    assert.equal(run.status, 0, `${run.stderr}${run.stdout}`);
  });
}

for (const block of marked("run", "console")) {
  test(`${block.file}:${block.line}: each command prints what the block shows`, () => {
    for (const { command, expected } of commands(block.content)) {
      const run = spawnSync("bash", ["-o", "pipefail", "-c", `{ ${command}
} 2>&1`], {
        cwd: SCRATCH,
        encoding: "utf8",
        timeout: 120_000,
        env: { ...process.env, PATH: `${join(ROOT, "target/debug")}:${process.env.PATH}` },
      });
      assert.equal(run.status, 0, `$ ${command}\n${run.stdout}${run.stderr}`);
      assert.ok(matches(run.stdout.trimEnd().split("\n"), expected), `$ ${command}\nprinted:\n${run.stdout}\nexpected:\n${expected.join("\n")}`);
    }
  });
}

test("the js check blocks type-check against the package's .d.ts files", () => {
  const files = marked("check", "js").map((block) => {
    const file = join(SCRATCH, `${block.file.replace(/\W+/g, "-")}-${block.line}.check.mjs`);
    writeFileSync(file, `// @ts-check\n${block.content}`);
    return { file, block };
  });
  const program = ts.createProgram(
    files.map((f) => f.file),
    {
      allowJs: true, checkJs: true, noEmit: true, strict: true, skipLibCheck: false,
      module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022, lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"], types: [],
    },
  );
  const problems = ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file ? files.find((f) => f.file === d.file.fileName) : null;
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : 0;
    const place = where ? `${where.block.file}:${where.block.line + line}` : d.file?.fileName ?? "";
    return `${place}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
  assert.deepEqual(problems, []);
});

test("the README is a front page of at most 200 lines", () => {
  const lines = readFileSync(join(ROOT, "README.md"), "utf8").split("\n").length;
  assert.ok(lines <= 200, `README.md: ${lines} lines`);
});

test("the commands the README and CONTRIBUTING name are package.json's, and .ci/run's is among them", () => {
  const scripts = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts;
  const builtIn = new Set(["install", "ci", "pack", "publish"]); // npm's own commands
  for (const file of ["README.md", "CONTRIBUTING.md"]) {
    const text = readFileSync(join(ROOT, file), "utf8");
    const named = [...text.matchAll(/`npm (run [\w:-]+|[\w-]+)/g)].map((m) => m[1]);
    assert.ok(named.length > 0, file);
    for (const command of named) {
      const script = command.startsWith("run ") ? command.slice(4) : command;
      assert.ok(script in scripts || (builtIn.has(script) && !command.startsWith("run ")), `${file}: npm ${command} is no script of package.json`);
    }
  }
  const ci = readFileSync(join(ROOT, ".ci/run"), "utf8").split("\n").filter((l) => /^\s*npm /.test(l)).map((l) => l.trim());
  assert.ok(ci.length > 0, ".ci/run runs npm");
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const twoCommands = /## Two commands[\s\S]*?```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
  for (const command of ci) assert.match(twoCommands, new RegExp(`^${command}\\b`, "m"), `README's Two commands lack .ci/run's \`${command}\``);
});

/** A console block's commands (`$ …`) and the lines each prints. */
function commands(content) {
  const out = [];
  for (const line of content.replace(/\n$/, "").split("\n")) {
    if (line.startsWith("$ ")) out.push({ command: line.slice(2), expected: [] });
    else out.at(-1)?.expected.push(line);
  }
  return out;
}

/** Whether printed lines match expected ones: `...` is any text, a line `...` any lines. */
function matches(lines, expected) {
  const pattern = expected
    .map((l) => (l === "..." ? "(?:[^\\n]*\\n)*?" : `${l.split("...").map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*")}\\n`))
    .join("");
  return new RegExp(`^${pattern}$`).test(lines.length === 1 && lines[0] === "" ? "" : `${lines.join("\n")}\n`);
}
