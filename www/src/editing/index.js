// Editing and teaching for <arimaa-viewer>: loaded (a dynamic import, its own file in
// the package) only by viewers with `analysis`, `editable`, a `mode` or `overlays`, so
// readers who never edit do not download it, nor the editor's wasm it brings:
// the crate built with its `edit` feature (the reader's wasm and more), loaded
// instead of the reader's by viewers that edit.
//
// Its parts, one module each, each `attach…(host, ctx)` returning
// `{ render(state, options), loaded?(), detach() }`:
//   tree    the move list's menu: promote, demote, make main line, delete  tree.js
//   export  the Record menu (copy, download) and the `storage` attribute    export.js
//   moves   playing moves on the board, the move bar                      moves.js
//   notes   comments, glyphs and game details (editable)                notes.js
//   marks   arrows, highlights, labels drawn on the board (editable)      marks.js
//   guess   guess the move (`mode="guess"`, with moves alone)              guess.js
//   puzzle  solve the record's puzzle (`mode="puzzle"`, with moves alone)   puzzle.js
//   overlays  the overlays' toggle group (`overlays`, with any of these)   overlays.js
//
// `ctx` is the one interface to the element: EditingContext below, made by the
// controller (element/controller.js, editingContext()). Importing any of the
// element's modules here instead would put it in a chunk shared with the element's
// bundle, a second request for every reader: the build refuses that.

/**
 * @typedef {object} EditingContext What the editing parts may read and call.
 * @property {Shell} ui the shadow nodes (element/shell.js buildShell)
 * @property {() => EditingState} state the view state (element/state.js); `state.game` is the editor's GameView
 * @property {() => Options} options the options (element/options.js readOptions)
 * @property {(animate?: boolean) => void} refresh the cursor moved or the position shown changed: read state again, redraw
 * @property {(animate?: boolean) => void} draftChanged only the move half made on the board changed: its
 *   board, words and live region follow, the rest of the screen is not redrawn
 * @property {(...what: ("board" | "ui")[]) => void} schedule redraw at the next frame
 * @property {(change: Change) => void} edited the record changed: the list and problems are read
 *   again, the screen follows, and a `change` event carries it
 * @property {Emit} emit dispatch one of the element's events (element/element.d.ts ArimaaViewerOwnEventMap)
 * @property {(css: string) => void} addStyles add a part's rules to the shadow root (kept in the part's module)
 * @property {typeof import("../element/shell.js").el} el the shell's DOM helper
 * @property {typeof import("../element/shell.js").icon} icon an icon of the shell's set
 * @property {(container: HTMLElement, label: string, items: MenuItem[]) => Menu} menu the element's popup
 *   menu (element/menu.js), its styles already added
 * @property {(className: string) => HTMLParagraphElement} status a status line (element/menu.js)
 * @property {(outcome: Judged) => void} [judged] (guess and puzzle modes) the moves part's judged move,
 *   to the guessing or puzzle part
 */

/**
 * The view state as the editing parts see it: attached only to a game of the editor's
 * wasm (the controller loads the record again with it first), `game` is an EditorGame.
 * @typedef {Omit<import("../element/state.js").ViewerState, "game"> & { game: EditorGame | null }} EditingState
 */

/**
 * What an edit did (`ctx.edited`): the `change` event's kind, and the path and animation
 * of the node shown after it when they are not the cursor's.
 * @typedef {{ kind: import("../element/element.js").ChangeKind, path?: string, animate?: boolean }} Change
 */

/**
 * @typedef {import("../element/element.js").ArimaaViewerOwnEventMap} EventMap
 * @typedef {<K extends keyof EventMap>(type: K, detail: EventMap[K]["detail"]) => void} Emit
 */

/**
 * A part of the editing chunk, as `attach…(host, ctx)` returns it.
 * @typedef {object} Part
 * @property {(state: EditingState, options: Options) => void} render draw from the state and options
 * @property {() => void} [loaded] a record was loaded (or another game opened)
 * @property {() => void} detach take the part off
 * @property {(outcome: Judged) => void} [judged] (guess and puzzle parts) a move judged on the board
 * @property {(method: string) => boolean} [steer] (guess and puzzle parts) see attachEditing
 */
