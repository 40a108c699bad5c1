// The pseudo-locale's checks (issue 36): with the page in en-XA every catalogue word comes
// out accented and bracketed (scripts/messages.mjs pseudo()), so any run of plain ASCII
// letters a viewer shows or speaks did not go through the catalogue, unless it is move
// notation, a number, a key's or a format's name, or the record's own text. Read are the
// shadow DOM's rendered text, its naming attributes, what its live regions said, and the
// accessibility tree Chromium builds (over CDP: the names a screen reader reads, which
// also catch words the browser itself supplies). The boxes: no control clipped by its
// container or its own box, none overlapping another, no text outside the viewer.
import { pseudo } from "../../scripts/messages.mjs";

/**
 * Words still English in every language (issue 36, KNOWN_ISSUES.md "Words still
 * English"): each a pattern of a leaked run of words (of the whole run where it is
 * anchored), and where it is built. A leak matching one is reported, not failed; an entry
 * nothing matched in a run of pseudo.test.mjs is reported there as stale. The list only
 * shrinks: a word moved to the catalogue takes its entry out.
 * @type {[RegExp, string][]}
 */
export const ENGLISH_LEFT = [
  [/^(a step like Ed4n|steps that stay on the board|a diagram framed by .+|the bottom frame .+|`\[` \+ 64 squares.+)$/, "src/notation: a typed step's or a Position diagram's `expected …` (the notation reader's words, a parameter of the catalogue's message)"],
];

// A word as the pseudo-locale writes it: its accented letters (those scripts/messages.mjs
// maps a-z and A-Z to), its tildes; or a bracket around a message.
const ACCENTED = [...pseudo("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ").replace(/[[\]~]/g, "")].join("");
const PSEUDO_WORD = new RegExp(`[${ACCENTED}]+~*|[[\\]]`, "u");

// Names that are the same in every language here: the games' names, keys as the keyboard shows them, file
// formats, the move notation's words and letters (as lichess keeps SAN's).
const KEYS = new Set(["Home", "End", "Up", "Down", "Left", "Right", "Alt", "Shift", "Ctrl", "Enter", "Esc", "Escape", "Del", "Delete", "Backspace", "Space", "Tab"]);
const FORMATS = new Set(["Arimaa", "Morabaraba", "PNG", "SVG", "GIF", "FAN", "PGN", "URL", "JSON", "base64"]);
const NOTATION = [
  /^[RCDHMErcdhme]?[a-h][1-8][nsewx]?$/, // a step, a placement, a square
  /^[a-g][1-7](x[a-g][1-7])+$/, // a Morabaraba capture (c3xa1)
  /^[0-9]+[gswb]?$/, // a number, a move's label
  /^(takeback|resigns|pass|lost)$/, // the notation's words (DESIGN.md, rule traps)
];

// The words the browser's Intl writes in the page's language, English in en-XA by design:
// those Intl.ListFormat joins a list with (judge.js anyOf), a time's AM and PM (export.js,
// the edits restored).
const LIST_WORDS = new Set(
  [
    ...["conjunction", "disjunction"].flatMap((type) =>
      new Intl.ListFormat("en", { type }).formatToParts(["a", "b", "c"]).filter((p) => p.type === "literal").map((p) => p.value.replace(/[^A-Za-z]/g, "")),
    ),
    ...[1, 13].map((hour) => new Intl.DateTimeFormat("en", { hour: "numeric", hour12: true }).formatToParts(new Date(2026, 0, 1, hour)).find((p) => p.type === "dayPeriod")?.value ?? ""),
  ].filter(Boolean),
);

/** Whether a token of letters and digits may stay as it is in any language. @param {string} token */
export const universal = (token) => LIST_WORDS.has(token) || !/[A-Za-z]{2}/.test(token) || KEYS.has(token) || FORMATS.has(token) || NOTATION.some((n) => n.test(token));

/**
 * The runs of words in `text` that no catalogue made: what is left once addresses and the pseudo words
 * (accented letters and their tildes, no ASCII letter in them) are taken out, split where
 * pseudo text or a bracket stood, each run kept if one of its tokens is not universal.
 * @param {string} text
 */
