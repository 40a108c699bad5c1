// The move list of <arimaa-viewer>: the flat entries of GameView.moveList()
// (reading order, with depth and variationStart) as an indented tree of lists,
// each variation collapsible. Record text only ever reaches the DOM as textContent.
import { el } from "./arimaa-viewer-shell.js";

/**
 * Builds the list. Returns { root, rows } where rows[i] is moveList entry i:
 * { li, item, holder } (li is the clickable row, its data-path the node to go to;
 * item holds it and its comment; holder, for a variation's first move, holds the
 * variation with its toggle).
 */
export function buildMoveList(entries) {
  const root = el("ol", "movelist");
  root.setAttribute("part", "movelist");
  root.setAttribute("aria-label", "Moves");
  const stack = [root]; // stack[d] is the <ol> of nesting depth d
  const rows = [];
  for (const entry of entries) {
    const depth = Math.max(0, entry.depth | 0);
    let holder = null;
    if (entry.variationStart && depth > 0) {
      stack.length = Math.min(stack.length, depth);
      while (stack.length < depth) stack.push(stack[stack.length - 1]);
      holder = el("li", "variation");
      const toggle = el("button", "toggle", "−");
      toggle.type = "button";
      toggle.setAttribute("aria-expanded", "true");
      toggle.setAttribute("aria-label", `Hide variation from ${entry.label}`);
      toggle.dataset.toggle = "";
      const inner = el("ol");
      inner.setAttribute("aria-label", `Variation from ${entry.label}`);
      holder.append(toggle, inner);
      stack[depth - 1].append(holder);
      stack.push(inner);
    } else {
      stack.length = Math.min(stack.length, depth + 1);
      while (stack.length < depth + 1) stack.push(stack[stack.length - 1]);
    }
    const li = el("div", entry.hasError ? "entry bad" : "entry");
    li.setAttribute("part", entry.hasError ? "move move-error" : "move");
    li.dataset.path = entry.path;
    li.append(el("span", "label", entry.label), el("span", "text", entry.text));
    // A broken move: the word at fault after what was read, its reason as a title and for screen readers.
    if (entry.errorToken) {
      const bad = el("span", "bad-token", entry.errorToken);
      bad.setAttribute("part", "move-error-token");
      bad.title = entry.error;
      bad.append(el("span", "sr", `: ${entry.error}`));
      li.append(bad);
    }
    for (const g of entry.glyphs ?? []) li.append(glyph(g));
    const item = el("li", "item");
    item.append(li);
    if (entry.comment) {
      const note = el("span", "note", entry.comment);
      note.setAttribute("part", "comment move-comment");
      item.append(note);
    }
    stack[depth].append(item);
    rows.push({ li, item, holder });
  }
  return { root, rows };
}

/**
 * A glyph beside its move: the symbol as text, in its badge colour (a custom property
 * the element sets from the board's theme), the meaning as a title and for screen readers.
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

/** Collapses or expands the variation whose toggle button is `toggle`. */
export function setExpanded(toggle, expanded) {
  const inner = toggle.nextElementSibling;
  toggle.setAttribute("aria-expanded", String(expanded));
  toggle.textContent = expanded ? "−" : "+";
  const label = toggle.getAttribute("aria-label").replace(/^(Hide|Show)/, expanded ? "Hide" : "Show");
  toggle.setAttribute("aria-label", label);
  if (inner) inner.hidden = !expanded;
}

/** Expands every collapsed variation that contains `node`. */
export function revealRow(node, root) {
  for (let p = node.parentElement; p && p !== root; p = p.parentElement) {
    if (p.tagName === "OL" && p.hidden) setExpanded(p.previousElementSibling, true);
  }
}

/** Scrolls `list` (only the list, never the page) so `row` is visible. */
export function scrollIntoList(list, row) {
  const top = row.offsetTop;
  const bottom = top + row.offsetHeight;
  if (top < list.scrollTop + 4) list.scrollTop = Math.max(0, top - 24);
  else if (bottom > list.scrollTop + list.clientHeight - 4) {
    list.scrollTop = bottom - list.clientHeight + 24;
  }
}
