// The notes panel of an `editable` viewer: the comments on the position, the
// move and the step shown, the move's glyphs, and the game's details. Where
// each note is kept in the record is Rust's (src/viewer/edit/annotate.rs); this
// panel only reads `game.notes()` and hands each edit to the GameView.
//
// It lives in the side panel, after the move list (an editable viewer always has
// the side panel: annotating must not depend on how the page shows the record). It
// takes the height it needs (up to 70% of the side panel) and the move list, which
// scrolls on its own, gives way: a panel squeezed into a small box of its own to
// scroll left the fields a line or two high.

const CSS = `
.notes { flex: none; display: flex; flex-direction: column; gap: 6px; border-top: 1px solid var(--arimaa-viewer-border); padding-top: 6px; }
.notes { max-height: 70%; overflow-y: auto; }
.notes label { display: flex; flex-direction: column; gap: 2px; font-size: 0.9em; }
.notes textarea, .notes input { font: inherit; color: var(--arimaa-viewer-fg); background: var(--arimaa-viewer-bg); border: 1px solid var(--arimaa-viewer-border); border-radius: 4px; padding: 3px 5px; min-width: 0; }
.notes textarea { resize: vertical; min-height: 2.6em; }
.notes textarea:focus-visible, .notes input:focus-visible, .notes summary:focus-visible { outline: 2px solid var(--arimaa-viewer-accent); outline-offset: 1px; }
.notes .glyphs { display: flex; flex-wrap: wrap; gap: 4px; }
.notes .glyphs button { flex: none; margin: 0; min-width: 2.4em; max-width: none; padding: 2px 6px; }
.notes summary { cursor: pointer; font-size: 0.9em; padding: 2px 0; }
.notes details label { margin-top: 4px; }
.notes .refusal { margin: 0; font-size: 0.9em; color: var(--arimaa-viewer-error-fg); background: var(--arimaa-viewer-error-bg); border-radius: 4px; padding: 3px 6px; }
`;

/**
 * @typedef {import("./index.js").EditingContext} EditingContext
 * @typedef {import("./index.js").Host} Host
 * @typedef {import("./index.js").Part} Part
 * @typedef {import("./index.js").EditorGame} EditorGame
 */

/** @type {["position" | "move" | "step", string][]} */
const COMMENTS = [
  ["position", "arimaa-editor-comment-position"],
  ["move", "arimaa-editor-comment-move"],
  ["step", "arimaa-editor-comment-step"],
];

/** @type {[keyof import("../core/core.js").Notes["header"], string][]} */
const HEADER = [
  ["gold", "arimaa-editor-side-gold"],
  ["silver", "arimaa-editor-side-silver"],
  ["event", "arimaa-editor-header-event"],
  ["date", "arimaa-editor-header-date"],
  ["result", "arimaa-editor-header-result"],
];

/**
 * The notes panel; see the top of this file.
 * @param {Host} host
 * @param {EditingContext} ctx
 * @returns {Part}
 */
