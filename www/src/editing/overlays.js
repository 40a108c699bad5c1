// The overlays' toggle group (the `overlays` attribute): frozen pieces, pieces the
// side to move can capture this turn, rabbits that can reach goal this turn, and how
// many pieces of each side guard each trap. Rust computes them from the position at
// the cursor and the scene draws them (src/teach, src/render); this part only turns
// them on and off, and shows their words (GameView.state().overlayWords), which the
// live region under them speaks after each move.
//
// The attribute's value names the overlays on at first (`overlays="frozen traps"`,
// `overlays="all"`); a bare `overlays` shows the group with none on. A new value of the
// attribute sets them again; the reader's toggles last until then.

const STYLE = `
.overlays { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; padding: 6px 0; }
.overlays[hidden] { display: none; }
.overlays-title { margin: 0 4px 0 0; }
.overlays button { min-height: 32px; padding: 4px 10px; }
.overlays button[aria-pressed="true"] { font-weight: bold; box-shadow: inset 0 0 0 2px currentColor; }
.overlay-words { flex: 1 1 100%; margin: 0; font-size: 0.9em; }
.overlay-words:empty { display: none; }
`;

/**
 * @typedef {import("./index.js").EditingContext} EditingContext
 * @typedef {import("./index.js").Host} Host
 * @typedef {import("./index.js").Part} Part
 */

/**
 * The overlays, in the order of the group, and each button's words: its text's message
 * and its title's (keys written whole: the bundle names them by id).
 */
const WORDS = {
  frozen: ["arimaa-editor-overlay-frozen", "arimaa-editor-overlay-frozen-title"],
  captures: ["arimaa-editor-overlay-captures", "arimaa-editor-overlay-captures-title"],
  goals: ["arimaa-editor-overlay-goals", "arimaa-editor-overlay-goals-title"],
  traps: ["arimaa-editor-overlay-traps", "arimaa-editor-overlay-traps-title"],
};
const NAMES = Object.keys(WORDS);

/**
 * The overlays an attribute's value turns on: names separated by spaces or commas, or `all`.
 * @param {string | null} value
 */
function fromAttribute(value) {
  const words = String(value ?? "").toLowerCase().split(/[\s,]+/);
  return new Set(words.includes("all") ? NAMES : NAMES.filter((n) => words.includes(n)));
}

/**
 * Attaches the overlays' toggle group to the viewer `host` (see index.js for `ctx`).
 * @param {Host} host
 * @param {EditingContext} ctx
 * @returns {Part}
 */
export function attachOverlays(host, ctx) {
  ctx.addStyles(STYLE);
  const panel = ctx.el("div", "overlays");
  panel.setAttribute("part", "overlays");
  panel.setAttribute("role", "group");
  const say = ctx.ui.words.label;
  say(panel, "aria-label", "arimaa-editor-overlays");
  const title = ctx.el("span", "overlays-title");
  say(title, "text", "arimaa-editor-overlays-show");
  title.setAttribute("aria-hidden", "true");
  const buttons = NAMES.map((name) => {
    const b = ctx.el("button", `overlay-${name}`);
    const [text, title] = WORDS[/** @type {keyof WORDS} */ (name)];
    say(b, "text", text);
    b.type = "button";
    say(b, "title", title);
    b.dataset.overlay = name;
    b.setAttribute("part", `button overlay-${name}`);
    b.setAttribute("aria-pressed", "false");
    b.addEventListener("click", () => toggle(name));
    return b;
  });
  const words = ctx.el("p", "overlay-words");
  words.setAttribute("aria-live", "polite");
  panel.append(title, ...buttons, words);
  // In the side panel, under a mode's panel and the move bar when there are: the task
  // and the move come first.
  ctx.ui.side.insertBefore(panel, ctx.ui.caption);

  /** The attribute's value the overlays were last set from, and the overlays on. */
  let from = ctx.options().overlays;
  let on = fromAttribute(from);

  const game = () => ctx.state().game;

  /** The game shows the overlays on; the board and their words follow. */
  function apply() {
    const g = game();
    if (!g) return;
    g.setOverlays(on.size ? [...on].join(" ") : "none");
    ctx.refresh(false);
  }

  /** @param {string} name */
  function toggle(name) {
    if (on.has(name)) on.delete(name);
    else on.add(name);
    apply();
  }

  return {
    render(state, options) {
      if (options.overlays !== from) {
        from = options.overlays;
        on = fromAttribute(from);
        // Not while this frame is drawn: apply() reads the state again and asks for the next.
        queueMicrotask(apply);
      }
      // Morabaraba has none of these: the group is for Arimaa records.
      panel.hidden = !state.game || state.info?.variant === "morabaraba";
      for (const b of buttons) b.setAttribute("aria-pressed", String(on.has(/** @type {string} every button has one */ (b.dataset.overlay))));
      const text = state.cursor?.overlayWords ?? "";
      if (words.textContent !== text) words.textContent = text;
    },
    /** A new GameView (a load, another game): it starts with no overlays. */
    loaded: apply,
    detach() {
      game()?.setOverlays("none");
      panel.remove();
      ctx.refresh(false);
    },
  };
}
