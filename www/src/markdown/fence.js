// The ```arimaa fence, once for every Markdown pipeline: its info string's options and
// the HTML it becomes (an <arimaa-viewer> holding the record and its static view,
// README "Static first"). The markdown-it plugin (markdown-it.js) and the remark
// plugin (remark.js) are thin adapters over these two functions, so a page comes
// out the same whichever toolchain built it.
//
// Runs wherever the core does (Node, workers, browsers): no DOM here. renderFence needs
// the static view's producer loaded first (the core's initStatic).
import { staticHtml } from "../core/core.js";
import { PAGES } from "../attributes.js";

/**
 * @typedef {typeof import("./fence.js")} Published the types fence.d.ts gives these
 * @typedef {import("./fence.js").FenceOptions} FenceOptions
 * @typedef {import("../attributes.js").PageAttribute} PageAttribute
 * @typedef {string | number | boolean | null} OptionValue
 */

const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escape = (/** @type {unknown} */ text) => String(text).replace(/[&<>"]/g, (c) => ESCAPES[/** @type {keyof ESCAPES} */ (c)]);

/** `text`'s UTF-8 in base64, what the element's `data-encoding="base64"` reads (atob). */
function base64(/** @type {string} */ text) {
  const bytes = new TextEncoder().encode(String(text));
  let binary = "";
  // In slices: one fromCharCode call per byte is slow, and one for all overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Whether an info string (`arimaa path=12s`, or remark's lang and meta joined) is ours. @type {Published["isArimaaFence"]} */
export const isArimaaFence = (info) => String(info ?? "").trim().split(/\s+/)[0] === "arimaa";

// The fence's attributes, own options and old spellings, from the attributes' one
// declaration (attributes.json, README "Attributes").
const ACCEPTED = PAGES.attributes.filter((a) => a.in.includes("markdown"));
const OWN = PAGES.options.filter((o) => o.in.includes("markdown"));
const OLD = PAGES.oldSpellings.filter((o) => o.in.includes("markdown"));
const KNOWN = new Map([...ACCEPTED, ...OWN].map((a) => [a.name, a]));
const camel = (/** @type {string} */ name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const or = (/** @type {string[]} */ words) => (words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`);
/** How the problems say what an option takes. */
const expected = (/** @type {PageAttribute} */ a) => (a.values ? or(a.values) : PAGES.types[a.type].expected);
const { on: ON, off: OFF, oldOff: OLD_OFF } = PAGES.booleans;

/**
 * Reads a fence's info string after `arimaa`: the element's attributes the fence takes
 * (README "Attributes"), as `name=value` or, for a switch, `name` alone (on) and
 * `name=off`; `size=N`; and the old spellings `flip`, `board`, `no-coordinates`, which
 * still read, with a problem naming the new. A list (`overlays`) takes commas: the info
 * string splits at spaces. Unknown words and bad values are problems, so a typo does not
 * pass unseen. `options`: each option in camelCase (`moveList`), null when not given.
 * @type {Published["fenceOptions"]}
 */
export function fenceOptions(info) {
  /** @type {Record<string, OptionValue>} FenceOptions, by name */
  const options = {};
  for (const a of [...ACCEPTED, ...OWN]) options[camel(a.name)] = a.pageDefault ?? a.default;
  const problems = [];
  const read = (/** @type {string} */ word, /** @type {string} */ key, /** @type {string | null} */ value) => {
    const a = KNOWN.get(key);
    if (!a) {
      const known = [...KNOWN.values()].map((k) => (k.type === "boolean" ? k.name : `${k.name}=`));
      problems.push(`\`${word}\` is not an option (${known.join(", ")})`);
      return;
    }
    const said = readValue(a, value);
    if (said.problem) problems.push(`\`${word}\`${said.problem.startsWith(":") ? "" : " "}${said.problem}`);
    if ("value" in said) options[camel(a.name)] = said.value;
  };
  for (const word of String(info).trim().split(/\s+/).slice(1)) {
    const [key, value] = word.includes("=") ? [word.slice(0, word.indexOf("=")), word.slice(word.indexOf("=") + 1)] : [word, null];
    const old = OLD.find((o) => o.name === key);
    if (old && value === null) {
      const means = Object.entries(old.means);
      problems.push(`\`${word}\` is the old spelling of \`${means.map(([k, v]) => `${k}=${v}`).join(" ")}\`: write that`);
      for (const [k, v] of means) read(`${k}=${v}`, k, v);
    } else {
      read(word, key, value);
    }
  }
  // An attribute that needs another's value (guess-side: mode=guess) is dropped without it.
  for (const a of ACCEPTED.filter((a) => a.requires && options[camel(a.name)] !== null)) {
    const unmet = Object.entries(/** @type {Record<string, string>} filtered on it */ (a.requires)).filter(([k, v]) => options[camel(k)] !== v);
    if (unmet.length) {
      problems.push(`\`${a.name}\` does nothing without ${unmet.map(([k, v]) => `\`${k}=${v}\``).join(" ")}`);
      options[camel(a.name)] = null;
    }
  }
  // Every option was set above, from the schema FenceOptions is written from.
  return { options: /** @type {FenceOptions} */ (/** @type {unknown} */ (options)), problems };
}

/**
 * One option's value as the schema reads it (null: written alone): `{ value }`, with a
 * `problem` said of it too, or `{ problem }` alone when the value is dropped.
 * @param {PageAttribute} a
 * @param {string | null} value
 * @returns {{ value: OptionValue, problem?: string } | { problem: string }}
 */
function readValue(a, value) {
  if (a.type === "boolean") {
    const word = (value ?? "").toLowerCase();
    if (OFF.includes(word)) return { value: false };
    if (OLD_OFF.includes(word)) return { value: false, problem: `reads as off: write \`${a.name}=off\`` };
    if (ON.includes(word) || word === a.name) return { value: true };
    return { value: true, problem: `reads as on (a switch is off only with off or false)` };
  }
  if (value === null || value === "") {
    return a.empty ? { value: "" } : { problem: `was ignored: ${a.name} takes a value, ${expected(a)}` };
  }
  const bad = { problem: `was ignored: ${a.name} is ${expected(a)}` };
  const values = a.values ?? []; // an enum's or a list's
  if (a.type === "enum") return values.includes(value.toLowerCase()) ? { value: value.toLowerCase() } : bad;
  if (a.type === "list") {
    const words = value.toLowerCase().split(/[\s,]+/).filter(Boolean);
    const unknown = words.filter((w) => !values.includes(w));
    const known = [...new Set(words.filter((w) => values.includes(w)))].join(" ");
    return unknown.length ? { value: known, problem: `: ${or(unknown)} left out (${a.name}: ${or(values)})` } : { value: known };
  }
  const type = PAGES.types[a.type];
  if (type.pattern && !new RegExp(type.pattern).test(value)) return bad;
  if (type.min !== undefined) return +value >= type.min && +value <= /** @type {number} with its min */ (type.max) ? { value: +value } : bad;
  return { value };
}

