// Links to a position: the page's URL fragment holds one entry per viewer with the
// `link` attribute, `key=path`, entries joined by "&" (README "Links"):
//   page.html#arimaa=12s:2             one viewer, move 12s with two of its steps shown
//   page.html#intro&a=5g.1.6s&b=3/20g  a page anchor kept, two viewers, a variation, game 3
// A viewer's key is its `link` attribute's value, else its id, else "arimaa"; the
// path is exactly the viewer's `path`. Entries this viewer does not own are kept
// as they are, in their order.

// Path characters stay readable in the address bar; anything else is escaped.
const encode = (/** @type {string} */ text) => encodeURIComponent(text).replace(/%(2F|3A|3D)/g, (m) => decodeURIComponent(m));

/** @param {string} text */
function decode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a stray "%": the text as it stands
  }
}

/**
 * The viewer's key in the fragment, or null when it keeps no link (`link` absent).
 * @param {Element} element
 * @param {string | null} link the `link` attribute
 */
export function linkKey(element, link) {
  if (link === null) return null;
  return link || element.id || "arimaa";
}

/**
 * The path the fragment `hash` ("#…" or "") holds for `key`, or null.
 * @param {string} hash
 * @param {string} key
 */
export function readLink(hash, key) {
  for (const entry of hash.replace(/^#/, "").split("&")) {
    const at = entry.indexOf("=");
    if (at > 0 && decode(entry.slice(0, at)) === key) return decode(entry.slice(at + 1));
  }
  return null;
}

/**
 * `hash` with `key`'s entry set to `path` (added at the end), or removed when `path` is null.
 * @param {string} hash
 * @param {string} key
 * @param {string | null} path
 */
export function writeLink(hash, key, path) {
  const entries = hash.replace(/^#/, "").split("&").filter(Boolean);
  const mine = (/** @type {string} */ entry) => {
    const at = entry.indexOf("=");
    return at > 0 && decode(entry.slice(0, at)) === key;
  };
  const entry = path === null ? null : `${encode(key)}=${encode(path)}`;
  const at = entries.findIndex(mine);
  const kept = entries.filter((e) => !mine(e));
  if (entry !== null) kept.splice(at < 0 ? kept.length : at, 0, entry);
  return kept.length ? `#${kept.join("&")}` : "";
}

/**
 * The element a fragment's page anchor names (`#intro&a=12s` → the element whose id
 * is "intro", or an `<a name="intro">`), or null: none, or the whole fragment names
 * an element, which the browser scrolls to itself. The browser looks only for the
 * whole fragment as an id, so an anchor kept beside viewers' entries is found here.
 * @param {string} hash
 * @param {Document} doc
 */
export function pageAnchor(hash, doc) {
  const whole = decode(hash.replace(/^#/, ""));
  const entries = hash.replace(/^#/, "").split("&").filter(Boolean);
  if (entries.length < 2 || named(doc, whole)) return null;
  for (const entry of entries) {
    const target = named(doc, decode(entry));
    if (target) return target;
  }
  return null;
}

/**
 * @param {Document} doc
 * @param {string} name
 * @returns {Element | null}
 */
function named(doc, name) {
  if (!name) return null;
  return doc.getElementById(name) ?? [...doc.getElementsByName(name)].find((e) => e.localName === "a") ?? null;
}

let anchored = false;
/**
 * Scrolls to the page anchor of the fragment (see pageAnchor) at load and on every
 * `hashchange`. Installed once per page, by the first viewer with `link`. A viewer
 * connected after the load scrolls the page only if the reader has not scrolled it.
 */
export function watchPageAnchor() {
  if (anchored || typeof document === "undefined") return;
  anchored = true;
  const go = () => pageAnchor(location.hash, document)?.scrollIntoView();
  window.addEventListener("hashchange", go);
  if (document.readyState !== "complete") window.addEventListener("load", go, { once: true });
  else if (window.scrollX === 0 && window.scrollY === 0) go();
}
