// Writes what comes from www/src/attributes.json, the one declaration of the
// element's and the integrations' attributes: the module the element and the fence read
// (www/src/attributes.js: no descriptions, so the element's bundle stays small), the
// attribute types of the .d.ts files, WordPress's block.json attributes, the docs'
// attributes page (docs/reference/attributes.md: each attribute with its example as a
// live board, and what each integration takes) and the integrations' READMEs' lists, each
// between markers in its file. The
// integrations' PHP and Go templates read the JSON itself (shipped in www/dist).
//
//   node scripts/attributes.mjs           writes every file that is out of date
//   node scripts/attributes.mjs --check   lists them and exits 1 (tests/node/schema.test.mjs)
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

const root = fileURLToPath(new URL("..", import.meta.url));
export const SCHEMA_FILE = join(root, "www/src/attributes.json");
export const SCHEMA = JSON.parse(readFileSync(SCHEMA_FILE, "utf8"));
/** The integrations, as the schema's `in` names them, and as the docs do. */
export const INTEGRATIONS = { markdown: "Markdown fence", hugo: "Hugo", wordpress: "WordPress", mediawiki: "MediaWiki" };

const GENERATED = "Generated from www/src/attributes.json by scripts/attributes.mjs: edit there.";
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const code = (text) => `\`${text}\``;

/** The attributes an integration accepts (its `in`), in the schema's order. */
export const accepted = (integration) => SCHEMA.attributes.filter((a) => a.in.includes(integration));

/** What the element and the fence read at run time: the schema without its prose. */
function runtimeModule() {
  // A switch: its default; an enum: its default, then its other values; else null (as written).
  const element = Object.fromEntries(
    SCHEMA.attributes.map((a) => [
      a.name,
      a.type === "boolean" ? a.default : a.type === "enum" ? [a.default, ...a.values.filter((v) => v !== a.default)] : null,
    ]),
  );
  const strip = ({ description, details, notes, since, property, ts, block, example, ...rest }) => rest;
  const { $comment, ...booleans } = SCHEMA.booleans;
  const pages = {
    booleans,
    types: Object.fromEntries(Object.entries(SCHEMA.types).map(([k, { $comment, ts, ...t }]) => [k, t])),
    attributes: SCHEMA.attributes.filter((a) => a.in.length).map(strip),
    options: SCHEMA.options.map(strip),
    oldSpellings: SCHEMA.oldSpellings,
  };
  // Typed for the sources' type check (www/src/tsconfig.json): ELEMENT as its literal values,
  // which type the element's options; PAGES by the shape below (the bundles drop comments).
  return (
    `// ${GENERATED}\n` +
    "// The attributes as the element (element/options.js) and the Markdown fence\n" +
    "// (markdown/fence.js) read them; the element's bundle keeps only ELEMENT.\n\n" +
    "/** The element's attributes, in order: name → a switch's default (boolean), an enum's default and values, or null. */\n" +
    `export const ELEMENT = /** @type {const} */ (${JSON.stringify(element)});\n\n` +
    "/** What the integrations accept: the schema without its prose. @type {Pages} */\n" +
    `export const PAGES = ${JSON.stringify(pages)};\n\n` +
    PAGES_TYPES
  );
}

/** The JSDoc types of PAGES (attributes.json's fields less their prose). */
const PAGES_TYPES = `/**
 * @typedef {object} Pages
 * @property {{ on: string[], off: string[], oldOff: string[] }} booleans the words a switch reads as on, off, and off with a warning
 * @property {Record<string, PageType>} types
 * @property {PageAttribute[]} attributes the element's attributes the integrations take
 * @property {PageAttribute[]} options the integrations' own options (size, static)
 * @property {{ name: string, means: Record<string, string>, in: string[] }[]} oldSpellings
 *
 * @typedef {object} PageType what a value of a type is: a pattern it matches, a range, in words
 * @property {string} [pattern]
 * @property {number} [min]
 * @property {number} [max]
 * @property {string} [expected]
 *
 * @typedef {object} PageAttribute
 * @property {string} name
 * @property {string} type a key of Pages.types
 * @property {string | number | boolean | null} default
 * @property {boolean} [pageDefault] a switch's default in pages, when not the element's
 * @property {string[]} [values] an enum's or a list's
 * @property {boolean} [empty] it may be written without a value ("")
 * @property {Record<string, string>} [requires] the other attributes' values it needs
 * @property {string} [aliasOf] the attribute it is another name of
 * @property {string[]} in the integrations that take it
 */
`;

/** An attribute's TypeScript type. */
function tsType(a) {
  if (a.ts) return a.ts;
  if (a.type === "boolean") return SCHEMA.types.boolean.ts;
  if (a.type === "enum") return a.values.map((v) => JSON.stringify(v)).join(" | ");
  return "string";
}

