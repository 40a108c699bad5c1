// Reshaping the tree from the move list: promote, demote, make main line, delete
// from here. A "Move actions" button rides on the current row (it lives beside the
// list, not in it: a tree holds only treeitems), the context menu opens on any row
// (right click, the ContextMenu key, Shift+F10), and keys act on a focused row:
//   Alt+↑ promote · Alt+↓ demote · Alt+Shift+↑ make main line · Delete delete from here
// The rules and the words of every refusal are Rust's (GameView.promote… and
// reshapeChoices); each change goes through ctx.edited({ kind, path }).

/**
 * @typedef {import("./index.js").EditingContext} EditingContext
 * @typedef {import("./index.js").Host} Host
 * @typedef {import("./index.js").Part} Part
 * @typedef {"promote" | "demote" | "mainline" | "delete"} Reshape an action of the menu (and its `change` kind)
 */

/**
 * The menu's items: `method`, the GameView's (it returns the move's path after the change).
 * @type {(import("../element/menu.js").MenuItem & { id: Reshape, method: "promote" | "demote" | "makeMainLine" | "deleteFrom", done: string })[]}
 */
const ACTIONS = [
  { id: "promote", text: "arimaa-editor-promote", method: "promote", done: "arimaa-editor-promoted", key: { aria: "Alt+ArrowUp", shown: "Alt+↑" } },
  { id: "demote", text: "arimaa-editor-demote", method: "demote", done: "arimaa-editor-demoted", key: { aria: "Alt+ArrowDown", shown: "Alt+↓" } },
  { id: "mainline", text: "arimaa-editor-main-line", method: "makeMainLine", done: "arimaa-editor-made-main-line", key: { aria: "Alt+Shift+ArrowUp", shown: "Alt+Shift+↑" } },
  { id: "delete", text: "arimaa-editor-delete", method: "deleteFrom", done: "arimaa-editor-deleted", key: { aria: "Delete", shown: "Del" } },
];

const STYLE = `
.row-actions { position: absolute; z-index: 2; min-width: 28px; min-height: 24px; height: 24px; padding: 0 4px; line-height: 1; font-weight: 700; }
.row-actions[hidden] { display: none; }
.entry[aria-current] { margin-inline-end: 36px; min-height: 24px; box-sizing: border-box; }
`;

/**
 * The reshaping part of an editing viewer (see index.js).
 * @param {Host} host
 * @param {EditingContext} ctx
 * @returns {Part}
 */
