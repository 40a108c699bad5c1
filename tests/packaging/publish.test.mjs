// `npm publish --dry-run` from a fresh clone: npm's prepack builds www/dist (the build
// output is not committed), and the tarball lists the bundles, their maps, the wasm,
// the types, the manifest, LICENSE and README. The cargo build shares this checkout's
// target directory, so it is incremental. Tests what is committed (git clone of HEAD).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./packed.mjs";

test("npm publish --dry-run from a fresh clone builds and lists the package's files", { timeout: 600_000 }, () => {
  const tmp = mkdtempSync(join(tmpdir(), "arimaa-viewer-clone-"));
  try {
    const clone = join(tmp, "arimaa-viewer");
    execFileSync("git", ["clone", "--quiet", ROOT, clone]);
    // This checkout's npm packages (setup.sh keys them on the lock file's content).
    symlinkSync(join(ROOT, "node_modules"), join(clone, "node_modules"));
    const { target_directory } = JSON.parse(
      execFileSync("cargo", ["metadata", "--format-version", "1", "--no-deps"], { cwd: ROOT, encoding: "utf8" }),
    );
    const out = execFileSync("npm", ["publish", "--dry-run", "--json", "--loglevel=error"], {
      cwd: clone,
      encoding: "utf8",
      env: { ...process.env, CARGO_TARGET_DIR: target_directory },
      stdio: ["ignore", "pipe", "pipe"],
    });
    assert.match(out, /prepack: www\/dist built/);
    // npm prints the prepack's output, then the JSON report: the last top-level object.
    const report = JSON.parse(out.slice(out.lastIndexOf("\n{\n") + 1))["arimaa-viewer"];
    const files = report.files.map((f) => f.path).sort();
    assert.deepEqual(files, [
      "LICENSE", "README.md", "package.json",
      "www/dist/arimaa-attributes.js", "www/dist/arimaa-attributes.json", "www/dist/arimaa-core.d.ts", "www/dist/arimaa-core.js", "www/dist/arimaa-core.js.map",
      "www/dist/arimaa-edit_bg.wasm", "www/dist/arimaa-engine-worker.js", "www/dist/arimaa-engine-worker.js.map",
      "www/dist/arimaa-engine_bg.wasm", "www/dist/arimaa-fence.d.ts", "www/dist/arimaa-fence.js",
      "www/dist/arimaa-lang-cs.json", "www/dist/arimaa-lang-de.json", "www/dist/arimaa-lang-en-xa.json", "www/dist/arimaa-lang-es.json",
      "www/dist/arimaa-lang-fr.json", "www/dist/arimaa-lang-ja.json", "www/dist/arimaa-lang-keys.json", "www/dist/arimaa-lang-pl.json",
      "www/dist/arimaa-lang-pt.json", "www/dist/arimaa-lang-zh.json",
      "www/dist/arimaa-markdown-it.d.ts", "www/dist/arimaa-markdown-it.js", "www/dist/arimaa-remark.d.ts", "www/dist/arimaa-remark.js",
      "www/dist/arimaa-viewer-edit.js", "www/dist/arimaa-viewer-edit.js.map",
      "www/dist/arimaa-viewer-engine.js", "www/dist/arimaa-viewer-engine.js.map",
      "www/dist/arimaa-viewer-gif.js", "www/dist/arimaa-viewer-gif.js.map",
      "www/dist/arimaa-viewer-react.d.ts", "www/dist/arimaa-viewer-solid.d.ts", "www/dist/arimaa-viewer-svelte.d.ts",
      "www/dist/arimaa-viewer-vue.d.ts", "www/dist/arimaa-viewer.css", "www/dist/arimaa-viewer.d.ts", "www/dist/arimaa-viewer.js",
      "www/dist/arimaa-viewer.js.map", "www/dist/arimaa-viewer.one.js", "www/dist/arimaa_bg.wasm", "www/dist/custom-elements.json",
    ]);
    console.log(`tarball ${report.size} B, unpacked ${report.unpackedSize} B, ${files.length} files`);
    // A guard against shipping stray files, not a budget (scripts/size.mjs is): 434 KB with
    // the GIF encoder's chunk and the pictures and animation code in both wasm builds,
    // 560 KB with the one-file build (123 KB gzip: the element and the wasm again), 608 KB
    // with the static view's producer in the editor's wasm and issue 24's fidelity work,
    // 720 KB with the options schema, the stylesheet, Howdah's edge records and the maps of
    // the core that reads with the whole engine outside a page (0.2.0), 782 KB with the
    // words in eight languages (issue 36: a pack each, about 3.5 KB gzip, and the Rust
    // words' catalogue of all eight in the editor's wasm, which writes the static view);
    // about 185 KB more with the analysis engine's worker, panel and wasm (issue 37: 170 KB
    // of gzip, and maps); 1,002 KB with the refusals' and reshapes' 72 messages in the
    // packs and, in all nine languages, in the editor's wasm.
    assert.ok(report.size < 1_050_000, `tarball ${report.size} B`);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
