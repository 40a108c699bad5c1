// Handing the record back: a "Record" menu in the controls (copy FAN or PGN, download
// .fan, .pgn or arimaa.com text) and, with the `storage` attribute, the record kept in
// localStorage after every change and restored on the next load of the page, with a
// note that says so and a button that discards the kept edits. The records are written
// by Rust (GameView.recordAs); storage and clipboard failures are said in words here,
// never thrown.

/**
 * @typedef {import("./index.js").EditingContext} EditingContext
 * @typedef {import("./index.js").Host} Host
 * @typedef {import("./index.js").Part} Part
 * @typedef {import("../element/element.js").RecordFormat} RecordFormat
 */

/** @type {import("../element/menu.js").MenuItem[]} ids "copy:" or "download:" and a RecordFormat */
const ITEMS = [
  { id: "copy:fan", text: "arimaa-editor-copy-fan" },
  { id: "copy:pgn", text: "arimaa-editor-copy-pgn" },
  { id: "download:fan", text: "arimaa-editor-download-fan" },
  { id: "download:pgn", text: "arimaa-editor-download-pgn" },
  { id: "download:arimaa", text: "arimaa-editor-download-arimaa" },
];
/** @type {Record<RecordFormat, string>} */
const EXTENSION = { fan: "fan", pgn: "pgn", arimaa: "txt" };
/** @type {Record<RecordFormat, string>} */
const NAME = { fan: "FAN", pgn: "PGN", arimaa: "arimaa.com" };

const STYLE = `
.restored { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; padding: 6px 10px; border-radius: 4px;
  border: 1px solid var(--arimaa-viewer-accent); font-size: 0.9em; }
.restored[hidden] { display: none; }
.restored button { min-height: 30px; }
`;

/**
 * The record part of an editing viewer (see index.js).
 * @param {Host} host
 * @param {EditingContext} ctx
 * @returns {Part}
 */
