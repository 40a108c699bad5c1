// The move list of <arimaa-viewer>: the flat entries of GameView.moveList()
// (reading order, with depth and variationStart) as an indented tree of lists,
// each variation collapsible. Record text only ever reaches the DOM as textContent.
// It is an ARIA tree (WAI-ARIA APG "Tree View"): moves and variations are treeitems
// with one tab stop among them (roving tabindex), so hundreds of moves are not
// hundreds of Tab presses; the keys are in input.js.
import { el } from "./shell.js";

/**
 * One row of the list: `li` the move (a treeitem), `item` what holds it and its comment,
 * `holder` a variation's first move's variation (with its fold button), else null.
 * @typedef {{ li: HTMLDivElement, item: HTMLLIElement, holder: HTMLLIElement | null }} MoveRow
 */

/**
 * Builds the list. Returns { root, rows } where rows[i] is moveList entry i:
 * { li, item, holder } (li is the clickable row, a treeitem, its data-path the node
 * to go to; item holds it and its comment; holder, for a variation's first move,
 * holds the variation with its fold button).
 * @param {import("../core/core.js").MoveListEntry[]} entries
 * @param {import("./words.js").Translate} t the viewer's words
 */
export function buildMoveList(entries, t) {
  const root = el("ol", "movelist");
  root.setAttribute("part", "movelist");
  root.setAttribute("role", "tree");
  root.setAttribute("aria-label", t("arimaa-viewer-moves"));
  const stack = [root]; // stack[d] is the <ol> of nesting depth d
  /** @type {MoveRow[]} */
  const rows = [];
  for (const entry of entries) {
    const depth = Math.max(0, entry.depth | 0);
    let holder = null;
    if (entry.variationStart && depth > 0) {
      stack.length = Math.min(stack.length, depth);
      while (stack.length < depth) stack.push(stack[stack.length - 1]);
      holder = el("li", "variation");
      holder.setAttribute("role", "none");
      // The variation's treeitem is its fold button (a treeitem holds no button); its
      // moves are a group it owns.
      const inner = el("ol");
      inner.setAttribute("role", "group");
      inner.id = `variation-${rows.length}`;
      const toggle = treeitem("span", "toggle", "−");
      toggle.setAttribute("aria-expanded", "true");
      toggle.setAttribute("aria-label", t("arimaa-viewer-variation-from", entry.label));
      toggle.setAttribute("aria-owns", inner.id);
      toggle.dataset.toggle = "";
      holder.append(toggle, inner);
      stack[depth - 1].append(holder);
      stack.push(inner);
    } else {
      stack.length = Math.min(stack.length, depth + 1);
      while (stack.length < depth + 1) stack.push(stack[stack.length - 1]);
    }
    const li = treeitem("div", entry.hasError ? "entry bad" : "entry");
    li.setAttribute("part", entry.hasError ? "move move-error" : "move");
    li.dataset.path = entry.path;
    li.append(el("span", "label", entry.label), el("span", "text", entry.text));
    // A broken move: the word at fault after what was read, its reason as a title and for screen readers.
    if (entry.errorToken) {
      const bad = el("span", "bad-token", entry.errorToken);
      bad.setAttribute("part", "move-error-token");
      bad.title = /** @type {string} a broken move says why */ (entry.error);
      bad.append(el("span", "sr", `: ${entry.error}`));
      li.append(bad);
    }
    for (const g of entry.glyphs ?? []) li.append(glyph(g));
    const item = el("li", "item");
    item.setAttribute("role", "none");
    item.append(li);
    if (entry.comment) {
      const note = el("span", "note", entry.comment);
      note.dir = "auto";
      note.setAttribute("part", "comment move-comment");
      item.append(note);
    }
    stack[depth].append(item);
    rows.push({ li, item, holder });
  }
  return { root, rows };
}

/**
 * A treeitem, out of the tab order until it is the list's tab stop.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} className
 * @param {string} [text]
 */
function treeitem(tag, className, text) {
  const node = el(tag, className, text);
  node.setAttribute("role", "treeitem");
  node.tabIndex = -1;
  return node;
}

/**
 * A glyph beside its move: the symbol as text, in its badge colour (a custom property
 * the element sets from the board's theme), the meaning as a title and for screen readers.
 * @param {import("../core/core.js").MoveGlyph} g
 */
export function glyph(g) {
  const span = el("span", "glyph", g.text);
  span.setAttribute("part", "glyph");
  if (g.colour) span.style.background = `var(${g.colour})`;
  else span.classList.add("plain");
  if (g.meaning) {
    span.title = g.meaning;
    span.append(el("span", "sr", `, ${g.meaning}`));
  }
  return span;
}

/**
 * Collapses or expands the variation whose toggle button is `toggle`.
 * @param {Element} toggle
 * @param {boolean} expanded
 */
export function setExpanded(toggle, expanded) {
  const inner = /** @type {HTMLElement | null} the variation's <ol> */ (toggle.nextElementSibling);
  toggle.setAttribute("aria-expanded", String(expanded));
  toggle.textContent = expanded ? "−" : "+";
  if (inner) inner.hidden = !expanded;
}

/**
 * The treeitems a reader can see, in order.
 * @param {Element} list
 */
export function visibleItems(list) {
  return [.../** @type {NodeListOf<HTMLElement>} */ (list.querySelectorAll('[role="treeitem"]'))].filter((n) => n.getClientRects().length > 0);
}

/**
 * Makes `item` the list's one tab stop (roving tabindex).
 * @param {Element} list
 * @param {HTMLElement | null | undefined} item
 */
export function setTabStop(list, item) {
  const old = /** @type {HTMLElement | null} */ (list.querySelector('[role="treeitem"][tabindex="0"]'));
  if (old === item) return;
  if (old) old.tabIndex = -1;
  if (item) item.tabIndex = 0;
}

/**
 * Expands every collapsed variation that contains `node`.
 * @param {Element} node
 * @param {Element} root
 */
export function revealRow(node, root) {
  for (let p = node.parentElement; p && p !== root; p = p.parentElement) {
    // A variation's <ol> follows its fold button.
    if (p.tagName === "OL" && p.hidden) setExpanded(/** @type {Element} */ (p.previousElementSibling), true);
  }
}

/**
 * Scrolls `list` (only the list, never the page) so `row` is visible.
 * @param {HTMLElement} list
 * @param {HTMLElement} row
 */
export function scrollIntoList(list, row) {
  const top = row.offsetTop;
  const bottom = top + row.offsetHeight;
  if (top < list.scrollTop + 4) list.scrollTop = Math.max(0, top - 24);
  else if (bottom > list.scrollTop + list.clientHeight - 4) {
    list.scrollTop = bottom - list.clientHeight + 24;
  }
}