export function plainRuns(text) {
  return text
    .replace(/\b[a-z][a-z+.-]*:\/\/\S+/g, " ") // an address (a message's parameter) is the same in every language
    .replace(/\b(text|image|audio|video|font|application)\/[\w.+-]+/g, " ") // and so is a file's type
    .replace(/[\w.-]+\.(svg|png|gif|fan|pgn|txt)\b/g, " ") // and a file's name
    .split(PSEUDO_WORD)
    .map((run) => run.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ""))
    .filter((run) => (run.match(/[A-Za-z0-9]+/g) ?? []).some((token) => !universal(token)));
}

/**
 * Everything the viewers `ids` show and say, read in the page: rendered text nodes (the
 * visually hidden live region included: it is spoken), the naming attributes of every
 * element (a closed menu's too: it opens with them), the options of pickers, the host's
 * own name, and what the live regions said since watchLive.
 * @param {import("playwright-core").Page} page
 * @param {string[]} ids
 * @returns {Promise<{ viewer: string, where: string, text: string, record: boolean }[]>}
 */
function readShown(page, ids) {
  return page.evaluate((ids) => {
    // The record's own words: comments, notes, the event, players' names, moves, game names.
    const RECORD = ".comment, .note, .event, .players b, .movelist .text, .movelist .label, .move, .where, option, .bad-token";
    const ATTRS = ["aria-label", "title", "placeholder", "alt", "aria-description", "aria-roledescription", "aria-valuetext"];
    const out = [];
    const name = (el) => `${el.localName}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}`;
    for (const id of ids) {
      const host = document.getElementById(id);
      const root = host.shadowRoot;
      // The host's name holds the players' names (the record's words).
      for (const a of ATTRS) if (host.hasAttribute(a)) out.push({ viewer: id, where: `host[${a}]`, text: host.getAttribute(a), record: a === "aria-label" });
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const el = n.parentElement;
        if (!el || el.closest("style") || !n.textContent.trim()) continue;
        const shown = el.getClientRects().length > 0 || el.localName === "option";
        if (!shown) continue;
        out.push({ viewer: id, where: name(el), text: n.textContent, record: !!el.closest(RECORD) });
      }
      for (const el of root.querySelectorAll("*")) {
        for (const a of ATTRS) if (el.hasAttribute(a)) out.push({ viewer: id, where: `${name(el)}[${a}]`, text: el.getAttribute(a), record: false });
      }
      for (const said of window.__spoken?.[id] ?? []) out.push({ viewer: id, where: "live region", text: said, record: false });
    }
    return out;
  }, ids);
}

/**
 * Keeps what every live region, status and alert of the viewers `ids` says from now on
 * (window.__spoken), so that words spoken between two checks are checked too.
 * @param {import("playwright-core").Page} page
 * @param {string[]} ids
 */
export function watchLive(page, ids) {
  return page.evaluate((ids) => {
    window.__spoken ??= {};
    for (const id of ids) {
      const said = (window.__spoken[id] ??= []);
      const root = document.getElementById(id).shadowRoot;
      new MutationObserver(() => {
        for (const region of root.querySelectorAll("[aria-live], [role=status], [role=alert]")) {
          const text = region.textContent.trim();
          if (text && said.at(-1) !== text && !said.includes(text)) said.push(text);
        }
      }).observe(root, { subtree: true, childList: true, characterData: true });
    }
  }, ids);
}

/**
 * The accessibility tree's names, descriptions and values (not the text nodes' own, which
 * readShown reads), of the viewers' nodes; a name computed from the contents may hold the
 * record's words.
 * @param {import("playwright-core").Page} page
 * @param {string[]} ids
 */