/**
 * @typedef {import("../element/element.js").ArimaaViewer} Host the viewer: its public API
 * @typedef {(host: Host, ctx: EditingContext) => Part} Attach
 * @typedef {Part & Required<Pick<Part, "judged" | "steer">>} JudgingPart the guessing or the puzzle part
 */

/**
 * What GameView.boardTap, boardDrag, endMove, undoStep, standardSetup and playSteps
 * return (src/viewer/input/, Outcome::name).
 * @typedef {"nothing" | "picked" | "dropped" | "stepped" | "played" | "added" | Judged} Outcome
 * @typedef {"right" | "good-alternative" | "alternative" | "other" | "solved" | "solved-alternative" | "missed"} Judged
 *   the outcomes of a move judged in guess mode (setGuessing) and puzzle mode (setSolving)
 */

/**
 * The editor's GameView (the crate with its `edit` feature, pkg-edit/): the core's
 * GameViewFull (core/core.d.ts) and the calls that play, reshape and guess, which the
 * README lists and the element keeps to itself (src/wasm/edit_moves.rs, edit_tree.rs).
 * Held to the glue's class by EditorAgrees below.
 * @typedef {import("../core/core.js").GameViewFull & EditingCalls} EditorGame
 */
/**
 * @typedef {import("../element/element.js").EditingViewerGame} EditingViewerGame
 * @typedef {object} EditingCalls
 * @property {(on: boolean) => void} setAnalysing the analysis marks (frozen pieces) on the board
 * @property {(on: boolean) => void} setGuessing guess mode: the moves played are judged, never kept
 * @property {(level: number) => { square: string, words: string } | undefined} guessHint a hint for the
 *   cursor's next move (1: the piece that moves first; 2: its first step)
 * @property {(at: string) => Outcome} boardTap a tap on a square; throws an Error saying why when refused
 * @property {(from: string, to: string) => Outcome} boardDrag a drag; as boardTap
 * @property {() => Outcome} endMove
 * @property {() => Outcome} undoStep
 * @property {() => Outcome} standardSetup
 * @property {() => boolean} cancelMove false when no move was in progress
 * @property {(text: string, end: boolean) => Outcome} playSteps
 * @property {EditingViewerGame["moveDraft"]} moveDraft
 * @property {EditingViewerGame["stepCompletions"]} stepCompletions
 * @property {EditingViewerGame["reshapeChoices"]} reshapeChoices
 * @property {(path: string) => string} promote the move's path after the change; throws an Error saying why not
 * @property {(path: string) => string} demote as promote
 * @property {(path: string) => string} makeMainLine as promote
 * @property {(path: string) => string} deleteFrom the path of the position before the move deleted
 */
/**
 * The editor's GameView class: its statics besides the reader's.
 * @typedef {object} EditorStatics
 * @property {() => number} maxLabelChars the longest square label, in characters
 * @typedef {{ new (text: string): EditorGame } & Omit<typeof import("../core/core.js").GameView, "prototype"> & EditorStatics} EditorGameClass
 */
/**
 * The editor's wasm as the element uses an engine (element/load.js Engine).
 * @typedef {object} EditorEngine
 * @property {(source?: import("../core/core.js").InitSource) => Promise<void>} init
 * @property {EditorGameClass} GameView
 * @property {() => number} maxRecordBytes
 */
/**
 * @typedef {typeof import("../../pkg-edit/arimaa.js").GameView} GlueClass
 * @typedef {Agreed<Disagreeing<EditorGame, InstanceType<GlueClass>>>} EditorAgrees
 * @typedef {Agreed<Disagreeing<EditorStatics, GlueClass>>} EditorStaticsAgree
 * @typedef {import("../element/shell.js").Shell} Shell
 * @typedef {import("../element/options.js").Options} Options
 * @typedef {import("../element/menu.js").MenuItem} MenuItem
 * @typedef {import("../element/menu.js").Menu} Menu
 */

import initEditorWasm, * as editorWasm from "../../pkg-edit/arimaa.js";

/* global ARIMAA_EDIT_WASM_FILE */

import { attachTreeMenu } from "./tree.js";
import { EN } from "./messages.js";
import { attachExport } from "./export.js";
import { attachMoves } from "./moves.js";
import { attachNotes } from "./notes.js";
import { attachMarks } from "./marks.js";
import { attachGuess } from "./guess.js";
import { attachPuzzle } from "./puzzle.js";
import { attachOverlays } from "./overlays.js";

