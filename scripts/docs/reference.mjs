// The reference the docs show but never write: made at build time from where each thing
// is declared. A source page holds `<!-- generated: NAME -->`, replaced by:
//   element   the Custom Elements Manifest (custom-elements.json: members, events, slots,
//             custom properties; itself made from the .d.ts, the attributes' schema and the wasm)
//   viewer-types, core, plugins   the declarations and JSDoc of the package's .d.ts files
//   cli       `arimaa --help` and each command's `arimaa help COMMAND`
// The Rust API is rustdoc's own pages, copied into the site (rustdoc()).
import ts from "typescript";
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

// JSDoc and manifest text is prose, not HTML: a `<arimaa-viewer>` outside backticks would
// become an element of the page.
const prose = (text) =>
  String(text ?? "")
    .replace(/\\`/g, "`") // a backtick escaped in the .d.ts's comment is a code span's
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")))
    .join("");
const cell = (text) => prose(text).replace(/\|/g, "\\|").replace(/\s+/g, " ").trim();
const code = (text) => (text ? `\`${cell(text).replace(/`/g, "'")}\`` : "");

/** Fills each `<!-- generated: NAME -->` of `source` (a page's Markdown). */
export function fill(source, generate) {
  return source.replace(/^<!-- generated: ([a-z-]+) -->$/gm, (_, name) => {
    if (!generate[name]) throw new Error(`docs: no generated reference named ${name}`);
    return generate[name]();
  });
}

/** The generators, reading the built package in `dist` and the repository at `root`. */
export function generators({ root, dist, themeDefaults }) {
  return {
    element: () => element(JSON.parse(readFileSync(join(dist, "custom-elements.json"), "utf8")), themeDefaults),
    "viewer-types": () => declarations(join(dist, "arimaa-viewer.d.ts"), { skip: ["ArimaaViewer", "ArimaaViewerAttributes", "ArimaaViewerOwnEventMap", "ArimaaViewerEventMap"] }),
    core: () => declarations(join(dist, "arimaa-core.d.ts")),
    plugins: () =>
      ["arimaa-markdown-it.d.ts", "arimaa-remark.d.ts", "arimaa-fence.d.ts"]
        .map((f) => `## \`${f.replace(/^arimaa-/, "arimaa-viewer/").replace(/\.d\.ts$/, "")}\`\n\n${declarations(join(dist, f), { level: 3 })}`)
        .join("\n"),
    cli: () => cli(root),
  };
}