async function readAccessible(page, ids) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const out = [];
    for (const id of ids) {
      const { result } = await cdp.send("Runtime.evaluate", { expression: `document.getElementById(${JSON.stringify(id)})` });
      const { node } = await cdp.send("DOM.describeNode", { objectId: result.objectId });
      const { nodes } = await cdp.send("Accessibility.queryAXTree", { backendNodeId: node.backendNodeId });
      for (const n of nodes) {
        if (n.ignored || ["StaticText", "InlineTextBox", "LineBreak"].includes(n.role?.value)) continue;
        const fromContents = (n.name?.sources ?? []).some((s) => s.type === "contents" && s.value?.value === n.name?.value);
        for (const field of ["name", "description", "value"]) {
          const text = n[field]?.value;
          // A field's value is what the reader typed; a select's, the record's game name.
          if (field === "value" && ["textbox", "combobox", "searchbox", "ComboBoxSelect", "ComboBoxMenuButton"].includes(n.role?.value)) continue;
          if (typeof text === "string" && text.trim()) out.push({ viewer: id, where: `${n.role?.value} (accessibility tree ${field})`, text, record: field === "name" && fromContents });
        }
      }
    }
    return out;
  } finally {
    await cdp.detach();
  }
}

/**
 * The English left in viewers `ids`: every run of plain words that is neither universal
 * nor the record's own (`records`: each viewer's record by id, or texts any may show; a
 * run counts as the record's where the record's words are shown and it is in the record
 * verbatim, or all its words are). Returns the leaks that fail, those expected until
 * still English by ENGLISH_LEFT (with the entry's source), and how much was read.
 * @param {import("playwright-core").Page} page
 * @param {string[]} ids
 * @param {Record<string, string> | string[]} records
 * @param {{ accessibilityTree?: boolean }} [options] the tree read too (the default)
 */
