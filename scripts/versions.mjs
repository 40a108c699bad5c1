// The version each shipped part states; a release needs them all equal (scripts/release.mjs).
//   versions(root)  // [{ where: "package.json", version: "0.1.0" }, …]
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** The value of the WordPress plugin header field `name` ("Version", "Requires at least"). */
export const pluginHeader = (php, name) => new RegExp(`^\\s*\\*\\s*${name}:\\s*(.+?)\\s*$`, "m").exec(php)?.[1] ?? null;

/** The value of a readme.txt header field ("Stable tag"). */
export const readmeField = (txt, name) => new RegExp(`^${name}:[ \\t]*(.*?)[ \\t]*$`, "mi").exec(txt)?.[1] ?? null;

/** The newest entry of readme.txt's changelog (its first "= V =" line). */
export const readmeChangelog = (txt) => /^== Changelog ==\s*\n+= *(.+?) *=\s*$/m.exec(txt)?.[1] ?? null;

export function versions(root) {
  const read = (path) => readFileSync(join(root, path), "utf8");
  const plugin = read("integrations/wordpress/arimaa-viewer/arimaa-viewer.php");
  const readme = read("integrations/wordpress/arimaa-viewer/readme.txt");
  return [
    { where: "package.json", version: JSON.parse(read("package.json")).version },
    { where: "Cargo.toml", version: /^\[package\][^[]*?^version = "([^"]+)"/m.exec(read("Cargo.toml"))?.[1] },
    { where: "extension.json", version: JSON.parse(read("integrations/mediawiki/ArimaaViewer/extension.json")).version },
    { where: "arimaa-viewer.php Version", version: pluginHeader(plugin, "Version") },
    { where: "ARIMAA_VIEWER_VERSION", version: /define\( 'ARIMAA_VIEWER_VERSION', '([^']+)' \)/.exec(plugin)?.[1] },
    { where: "readme.txt Stable tag", version: readmeField(readme, "Stable tag") },
    { where: "readme.txt Changelog", version: readmeChangelog(readme) },
  ];
}
