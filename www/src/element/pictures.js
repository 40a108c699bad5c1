// Pictures of the board shown (SVG, PNG) and animations of a line (GIF), in the
// viewer's colours, and what the Share menu does with them. PNG is drawn by the
// board's canvas code; SVG and GIF stills by writers only the editor's wasm holds.
// A leaf: the controller's toSVG, toPNG and toGIF give these the board shown.
import { el } from "./shell.js";
import { SHARE_ITEMS } from "./share.js";
import { editingModule } from "./load.js";

/**
 * @typedef {import("../core/core.js").GameView} GameView
 * @typedef {import("./element.js").PictureOptions} PictureOptions
 * @typedef {import("./element.js").GifOptions} GifOptions
 * @typedef {GameView & Required<Pick<GameView, "svg" | "film" | "drawStill">>} Drawer a GameView with the writers
 */
/**
 * The board shown, as the controller gives it (its board()): the game, the node shown,
 * how it is drawn, `paintWith(game, engine)` giving another GameView the viewer's colours,
 * and `current()`, the viewer's game now (another after a new load).
 * @typedef {object} Board
 * @property {GameView} game
 * @property {string} path
 * @property {number} size
 * @property {import("../core/core.js").Side} orientation
 * @property {boolean} coordinates
 * @property {(game: GameView, engine: import("./load.js").Engine) => Record<string, string>} paintWith
 * @property {() => GameView | null} current
 */

/**
 * A GameView that writes SVG and plans animations, at the node shown and in the
 * viewer's colours: the viewer's own when its wasm has the writers (a viewer that
 * edits), else the record read again by the editor's wasm, which the reader's leaves
 * them to (loaded on first use, once per page). `done()` frees a copy.
 * @param {Board} board
 * @returns {Promise<{ game: Drawer, done: () => void }>}
 */
async function drawer(board) {
  if (board.game.svg) return { game: /** @type {Drawer} its wasm is the editor's */ (board.game), done() {} };
  const { engine } = await editingModule();
  await engine.init();
  const copy = new engine.GameView(board.game.fan());
  try {
    copy.goTo(board.path);
    board.paintWith(copy, engine);
  } catch (error) {
    copy.free();
    throw error;
  }
  return { game: copy, done: () => copy.free() };
}

/**
 * A standalone SVG document of the board shown: `size` px square (default: as shown),
 * `orientation`, `coordinates`. `board`: the controller's board() ({ game, path, size,
 * orientation, coordinates, paintWith(game, engine), current() }).
 * @param {Board} board
 * @param {PictureOptions} [options]
 */
export async function boardSvg(board, { size, orientation, coordinates } = {}) {
  const { game, done } = await drawer(board);
  try {
    return game.svg(size ?? board.size ?? 400, orientation ?? board.orientation, coordinates ?? board.coordinates);
  } finally {
    done();
  }
}

/**
 * A PNG drawn by the viewer's canvas code at `size` px (default: as shown).
 * @param {Board} board
 * @param {PictureOptions} [options]
 * @returns {Promise<Blob>}
 */
export function boardPng(board, { size, orientation, coordinates } = {}) {
  const side = Math.round(Math.min(4096, Math.max(16, size ?? board.size ?? 400)));
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = side;
  board.game.draw(/** @type {CanvasRenderingContext2D} a new canvas has one */ (canvas.getContext("2d")), side, 1, orientation ?? board.orientation, coordinates ?? board.coordinates, 1);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the browser could not make the PNG"))), "image/png")); // not the reader's: toPNG's error
}

/**
 * An animated GIF of the line `from` (default: the node shown) `to` (its end); the encoder loads on first use.
 * @param {Board} board
 * @param {GifOptions} [options]
 */
export async function lineGif(board, { from, to, size = 320, comments = false } = {}) {
  const shown = board.game;
  const [{ encodeGif }, { game, done }] = await Promise.all([import("./gif.js"), drawer(board)]);
  try {
    const plan = game.film(from ?? board.path, to ?? "", !!comments, size, board.orientation, board.coordinates);
    const bytes = await encodeGif({
      width: plan.width,
      height: plan.height,
      delays: plan.delays,
      drawStill: (i, ctx) => {
        if (shown !== board.current() || !game.drawStill(i, ctx)) throw new Error("the record changed while the animation was being made"); // not the reader's: toGIF's error
      },
    });
    return new Blob([bytes], { type: "image/gif" });
  } finally {
    done();
  }
}

/**
 * The Share menu's two questions (see attachShare): why an item cannot be chosen, and
 * doing one, for the viewer `host` (its public API does the work), with its view
 * `state`, shadow nodes `ui` and `options()`.
 * @param {object} viewer
 * @param {import("./element.js").ArimaaViewer} viewer.host
 * @param {import("./state.js").ViewerState} viewer.state
 * @param {import("./shell.js").Shell} viewer.ui
 * @param {() => import("./options.js").Options} viewer.options
 */
export function shareActions({ host, state: s, ui, options }) {

  const { t } = ui.words;
  function reasons() {
    const c = s.cursor;
    if (!s.game || !c) return Object.fromEntries(SHARE_ITEMS.map(({ id }) => [id, t("arimaa-viewer-share-not-loaded")]));
    /** @type {Record<string, string>} */
    const why = {};
    if (options().link === null) why.link = t("arimaa-viewer-share-no-links");
    if (/(^|\/)start$/.test(c.path)) why["gif-move"] = t("arimaa-viewer-share-no-move");
    if (c.atEnd && c.stepsShown >= c.stepsTotal) why["gif-line"] = t("arimaa-viewer-share-line-end");
    return why;
  }

  /**
   * @param {string} id an item of SHARE_ITEMS
   * @returns {Promise<string>} the words that say it is done
   */
  async function choose(id) {
    const path = host.path;
    const whole = path.replace(/:\d+$/, "");
    switch (id) {
      case "link":
        await navigator.clipboard.writeText(host.linkTo(path)).catch(() => {
          throw new Error(t("arimaa-viewer-share-no-clipboard"));
        });
        return t("arimaa-viewer-share-copied");
      case "svg":
        return download(new Blob([await host.toSVG()], { type: "image/svg+xml" }), path, "svg");
      case "png":
        return download(await host.toPNG(), path, "png");
      case "gif-move":
        return download(await host.toGIF({ from: `${whole}:0`, to: whole }), whole, "gif");
      default:
        return download(await host.toGIF({ from: path }), path, "gif");
    }
  }

  /**
   * Saves `blob` as "arimaa-<game id>-<path>.<extension>"; says what was saved.
   * @param {Blob} blob
   * @param {string} path
   * @param {string} extension
   */
  function download(blob, path, extension) {
    const id = /** @type {GameView} the menu offers nothing before load */ (s.game).header().find(([k]) => /^(game)?id$/i.test(k))?.[1] ?? "game";
    const name = `arimaa-${id}-${path}`.replace(/[^\w.-]+/g, "_").slice(0, 80);
    const url = URL.createObjectURL(blob);
    const a = el("a");
    a.href = url;
    a.download = `${name}.${extension}`;
    a.hidden = true;
    ui.main.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0); // the download holds its own reference
    return t("arimaa-viewer-share-downloaded", a.download);
  }

  return { reasons, choose };
}
