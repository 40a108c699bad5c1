// The sources' type check (www/src/tsconfig.json, npm test's "types" step) covers what it
// claims: every module of the element, the core and the plugins, strictly; and the
// checks that hold the hand-written wasm types to the generated glue (www/src/sources.d.ts)
// fail when the two disagree, rather than passing whatever they are given.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SRC = fileURLToPath(new URL("../../www/src/", import.meta.url));

function sourcesConfig() {
  const parsed = ts.getParsedCommandLineOfConfigFile(join(SRC, "tsconfig.json"), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => assert.fail(ts.flattenDiagnosticMessageText(d.messageText, "\n")),
  });
  assert.deepEqual(parsed.errors, []);
  return parsed;
}

test("every module of the element, the core and the plugins is checked, and nothing else of www/", () => {
  const { fileNames } = sourcesConfig();
  const checked = fileNames.map((f) => f.slice(SRC.length)).filter((f) => f.endsWith(".js")).sort();
  // A module with a .d.ts beside it is left out by a pattern (the .d.ts wins): it must be named.
  const modules = readdirSync(SRC, { recursive: true }).filter((f) => f.endsWith(".js")).sort();
  assert.deepEqual(checked, modules);
  for (const m of ["element/element.js", "core/core.js", "markdown/remark.js", "editing/index.js", "attributes.js"]) assert.ok(modules.includes(m), m);
  assert.ok(modules.length >= 30, `${modules.length} modules`);
});

test("the check is TypeScript's strictest for JavaScript", () => {
  const { options } = sourcesConfig();
  assert.equal(options.allowJs, true);
  assert.equal(options.checkJs, true);
  assert.equal(options.strict, true);
  assert.equal(options.noEmit, true);
  for (const off of ["noImplicitAny", "strictNullChecks", "useUnknownInCatchVariables", "strictFunctionTypes"]) {
    assert.notEqual(options[off], false, `${off} is not turned off`);
  }
});

/** The diagnostics of `code` (a .ts file) compiled beside www/src/sources.d.ts. */
function diagnose(code) {
  const dir = mkdtempSync(join(tmpdir(), "arimaa-types-"));
  try {
    const file = join(dir, "check.ts");
    writeFileSync(file, code);
    const program = ts.createProgram([join(SRC, "sources.d.ts"), file], { strict: true, noEmit: true, types: [], lib: ["lib.es2022.d.ts"] });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test("the glue checks pass types that agree and name what does not", () => {
  const typed = "interface Typed { state(): { path: string }; goTo(path: string): void; svg?(size: number): string }";
  const agreeing = "declare class Glue { state(): object; goTo(path: string): void; svg(size: number): string; free(): void }";
  assert.deepEqual(diagnose(`${typed}\n${agreeing}\nexport type Ok = Agreed<Disagreeing<Typed, Glue>>;\n`), []);

  // A method the glue lacks (the Rust renamed it), and one whose parameters it does not take.
  const drifted = "declare class Glue { state(): object; goTo(path: number): void }";
  const errors = diagnose(`${typed}\n${drifted}\nexport type Bad = Agreed<Disagreeing<Typed, Glue>>;\n`);
  assert.equal(errors.length, 1, errors.join("\n"));
  assert.match(errors[0], /does not satisfy the constraint 'never'/);
  // Which: every name that disagrees, and only those.
  const named = diagnose(`${typed}\n${drifted}\nexport const names: { [K in Disagreeing<Typed, Glue>]: 0 } = {};\n`);
  assert.equal(named.length, 1, named.join("\n"));
  assert.match(named[0], /missing the following properties from type '\{ goTo: 0; svg: 0; \}'/);
});