/** The element's members, events, slots and custom properties, from its manifest. */
function element(manifest, themeDefaults) {
  const d = manifest.modules[0].declarations[0];
  const fields = d.members.filter((m) => m.kind === "field");
  const methods = d.members.filter((m) => m.kind === "method");
  const signature = (m) =>
    `${m.name}(${m.parameters.map((p) => `${p.name}${p.optional ? "?" : ""}: ${p.type.text}`).join(", ")}): ${m.return.type.text}`;
  const light = themeDefaults(false);
  const dark = themeDefaults(true);
  return [
    "## Properties",
    "",
    "| property | type | |",
    "|---|---|---|",
    ...fields.map((f) => `| ${code(f.name)}${f.readonly ? " (read only)" : ""} | ${code(f.type.text)} | ${cell(f.description)}${f.attribute ? ` The \`${f.attribute}\` attribute's property.` : ""} |`),
    "",
    "## Methods",
    "",
    "| method | |",
    "|---|---|",
    ...methods.map((m) => `| ${code(signature(m))} | ${cell(m.description)} |`),
    "",
    "## Events",
    "",
    "Each a `CustomEvent`; its `detail` is typed under [Types](#types).",
    "",
    "| event | type | |",
    "|---|---|---|",
    ...d.events.map((e) => `| ${code(e.name)} | ${code(e.type.text)} | ${cell(e.description)} |`),
    "",
    "## Slots",
    "",
    "| slot | |",
    "|---|---|",
    ...d.slots.map((s) => `| ${code(s.name)} | ${cell(s.description)} |`),
    "",
    "## Custom properties",
    "",
    "The board's (read by the wasm, with their light and dark defaults), then the chrome's.",
    "",
    "| property | light | dark |",
    "|---|---|---|",
    ...d.cssProperties.map((p) => `| ${code(p.name)} | ${code(light[p.name])} | ${code(dark[p.name])} |`),
    "",
  ].join("\n");
}

/**
 * A .d.ts file's exported declarations as Markdown: a heading each (so each has an
 * anchor), its signature, its JSDoc, and an interface's or class's members in a table.
 */
function declarations(file, { skip = [], level = 2 } = {}) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const text = (node) => node.getText(source).replace(/\s+/g, " ").replace(/;$/, "");
  const doc = (node) =>
    ts.getJSDocCommentsAndTags(node)
      .filter(ts.isJSDoc)
      .map((j) => [ts.getTextOfJSDocComment(j.comment) ?? "", ...(j.tags ?? []).map((t) => `@${t.tagName.text} ${ts.getTextOfJSDocComment(t.comment) ?? ""}`)].join(" "))
      .join(" ")
      .replace(/\s+/g, " ")
      .trim();
  const hashes = "#".repeat(level);
  const out = [];
  const functions = new Map();
  for (const s of source.statements) {
    if (ts.isExportDeclaration(s)) {
      out.push(`Also everything of \`${s.moduleSpecifier.text.replace(/^\.\/arimaa-core\.js$/, "arimaa-viewer/core")}\` (see [the core](core.md)).\n`);
      continue;
    }
    const name = s.name?.text;
    if (!name || skip.includes(name)) continue;
    if (ts.isFunctionDeclaration(s)) {
      if (!functions.has(name)) {
        functions.set(name, []);
        out.push({ fn: name });
      }
      functions.get(name).push(s);
      continue;
    }
    if (ts.isModuleDeclaration(s)) continue; // declare global: the tag's typing
    const head = `${hashes} \`${name}\`\n`;
    if (ts.isTypeAliasDeclaration(s)) {
      out.push(`${head}\n${code(`type ${name} = ${text(s.type)}`)}\n\n${prose(doc(s))}\n`);
    } else if (ts.isInterfaceDeclaration(s) || ts.isClassDeclaration(s)) {
      const heritage = s.heritageClauses?.map((h) => text(h)).join(" ") ?? "";
      const rows = s.members
        .filter((m) => !(m.name && m.name.getText(source).endsWith("EventListener")))
        .map((m) => `| ${code(memberText(m, text))} | ${cell(doc(m))} |`);
      out.push(
        `${head}\n${ts.isClassDeclaration(s) ? "class" : "interface"} \`${name}\`${heritage ? ` ${code(heritage)}` : ""}\n\n${prose(doc(s))}\n` +
          (rows.length ? `\n| member | |\n|---|---|\n${rows.join("\n")}\n` : ""),
      );
    }
  }
  return out
    .map((entry) => {
      if (typeof entry === "string") return entry;
      const overloads = functions.get(entry.fn);
      const signatures = overloads.map((f) => code(text(f).replace(/^export (declare )?function /, ""))).join("<br>\n");
      return `${hashes} \`${entry.fn}()\`\n\n${signatures}\n\n${prose(overloads.map(doc).filter(Boolean).join(" "))}\n`;
    })
    .join("\n");
}

/** A member as its declaration reads, without its JSDoc. */
function memberText(member, text) {
  const clone = text(member);
  return clone.replace(/^\/\*\*[\s\S]*?\*\/\s*/, "");
}

/** The command line's own help, for the CLI and each command. */
function cli(root) {
  const bin = join(root, "target/debug/arimaa");
  execFileSync("cargo", ["build", "--quiet", "--bin", "arimaa"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  const help = (...args) => execFileSync(bin, args, { encoding: "utf8" }).trimEnd();
  const top = help("--help");
  const commands = [...top.slice(top.indexOf("Commands:")).matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1]).filter((c) => c !== "help");
  return [
    "## `arimaa --help`",
    "",
    "```text",
    top,
    "```",
    "",
    ...commands.flatMap((c) => [`## \`arimaa ${c}\``, "", "```text", help("help", c), "```", ""]),
  ].join("\n");
}

/**
 * rustdoc's pages of the library, built as `npm test`'s crate step builds them (the same
 * flags, so a second build is a no-op), copied into `out`.
 */
export function rustdoc(root, out) {
  execFileSync("cargo", ["doc", "--lib", "--no-deps", "--quiet"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, RUSTDOCFLAGS: "-D warnings -D missing_docs" },
  });
  const doc = join(root, "target/doc");
  if (!existsSync(join(doc, "arimaa/index.html"))) throw new Error("docs: cargo doc wrote no target/doc/arimaa/index.html");
  rmSync(out, { recursive: true, force: true });
  cpSync(doc, out, { recursive: true, filter: (path) => !path.endsWith(".lock") });
}
