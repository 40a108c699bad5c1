// The shadow-root stylesheet of <arimaa-viewer>, adopted as a constructable
// stylesheet (allowed under a strict `style-src 'self'` CSP: no <style> element).
// Every colour is a custom property, so pages theme the viewer from outside;
// `theme="dark|light"` forces a scheme, otherwise prefers-color-scheme decides.
// Page rules reach the host (`* { font-size: 30px !important; line-height: 3 }`) but
// not the shadow tree, which would inherit them: its top nodes (`:host > *`) set every
// inherited property that changes how text looks, so pages size the text with
// --arimaa-viewer-font-size, not font-size. They are left to right on rtl pages too:
// the controls are a media player's (First on the left, arrows pointing the way they
// go) and moves are notation; record text is isolated with dir=auto.
// (No comments inside the CSS: the string ships as it is.)
// The board's colours are not here: they are Rust's (render::Theme), read by
// boardColours() below and given to the GameView.
import { SHADOW_CSS } from "./layout.js";
import { STATIC_CSS } from "./static.js";

/** The chrome's dark colours, used by `theme="dark"` and by a dark colour scheme. */
const DARK = `
  --arimaa-viewer-bg: #17181b;
  --arimaa-viewer-fg: #e8e6e3;
  --arimaa-viewer-muted: #a3a09b;
  --arimaa-viewer-accent: #f0a45d;
  --arimaa-viewer-accent-fg: #17181b;
  --arimaa-viewer-current: #4a3520;
  --arimaa-viewer-border: #3a3b40;
  --arimaa-viewer-button-bg: #26272b;
  --arimaa-viewer-error-bg: #3d1616;
  --arimaa-viewer-error-fg: #ffb4b4;
  --arimaa-viewer-scheme: dark;
`;

