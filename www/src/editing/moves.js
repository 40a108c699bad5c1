// Playing moves on the board (the `analysis` attribute): pointer gestures on the
// canvas become taps and drags for Rust (GameView.boardTap/boardDrag), which keeps
// the move in progress, checks every step and says why it refuses one; a small move
// bar under the board (Undo step, End move, Cancel, a Steps field with completions,
// a polite status line); Enter, Backspace and Escape while a move is in progress.
// A thin shell: every rule and every word is Rust's.

const CSS = `
.moves { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-top: 6px; }
.moves button { font: inherit; padding: 4px 10px; min-height: 32px; }
.moves label { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; flex: 1 1 12em; min-width: 0; }
.moves input { font: inherit; flex: 1 1 6em; width: 6em; min-width: 6em; max-width: 100%; padding: 4px 6px; }
.moves .steps-made { flex-basis: 100%; margin: 0; font-family: ui-monospace, monospace; min-height: 1.3em; }
.moves .move-status { flex-basis: 100%; margin: 0; min-height: 1.3em; }
.moves .move-status.refused { font-weight: 600; }
.moves [hidden] { display: none; }
canvas.playable { cursor: pointer; }
`;

/**
 * @typedef {import("./index.js").EditingContext} EditingContext
 * @typedef {import("./index.js").Host} Host
 * @typedef {import("./index.js").Part} Part
 * @typedef {import("./index.js").EditorGame} EditorGame
 * @typedef {import("./index.js").Outcome} Outcome
 */

let ids = 0;
// The field's name (a message) and example (notation, as written) for each kind of move (moveDraft().input).
/** @type {Record<string, [string, string]>} */
const FIELD = {
  arimaa: ["arimaa-editor-field-steps", "Ed2n Ed3n"],
  morabaraba: ["arimaa-editor-field-move", "c4-c3xa1"],
  setup: ["arimaa-editor-field-setup", "Ra1 Rb1 … Hh2"],
};

// The outcomes of a move judged in guess mode (GameView.setGuessing) and puzzle mode
// (GameView.setSolving).
/** @type {Set<Outcome | null>} */
const JUDGED = new Set(["right", "other", "alternative", "good-alternative", "solved", "solved-alternative", "missed"]);

/**
 * Attaches move playing to the viewer `host` (see index.js for `ctx`).
 * @param {Host} host
 * @param {EditingContext} ctx
 * @returns {Part}
 */
