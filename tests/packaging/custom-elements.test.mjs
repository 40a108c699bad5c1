// www/dist/custom-elements.json (made by scripts/custom-elements.mjs) says what the
// built element really has: exactly its observed attributes, the events its source
// dispatches, and its public properties and methods, so the manifest cannot drift.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./packed.mjs";

const manifest = JSON.parse(readFileSync(join(ROOT, "www/dist/custom-elements.json"), "utf8"));
const { ArimaaViewer } = await import(join(ROOT, "www/dist/arimaa-viewer.js"));
const [module] = manifest.modules;
const element = module.declarations.find((d) => d.tagName === "arimaa-viewer");

test("the manifest names the element, its class and the module that defines it", () => {
  assert.equal(manifest.schemaVersion, "2.1.0");
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
  assert.equal(module.path, pkg.exports["."].default.replace(/^\.\//, ""));
  assert.equal(element.name, "ArimaaViewer");
  assert.equal(element.customElement, true);
  assert.deepEqual(module.exports.map((e) => `${e.kind} ${e.name}`), ["js ArimaaViewer", "custom-element-definition arimaa-viewer"]);
});

test("its attributes are exactly the ones the element observes (less style and class)", () => {
  const observed = ArimaaViewer.observedAttributes.filter((a) => a !== "style" && a !== "class");
  assert.deepEqual(element.attributes.map((a) => a.name), observed);
  for (const a of element.attributes) assert.ok(a.type?.text, `attribute ${a.name} has a type`);
  for (const a of element.attributes.filter((a) => a.fieldName)) {
    assert.ok(a.fieldName in ArimaaViewer.prototype, `${a.name} → property ${a.fieldName}`);
  }
});

test("its events are exactly the ones the element dispatches", () => {
  // The element and its modules (which emit through the element's `view.emit`).
  const source = ["element", "editing"]
    .flatMap((dir) => readdirSync(join(ROOT, "www/src", dir)).filter((f) => f.endsWith(".js")).map((f) => join(ROOT, "www/src", dir, f)))
    .map((f) => readFileSync(f, "utf8"))
    .join("\n");
  const dispatched = new Set([...source.matchAll(/(?:#emit|\bemit)\("([a-z]+)"/g)].map((m) => m[1]));
  assert.deepEqual(element.events.map((e) => e.name).sort(), [...dispatched].sort());
  for (const e of element.events) assert.match(e.type.text, /^CustomEvent<\w+>$/);
});

test("its fields and methods are exactly the element's public properties and methods", () => {
  const proto = ArimaaViewer.prototype;
  const lifecycle = ["constructor", "connectedCallback", "disconnectedCallback", "attributeChangedCallback"];
  const publicNames = Object.getOwnPropertyNames(proto).filter((n) => !lifecycle.includes(n));
  const kind = (n) => (typeof Object.getOwnPropertyDescriptor(proto, n).value === "function" ? "method" : "field");
  const real = publicNames.map((n) => `${kind(n)} ${n}`).sort();
  assert.deepEqual(element.members.map((m) => `${m.kind} ${m.name}`).sort(), real);
});

test("its CSS custom properties include the board's and the chrome's", () => {
  const names = element.cssProperties.map((p) => p.name);
  for (const n of ["--arimaa-gold", "--arimaa-board-light", "--arimaa-viewer-bg", "--arimaa-viewer-font"]) assert.ok(names.includes(n), n);
  assert.equal(new Set(names).size, names.length);
});