export function attachNotes(host, ctx) {
  const { ui, el } = ctx;
  const { t, label: say } = ui.words;
  ctx.addStyles(CSS);
  const panel = el("section", "notes");
  panel.setAttribute("part", "notes");
  say(panel, "aria-label", "arimaa-editor-notes");
  panel.hidden = true;
  // The panel is shown, and so edits, only while there is a game.
  const game = () => /** @type {EditorGame} */ (ctx.state().game);
  const path = () => ctx.state().cursor?.path;

  // What a field showed when it was last filled, so that a field whose text is
  // unchanged saves nothing (one `change` per edit).
  /** @type {Map<HTMLTextAreaElement | HTMLInputElement, string>} */
  const shown = new Map();
  const refusal = el("p", "refusal");
  refusal.setAttribute("role", "alert");
  refusal.hidden = true;
  const refuse = (/** @type {unknown} */ e) => {
    refusal.textContent = String(/** @type {Error} */ (e)?.message ?? e);
    refusal.hidden = false;
  };
  /**
   * Makes `edit`; a refusal (an Error in Rust's words) is shown, else a `change` of `kind`.
   * @param {import("../element/element.js").ChangeKind} kind
   * @param {() => void} edit
   */
  const attempt = (kind, edit) => {
    refusal.hidden = true;
    try {
      edit();
    } catch (e) {
      refuse(e);
      return;
    }
    ctx.edited({ kind, path: path() });
  };

  const comments = /** @type {Record<"position" | "move" | "step", { label: HTMLLabelElement, caption: HTMLSpanElement, area: HTMLTextAreaElement }>} filled below */ ({});
  for (const [on, words] of COMMENTS) {
    const label = el("label", `comment-${on}`);
    const caption = el("span");
    say(caption, "text", words);
    const area = el("textarea");
    area.rows = 2;
    area.dir = "auto";
    area.dataset.on = on;
    area.setAttribute("part", `note-input ${on}-note`);
    area.addEventListener("change", () => {
      if (area.value.trim() === (shown.get(area) ?? "").trim()) return;
      attempt("comment", () => game().setComment(on, area.value));
    });
    label.append(caption, area);
    comments[on] = { label, caption, area };
  }

  const glyphs = el("div", "glyphs");
  glyphs.setAttribute("role", "group");
  say(glyphs, "aria-label", "arimaa-editor-glyphs");
  /** @type {HTMLButtonElement[]} */
  const glyphButtons = [];
  // The meanings are the wasm's words (GameView.setWords), so the buttons are
  // labelled again whenever the viewer's language is another.
  /** @type {string | null} */
  let labelledIn = null;
  const readChoices = () => {
    const lang = ui.words.language();
    if (labelledIn === lang || !game()) return;
    labelledIn = lang;
    game().glyphChoices().forEach(({ text, meaning }, i) => {
      let b = glyphButtons[i];
      if (!b) {
        b = el("button", null, text);
        b.type = "button";
        b.dataset.glyph = text;
        b.setAttribute("part", "button glyph-toggle");
        b.addEventListener("click", () => attempt("glyph", () => game().toggleGlyph(text)));
        glyphs.append(b);
        glyphButtons.push(b);
      }
      b.title = meaning;
      b.setAttribute("aria-label", meaning ? t("arimaa-editor-glyph", text, meaning) : text);
    });
  };

  const details = el("details", "game-details");
  const summary = el("summary");
  say(summary, "text", "arimaa-editor-game-details");
  details.append(summary);
  const headerInputs = /** @type {Record<(typeof HEADER)[number][0], HTMLInputElement>} filled below */ ({});
  for (const [field, words] of HEADER) {
    const label = el("label");
    const input = el("input");
    input.type = "text";
    input.dir = "auto";
    input.autocomplete = "off";
    input.dataset.field = field;
    input.setAttribute("part", "note-input header-input");
    input.addEventListener("change", () => {
      if (input.value.trim() === (shown.get(input) ?? "").trim()) return;
      attempt("header", () => game().setHeader(field, input.value));
    });
    const name = el("span");
    say(name, "text", words);
    label.append(name, input);
    details.append(label);
    headerInputs[field] = input;
  }

  panel.append(
    comments.position.label, comments.step.label, comments.move.label, glyphs, details, refusal,
  );
  ui.side.append(panel);

  // A field keeps text typed into it and not yet saved while it has the focus
  // and the cursor has not moved; otherwise it shows the record.
  /** @type {string | null} the node the fields were filled at */
  let filledAt = null;
  const fill = (/** @type {HTMLTextAreaElement | HTMLInputElement} */ field, /** @type {string} */ value) => {
    const typing = /** @type {ShadowRoot} */ (panel.getRootNode()).activeElement === field && filledAt === path()
      && field.value !== (shown.get(field) ?? "");
    if (!typing && field.value !== value) field.value = value;
    shown.set(field, value);
  };

  // The list scrolled to the current move before this panel took its height (the list
  // gives way to it): the move is brought back into the list's view if it went out.
  const keepCurrentRowShown = () => {
    const list = ui.list;
    const row = /** @type {HTMLElement | null} */ (list.querySelector(".entry[aria-current]"));
    if (!row || ui.listWrap.hidden) return;
    const top = row.offsetTop;
    const bottom = top + row.offsetHeight;
    if (top < list.scrollTop || bottom > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - (list.clientHeight - row.offsetHeight) / 2);
    }
  };

  return {
    loaded() {
      refusal.hidden = true;
      filledAt = null;
    },
    render(state, options) {
      const { game: g, cursor: c } = state;
      const on = !!(options.editable && g && c);
      panel.hidden = !on;
      if (!on) return;
      readChoices();
      const n = g.notes();
      if (filledAt !== c.path) refusal.hidden = true;
      comments.position.label.hidden = n.inside;
      comments.position.area.disabled = !n.positionEditable;
      comments.step.label.hidden = !n.inside;
      say(comments.step.caption, "text", "arimaa-editor-comment-step-at", c.path);
      comments.move.label.hidden = c.atStart;
      comments.move.area.disabled = !n.moveEditable;
      if (c.atStart) say(comments.move.caption, "text", "arimaa-editor-comment-move");
      else say(comments.move.caption, "text", "arimaa-editor-comment-move-at", c.label);
      fill(comments.position.area, n.position);
      fill(comments.move.area, n.move);
      fill(comments.step.area, n.step);
      glyphs.hidden = c.atStart;
      for (const b of glyphButtons) {
        b.disabled = !n.moveEditable;
        b.setAttribute("aria-pressed", String(n.glyphs.includes(/** @type {string} */ (b.dataset.glyph))));
      }
      for (const [field] of HEADER) fill(headerInputs[field], n.header[field] ?? "");
      filledAt = c.path;
      keepCurrentRowShown();
    },
    detach() {
      panel.remove();
    },
  };
}
