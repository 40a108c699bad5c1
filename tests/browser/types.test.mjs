// arimaa-viewer.d.ts against the real objects: the TypeScript compiler lists what the
// file declares (exported functions and classes, the members of GameView, ArimaaViewer
// and ViewerGame), and Chromium checks each exists on the module, the GameView
// prototype, a live element and its `game` — and, the other way, that nothing public
// on them is undeclared. Both the demo's modules (www/src/) and the shipped bundle (www/dist/).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";
import { setup } from "./harness.mjs";
import { ready } from "./viewer-helpers.mjs";

const WWW = fileURLToPath(new URL("../../www/", import.meta.url));

/**
 * What a .d.ts declares: exported functions, classes (instance and static members),
 * interfaces, and those of the files it re-exports whole (`export * from "./x.js"`).
 */
function declared(file, out = { functions: [], classes: {}, interfaces: {} }) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const isStatic = (m) => (ts.getCombinedModifierFlags(m) & ts.ModifierFlags.Static) !== 0;
  const exported = (s) => (ts.getCombinedModifierFlags(s) & ts.ModifierFlags.Export) !== 0;
  const memberName = (m) => (m.name && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? m.name.text : null);
  for (const s of source.statements) {
    if (ts.isExportDeclaration(s) && !s.exportClause && s.moduleSpecifier) {
      declared(new URL(s.moduleSpecifier.text.replace(/\.js$/, ".d.ts"), pathToFileURL(file)).pathname, out);
      continue;
    }
    if (!exported(s)) continue;
    // Overloads declare one function several times: it is named once.
    if (ts.isFunctionDeclaration(s) && !out.functions.includes(s.name.text)) out.functions.push(s.name.text);
    else if (ts.isClassDeclaration(s)) {
      // Optional methods (`svg?()`): in the editor's wasm, absent from the reader's.
      const c = { methods: new Set(), optional: new Set(), properties: new Set(), statics: new Set() };
      for (const m of s.members) {
        const name = memberName(m);
        if (!name) continue; // the constructor
        if (isStatic(m)) c.statics.add(name);
        else if (ts.isMethodDeclaration(m)) (m.questionToken ? c.optional : c.methods).add(name);
        else c.properties.add(name);
      }
      out.classes[s.name.text] = { methods: [...c.methods], optional: [...c.optional], properties: [...c.properties], statics: [...c.statics] };
    } else if (ts.isInterfaceDeclaration(s)) {
      out.interfaces[s.name.text] = [...new Set(s.members.map(memberName).filter(Boolean))];
    }
  }
  return out;
}

/** Runs in the page: compares the declarations with the module at `url` and a loaded viewer. */
function compare([url, selector, d]) {
  return import(url).then((mod) => {
    const missing = [];
    const undeclared = [];
    const internal = (name) => name.startsWith("__") || name === "constructor";
    // Exports: functions and classes.
    const values = [...d.functions, ...Object.keys(d.classes)];
    for (const f of values) if (typeof mod[f] !== "function") missing.push(`export ${f}`);
    for (const k of Object.keys(mod)) if (!values.includes(k)) undeclared.push(`export ${k}`);
    // GameView: instance methods on the prototype, statics on the class.
    const G = mod.GameView;
    const gv = d.classes.GameView;
    for (const m of gv.methods) if (typeof G.prototype[m] !== "function") missing.push(`GameView.${m}()`);
    for (const m of gv.statics) if (typeof G[m] !== "function") missing.push(`GameView.${m}() (static)`);
    for (const m of Object.getOwnPropertyNames(G.prototype)) {
      if (!internal(m) && !gv.methods.includes(m) && !gv.optional.includes(m)) undeclared.push(`GameView.${m}`);
    }
    for (const m of Object.getOwnPropertyNames(G)) {
      if (typeof G[m] === "function" && !internal(m) && !gv.statics.includes(m)) undeclared.push(`GameView.${m} (static)`);
    }
    // The element: a live, loaded one.
    const el = document.querySelector(selector);
    const V = mod.ArimaaViewer;
    const av = d.classes.ArimaaViewer;
    if (!(el instanceof V)) missing.push(`${selector} is an ArimaaViewer of this module`);
    for (const m of av.methods) if (typeof el[m] !== "function") missing.push(`ArimaaViewer.${m}()`);
    for (const p of av.properties) if (!(p in el) || typeof el[p] === "function") missing.push(`ArimaaViewer.${p}`);
    for (const s of av.statics) if (!(s in V)) missing.push(`ArimaaViewer.${s} (static)`);
    const lifecycle = ["connectedCallback", "disconnectedCallback", "attributeChangedCallback"];
    for (const m of Object.getOwnPropertyNames(V.prototype)) {
      if (!internal(m) && !lifecycle.includes(m) && !av.methods.includes(m) && !av.properties.includes(m)) {
        undeclared.push(`ArimaaViewer.${m}`);
      }
    }
    // Its game: exactly the ViewerGame interface.
    const vg = d.interfaces.ViewerGame ?? [];
    if (!vg.length) missing.push("interface ViewerGame");
    for (const m of vg) if (typeof el.game[m] !== "function") missing.push(`ViewerGame.${m}()`);
    for (const k of Object.keys(el.game)) if (!vg.includes(k)) undeclared.push(`ViewerGame.${k}`);
    return { missing, undeclared, checked: values.length + gv.methods.length + gv.statics.length + av.methods.length + av.properties.length + vg.length };
  });
}

