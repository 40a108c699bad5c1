// The Share menu, in every viewer's controls: a link to the position shown, its
// picture (SVG, PNG) and an animated GIF of a move or a line. The element does the
// work (`choose`); this module is the button, the menu and the status line.
import { createMenu, createStatus, MENU_CSS } from "./menu.js";
import { addStyles } from "./style.js";
import { el, icon } from "./shell.js";
import { FRAME } from "./layout.js";

export const SHARE_ITEMS = [
  { id: "link", text: "arimaa-viewer-share-link" },
  { id: "svg", text: "arimaa-viewer-share-svg" },
  { id: "png", text: "arimaa-viewer-share-png" },
  { id: "gif-move", text: "arimaa-viewer-share-gif-move" },
  { id: "gif-line", text: "arimaa-viewer-share-gif-line" },
];

const STYLE = `
.share-status:empty { display: none; }
.share-status { position: absolute; left: 0; right: 0; bottom: ${FRAME.bar + FRAME.inner}px; z-index: 4; font-size: 0.9em; padding: 4px 8px; margin: 0;
  background: var(--arimaa-viewer-bg); border: 1px solid var(--arimaa-viewer-border); border-radius: 4px; }
`;

/**
 * Adds the Share button to `ui.controls`. `reasons()` gives { itemId: why } for
 * the items that cannot be chosen now; `choose(id)` does one and resolves to the
 * words to show ("Link copied"), or rejects with an Error saying why.
 * @param {ShadowRoot} root
 * @param {import("./shell.js").Shell} ui
 * @param {object} acts
 * @param {() => Record<string, string>} acts.reasons
 * @param {(id: string) => Promise<string>} acts.choose
 */
export function attachShare(root, ui, { reasons, choose }) {
  addStyles(root, MENU_CSS + STYLE);
  const button = el("button", "share");
  button.type = "button";
  button.append(icon("share"));
  button.setAttribute("part", "button share");
  const { label } = ui.words;
  label(button, "aria-label", "arimaa-viewer-share");
  button.setAttribute("aria-haspopup", "menu");
  button.setAttribute("aria-expanded", "false");
  label(button, "title", "arimaa-viewer-share-title");
  ui.controls.append(button);
  const menu = createMenu({ el, label }, ui.main, "arimaa-viewer-share", SHARE_ITEMS);
  const status = createStatus({ el, label }, "share-status");
  // Over the board, above the controls: a viewer without its side panel says it too,
  // and the frame keeps its size.
  ui.main.append(status);
  const say = (/** @type {string} */ words) => (status.textContent = words);

  const open = () => {
    say("");
    button.setAttribute("aria-expanded", "true");
    menu.open(button, {
      disabled: reasons(),
      refuse: say,
      onChoose: (id) => {
        button.setAttribute("aria-expanded", "false");
        if (id.startsWith("gif")) say(ui.words.t("arimaa-viewer-share-making-gif"));
        choose(id).then(say, (error) => say(String(/** @type {Error} */ (error)?.message ?? error)));
      },
    });
  };
  button.addEventListener("click", () => (menu.isOpen() ? menu.close() : open()));
  button.addEventListener("keydown", (e) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      e.stopPropagation();
      open();
    }
  });
  menu.node.addEventListener("focusout", () => {
    queueMicrotask(() => {
      if (!menu.isOpen()) button.setAttribute("aria-expanded", "false");
    });
  });
  return { button, say };
}
