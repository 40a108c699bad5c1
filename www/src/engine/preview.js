// The engine's line shown on the board of a viewer that does not edit: the record
// is not the reader's to change, so the line is played out on a copy (the editor's
// wasm plays moves; fetched on this first use) drawn over the board, with "Back to
// the game" (or Escape, or any move of the viewer) to return.

/**
 * @typedef {import("./index.js").EngineContext} EngineContext
 * @typedef {import("./panel.js").Panel} Panel
 * @typedef {import("./protocol.js").PvTurn} PvTurn
 */

/**
 * Shows the position after `line` from `path` of `record`; `closed` is called once it is gone.
 * @param {EngineContext} ctx
 * @param {Panel} panel
 * @param {{ record: string, path: string, line: PvTurn[], orientation: "gold" | "silver" }} what
 * @param {() => void} closed
 */
export async function showPreview(ctx, panel, { record, path, line, orientation }, closed) {
  const { ui } = ctx;
  const engine = await ctx.editor();
  await engine.init();
  const game = /** @type {import("../editing/index.js").EditorGame} */ (/** @type {unknown} */ (new engine.GameView(record)));
  // Its position in words in the viewer's language, as the viewer's own game (controller.js, setGame).
  game.setWords(...ui.words.rust());
  try {
    if (path) game.goTo(path);
    for (const turn of line) game.playSteps(turn.text, true);
  } catch (error) {
    game.free();
    panel.status.hidden = false;
    panel.status.textContent = ui.words.t("arimaa-engine-failed", String(/** @type {Error} */ (error)?.message ?? error));
    closed();
    return null;
  }
  const size = ctx.state().size;
  const canvas = ctx.el("canvas", "engine-preview");
  const dpr = window.devicePixelRatio || 1;
  canvas.width = canvas.height = Math.round(size * dpr);
  canvas.style.width = canvas.style.height = `${size}px`;
  canvas.style.left = `${ui.canvas.offsetLeft}px`;
  canvas.style.top = `${ui.canvas.offsetTop}px`;
  canvas.setAttribute("role", "img");
  canvas.setAttribute("aria-label", game.state().positionText);
  ctx.paintWith(game, engine);
  game.draw(/** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d")), size, dpr, orientation, ctx.options().coordinates, 1);
  ui.main.append(canvas);
  const last = line[line.length - 1];
  const said = ui.words.t("arimaa-engine-preview", last.label);
  panel.status.textContent = said;
  panel.status.hidden = false;
  panel.live.textContent = said;
  panel.back.hidden = false;
  const host = /** @type {HTMLElement} */ (/** @type {ShadowRoot} */ (ui.viewer.getRootNode()).host);

  const onKey = (/** @type {KeyboardEvent} */ e) => {
    if (e.key !== "Escape") return;
    e.preventDefault();
    close();
  };
  let open = true;
  function close() {
    if (!open) return;
    open = false;
    canvas.remove();
    game.free();
    panel.back.hidden = true;
    panel.status.hidden = true;
    host.removeEventListener("keydown", onKey);
    panel.back.removeEventListener("click", close);
    closed();
  }
  host.addEventListener("keydown", onKey);
  panel.back.addEventListener("click", close);
  panel.back.focus();
  return { close };
}
