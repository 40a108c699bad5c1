// A small popup menu (WAI-ARIA APG "Menu Button"): a real
// role="menu" of menuitem buttons, opened from a button or a key, ↑ ↓ Home End
// among its items, Enter/Space to choose, Escape or Tab to close, and the focus
// back where it was. Items may be aria-disabled with the reason as their title:
// choosing one says the reason (the caller's `refuse`) instead of acting.
// The element's Share menu uses it, and the editing chunk gets it through its ctx
// (`ctx.menu`, `ctx.status`: the chunk imports nothing of the element's).

export const MENU_CSS = `
.edit-menu { position: absolute; z-index: 5; display: flex; flex-direction: column; min-width: 11em; max-width: min(20em, 90vw);
  padding: 4px; border: 1px solid var(--arimaa-viewer-border); border-radius: 6px; background: var(--arimaa-viewer-bg);
  box-shadow: 0 4px 14px rgb(0 0 0 / 0.25); }
.edit-menu[hidden] { display: none; }
.edit-menu button { text-align: start; border-color: transparent; background: transparent; min-height: 32px; overflow-wrap: anywhere; }
.edit-menu button:hover, .edit-menu button:focus { background: var(--arimaa-viewer-button-bg); border-color: var(--arimaa-viewer-accent); outline: none; }
.edit-menu button[aria-disabled="true"] { color: var(--arimaa-viewer-muted); cursor: default; }
.edit-menu kbd { float: inline-end; margin-inline-start: 1.5em; font: 0.8em ui-monospace, monospace; color: var(--arimaa-viewer-muted); }
.edit-status:empty { padding: 0; }
.edit-status { font-size: 0.9em; padding: 2px 4px; }
`;

/**
 * An item of a menu: `text`, its words' message; `key`, the shortcut that does the same
 * outside the menu, as aria-keyshortcuts says it and as shown.
 * @typedef {{ id: string, text: string, key?: { aria: string, shown: string } }} MenuItem
 * @typedef {ReturnType<typeof createMenu>} Menu
 * @typedef {{ el: typeof import("./shell.js").el, label: import("./words.js").Words["label"] }} MenuContext
 *   the shell's `el` and the viewer's lasting words
 */

/**
 * How a menu is opened: `disabled`, the items that cannot be chosen now, with why (said
 * by `refuse` when one is chosen); `returnTo`, where the focus goes when it closes
 * (default: the anchor); `onChoose(id)`, an item chosen.
 * @typedef {object} MenuOpening
 * @property {Record<string, string>} [disabled]
 * @property {HTMLElement} [returnTo]
 * @property {(id: string) => void} onChoose
 * @property {(reason: string) => void} refuse
 */

/**
 * A menu in `container` (positioned, so the menu can be placed in it), labelled by the
 * message `label`. `items`: [{ id, text, key? }]. Returns { node, open(anchor, opts), close(),
 * isOpen() }; `open` takes the element to place it by, and { disabled: {id: reason},
 * returnTo, onChoose(id), refuse(reason) }.
 * @param {MenuContext} ctx
 * @param {HTMLElement} container
 * @param {string} label
 * @param {MenuItem[]} items
 */
