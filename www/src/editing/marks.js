// Markings drawn on the board of an `editable` viewer, the way chess readers
// draw them: a right-button drag from square to square draws an arrow, a
// right click on a square highlights it, the same again takes it away.
// The colour comes from the keys held: none green, Shift red, Alt blue,
// Shift+Alt yellow. With a label typed in the "Label" field, a right click
// labels the square instead. Without a mouse, the "Markings" field takes the
// position's markings as FAN (`@ad2d4=G @hc3=R @xd4=A`). The left button and
// touch are the board's other gestures; this part never handles them.

const CSS = `
.marks { flex: none; display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: flex-end; }
.marks label { display: flex; flex-direction: column; gap: 2px; font-size: 0.9em; }
.marks .label-field { flex: 0 0 5em; }
.marks .fan-field { flex: 1 1 10em; }
.marks input { font: inherit; color: var(--arimaa-viewer-fg); background: var(--arimaa-viewer-bg); border: 1px solid var(--arimaa-viewer-border); border-radius: 4px; padding: 3px 5px; min-width: 0; }
.marks input:focus-visible { outline: 2px solid var(--arimaa-viewer-accent); outline-offset: 1px; }
.marks .hint { flex: 1 1 100%; margin: 0; font-size: 0.85em; color: var(--arimaa-viewer-muted); }
`;

/**
 * @typedef {import("./index.js").EditingContext} EditingContext
 * @typedef {import("./index.js").Host} Host
 * @typedef {import("./index.js").Part} Part
 * @typedef {import("./index.js").EditorGame} EditorGame
 */

/**
 * The colour letter (FAN) of the keys held during a right click or drag.
 * @param {MouseEvent} e
 */
function colourOf(e) {
  if (e.shiftKey && e.altKey) return "Y";
  if (e.shiftKey) return "R";
  if (e.altKey) return "B";
  return "G";
}

/**
 * Board markings; see the top of this file.
 * @param {Host} host
 * @param {EditingContext} ctx
 * @returns {Part}
 */
export function attachMarks(host, ctx) {
  const { ui, el } = ctx;
  const say = ui.words.label;
  ctx.addStyles(CSS);
  const game = () => ctx.state().game;
  const editable = () => !!(ctx.options().editable && game());
  const path = () => ctx.state().cursor?.path;

  const group = el("div", "marks");
  group.setAttribute("role", "group");
  say(group, "aria-label", "arimaa-editor-marks");
  group.hidden = true;
  const labelField = el("label", "label-field");
  const label = el("input");
  label.type = "text";
  label.autocomplete = "off";
  label.setAttribute("part", "note-input label-input");
  const labelName = el("span");
  say(labelName, "text", "arimaa-editor-marks-label");
  labelField.append(labelName, label);
  const fanField = el("label", "fan-field");
  const fan = el("input");
  fan.type = "text";
  fan.autocomplete = "off";
  fan.spellcheck = false;
  fan.setAttribute("part", "note-input markings-input");
  const fanName = el("span");
  say(fanName, "text", "arimaa-editor-marks-fan");
  fanField.append(fanName, fan);
  const hint = el("p", "hint");
  say(hint, "text", "arimaa-editor-marks-hint");
  hint.id = "arimaa-marks-hint";
  fan.setAttribute("aria-describedby", hint.id);
  label.setAttribute("aria-describedby", hint.id);
  const refusal = el("p", "refusal");
  refusal.setAttribute("role", "alert");
  refusal.hidden = true;
  group.append(labelField, fanField, hint, refusal);
  // In the notes panel when there is one, before the game's details.
  const notes = ui.side.querySelector(".notes");
  if (notes) notes.insertBefore(group, notes.querySelector(".game-details"));
  else ui.side.append(group);

  /** Makes `edit` to the game shown (the group is shown only with one); a refusal is shown. */
  const attempt = (/** @type {(game: EditorGame) => void} */ edit) => {
    refusal.hidden = true;
    try {
      edit(/** @type {EditorGame} */ (game()));
    } catch (e) {
      refusal.textContent = String(/** @type {Error} */ (e)?.message ?? e);
      refusal.hidden = false;
      return;
    }
    ctx.edited({ kind: "marking", path: path() });
  };
  let shownFan = "";
  fan.addEventListener("change", () => {
    if (fan.value.trim() === shownFan.trim()) return;
    attempt((g) => g.setMarkings(fan.value));
  });

  /** The square under a pointer, or null (only while editable(): there is a game). */
  const squareAt = (/** @type {MouseEvent} */ e) => {
    const s = ctx.state();
    const r = ui.canvas.getBoundingClientRect();
    const options = ctx.options();
    return /** @type {EditorGame} */ (s.game).squareAt(
      e.clientX - r.left, e.clientY - r.top, s.size,
      // The side renderBoard drew at the bottom.
      /** @type {import("../core/core.js").Side} */ (ui.canvas.dataset.orientation ?? options.orientation), options.coordinates,
    ) ?? null;
  };
  /** @type {string | null} where a right-button drag began */
  let from = null;
  const down = (/** @type {PointerEvent} */ e) => {
    if (e.button !== 2 || !editable()) return;
    from = squareAt(e);
    if (from) ui.canvas.setPointerCapture?.(e.pointerId);
  };
  const up = (/** @type {PointerEvent} */ e) => {
    if (e.button !== 2 || from === null || !editable()) return;
    const start = from;
    from = null;
    const to = squareAt(e);
    if (!to) return;
    const colour = colourOf(e);
    const text = to !== start ? `a${start}${to}=${colour}`
      : label.value.trim() ? `x${to}=${label.value.trim()}`
      : `h${to}=${colour}`;
    attempt((g) => g.toggleMarking(text));
  };
  const cancel = () => (from = null);
  // The board's own context menu would hide the drawing: only an editable
  // viewer's board keeps it for itself.
  const menu = (/** @type {MouseEvent} */ e) => {
    if (editable()) e.preventDefault();
  };
  ui.canvas.addEventListener("pointerdown", down);
  ui.canvas.addEventListener("pointerup", up);
  ui.canvas.addEventListener("pointercancel", cancel);
  ui.canvas.addEventListener("contextmenu", menu);

  /** @type {string | null} the node the field was filled at */
  let filledAt = null;
  return {
    loaded() {
      refusal.hidden = true;
    },
    render(state, options) {
      const { game: g, cursor: c } = state;
      const on = !!(options.editable && g && c);
      group.hidden = !on;
      if (!on) return;
      const n = g.notes();
      const p = c.path;
      if (filledAt !== p) refusal.hidden = true;
      const typing = /** @type {ShadowRoot} */ (group.getRootNode()).activeElement === fan && filledAt === p && fan.value !== shownFan;
      if (!typing && fan.value !== n.markings) fan.value = n.markings;
      shownFan = n.markings;
      fan.disabled = !n.positionEditable && !n.inside;
      filledAt = p;
    },
    detach() {
      group.remove();
      ui.canvas.removeEventListener("pointerdown", down);
      ui.canvas.removeEventListener("pointerup", up);
      ui.canvas.removeEventListener("pointercancel", cancel);
      ui.canvas.removeEventListener("contextmenu", menu);
    },
  };
}