/** Runs in the page: compares the core's declarations with the module at `url` (no element). */
function compareCore([url, d]) {
  return import(url).then(async (mod) => {
    const missing = [];
    const undeclared = [];
    const values = [...d.functions, ...Object.keys(d.classes)];
    for (const f of values) if (typeof mod[f] !== "function") missing.push(`export ${f}`);
    for (const k of Object.keys(mod)) if (!values.includes(k)) undeclared.push(`export ${k}`);
    const game = await mod.parseGame("1g Ra2");
    for (const m of d.classes.GameView.methods) if (typeof game[m] !== "function") missing.push(`GameView.${m}()`);
    for (const m of Object.getOwnPropertyNames(mod.GameView.prototype)) {
      const { methods, optional } = d.classes.GameView;
      if (!m.startsWith("__") && m !== "constructor" && !methods.includes(m) && !optional.includes(m)) undeclared.push(`GameView.${m}`);
    }
    game.free();
    return { missing, undeclared, version: mod.version() };
  });
}

let env;
before(async () => {
  env = await setup();
});
after(async () => {
  await env?.teardown();
});

test("the compiler API reads the declarations", () => {
  const d = declared(`${WWW}src/element/element.d.ts`);
  assert.deepEqual(d.functions.sort(), ["init", "initStatic", "maxRecordBytes", "needsFullReader", "parseGame", "registerElements", "staticHtml", "version"]);
  assert.deepEqual(Object.keys(d.classes).sort(), ["ArimaaViewer", "GameView"]);
  for (const m of ["info", "setTheme", "draw", "state", "moveList", "errors"]) {
    assert.ok(d.classes.GameView.methods.includes(m), m);
  }
  assert.deepEqual(d.classes.GameView.optional.sort(), ["drawStill", "film", "svg"], "the editor's wasm only");
  assert.deepEqual(d.classes.GameView.statics.sort(), ["themeDefaults", "themeVars"]);
  assert.ok(d.classes.ArimaaViewer.properties.includes("game"));
  assert.ok(d.interfaces.ViewerGame.includes("nextStep"));
});

for (const [name, page, selector, types] of [
  ["the demo's modules", "demo/index.html", "#demo", "src/element/element.d.ts"],
  ["the shipped bundle", "demo/embed.html", "#embed", "dist/arimaa-viewer.d.ts"],
]) {
  test(`every declaration exists on the real objects and every public member is declared: ${name}`, async () => {
    const d = declared(`${WWW}${types}`);
    const { page: p, errors } = await env.open(page);
    await ready(p, selector);
    const script = await p.evaluate(() => document.querySelector('script[type="module"]:is([src$="/element.js"], [src$="/arimaa-viewer.js"])').src);
    const result = await p.evaluate(compare, [script, selector, d]);
    assert.deepEqual(result.missing, [], "declared but not there");
    assert.deepEqual(result.undeclared, [], "there but not declared");
    assert.ok(result.checked > 50, `${result.checked} declarations checked`);
    assert.deepEqual(errors, []);
  });
}

for (const [name, module, types] of [
  ["the core module", "/src/core/core.js", "src/core/core.d.ts"],
  ["the core bundle", "/dist/arimaa-core.js", "dist/arimaa-core.d.ts"],
]) {
  test(`arimaa-core.d.ts matches the DOM-free core: ${name}`, async () => {
    const d = declared(`${WWW}${types}`);
    assert.deepEqual(d.functions.sort(), ["init", "initStatic", "maxRecordBytes", "needsFullReader", "parseGame", "staticHtml", "version"]);
    assert.deepEqual(Object.keys(d.classes), ["GameView"]);
    const { page: p, errors } = await env.open("demo/embed.html");
    const result = await p.evaluate(compareCore, [new URL(module, p.url()).href, d]);
    assert.deepEqual(result.missing, [], "declared but not there");
    assert.deepEqual(result.undeclared, [], "there but not declared");
    assert.match(result.version, /^\d+\.\d+\.\d+/);
    assert.deepEqual(errors, []);
  });
}