/** One line of JSDoc, indented. */
const jsdoc = (indent, text) => `${indent}/** ${text.replace(/\*\//g, "*\\/")} */\n`;

/** The members of ArimaaViewerAttributes (www/src/element/element.d.ts). */
function elementTypes() {
  return SCHEMA.attributes
    .map((a) => jsdoc("  ", `${a.description}${a.default !== null && a.type !== "boolean" ? ` Default: ${a.default}.` : ""} Since ${a.since}.`) +
      `  ${/^[a-z]+$/.test(a.name) ? a.name : JSON.stringify(a.name)}?: ${tsType(a)};\n`)
    .join("");
}

/** The members of FenceOptions (www/src/markdown/fence.d.ts): the fence's attributes, camelCased, and its own options. */
function fenceTypes() {
  const values = (a) => a.values.map((v) => JSON.stringify(v)).join(" | ");
  const type = (a) => (a.type === "boolean" ? "boolean" : a.type === "size" ? "number" : a.type === "enum" && a.default !== null ? values(a) : `${a.type === "enum" ? values(a) : "string"} | null`);
  return [...accepted("markdown"), ...SCHEMA.options.filter((o) => o.in.includes("markdown"))]
    .map((a) => jsdoc("  ", `${a.type === "boolean" && a.pageDefault ? "On unless turned off. " : ""}${a.description}`) + `  ${camel(a.name)}: ${type(a)};\n`)
    .join("");
}

/** WordPress's block.json "attributes": the block's own, then the element's it sets. */
function blockAttributes() {
  const attributes = { ...SCHEMA.blockOnly };
  for (const a of SCHEMA.attributes.filter((a) => a.block)) {
    const { name, ...spec } = a.block;
    attributes[name] = spec;
  }
  return attributes;
}

/** What an attribute means in `integration` (its `notes` there, else its description). */
const describe = (a, integration) => a.notes?.[integration]?.description ?? a.description;

/** An attribute's values as the docs write them. */
function values(a, integration = null) {
  if (a.notes?.[integration]?.values) return a.notes[integration].values;
  if (a.type === "boolean") return integration ? "`on` (or alone) / `off`" : "present: on; `off` or `false`: off";
  if (a.type === "enum") return a.values.map(code).join(" / ");
  if (a.type === "list") return `words among ${a.values.filter((v) => v !== "all").map(code).join(" ")}, or ${code("all")}${a.empty ? "; empty: none" : ""}`;
  return SCHEMA.types[a.type]?.expected ?? a.type;
}

/** An attribute's default as the docs write it. */
function defaultOf(a, integration = null) {
  const value = integration && "pageDefault" in a ? a.pageDefault : a.default;
  if (a.type === "boolean") return value ? "on" : "off";
  return value === null ? "—" : code(value);
}

const cell = (text) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

/**
 * The docs' attributes page: every attribute of the element, its facts beside its
 * example rendered as a small live board (an `html live` block: the code shown is the
 * board's own, scripts/docs/fences.mjs).
 */
function attributesPage() {
  return SCHEMA.attributes
    .map((a) => {
      if (!a.example) throw new Error(`attributes: ${a.name} has no example`);
      const taken = a.in.map((i) => INTEGRATIONS[i]).join(", ");
      const facts = [
        `**values** ${values(a)}`,
        `**default** ${defaultOf(a)}`,
        `**since** ${a.since}`,
        ...(taken ? [`**in** ${taken}`] : []),
        ...(a.aliasOf ? [`alias of [${code(a.aliasOf)}](#${a.aliasOf})`] : []),
      ];
      return [
        `<div class="attribute">\n<div>\n`,
        `### ${code(a.name)}\n`,
        `${facts.join(" · ")}\n`,
        `${[a.description, a.details].filter(Boolean).join(" ")}\n`,
        `</div>\n<div>\n`,
        "```html live size=240",
        `<arimaa-viewer ${a.example}></arimaa-viewer>`,
        "```\n",
        `</div>\n</div>\n`,
      ].join("\n");
    })
    .join("\n");
}

/** The docs' table of what each integration accepts. */
function integrationsTable() {
  const names = Object.keys(INTEGRATIONS);
  const mark = (a, i) => (!a.in.includes(i) ? "" : "pageDefault" in a ? `✓ (${defaultOf(a, i)})` : "✓");
  const rows = SCHEMA.attributes.filter((a) => a.in.length).map((a) => `| ${code(a.name)} | ${names.map((i) => mark(a, i)).join(" | ")} | ${a.block ? code(a.block.name) : ""} |`);
  const own = SCHEMA.options.map((o) => `| ${code(o.name)}: ${cell(o.description)} | ${names.map((i) => (o.in.includes(i) ? "✓" : "")).join(" | ")} | |`);
  const old = SCHEMA.oldSpellings.map((s) => `| ${code(s.name)}, old spelling of ${meaning(s, "=")} | ${names.map((i) => (s.in.includes(i) ? "reads, warns" : "")).join(" | ")} | |`);
  return [
    `| attribute | ${names.map((i) => INTEGRATIONS[i]).join(" | ")} | WordPress block |`,
    `|---|${names.map(() => "---").join("|")}|---|`,
    ...rows,
    ...own,
    ...old,
  ].join("\n");
}