// The current row's label is in the text colour: muted grey on the dark current-row
// colour is below 4.5:1. The frame's boxes come after, from layout.js.
const BASE = `
:host {
  --arimaa-viewer-font: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --arimaa-viewer-bg: #fff;
  --arimaa-viewer-fg: #1d1d1f;
  --arimaa-viewer-muted: #5f6368;
  --arimaa-viewer-accent: #b3541e;
  --arimaa-viewer-accent-fg: #fff;
  --arimaa-viewer-current: #f6dcc4;
  --arimaa-viewer-border: #d7d2c8;
  --arimaa-viewer-button-bg: #f3f0ea;
  --arimaa-viewer-error-bg: #fde8e8;
  --arimaa-viewer-error-fg: #8a1010;
  --arimaa-viewer-gap: 12px;
  --arimaa-viewer-scheme: light;
  display: block;
  position: relative;
  box-sizing: border-box;
  max-width: 100%;
  background: var(--arimaa-viewer-bg);
  border-radius: 6px;
  contain: content;
  -webkit-tap-highlight-color: transparent;
}
:host([hidden]) { display: none; }
:host(:focus) { outline: none; }
:host(:focus-visible) { outline: 3px solid var(--arimaa-viewer-accent); outline-offset: 2px; }
:host([theme="dark"]) {${DARK}}
@media (prefers-color-scheme: dark) {
  :host(:not([theme="light"])) {${DARK}}
}
:host > * {
  font: var(--arimaa-viewer-font-size, 14px)/1.4 var(--arimaa-viewer-font);
  font-feature-settings: normal; font-variation-settings: normal;
  color: var(--arimaa-viewer-fg); -webkit-text-fill-color: currentcolor;
  color-scheme: var(--arimaa-viewer-scheme);
  letter-spacing: normal; word-spacing: normal; text-transform: none; text-indent: 0;
  text-shadow: none; text-align: start; white-space: normal; word-break: normal; hyphens: manual;
  direction: ltr; writing-mode: horizontal-tb;
  cursor: auto; list-style: none; quotes: auto;
}
* { box-sizing: border-box; }
[hidden] { display: none !important; }
.picker { display: flex; align-items: center; gap: 8px; color: var(--arimaa-viewer-muted); }
.picker select { flex: 0 1 auto; min-width: 0; max-width: 100%; font: inherit; color: var(--arimaa-viewer-fg); background: var(--arimaa-viewer-button-bg); border: 1px solid var(--arimaa-viewer-border); border-radius: 4px; padding: 4px 6px; }
.picker select:focus-visible { outline: 2px solid var(--arimaa-viewer-accent); outline-offset: 1px; }
.side { display: flex; flex-direction: column; gap: 8px; }
.side > * { flex: none; }
.players { color: var(--arimaa-viewer-muted); font-size: 0.9em; }
.players > * + * { margin-left: 12px; }
.players b { color: var(--arimaa-viewer-fg); font-weight: 600; }
canvas { display: block; touch-action: pan-y; user-select: none; -webkit-user-select: none; border-radius: 3px; }
.controls { display: flex; gap: 4px; justify-content: center; }
.controls button { flex: 1 1 0; min-width: 0; max-width: 56px; height: 100%; padding: 4px 0; overflow: hidden; }
.controls svg { width: 16px; height: 16px; fill: currentColor; vertical-align: middle; }
.controls .squeezed { display: none; }
button {
  font: inherit; color: inherit; cursor: pointer;
  min-width: 36px; min-height: 36px; padding: 4px 8px;
  border: 1px solid var(--arimaa-viewer-border); border-radius: 4px;
  background: var(--arimaa-viewer-button-bg);
  touch-action: manipulation; user-select: none; -webkit-user-select: none;
}
button:hover { border-color: var(--arimaa-viewer-accent); }
button:focus-visible { outline: 2px solid var(--arimaa-viewer-accent); outline-offset: 1px; }
button:disabled { opacity: 0.4; cursor: default; }
button[aria-pressed="true"] { background: var(--arimaa-viewer-accent); color: var(--arimaa-viewer-accent-fg); }
.variations { display: flex; gap: 4px; flex-wrap: wrap; align-items: center; font-size: 0.9em; }
.variations button { min-height: 30px; padding: 2px 8px; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.variations button:first-of-type { border-color: var(--arimaa-viewer-accent); }
.variations kbd { font: 0.8em/1 ui-monospace, monospace; color: var(--arimaa-viewer-muted); margin-right: 1px; }
.caption { min-height: 2.8em; overflow-wrap: anywhere; }
.caption .where { font-weight: 600; }
.caption .move { font-family: ui-monospace, "Cascadia Mono", Menlo, monospace; margin-left: 0.5em; }
.caption p { margin: 4px 0 0; }
.caption .step { font-style: italic; }
.failure { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; text-align: center; }
.failed .players, .failed .variations, .failed .controls, .failed .side { visibility: hidden; }
.error { padding: 6px 10px; border-radius: 4px; background: var(--arimaa-viewer-error-bg); color: var(--arimaa-viewer-error-fg); font-weight: 600; overflow-wrap: anywhere; }
.problems { font-size: 0.85em; color: var(--arimaa-viewer-error-fg); }
.problems button { min-height: 26px; min-width: 0; padding: 0 6px; margin-left: 6px; }
.side > .list-wrap { position: relative; display: flex; flex-direction: column; flex: 1 1 0; min-height: min(6em, 100%); }
.movelist, .movelist ol { list-style: none; margin: 0; padding: 0; }
.movelist {
  position: relative; overflow: auto; overscroll-behavior: contain; flex: 1 1 0; min-height: 0;
  border: 1px solid var(--arimaa-viewer-border); border-radius: 4px; padding: 4px 0;
}
.movelist ol { margin-left: 10px; padding-left: 8px; border-left: 2px solid var(--arimaa-viewer-border); }
.entry { display: flex; gap: 8px; padding: 1px 8px; cursor: pointer; border-radius: 3px; }
.entry:hover { background: var(--arimaa-viewer-button-bg); }
.entry[aria-current] { background: var(--arimaa-viewer-current); }
.entry[aria-current] .label { color: inherit; }
.entry:focus, .toggle:focus { outline: none; }
.entry:focus-visible, .toggle:focus-visible { outline: 2px solid var(--arimaa-viewer-accent); outline-offset: -2px; }
.entry .label { flex: none; min-width: 2.6em; color: var(--arimaa-viewer-muted); font-variant-numeric: tabular-nums; }
.entry .text { font-family: ui-monospace, "Cascadia Mono", Menlo, monospace; font-size: 0.92em; overflow-wrap: anywhere; }
.glyph { flex: none; align-self: center; padding: 0 5px; border-radius: 8px; font: bold 0.85em/1.35 var(--arimaa-viewer-font); color: var(--arimaa-glyph-text); }
.glyph.plain { color: var(--arimaa-viewer-muted); border: 1px solid var(--arimaa-viewer-border); }
.entry.bad .text { color: var(--arimaa-viewer-error-fg); text-decoration: wavy underline; }
.entry .bad-token { font: bold 0.92em ui-monospace, "Cascadia Mono", Menlo, monospace; color: var(--arimaa-viewer-error-fg); overflow-wrap: anywhere; }
.bad-token::before { content: "⚠ " / ""; }
.note { display: block; padding: 0 8px 2px 3.6em; font-size: 0.88em; color: var(--arimaa-viewer-muted); overflow-wrap: anywhere; }
.toggle { display: inline-block; min-width: 22px; padding: 0 6px; margin: 2px 0 2px 6px; font-size: 0.8em; line-height: 20px; text-align: center; cursor: pointer; border: 1px dashed var(--arimaa-viewer-border); border-radius: 4px; background: var(--arimaa-viewer-button-bg); user-select: none; -webkit-user-select: none; }
.toggle:hover { border-color: var(--arimaa-viewer-accent); }
.spoiler { margin: 6px 8px; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
`;
const CSS = BASE + SHADOW_CSS + STATIC_CSS;