/** @type {Attach[]} */
const PARTS = [
  attachTreeMenu, // promote, demote, make main line, delete from here (tree.js)
  attachExport, // the Record menu (copy, download) and `storage` (export.js)
  attachMoves, // playing moves on the board, the move bar (moves.js)
  attachNotes, // comments, glyphs and game details (notes.js)
  attachMarks, // arrows, highlights and labels drawn on the board (marks.js)
];

/**
 * The editor's wasm as the element uses an engine: { init, GameView, maxRecordBytes }.
 * `wasmLoader` is the element's (core/wasm-loader.js), handed over so that this
 * module imports nothing of the element's bundle.
 * @param {typeof import("../core/wasm-loader.js").wasmLoader} wasmLoader
 * @returns {EditorEngine}
 */
export function engine(wasmLoader) {
  // www/pkg-edit/ in the sources, the bundle's own name in dist/
  // (scripts/build-wasm.sh), in the literal form bundlers recognise.
  // A dynamically imported module is always an ES module: import.meta.url is set.
  const url = () =>
    new URL(typeof ARIMAA_EDIT_WASM_FILE === "string" ? ARIMAA_EDIT_WASM_FILE : "../../pkg-edit/arimaa_bg.wasm", import.meta.url);
  return Object.freeze({
    init: wasmLoader(initEditorWasm, url),
    // The glue types the Rust's JSON as `object`: the shapes are EditorGame's (EditorAgrees).
    GameView: /** @type {EditorGameClass} */ (/** @type {unknown} */ (editorWasm.GameView)),
    maxRecordBytes: () => editorWasm.maxRecordBytes(),
  });
}

/** Which parts `options` attach, as a key: when it changes, the parts are attached again. */
const partsOf = (/** @type {Options} */ o) => `${o.mode ?? (o.analysis ? "analysis" : "")}${o.overlays !== null ? "+overlays" : ""}`;

/**
 * Attaches the parts the options ask for to the viewer `host`: in guess mode
 * (`mode="guess"`) or puzzle mode (`mode="puzzle"`), the moves part, whose judged moves
 * go to the guessing or puzzle part, and that part; with `analysis` or `editable`, every
 * editing part; with `overlays`, the overlays' toggle group besides. Returns what the
 * controller calls.
 * @param {Host} host
 * @param {EditingContext} ctx
 */
export function attachEditing(host, ctx) {
  // The parts' English comes with them (the reader's bundle carries only its own).
  ctx.ui.words.addEnglish(EN);
  const options = ctx.options();
  const key = partsOf(options);
  const judge = options.mode && { guess: attachGuess, puzzle: attachPuzzle }[options.mode];
  /** @type {Attach[]} */
  const attaches = judge ? [attachMoves, judge] : options.analysis ? [...PARTS] : [];
  if (options.overlays !== null) attaches.push(attachOverlays);
  /** @type {JudgingPart | null} */
  let judging = null;
  /** @type {EditingContext} */
  const partCtx = judge ? { ...ctx, judged: (outcome) => judging?.judged(outcome) } : ctx;
  const parts = attaches.map((attach) => attach(host, partCtx));
  if (judge) judging = /** @type {JudgingPart} the second part attached is the judge's */ (parts[1]);
  return {
    /** Whether these are the parts `options` ask for: the element attaches again when not. */
    fits: (/** @type {Options} */ options) => partsOf(options) === key,
    /** A record was loaded (or another game opened). */
    loaded() {
      for (const p of parts) p.loaded?.();
    },
    /**
     * The reader stepped (`method`: nextStep, prevMove, last, goTo…; the cursor has moved,
     * nothing is drawn yet): the judging part may step on (a guess keeps to its side) or
     * answer false, and the element takes the step back (a puzzle's solution ahead).
     */
    steer: (/** @type {string} */ method) => judging?.steer?.(method) ?? true,
    /**
     * The screen is being drawn: each part shows itself from the state and options.
     * @param {EditingState} state
     * @param {Options} options
     */
    render(state, options) {
      for (const p of parts) p.render(state, options);
    },
    /** The attributes no longer ask for these parts: every part takes itself off. */
    detach() {
      for (const p of parts) p.detach();
    },
  };
}