export function attachMoves(host, ctx) {
  const { ui, el } = ctx;
  const { t, label: say_ } = ui.words;
  ctx.addStyles(CSS);
  const game = () => ctx.state().game;

  // The move bar.
  const bar = el("div", "moves");
  bar.setAttribute("part", "move-bar");
  bar.setAttribute("role", "group");
  say_(bar, "aria-label", "arimaa-editor-move-bar");
  const made = el("p", "steps-made");
  const button = (/** @type {string} */ text, /** @type {() => void} */ act) => {
    const b = el("button");
    say_(b, "text", text);
    b.type = "button";
    b.addEventListener("click", act);
    return b;
  };
  const undo = button("arimaa-editor-undo-step", () => act((g) => g.undoStep()));
  const end = button("arimaa-editor-end-move", () => act((g) => g.endMove()));
  // A setup starts from the standard one: this puts it back (undo goes back to the arrangement before).
  const standard = button("arimaa-editor-standard-setup", () => act((g) => g.standardSetup()));
  const cancel = button("arimaa-editor-cancel", () => {
    if (game()?.cancelMove()) say("");
    changed("nothing");
  });
  const label = el("label");
  const fieldName = el("span");
  say_(fieldName, "text", FIELD.arimaa[0]);
  label.append(fieldName);
  const field = el("input");
  field.type = "text";
  field.autocomplete = "off";
  field.spellcheck = false;
  field.setAttribute("autocapitalize", "off");
  field.placeholder = FIELD.arimaa[1]; // notation, as written in every language
  const list = el("datalist");
  list.id = `arimaa-steps-${++ids}`;
  field.setAttribute("list", list.id);
  label.append(field);
  const status = el("p", "move-status");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  bar.append(made, standard, undo, end, cancel, label, list, status);
  ui.side.insertBefore(bar, ui.caption);
  ui.canvas.classList.add("playable");

  // A refusal is in bold, in the text's own colour: readable on every theme.
  // What the status line holds: a refusal stays until the next gesture; otherwise
  // it shows what the move in progress waits for (a push's end).
  let sticky = false;
  /**
   * Shows (and, being a status, speaks) a message; `refused` colours it.
   * @param {string} text
   * @param {boolean} [refused]
   * @param {boolean} [keep] the words stay until the next gesture
   */
  function say(text, refused = false, keep = refused) {
    if (status.textContent !== text) status.textContent = text;
    status.classList.toggle("refused", refused);
    sticky = keep && !!text;
  }

  /**
   * After an outcome: the screen follows, and the record's change is announced.
   * @param {Outcome} outcome
   * @param {boolean} [animate]
   */
  function changed(outcome, animate = false) {
    if (outcome === "added" || outcome === "solved-alternative") {
      ctx.edited({ kind: "move", path: /** @type {EditorGame} it made the move */ (game()).path(), animate });
    } else if (outcome === "played" || outcome === "right" || outcome === "solved") {
      ctx.refresh(animate);
    } else {
      // The node is the same: the board, its words and this bar change, nothing else.
      ctx.draftChanged(animate && outcome === "stepped");
      renderBar();
    }
  }

  /**
   * Calls `f(game)`; a refusal (an Error whose words are Rust's) is shown and spoken.
   * @param {(game: EditorGame) => Outcome} f
   * @param {boolean} [animate]
   * @returns {Outcome | null} null when refused (or no game)
   */
  function act(f, animate = false) {
    const g = game();
    if (!g) return null;
    let outcome;
    try {
      outcome = f(g);
    } catch (e) {
      say(e instanceof Error ? e.message : String(e), true);
      ctx.schedule("board", "ui");
      return null;
    }
    // A move played is announced by the viewer's own live region, as any move shown.
    say("");
    changed(outcome, animate);
    if (JUDGED.has(outcome)) ctx.judged?.(/** @type {import("./index.js").Judged} */ (outcome));
    return outcome;
  }

  // ---- the board ------------------------------------------------------------
  /** @param {MouseEvent} e */
  function squareAt(e) {
    const g = game();
    const s = ctx.state();
    if (!g || !s.size) return undefined;
    const r = ui.canvas.getBoundingClientRect();
    // The side renderBoard drew at the bottom.
    const side = /** @type {import("../core/core.js").Side} */ (ui.canvas.dataset.orientation || ctx.options().orientation);
    return g.squareAt(e.clientX - r.left, e.clientY - r.top, s.size, side, ctx.options().coordinates);
  }

  // A press on the piece already picked up may start its drag: it is put back only
  // when released where it was (a click on it).
  /** @type {{ from: string, id: number, again: boolean } | null} */
  let press = null;
  let pointer = "mouse";
  /** @param {PointerEvent} e */
  function onDown(e) {
    pointer = e.pointerType;
    if (!e.isPrimary || (e.pointerType === "mouse" && e.button !== 0)) return;
    const at = squareAt(e);
    if (!at) return;
    // Keys go to the viewer from now on (Enter ends the move, Escape cancels).
    if (!host.matches(":focus-within")) host.focus({ preventScroll: true });
    const again = game()?.moveDraft().selected === at;
    const outcome = again ? "picked" : act((g) => g.boardTap(at), true);
    if (outcome === "picked" || outcome === "stepped" || outcome === "dropped" || outcome === null) {
      // The gesture is the move's: no swipe to the next move, no text selection.
      e.stopImmediatePropagation();
      e.preventDefault();
    }
    press = outcome === "picked" ? { from: at, id: e.pointerId, again } : null;
    if (press) ui.canvas.setPointerCapture?.(e.pointerId);
  }
  /** @param {PointerEvent} e */
  function onUp(e) {
    const p = press;
    press = null;
    if (!p || p.id !== e.pointerId) return;
    const at = squareAt(e);
    if (!at) return;
    e.stopImmediatePropagation();
    if (at !== p.from) act((g) => g.boardDrag(p.from, at));
    else if (p.again) act((g) => g.boardTap(at));
  }
  const onCancel = () => (press = null);
  /** @param {MouseEvent} e */
  function onDouble(e) {
    // Two taps on one square are tap then tap (a piece stepping on and picked
    // again), not the end of the move.
    if (e.button !== 0 || pointer === "touch") return;
    if (game()?.moveDraft().canEnd) act((g) => g.endMove());
  }
  // Capture listeners on the canvas run before the element's own (its swipes).
  ui.canvas.addEventListener("pointerdown", onDown, true);
  ui.canvas.addEventListener("pointerup", onUp, true);
  ui.canvas.addEventListener("pointercancel", onCancel, true);
  ui.canvas.addEventListener("dblclick", onDouble);

  // ---- keys -------------------------------------------------------------------
  /** @param {KeyboardEvent} e */
  function onKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const target = e.composedPath()[0];
    if (target instanceof Element && target.closest("input, textarea, select, button")) return;
    const g = game();
    const d = g?.moveDraft();
    if (!d?.active) return;
    let handled = true;
    if (e.key === "Enter") act((g) => g.endMove());
    else if (e.key === "Backspace" && d.canUndo) act((g) => g.undoStep());
    else if (e.key === "Escape") {
      /** @type {EditorGame} a move is in progress */ (g).cancelMove();
      say("");
      changed("nothing");
    } else handled = false;
    if (handled) {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
  }
  host.addEventListener("keydown", onKey, true);

  // ---- the Steps field ----------------------------------------------------------
  let offered = "";
  function complete() {
    const g = game();
    if (!g) return;
    const options = g.stepCompletions(field.value).slice(0, 80);
    const key = options.join("|");
    if (key === offered) return;
    offered = key;
    list.replaceChildren(...options.map((text) => {
      const o = el("option");
      o.value = text;
      return o;
    }));
  }
  field.addEventListener("input", complete);
  field.addEventListener("focus", complete);
  field.addEventListener("keydown", (e) => {
    if (e.key !== "Enter" || e.isComposing) return;
    e.preventDefault();
    e.stopPropagation();
    const text = field.value.trim();
    const outcome = act((g) => (text ? g.playSteps(text, true) : g.endMove()), true);
    if (outcome) {
      field.value = "";
      offered = "";
      complete();
    }
  });

  function loaded() {
    game()?.setAnalysing(true);
    offered = "";
    say("");
  }
  if (game()) loaded();

  function renderBar() {
    const g = game();
    if (!g) return;
    const d = g.moveDraft();
    // Drawn on its own while a move is half made (not under the element's watch over
    // the focus): a button that turns itself off hands the focus to the viewer here.
    const root = /** @type {ShadowRoot & { host: HTMLElement }} the viewer's */ (bar.getRootNode());
    const had = /** @type {Element & { disabled?: boolean } | null} */ (root.activeElement);
    undo.disabled = !d.canUndo;
    end.disabled = !d.canEnd;
    cancel.disabled = !d.active;
    if (had?.disabled && bar.contains(had)) root.host.focus({ preventScroll: true });
    // The field takes what the position asks for: steps, a whole Morabaraba move, a setup.
    if (label.dataset.input !== d.input) {
      label.dataset.input = d.input;
      const [name, example] = FIELD[d.input] ?? FIELD.arimaa;
      say_(fieldName, "text", name);
      field.placeholder = example;
      offered = "";
    }
    standard.hidden = d.input !== "setup";
    bar.dataset.selected = d.selected ?? "";
    made.textContent = d.steps.length ? t("arimaa-editor-steps-made", fieldName.textContent ?? "", d.steps.join(" ")) : "";
    if (!sticky) say(d.message);
  }

  return {
    loaded,
    render: renderBar,
    detach() {
      ui.canvas.removeEventListener("pointerdown", onDown, true);
      ui.canvas.removeEventListener("pointerup", onUp, true);
      ui.canvas.removeEventListener("pointercancel", onCancel, true);
      ui.canvas.removeEventListener("dblclick", onDouble);
      host.removeEventListener("keydown", onKey, true);
      const g = game();
      g?.cancelMove();
      g?.setAnalysing(false);
      bar.remove();
      ui.canvas.classList.remove("playable");
      ctx.schedule("board");
    },
  };
}
