// The package as a user gets it: `npm pack` of this checkout (www/dist as the build
// step left it; no prepack here, the build already ran), installed from the tarball
// into a new project with `npm install <tarball> --offline`.
//
//   const p = installPacked();   // { tmp, tarball, app, pkg, cleanup() }

import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** npm, quietly, failing with its output. */
export function npm(args, cwd) {
  return execFileSync("npm", [...args, "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

export function installPacked() {
  if (!existsSync(join(ROOT, "www/dist/arimaa-viewer.js"))) {
    throw new Error("www/dist is missing: run scripts/build-wasm.sh first");
  }
  const tmp = mkdtempSync(join(tmpdir(), "arimaa-viewer-pack-"));
  const [{ filename }] = JSON.parse(npm(["pack", "--ignore-scripts", "--json", "--pack-destination", tmp], ROOT));
  const tarball = join(tmp, filename);
  const app = join(tmp, "app");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), `${JSON.stringify({ name: "app", private: true, type: "module" }, null, 2)}\n`);
  npm(["install", "--offline", "--ignore-scripts", tarball], app);
  return {
    tmp,
    tarball,
    app,
    pkg: join(app, "node_modules", "arimaa-viewer"),
    cleanup: () => rmSync(tmp, { recursive: true, force: true }),
  };
}