/** @type {CSSStyleSheet | null} */
let sheet = null;

/** @typedef {Omit<ShadowRoot, "adoptedStyleSheets">} OldShadowRoot a browser's without constructable sheets */

/**
 * Styles a viewer's shadow root: one CSSStyleSheet shared by every viewer on the
 * page. Where constructable stylesheets are missing (jsdom, browsers before 2023)
 * a <style> element stands in; a strict `style-src` CSP blocks that one.
 * @param {ShadowRoot | OldShadowRoot} root
 */
export function adoptStyles(root) {
  if (!("adoptedStyleSheets" in root) || !CSSStyleSheet.prototype.replaceSync) {
    const style = document.createElement("style");
    style.textContent = CSS;
    root.append(style);
    return;
  }
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  root.adoptedStyleSheets = [sheet];
}

/** @type {Map<string, CSSStyleSheet>} */
const extra = new Map();

/**
 * Adds `css` to the shadow root `root` after the element's own sheet: the editing
 * parts bring their rules with them, so readers never download them. One sheet per
 * text, shared by every viewer.
 * @param {ShadowRoot | OldShadowRoot} root
 * @param {string} css
 */
export function addStyles(root, css) {
  if (!("adoptedStyleSheets" in root) || !CSSStyleSheet.prototype.replaceSync) {
    const style = document.createElement("style");
    style.textContent = css;
    root.append(style);
    return;
  }
  let added = extra.get(css);
  if (!added) {
    added = new CSSStyleSheet();
    added.replaceSync(css);
    extra.set(css, added);
  }
  if (!root.adoptedStyleSheets.includes(added)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, added];
}

/**
 * The board colours the page sets: each custom property of `names` (GameView.themeVars())
 * that has a value on `host`, by name. Reads computed styles: call it only when the
 * colours can have changed, never per frame.
 * @param {Element} host
 * @param {string[]} names
 */
export function boardColours(host, names) {
  const style = getComputedStyle(host);
  /** @type {Record<string, string>} */
  const theme = {};
  for (const name of names) {
    const value = style.getPropertyValue(name).trim();
    if (value) theme[name] = value;
  }
  return theme;
}