export function createMenu(ctx, container, label, items) {
  // ctx: anything with `el` (the shell's).
  const menu = ctx.el("div", "edit-menu");
  menu.setAttribute("role", "menu");
  ctx.label(menu, "aria-label", label);
  menu.hidden = true;
  const buttons = items.map(({ id, text, key }) => {
    const b = ctx.el("button");
    // Its words in a span of their own, so a new language leaves the key shown beside them.
    const words = ctx.el("span");
    ctx.label(words, "text", text);
    b.append(words);
    b.type = "button";
    b.tabIndex = -1;
    b.setAttribute("role", "menuitem");
    b.dataset.item = id;
    if (key) {
      b.setAttribute("aria-keyshortcuts", key.aria);
      const k = ctx.el("kbd", null, key.shown);
      k.setAttribute("aria-hidden", "true");
      b.append(k);
    }
    menu.append(b);
    return b;
  });
  container.append(menu);
  /** @type {Required<MenuOpening> | null} the menu's opening while it is open */
  let current = null;

  const focusAt = (/** @type {number} */ i) => {
    const n = buttons.length;
    buttons[((i % n) + n) % n].focus({ preventScroll: true });
  };
  const close = (restore = true) => {
    if (!current) return;
    const { returnTo } = current;
    current = null;
    menu.hidden = true;
    document.removeEventListener("pointerdown", outside, true);
    if (restore && returnTo?.isConnected) returnTo.focus({ preventScroll: true });
  };
  const outside = (/** @type {PointerEvent} */ e) => {
    if (!e.composedPath().includes(menu)) close(false);
  };
  const choose = (/** @type {HTMLElement} */ b) => {
    const c = current;
    if (!c) return;
    const why = c.disabled[/** @type {string} every button has its item */ (b.dataset.item)];
    if (why) {
      c.refuse(why);
      return;
    }
    close();
    c.onChoose(/** @type {string} */ (b.dataset.item));
  };

  menu.addEventListener("click", (e) => {
    const b = e.target instanceof Element ? /** @type {HTMLElement | null} an item's button */ (e.target.closest("[data-item]")) : null;
    if (b) choose(b);
  });
  menu.addEventListener("keydown", (e) => {
    const i = buttons.indexOf(/** @type {HTMLButtonElement} */ (e.target));
    let done = true;
    switch (e.key) {
      case "ArrowDown": focusAt(i + 1); break;
      case "ArrowUp": focusAt(i - 1); break;
      case "Home": focusAt(0); break;
      case "End": focusAt(buttons.length - 1); break;
      case "Escape": close(); break;
      case "Tab": close(); done = false; break;
      case "Enter": case " ": if (i >= 0) choose(buttons[i]); break;
      default: done = e.key.length === 1; // no letter reaches the viewer's keys
    }
    if (done) e.preventDefault();
    e.stopPropagation(); // the viewer's arrows and digits do not apply in a menu
  });

  return {
    node: menu,
    isOpen: () => current !== null,
    close,
    /**
     * Opens under `anchor` (or above it when there is more room there), focus on the first item.
     * @param {HTMLElement} anchor
     * @param {MenuOpening} opening
     */
    open(anchor, { disabled = {}, returnTo = anchor, onChoose, refuse }) {
      close(false);
      current = { returnTo, onChoose, refuse, disabled };
      for (const b of buttons) {
        const why = disabled[/** @type {string} */ (b.dataset.item)];
        if (why) {
          b.setAttribute("aria-disabled", "true");
          b.title = why;
        } else {
          b.removeAttribute("aria-disabled");
          b.removeAttribute("title");
        }
      }
      menu.hidden = false;
      place(menu, anchor, container);
      document.addEventListener("pointerdown", outside, true);
      focusAt(0);
    },
  };
}

/**
 * Places `menu` under `anchor` (above it when there is more room there), inside the
 * viewer's box: the host's paint containment clips whatever goes outside.
 * @param {HTMLElement} menu
 * @param {Element} anchor
 * @param {Element} container
 */
function place(menu, anchor, container) {
  const box = container.getBoundingClientRect();
  const host = /** @type {Partial<ShadowRoot>} the viewer's shadow root */ (container.getRootNode()).host?.getBoundingClientRect() ?? box;
  const a = anchor.getBoundingClientRect();
  const m = menu.getBoundingClientRect();
  const fitsBelow = a.bottom + m.height <= host.bottom;
  const top = !fitsBelow && a.top - m.height >= host.top ? a.top - box.top - m.height : a.bottom - box.top;
  const left = Math.max(0, Math.min(a.right - box.left - m.width, box.width - m.width));
  menu.style.top = `${Math.round(top)}px`;
  menu.style.left = `${Math.round(left)}px`;
}

/**
 * A polite status line for a part's messages ("Copied", a refusal in words). Empty, it
 * takes no room but stays rendered: a live region must be in the accessibility tree
 * before its words change, or screen readers do not speak them.
 * @param {MenuContext} ctx
 * @param {string} className
 */
export function createStatus(ctx, className) {
  const status = ctx.el("p", `edit-status ${className}`);
  status.setAttribute("role", "status");
  return status;
}
