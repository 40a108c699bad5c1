// The element's words in the reader's language (issue 36). Every word the element and
// its editing parts show or speak is a message of i18n/en.json, looked up with
// t(key, ...params). The sources name keys; the bundles name ids, numbers
// (scripts/message-ids.mjs), so that no key's name is downloaded: catalogues are
// arrays by id. English is built in (messages.js, written from i18n/en.json); another
// language is a pack, arimaa-lang-<code>.json beside the element, fetched once per
// page when a viewer's language asks for it, or added by the page itself
// (ArimaaViewer.addMessages, by key). Plurals use the browser's Intl data: no locale
// data ships. The language: the element's `lang`, else the nearest ancestor's (across
// shadow roots), else English; `de-AT` tries de-AT, then de, then English.
/* global ARIMAA_LANG_DIR */
import { EN, PACKS, RUST_WORDS } from "./messages.js";
import { KEYS } from "./keys.js";

/**
 * @typedef {(string | null | undefined)[]} Messages a catalogue: message by id ($1…, {{PLURAL:$n|…}})
 * @typedef {string | number} Key a message's key (the sources), or its id (the bundles)
 * @typedef {(key: Key, ...params: (string | number)[]) => string} Translate
 * @typedef {string | number | { key: Key }} Param a label's parameter: a value, or another message (in the language of the moment)
 * @typedef {ReturnType<typeof createWords>} Words
 */

/** Messages by language (lower case): the packs fetched, and what pages added over them. @type {Map<string, Messages>} */
const loaded = new Map([["en", [...EN]]]);
/** Packs being fetched, by language. @type {Map<string, Promise<void>>} */
const fetching = new Map();
/** The viewers in a document, told when the page's languages or messages change (force: the messages). @type {Set<(force?: boolean) => void>} */
const viewers = new Set();
// The packs beside the element's bundle; the unbundled sources (the demo, the tests) find them in the build.
const DIR = typeof ARIMAA_LANG_DIR === "string" ? ARIMAA_LANG_DIR : "../../dist/";
const PLURAL_ORDER = ["zero", "one", "two", "few", "many", "other"];

/** A message's id: the bundles have it already; the sources look their key up. @param {Key} key */
const idOf = (key) => KEYS?.indexOf(/** @type {string} */ (key)) ?? /** @type {number} */ (key);

/**
 * A JSON file from beside the element.
 * @param {string} name arimaa-lang-<name>.json
 */
