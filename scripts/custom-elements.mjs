// Writes www/dist/custom-elements.json, the Custom Elements Manifest (schema 2.1.0)
// editors, Storybook and linters read to know <arimaa-viewer>. Generated, never
// hand-edited, so it cannot drift: the attributes come from their one declaration
// (www/src/attributes.json, which the element reads too), properties, methods and events come from
// www/src/element/element.d.ts (which types.test.mjs checks against the real element),
// the board's custom properties from the wasm (GameView.themeVars()), the chrome's
// from the stylesheet. tests/packaging/custom-elements.test.mjs checks the result
// against the built element.
//
//   node scripts/custom-elements.mjs [OUT]     (scripts/build-wasm.sh runs it)

import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { SCHEMA } from "./attributes.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const out = process.argv[2] ?? `${root}www/dist/custom-elements.json`;
const MODULE = "www/dist/arimaa-viewer.js";

// The attributes that a property reflects or stands for.
const FIELD = Object.fromEntries(SCHEMA.attributes.filter((a) => a.property).map((a) => [a.name, a.property]));

const dts = `${root}www/src/element/element.d.ts`;
const source = ts.createSourceFile(dts, readFileSync(dts, "utf8"), ts.ScriptTarget.Latest, true);
const text = (node) => node.getText(source).replace(/\s+/g, " ");
const doc = (node) =>
  ts.getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((d) => ts.getTextOfJSDocComment(d.comment) ?? "")
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
const named = (kind, name) => source.statements.find((s) => kind(s) && s.name?.text === name);
const memberName = (m) => (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? m.name.text : null);

const viewer = named(ts.isClassDeclaration, "ArimaaViewer");
const attributes = named(ts.isInterfaceDeclaration, "ArimaaViewerAttributes");
const attributeDocs = new Map(attributes?.members.map((m) => [memberName(m), m]));
const events = named(ts.isInterfaceDeclaration, "ArimaaViewerOwnEventMap");
if (!viewer || !attributes || !events) throw new Error(`custom-elements: ${dts} lacks ArimaaViewer, its attributes or its events`);

const members = [];
const seen = new Set();
for (const m of viewer.members) {
  const name = memberName(m);
  const isStatic = (ts.getCombinedModifierFlags(m) & ts.ModifierFlags.Static) !== 0;
  if (!name || isStatic || seen.has(name) || name.endsWith("EventListener")) continue;
  seen.add(name);
  const description = doc(m);
  if (ts.isMethodDeclaration(m)) {
    members.push({
      kind: "method",
      name,
      ...(description && { description }),
      parameters: m.parameters.map((p) => ({
        name: p.name.getText(source),
        type: { text: p.type ? text(p.type) : "unknown" },
        ...(p.questionToken && { optional: true }),
      })),
      return: { type: { text: m.type ? text(m.type) : "void" } },
    });
  } else {
    const readonly = (ts.getCombinedModifierFlags(m) & ts.ModifierFlags.Readonly) !== 0;
    members.push({
      kind: "field",
      name,
      type: { text: m.type ? text(m.type) : "unknown" },
      ...(readonly && { readonly: true }),
      ...(description && { description }),
      ...(Object.values(FIELD).includes(name) && { attribute: Object.keys(FIELD).find((a) => FIELD[a] === name) }),
    });
  }
}

const declaration = {
  kind: "class",
  name: "ArimaaViewer",
  tagName: "arimaa-viewer",
  customElement: true,
  description:
    "An embeddable, accessible viewer for annotated Arimaa (and Morabaraba) games: the record comes from " +
    "`src`, the `record` property or the element's own text.",
  superclass: { name: "HTMLElement", package: "global:" },
  attributes: SCHEMA.attributes.map((a) => {
    // The type as the .d.ts declares it (generated from the schema too).
    const m = attributeDocs.get(a.name);
    if (!m) throw new Error(`custom-elements: attribute ${a.name} is not in ArimaaViewerAttributes (${dts})`);
    return {
      name: a.name,
      type: { text: m.type ? attributeType(text(m.type)) : "string" },
      summary: a.description,
      description: [a.description, a.details, `Since ${a.since}.`].filter(Boolean).join(" "),
      ...(typeof a.default === "string" && { default: a.default }),
      ...(a.property && { fieldName: a.property }),
    };
  }),
  members,
  events: events.members.map((m) => ({
    name: memberName(m),
    type: { text: text(m.type) },
    // Each event's own words, from its JSDoc in the event map.
    description: eventDoc(m),
  })),
  slots: [
    {
      name: "static",
      description:
        "The record's static view (`<div class=\"arimaa-static\" slot=\"static\">`, written by `arimaa html` or " +
        "`staticHtml`), shown until the viewer takes over its box (the docs' Static first).",
    },
  ],
  cssProperties: await cssProperties(),
};

const manifest = {
  schemaVersion: "2.1.0",
  readme: "README.md",
  modules: [
    {
      kind: "javascript-module",
      path: MODULE,
      declarations: [declaration],
      exports: [
        { kind: "js", name: "ArimaaViewer", declaration: { name: "ArimaaViewer", module: MODULE } },
        { kind: "custom-element-definition", name: "arimaa-viewer", declaration: { name: "ArimaaViewer", module: MODULE } },
      ],
    },
  ],
};
writeFileSync(out, `${JSON.stringify(manifest, null, 2)}\n`);

/** An event's description: its JSDoc, which every event of the map must have. */
function eventDoc(m) {
  const text = doc(m);
  if (!text) throw new Error(`custom-elements: the event ${memberName(m)} has no JSDoc in ${dts}`);
  return text;
}

/** An attribute's type as tools show it: the d.ts's aliases spelled out. */
function attributeType(type) {
  return type.replace(/\bSide\b/, '"gold" | "silver"').replace(/\bBooleanAttribute\b/, "boolean");
}

/** The board's custom properties (the wasm's list) and the chrome's (the stylesheet's). */
async function cssProperties() {
  const { init, GameView } = await import("../www/src/core/core.js");
  await init();
  const board = GameView.themeVars();
  const style = readFileSync(`${root}www/src/element/style.js`, "utf8");
  const chrome = [...new Set([...style.matchAll(/(--arimaa-viewer-[a-z-]+)\s*:/g)].map((m) => m[1]))];
  return [...board, ...chrome].map((name) => ({ name }));
}