export function attachExport(host, ctx) {
  ctx.addStyles(STYLE);
  const { ui } = ctx;
  const { t, label } = ui.words;
  // An icon, as the other controls are: the row keeps one height at any width.
  const button = ctx.el("button", "record-menu");
  button.append(ctx.icon("record"));
  label(button, "aria-label", "arimaa-editor-record");
  button.type = "button";
  button.setAttribute("part", "button record-menu");
  button.setAttribute("aria-haspopup", "menu");
  button.setAttribute("aria-expanded", "false");
  label(button, "title", "arimaa-editor-record-title");
  ui.controls.append(button);
  const menu = ctx.menu(ui.main, "arimaa-editor-record", ITEMS);
  const status = ctx.status("record-status");
  const note = ctx.el("div", "restored");
  note.setAttribute("part", "restored");
  note.hidden = true;
  const noteText = ctx.el("span");
  const discard = ctx.el("button");
  label(discard, "text", "arimaa-editor-discard");
  discard.type = "button";
  note.append(noteText, discard);
  ui.side.insertBefore(status, ui.caption);
  ui.side.insertBefore(note, ui.caption);

  const say = (/** @type {string} */ words) => {
    status.textContent = words;
  };
  /** The record written as `format`, or null after saying why it cannot be. */
  const written = (/** @type {RecordFormat} */ format) => {
    try {
      // The menu is open only with a game.
      return /** @type {import("./index.js").EditorGame} */ (ctx.state().game).recordAs(format);
    } catch (error) {
      say(String(/** @type {Error} */ (error)?.message ?? error));
      return null;
    }
  };

  /** @param {RecordFormat} format */
  async function copy(format) {
    const text = written(format);
    if (text === null) return;
    try {
      await navigator.clipboard.writeText(text);
      say(t("arimaa-editor-copied", NAME[format]));
    } catch {
      say(t("arimaa-editor-no-clipboard"));
    }
  }

  /** @param {RecordFormat} format */
  function download(format) {
    const text = written(format);
    if (text === null) return;
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    const a = ctx.el("a");
    a.href = url;
    a.download = `${fileName()}.${EXTENSION[format]}`;
    a.hidden = true;
    ui.main.append(a);
    a.click();
    a.remove();
    // The download has its own reference by now; the object URL only holds memory.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    say(t("arimaa-editor-downloaded", a.download));
  }

  /** "arimaa-669122" from the record's game id, "arimaa-game" without one. */
  function fileName() {
    const header = ctx.state().game?.header() ?? [];
    const id = header.find(([k]) => /^(game)?id$/i.test(k))?.[1];
    const safe = String(id ?? "").replace(/[^\w-]+/g, "").slice(0, 40);
    return `arimaa-${safe || "game"}`;
  }

  button.addEventListener("click", () => {
    const { game } = ctx.state();
    if (!game) return;
    // A format that cannot hold this record (a Morabaraba game in PGN) says why.
    /** @type {Record<string, string>} */
    const disabled = {};
    for (const format of /** @type {const} */ (["pgn", "arimaa"])) {
      try {
        game.recordAs(format);
      } catch (error) {
        for (const item of ITEMS) if (item.id.endsWith(`:${format}`)) disabled[item.id] = String(/** @type {Error} */ (error)?.message ?? error);
      }
    }
    button.setAttribute("aria-expanded", "true");
    menu.open(button, {
      disabled,
      refuse: say,
      onChoose: (id) => {
        const [what, format] = /** @type {[string, RecordFormat]} an item's id */ (id.split(":"));
        if (what === "copy") copy(format);
        else download(format);
      },
    });
  });
  menu.node.addEventListener("focusout", () => {
    queueMicrotask(() => {
      if (!menu.isOpen()) button.setAttribute("aria-expanded", "false");
    });
  });

  // ---- storage ---------------------------------------------------------------
  // phase: "first" until the first load is seen; "restoring" / "discarding" while the
  // record set for it loads; then "done" (later loads are the page's own).
  let phase = "first";
  /** @type {string | null} */
  let pageRecord = null;

  const key = () => ctx.options().storage;
  const onChange = (/** @type {CustomEvent<import("../element/element.js").ChangeDetail>} */ e) => {
    const storage = key();
    if (e.detail?.kind === "restore" || !storage) return;
    note.hidden = true;
    try {
      localStorage.setItem(storage, JSON.stringify({ record: e.detail.record, saved: Date.now() }));
    } catch (error) {
      say(storageWords(error, "arimaa-editor-storage-not-kept", t));
    }
  };
  host.addEventListener("change", onChange);

  /**
   * The kept record { record, saved }, or null (a failure said in words).
   * @returns {{ record: string, saved: number } | null}
   */
  function kept() {
    let raw;
    try {
      raw = localStorage.getItem(/** @type {string} restore() asks only with a key */ (key()));
    } catch (error) {
      say(storageWords(error, "arimaa-editor-storage-not-read", t));
      return null;
    }
    if (raw === null) return null;
    try {
      const value = JSON.parse(raw);
      if (typeof value?.record === "string" && Number.isFinite(value.saved)) return value;
    } catch {
      // not ours: said below
    }
    say(t("arimaa-editor-storage-unreadable"));
    return null;
  }

  function restore() {
    if (!key()) return;
    const k = kept();
    const s = ctx.state();
    if (!k || !s.game || k.record === s.game.fan()) return;
    pageRecord = s.record; // what the page set through `record`; null for src or inline text
    phase = "restoring";
    // A lasting label: a new language says it again (the time keeps the first one's form).
    ui.words.label(noteText, "text", "arimaa-editor-restored", new Date(k.saved).toLocaleString(ui.words.language()));
    host.record = k.record;
  }

  discard.addEventListener("click", () => {
    const storage = key();
    try {
      // Without the attribute now (the page took it away), no key: nothing is kept.
      if (storage) localStorage.removeItem(storage);
    } catch (error) {
      say(storageWords(error, "arimaa-editor-storage-not-forgotten", t));
    }
    note.hidden = true;
    host.focus({ preventScroll: true });
    phase = "discarding";
    if (pageRecord !== null) host.record = pageRecord;
    else host.src = host.src; // the page's src, or its inline text, loaded again
  });

  return {
    render() {},
    loaded() {
      menu.close(false);
      if (phase === "first") {
        phase = "done";
        restore();
      } else if (phase === "restoring" || phase === "discarding") {
        const restored = phase === "restoring";
        phase = "done";
        note.hidden = !restored;
        say("");
        // After the load's own `load` event: the page hears load, then the change.
        queueMicrotask(() => ctx.edited({ kind: "restore" }));
      }
    },
    detach() {
      menu.close(false);
      host.removeEventListener("change", onChange);
      button.remove();
      status.remove();
      note.remove();
      menu.node.remove();
    },
  };
}

/**
 * Why the browser would not keep, read or forget the edits, in words.
 * @param {unknown} error
 * @param {string} what the message of what could not be done, its $1 why
 * @param {import("../element/words.js").Translate} t
 */
function storageWords(error, what, t) {
  const e = /** @type {Error | undefined} */ (error);
  if (e?.name === "QuotaExceededError") return t(what, t("arimaa-editor-storage-full"));
  if (e?.name === "SecurityError") return t(what, t("arimaa-editor-storage-denied"));
  return t(what, String(e?.message ?? error));
}