/** What an old spelling stands for, in an integration's syntax (`=` or `="…"`). */
export function meaning(spelling, assign) {
  const quote = assign === "=" ? (v) => v : (v) => `"${v}"`;
  return Object.entries(spelling.means).map(([k, v]) => code(`${k}=${quote(v)}`)).join(" ");
}

/** MediaWiki's README table: the tag's attributes. */
function mediawikiTable() {
  const rows = accepted("mediawiki").map((a) => {
    const text = describe(a, "mediawiki");
    return `| ${code(a.name)} | ${cell(values(a, "mediawiki"))} | ${defaultOf(a, "mediawiki")} | ${cell(text)} |`;
  });
  return ["| attribute | values | default | meaning |", "|---|---|---|---|", ...rows].join("\n");
}

/** A bullet list of an integration's attributes, as `name="value"` (Hugo, WordPress). */
function bulletList(integration, bullet) {
  return accepted(integration)
    .map((a) => {
      const byDefault = defaultOf(a, integration);
      return `${bullet} ${code(a.name)}: ${values(a, integration)}${byDefault === "—" ? "" : `; default ${byDefault}`}. ${describe(a, integration)}`;
    })
    .join("\n");
}

/** `text` with the part between the lines `start` and `end` replaced by `body`. */
function between(file, text, start, end, body) {
  const a = text.indexOf(`${start}\n`);
  const b = text.indexOf(`\n${end}`, a);
  if (a < 0 || b < 0) throw new Error(`attributes: ${file} lacks the lines ${start} … ${end}`);
  return `${text.slice(0, a + start.length + 1)}${body}${text.slice(b)}`;
}
const marked = (name) => [`<!-- ${name}: ${GENERATED} -->`, `<!-- /${name} -->`];
const tsMarked = [`  // ${GENERATED}`, "  // (end of the generated part)"];

/** Every generated file: its path and the text it should have. */
export function outputs() {
  const read = (file) => readFileSync(join(root, file), "utf8");
  const edit = (file, ...regions) => ({
    file,
    text: regions.reduce((text, [start, end, body]) => between(file, text, start, end, body), read(file)),
  });
  const blockJson = "integrations/wordpress/arimaa-viewer/block/block.json";
  // One attribute a line, as WordPress's own block.json files write them.
  const inline = (value) => JSON.stringify(value).replace(/^\{(.*)\}$/, "{ $1 }").replace(/":/g, '": ').replace(/,"/g, ', "');
  const blockLines = Object.entries(blockAttributes()).map(([name, spec]) => `    ${JSON.stringify(name)}: ${inline(spec)}`);
  return [
    { file: "www/src/attributes.js", text: runtimeModule() },
    edit("www/src/element/element.d.ts", [...tsMarked, elementTypes().trimEnd()]),
    edit("www/src/markdown/fence.d.ts", [...tsMarked, fenceTypes().trimEnd()]),
    { file: blockJson, text: read(blockJson).replace(/("attributes": \{\n)[\s\S]*?(\n  \})/, (_, a, b) => `${a}${blockLines.join(",\n")}${b}`) },
    edit("docs/reference/attributes.md", [...marked("attributes"), `${attributesPage()}\n`], [...marked("integrations"), `${integrationsTable()}\n`]),
    edit("integrations/mediawiki/ArimaaViewer/README.md", [...marked("attributes"), `${mediawikiTable()}\n`]),
    edit("integrations/hugo/README.md", [...marked("attributes"), `${bulletList("hugo", "-")}\n`]),
    edit("integrations/wordpress/arimaa-viewer/readme.txt", ["= Shortcode settings =", "A switch is on written alone (`[arimaa spoilers]`) or with any value but `off` or `false`. A value the board would not accept is dropped, with a note to the post's editors.", `\n${bulletList("wordpress", "*")}\n`]),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const current = (file) => (existsSync(join(root, file)) ? readFileSync(join(root, file), "utf8") : null);
  const stale = outputs().filter(({ file, text }) => current(file) !== text);
  if (process.argv.includes("--check")) {
    for (const { file } of stale) console.error(`attributes: ${file} is out of date: run node scripts/attributes.mjs`);
    process.exit(stale.length ? 1 : 0);
  }
  for (const { file, text } of stale) {
    writeFileSync(join(root, file), text);
    console.log(`attributes: wrote ${file}`);
  }
}