export function attachTreeMenu(host, ctx) {
  ctx.addStyles(STYLE);
  const wrap = ctx.ui.listWrap;
  const button = ctx.el("button", "row-actions", "⋯");
  button.type = "button";
  button.hidden = true;
  button.setAttribute("part", "button row-actions");
  button.setAttribute("aria-haspopup", "menu");
  button.setAttribute("aria-expanded", "false");
  const status = ctx.status("tree-status");
  const menu = ctx.menu(wrap, "arimaa-editor-move-actions", ACTIONS);
  const { t } = ctx.ui.words;
  wrap.append(button, status);

  const say = (/** @type {string} */ words) => {
    status.textContent = words;
  };
  const rowOf = (/** @type {string} */ path) =>
    /** @type {HTMLElement | null} */ (ctx.ui.list.querySelector(`.entry[data-path="${CSS_escape(path)}"]`));
  const labelOf = (/** @type {string} */ path) => rowOf(path)?.querySelector(".label")?.textContent ?? path;

  /**
   * Does action `id` on the move at `path`; with `focusRow`, the focus follows the move's row.
   * @param {string} id
   * @param {string} path
   * @param {boolean} focusRow
   */
  function act(id, path, focusRow) {
    const action = ACTIONS.find((a) => a.id === id);
    const game = ctx.state().game;
    if (!action || !game) return;
    const label = labelOf(path);
    let after;
    try {
      after = game[action.method](path);
    } catch (error) {
      say(String(/** @type {Error} */ (error)?.message ?? error));
      return;
    }
    say(t(action.done, label));
    ctx.edited({ kind: action.id, path: after });
    if (focusRow) focusOn(after);
  }

  /**
   * The row of `path` becomes the list's tab stop and takes the focus (the viewer when none).
   * @param {string} path
   */
  function focusOn(path) {
    const row = rowOf(path);
    if (!row) {
      host.focus({ preventScroll: true });
      return;
    }
    const old = /** @type {HTMLElement | null} */ (ctx.ui.list.querySelector('[role="treeitem"][tabindex="0"]'));
    if (old && old !== row) old.tabIndex = -1;
    row.tabIndex = 0;
    row.focus({ preventScroll: true });
  }

  /**
   * Opens the menu for the move at `path`, placed by `anchor`; Escape returns the focus to `returnTo`.
   * @param {string} path
   * @param {HTMLElement} anchor
   * @param {HTMLElement} returnTo
   */
  function openFor(path, anchor, returnTo) {
    const game = ctx.state().game;
    if (!game) return;
    let choices;
    try {
      choices = game.reshapeChoices(path);
    } catch (error) {
      say(String(/** @type {Error} */ (error)?.message ?? error));
      return;
    }
    /** @type {Record<string, string>} */
    const disabled = {};
    for (const [k, why] of Object.entries(choices)) if (why) disabled[k] = why;
    say("");
    button.setAttribute("aria-expanded", String(anchor === button));
    menu.open(anchor, {
      disabled,
      returnTo,
      refuse: say,
      onChoose: (id) => act(id, path, returnTo !== button),
    });
  }

  const onButton = () => {
    const path = ctx.state().cursor?.path;
    if (path) openFor(path.replace(/:\d$/, ""), button, button);
  };
  button.addEventListener("click", onButton);

  // Keys on a focused row (before the viewer's own: they stop here).
  const onKey = (/** @type {KeyboardEvent} */ e) => {
    const row = e.target instanceof HTMLElement && e.target.matches('.entry[role="treeitem"]') ? e.target : null;
    if (!row || e.ctrlKey || e.metaKey) return;
    const path = /** @type {string} a move row's */ (row.dataset.path);
    /** @type {Reshape | null} */
    let id = null;
    if (e.key === "ContextMenu" || (e.key === "F10" && e.shiftKey && !e.altKey)) {
      openFor(path, row, row);
    } else if (e.altKey && e.key === "ArrowUp") id = e.shiftKey ? "mainline" : "promote";
    else if (e.altKey && !e.shiftKey && e.key === "ArrowDown") id = "demote";
    else if (!e.altKey && !e.shiftKey && e.key === "Delete") id = "delete";
    else return;
    e.preventDefault();
    e.stopPropagation();
    if (id) act(id, path, true);
  };
  wrap.addEventListener("keydown", onKey);

  // A right click (or the context-menu key, where the browser sends the event) on a row.
  const onContext = (/** @type {MouseEvent} */ e) => {
    const row = e.target instanceof Element ? /** @type {HTMLElement | null} */ (e.target.closest(".entry[data-path]")) : null;
    if (!row) return;
    e.preventDefault();
    if (menu.isOpen()) return;
    openFor(/** @type {string} */ (row.dataset.path), row, row);
  };
  wrap.addEventListener("contextmenu", onContext);
  menu.node.addEventListener("focusout", () => {
    queueMicrotask(() => {
      if (!menu.isOpen()) button.setAttribute("aria-expanded", "false");
    });
  });

  /** The button rides on the current row, inside the list's visible part. */
  function place() {
    const s = ctx.state();
    const row = s.cursor && s.cursor.row >= 0 ? ctx.ui.rows[s.cursor.row]?.li : null;
    let show = !!row && !wrap.hidden && !ctx.ui.listWrap.hidden;
    if (row && show) {
      const box = wrap.getBoundingClientRect();
      const list = ctx.ui.list.getBoundingClientRect();
      const r = row.getBoundingClientRect();
      const mid = (r.top + r.bottom) / 2;
      show = r.height > 0 && mid > list.top && mid < list.bottom;
      if (show) {
        button.style.top = `${Math.round(mid - box.top - 12)}px`;
        // In the row's end margin (36 px, STYLE), beside the move's text, never over it.
        button.style.left = `${Math.round(r.right - box.left + 4)}px`;
        const label = row.querySelector(".label")?.textContent ?? "";
        button.setAttribute("aria-label", t("arimaa-editor-actions-for", label));
        button.title = t("arimaa-editor-actions-for-title", label);
      }
    }
    if (!show && button === /** @type {ShadowRoot} */ (ctx.ui.viewer.getRootNode()).activeElement) host.focus({ preventScroll: true });
    button.hidden = !show;
  }
  wrap.addEventListener("scroll", place, true);
  const resize = globalThis.ResizeObserver ? new ResizeObserver(() => place()) : null;
  resize?.observe(wrap);

  return {
    render() {
      place();
    },
    loaded() {
      menu.close(false);
      say("");
    },
    detach() {
      menu.close(false);
      resize?.disconnect();
      wrap.removeEventListener("keydown", onKey);
      wrap.removeEventListener("contextmenu", onContext);
      wrap.removeEventListener("scroll", place, true);
      button.remove();
      status.remove();
      menu.node.remove();
    },
  };
}

/**
 * CSS.escape where there is one (a path holds only letters, digits, `.` and `:`).
 * @param {string} text
 */
function CSS_escape(text) {
  return globalThis.CSS?.escape ? globalThis.CSS.escape(text) : String(text).replace(/[^\w-]/g, "\\$&");
}
