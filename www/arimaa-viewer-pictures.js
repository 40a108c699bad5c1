// Pictures of the board shown (SVG, PNG) and animations of a line (GIF), in the
// viewer's colours, and what the Share menu does with them. PNG is drawn by the
// board's canvas code; SVG and GIF stills by writers only the editor's wasm holds. `view`: { host, ui,
// state, options(), frames } (see arimaa-viewer.js); the element's toSVG, toPNG
// and toGIF call these.
import { el } from "./arimaa-viewer-shell.js";
import { SHARE_ITEMS } from "./arimaa-viewer-share.js";
import { editingModule } from "./arimaa-viewer-load.js";

function loaded(view) {
  if (!view.state.game) throw new Error("the game has not loaded yet");
  view.frames.applyTheme();
  return view.state;
}

/**
 * A GameView that writes SVG and plans animations, at the node shown and in the
 * viewer's colours: the viewer's own when its wasm has the writers (a viewer that
 * edits), else the record read again by the editor's wasm, which the reader's leaves
 * them to (loaded on first use, once per page). `done()` frees a copy.
 */
async function drawer(view) {
  const s = loaded(view);
  if (s.game.svg) return { game: s.game, done() {} };
  const { engine } = await editingModule();
  await engine.init();
  const copy = new engine.GameView(s.game.fan());
  try {
    copy.goTo(view.host.path);
    view.frames.paintWith(copy, engine);
  } catch (error) {
    copy.free();
    throw error;
  }
  return { game: copy, done: () => copy.free() };
}

/** A standalone SVG document: `size` px square (default: as shown), `orientation`, `coordinates`. */
export async function boardSvg(view, { size, orientation, coordinates } = {}) {
  const { game, done } = await drawer(view);
  try {
    const s = view.state;
    return game.svg(size ?? s.size ?? 400, orientation ?? view.host.orientation, coordinates ?? view.options().coordinates);
  } finally {
    done();
  }
}

/** A PNG drawn by the viewer's canvas code at `size` px (default: as shown). */
export function boardPng(view, { size, orientation, coordinates } = {}) {
  if (!view.state.game) return Promise.reject(new Error("the game has not loaded yet"));
  const s = loaded(view);
  const side = Math.round(Math.min(4096, Math.max(16, size ?? s.size ?? 400)));
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = side;
  s.game.draw(canvas.getContext("2d"), side, 1, orientation ?? view.host.orientation, coordinates ?? view.options().coordinates, 1);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the browser could not make the PNG"))), "image/png"));
}

/** An animated GIF of the line from `from` to `to` (see the element's toGIF); the encoder loads on first use. */
export async function lineGif(view, { from, to, size = 320, comments = false } = {}) {
  const shown = loaded(view).game;
  const [{ encodeGif }, { game, done }] = await Promise.all([import("./arimaa-viewer-gif.js"), drawer(view)]);
  const { host } = view;
  try {
    const plan = game.film(from ?? host.path, to ?? "", !!comments, size, host.orientation, view.options().coordinates);
    const bytes = await encodeGif({
      width: plan.width,
      height: plan.height,
      delays: plan.delays,
      drawStill: (i, ctx) => {
        if (shown !== view.state.game || !game.drawStill(i, ctx)) throw new Error("the record changed while the animation was being made");
      },
    });
    return new Blob([bytes], { type: "image/gif" });
  } finally {
    done();
  }
}

/** The Share menu's two questions (see attachShare): why an item cannot be chosen, and doing one. */
export function shareActions(view) {
  const { host, state: s } = view;

  function reasons() {
    const c = s.cursor;
    if (!s.game || !c) return Object.fromEntries(SHARE_ITEMS.map(({ id }) => [id, "The game has not loaded yet."]));
    const why = {};
    if (view.options().link === null) why.link = "This viewer keeps no links: its page needs the link attribute.";
    if (/(^|\/)start$/.test(c.path)) why["gif-move"] = "There is no move here to animate.";
    if (c.atEnd && c.stepsShown >= c.stepsTotal) why["gif-line"] = "This is the end of the line.";
    return why;
  }

  async function choose(id) {
    const path = host.path;
    const whole = path.replace(/:\d+$/, "");
    switch (id) {
      case "link":
        await navigator.clipboard.writeText(host.linkTo(path)).catch(() => {
          throw new Error("Could not copy: this browser did not allow the page to write to the clipboard.");
        });
        return "Link copied";
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

  /** Saves `blob` as "arimaa-<game id>-<path>.<extension>"; says what was saved. */
  function download(blob, path, extension) {
    const id = s.game.header().find(([k]) => /^(game)?id$/i.test(k))?.[1] ?? "game";
    const name = `arimaa-${id}-${path}`.replace(/[^\w.-]+/g, "_").slice(0, 80);
    const url = URL.createObjectURL(blob);
    const a = el("a");
    a.href = url;
    a.download = `${name}.${extension}`;
    a.hidden = true;
    view.ui.main.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0); // the download holds its own reference
    return `Downloaded ${a.download}`;
  }

  return { reasons, choose };
}