const getJSON = (name) =>
  fetch(new URL(`${DIR}arimaa-lang-${name}.json`, import.meta.url)).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`)))); // not the reader's: the console's

/** The keys by id, fetched by a bundle the first time a page adds messages (the sources have them). @type {Promise<string[]> | undefined} */
let keyList;

/**
 * Adds or overrides messages of a language for the whole page (ArimaaViewer.addMessages),
 * by key as in i18n/en.json: every viewer in that language relabels once they are in.
 * @param {string} lang
 * @param {Record<string, string>} messages
 */
export async function addMessages(lang, messages) {
  const keys = await (KEYS ?? (keyList ??= getJSON("keys")));
  const code = lang.toLowerCase();
  const table = loaded.get(code) ?? [];
  for (const [key, message] of Object.entries(messages)) table[keys.indexOf(key)] = message;
  loaded.set(code, table);
  for (const update of viewers) update(true);
}

/**
 * The language the page gives `host`: its own `lang`, else the nearest ancestor's,
 * through the shadow roots it is in; "" when none says.
 * @param {Element} host
 */
export function pageLanguage(host) {
  /** @type {Element | null} */
  let node = host;
  while (node) {
    const lang = node.getAttribute("lang");
    if (lang) return lang;
    node = node.parentElement ?? /** @type {ShadowRoot} */ (node.getRootNode()).host ?? null;
  }
  return "";
}

/**
 * `de-AT` → ["de-at", "de"], most precise first, ending before English (built in).
 * @param {string} lang
 */
const chainOf = (lang) => {
  const parts = lang.toLowerCase().split("-");
  return parts.map((_, i) => parts.slice(0, parts.length - i).join("-")).filter((c) => c && c !== "en");
};

/**
 * Fetches a language's pack from beside the element, once per page; a pack that cannot
 * be had leaves English (and says so in the console: the page can still add messages).
 * @param {string} code lower case, one of PACKS
 */
function fetchPack(code) {
  let pending = fetching.get(code);
  if (!pending) {
    // The same request as <link rel="preload" as="fetch" crossorigin> makes, so a preloaded pack is used.
    // What a page added (addMessages) stays over the pack.
    pending = getJSON(code)
      .then((/** @type {Messages} */ pack) => void loaded.set(code, Object.assign(pack, loaded.get(code))))
      .catch((error) => console.warn(`<arimaa-viewer>: no ${code} words, English shown (${error})`));
    fetching.set(code, pending);
  }
  return pending;
}

/**
 * {{PLURAL:$n|one|other}} (MediaWiki's form: the forms in CLDR order for the language;
 * the last stands for those left out), then $1, $2… replaced.
 * @param {string} message
 * @param {(string | number)[]} params
 * @param {string} locale
 */
function format(message, params, locale) {
  const param = (/** @type {string} */ n) => params[Number(n) - 1] ?? "";
  return message
    .replace(/\{\{PLURAL:\$(\d+)\|([^}]*)\}\}/g, (_, n, forms) => {
      const list = forms.split("|");
      const rules = new Intl.PluralRules(locale);
      const order = PLURAL_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(/** @type {Intl.LDMLPluralRule} */ (c)));
      return list[Math.min(order.indexOf(rules.select(Number(param(n)))), list.length - 1)];
    })
    .replace(/\$(\d+)/g, (_, n) => String(param(n)));
}

const LABELLED = Symbol();

/**
 * One viewer's words: `t` in its language, `label` for the shadow tree's lasting words
 * (relabelled when the language changes), and `update` when it may have.
 * @param {Element} host
 * @param {() => void} relabelled called after the language changed and the labels were redone
 */
export function createWords(host, relabelled) {
  let lang = "en";
  /** The catalogues to look in, most precise first; English last. @type {string[]} */
  let chain = ["en"];
  /** @type {Translate} */
  const t = (key, ...params) => {
    const id = idOf(key);
    const code = chain.find((c) => loaded.get(c)?.[id] != null) ?? "en";
    return format(loaded.get(code)?.[id] ?? String(key), params, code);
  };
  /**
   * Sets a lasting word of `node` (its text when `attr` is "text", else the attribute)
   * and remembers it, so that a new language relabels it.
   * @param {Element} node
   * @param {string} attr
   * @param {Key} key
   * @param {...Param} params
   */
  const label = (node, attr, key, ...params) => {
    const n = /** @type {Element & { [LABELLED]?: Record<string, [Key, Param[]]> }} */ (node);
    (n[LABELLED] ??= {})[attr] = [key, params];
    const words = t(key, ...params.map((p) => (typeof p === "object" ? t(p.key) : p)));
    if (attr === "text") node.textContent = words;
    else node.setAttribute(attr, words);
  };
  const relabel = () => {
    const root = host.shadowRoot;
    for (const node of root ? root.querySelectorAll("*") : []) {
      const words = /** @type {{ [LABELLED]?: Record<string, [Key, Param[]]> }} */ (node)[LABELLED];
      for (const [attr, [key, params]] of Object.entries(words ?? {})) label(node, attr, key, ...params);
    }
    relabelled();
  };
  /**
   * The page's language may have changed (or, `force`, its messages): the packs it
   * needs, then the labels.
   */
  const update = async (force = false) => {
    const want = pageLanguage(host) || "en";
    if (want === lang && !force) return;
    lang = want;
    const codes = chainOf(want);
    await Promise.all(codes.filter((c) => PACKS.includes(c)).map(fetchPack));
    if (lang !== want) return; // changed again meanwhile
    chain = [...codes, "en"];
    relabel();
  };
  return {
    t,
    label,
    update,
    /**
     * The words the wasm builds (spoken descriptions, teaching words), for
     * GameView.setWords: the language, and its arimaa-words-* one a line, empty where
     * English stands (the wasm has English; the reader's carries no other language).
     * @returns {[string, string]}
     */
    rust() {
      const [first, count] = RUST_WORDS;
      const codes = chain.filter((c) => c !== "en");
      const lines = [];
      for (let id = first; id < first + count; id++) lines.push(codes.map((c) => loaded.get(c)?.[id]).find((m) => m != null) ?? "");
      return [codes.find((c) => loaded.has(c)) ?? "en", lines.join("\n")];
    },
    /** The language the words are in (for Intl and the shadow tree's `lang`). */
    language: () => /** @type {string} English at least */ (chain.find((c) => loaded.has(c))),
    /**
     * English the element's bundle does not carry (the editing chunk's, once it is here).
     * @param {Messages} messages
     */
    addEnglish: (messages) => void Object.assign(/** @type {Messages} */ (loaded.get("en")), messages),
    /** In a document: told when a page adds messages, or an ancestor's lang changes. */
    connect() {
      viewers.add(update);
      watchDocument();
      return update();
    },
    disconnect() {
      viewers.delete(update);
    },
  };
}

let watching = false;
/** One observer of the page's `lang` attributes, for every viewer (a section's or the page's changed). */
function watchDocument() {
  if (watching || typeof MutationObserver === "undefined") return;
  watching = true;
  new MutationObserver(() => {
    for (const viewer of viewers) viewer();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ["lang"], subtree: true });
}