export async function englishLeft(page, ids, records, { accessibilityTree = true } = {}) {
  const found = [...(await readShown(page, ids)), ...(accessibilityTree ? await readAccessible(page, ids) : [])];
  const leaks = [];
  const expected = [];
  const seen = new Set();
  for (const item of found) {
    for (const run of plainRuns(item.text)) {
      // Where the record's words are shown, a run of them (a game's name joins its players' with a dash).
      const own = Array.isArray(records) ? records : [records[item.viewer] ?? ""];
      // Where messages carry the record's words as parameters too: the viewer's name (the
      // players), what the screen reader is told and a record's problem (a broken move's token).
      const carries = item.record || /^(host\[aria-label\]|live region|div\.sr|div\.error|div\.problems|group \(accessibility tree name\))$/.test(item.where);
      if (carries && own.some((r) => r.includes(run) || (run.match(/[A-Za-z0-9_]+/g) ?? []).filter((w) => !universal(w)).every((w) => new RegExp(`(^|[^A-Za-z0-9_])${w}($|[^A-Za-z0-9_])`).test(r)))) continue;
      const key = `${item.viewer}|${item.where}|${run}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const rust = ENGLISH_LEFT.find(([pattern]) => pattern.test(run));
      if (rust) expected.push({ ...item, run, source: rust[1], pattern: rust[0] });
      else leaks.push({ viewer: item.viewer, where: item.where, run, text: item.text });
    }
  }
  return { leaks, expected, read: found.length };
}

/**
 * Where the boxes of viewers `ids` go wrong: a control (button, field, select, summary,
 * menu item, link) cut by an ancestor that clips (overflow hidden or clip, or the host's
 * paint containment; a scrolling one only sideways: down, its content scrolls into view) or whose text
 * runs out of its own box; two controls overlapping (an open menu over the rest is meant
 * to); text outside the viewer's box.
 * @param {import("playwright-core").Page} page
 * @param {string[]} ids
 * @returns {Promise<string[]>}
 */
export function boxProblems(page, ids) {
  return page.evaluate((ids) => {
    const CONTROLS = "button, select, input, textarea, summary, a[href], [role=button], [role=menuitem], [role=tab], [role=checkbox], [role=radio]";
    const problems = [];
    const tol = 1;
    const inside = (a, b) => a.left >= b.left - tol && a.right <= b.right + tol && a.top >= b.top - tol && a.bottom <= b.bottom + tol;
    const up = (el) => el.parentElement ?? el.getRootNode().host ?? null;
    const name = (el) => `${el.localName}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).join(".")}` : ""} "${(el.getAttribute("aria-label") ?? el.textContent).trim().slice(0, 40)}"`;
    const textRects = (el) => {
      const rects = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent.trim() || n.parentElement?.closest("style")) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) rects.push([n, r]);
      }
      return rects;
    };
    for (const id of ids) {
      const host = document.getElementById(id);
      const root = host.shadowRoot;
      const hostBox = host.getBoundingClientRect();
      const visible = (el) => {
        if (!el.getClientRects().length) return false;
        const s = getComputedStyle(el);
        if (s.visibility === "hidden" || Number(s.opacity) === 0) return false;
        // Visually hidden (the live region's technique): a 1 px box clipped away.
        const r = el.getBoundingClientRect();
        return r.width > 1 && r.height > 1;
      };
      // What shows of a box: its rectangle cut by every ancestor that clips or scrolls.
      const shownRect = (el) => {
        let { left, top, right, bottom } = el.getBoundingClientRect();
        for (let a = up(el); a && a !== host; a = up(a)) {
          const s = getComputedStyle(a);
          if (s.overflowX === "visible" && s.overflowY === "visible") continue;
          const r = a.getBoundingClientRect();
          [left, top, right, bottom] = [Math.max(left, r.left), Math.max(top, r.top), Math.min(right, r.right), Math.min(bottom, r.bottom)];
        }
        return { left, top, right, bottom, width: right - left, height: bottom - top };
      };
      const controls = [...root.querySelectorAll(CONTROLS)].filter(visible).filter((c) => {
        const r = shownRect(c);
        return r.width > tol && r.height > tol;
      });
      for (const c of controls) {
        const box = c.getBoundingClientRect();
        for (let a = up(c); a && a !== document.documentElement; a = up(a)) {
          const s = getComputedStyle(a);
          const scrolls = /auto|scroll/.test(s.overflowX + s.overflowY);
          const clips = /hidden|clip/.test(s.overflowX + s.overflowY) || (a === host && /paint|strict|content/.test(s.contain));
          const edge = a.getBoundingClientRect();
          // Scrolled to, down or up; but no reader scrolls a panel sideways to find a control.
          if (scrolls && (box.left < edge.left - tol || box.right > edge.right + tol)) {
            problems.push(`${id}: ${name(c)} runs out of the side of ${name(a)}`);
            break;
          }
          if (scrolls) break;
          if (clips && !inside(box, edge)) {
            problems.push(`${id}: ${name(c)} clipped by ${a === host ? "the viewer" : name(a)}`);
            break;
          }
          if (a === host) break;
        }
        const s = getComputedStyle(c);
        if (!["select", "input", "textarea"].includes(c.localName)) {
          const spill = textRects(c).find(([, r]) => !inside(r, box));
          if (spill) problems.push(`${id}: ${name(c)}: its text "${spill[0].textContent.trim().slice(0, 30)}" runs out of its box`);
        }
        if (s.textOverflow === "ellipsis" && c.scrollWidth > c.clientWidth + tol) problems.push(`${id}: ${name(c)}: its text is cut short (ellipsis)`);
      }
      for (const el of root.querySelectorAll("*")) {
        if (/auto|scroll/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + tol && visible(el)) problems.push(`${id}: ${name(el)} scrolls sideways (${el.scrollWidth} px of content in ${el.clientWidth})`);
      }
      const inMenu = (el) => !!el.closest(".edit-menu");
      for (let i = 0; i < controls.length; i++) {
        for (let j = i + 1; j < controls.length; j++) {
          const [p, q] = [controls[i], controls[j]];
          if (p.contains(q) || q.contains(p) || inMenu(p) !== inMenu(q)) continue;
          const a = shownRect(p), b = shownRect(q);
          const w = Math.min(a.right, b.right) - Math.max(a.left, b.left), h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (w > tol && h > tol) problems.push(`${id}: ${name(p)} overlaps ${name(q)}`);
        }
      }
      // A line that ends in an ellipsis by design (the players' row) or scrolls is cut, not spilt.
      const held = (el) => {
        for (let a = el; a && a !== host; a = up(a)) if (getComputedStyle(a).overflowX !== "visible") return true;
        return false;
      };
      for (const [n, r] of textRects(root)) {
        if (!visible(n.parentElement) || held(n.parentElement)) continue;
        if (r.left < hostBox.left - tol || r.right > hostBox.right + tol) problems.push(`${id}: text "${n.textContent.trim().slice(0, 30)}" outside the viewer`);
      }
    }
    return problems;
  }, ids);
}