/**
 * The HTML of one fence: the viewer holding its record and its static view (made by
 * the core's staticHtml, the producer the CLI and the gallery use too), and any
 * problem with the info string. `recordIn`: "template" (the light-DOM contract's
 * `<template class="arimaa-record">`) or "pre" (a hidden `<pre class="arimaa-record">`,
 * for pipelines that turn HTML into JSX: they drop a template's content).
 * @type {Published["renderFence"]}
 */
export function renderFence(record, info, { recordIn = "template" } = {}) {
  const { options, problems } = fenceOptions(info);
  // Guessing and puzzles hide the moves to be found, in the static view as in the element.
  const spoilers = options.spoilers || options.mode !== null;
  const view = staticHtml(record, {
    path: options.path ?? undefined,
    game: options.game ?? undefined,
    size: options.size,
    orientation: options.orientation,
    theme: options.theme ?? "light",
    coordinates: options.coordinates,
    spoilers,
  });
  // The element's attributes, in the schema's order: the node the static view shows (its
  // path names the game too), and each option that differs from the element's default.
  const attributes = ACCEPTED.map(({ name, default: byDefault }) => {
    if (name === "path") return ` path="${escape(view.path)}"`;
    const value = /** @type {Record<string, OptionValue>} */ (/** @type {unknown} */ (options))[camel(name)];
    if (name === "game" || value === null || value === byDefault) return "";
    if (value === true) return ` ${name}`;
    return ` ${name}="${value === false ? "off" : escape(value)}"`;
  }).join("");
  // The record rides in a <template>: parsed as text, never shown, and not part of
  // the element's textContent; the element reads it from there (template.content).
  // A hidden <pre> is not shown either (the static view lists the moves), and the
  // element reads it as its own text, which is all that is not slotted.
  // The info string's problems go with the static view (slot="static"): shown
  // until the element runs.
  // Moves the reader is to find ride in base64 (README "Nothing given away"): no search
  // engine, feed reader or reader of the source reads them; the element decodes them.
  const encoding = spoilers ? ' data-encoding="base64"' : "";
  const carrier = recordIn === "pre" ? [`<pre class="arimaa-record"${encoding} hidden>`, "</pre>"] : [`<template class="arimaa-record"${encoding}>`, "</template>"];
  return (
    `<figure class="arimaa">\n` +
    `<arimaa-viewer${attributes}>` +
    `${carrier[0]}${spoilers ? base64(record) : escape(record)}${carrier[1]}\n` +
    view.html +
    problems.map((p) => `<p class="arimaa-problem" slot="static">${escape(p)}</p>\n`).join("") +
    `</arimaa-viewer>\n</figure>\n`
  );
}
