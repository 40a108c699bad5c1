// Types for arimaa-viewer (element.js; arimaa-viewer.js in the package): the <arimaa-viewer>
// element, and everything of arimaa-viewer/core (../core/core.d.ts; arimaa-core.d.ts in the
// package), which this module re-exports.
import type { Format, GameInfo, GameSummary, MoveListEntry, RecordError, Side, Variant, ViewState } from "../core/core.js";
export * from "../core/core.js";

/** Defines <arimaa-viewer> (already done on import where custom elements exist; safe to call again). */
export function registerElements(): void;

/**
 * The `game` of an <arimaa-viewer>: the loaded game's reads, and navigation that goes
 * through the element (so the board, `path` and `pathchange` follow). It cannot free
 * the game or draw; the element owns the GameView.
 */
export interface ViewerGame {
  format(): Format;
  variant(): Variant;
  info(): GameInfo;
  errors(): RecordError[];
  header(): [string, string][];
  path(): string;
  state(): ViewState;
  moveList(): MoveListEntry[];
  fan(): string;
  squareAt(x: number, y: number, cssSize: number, orientation: Side, coordinates: boolean): string | undefined;
  games(): GameSummary[];
  gameIndex(): number;
  findGame(reference: string): number;
  /** Opens game `index` (0-based), through the element. */
  openGame(index: number): boolean;
  /** @throws Error for an unknown or malformed path. */
  goTo(path: string): void;
  nextStep(): boolean;
  prevStep(): boolean;
  nextMove(): boolean;
  prevMove(): boolean;
  first(): boolean;
  last(): boolean;
  choose(index: number): boolean;
}

/**
 * `viewer.game` of a viewer with `analysis` or `editable`: the ViewerGame and the editing
 * GameView's reads. What changes the record stays the element's (its board, move bar,
 * list menu and notes panel), so that every change fires `change`.
 */
export interface EditingViewerGame extends ViewerGame {
  /** The move in progress on the board. */
  moveDraft(): { input: "arimaa" | "morabaraba" | "setup"; active: boolean; steps: string[]; canEnd: boolean; canUndo: boolean; selected?: string; message: string };
  /** The legal next words after `text` (the Steps field's completions). */
  stepCompletions(text: string): string[];
  /** For the move at `path`: null where the change is allowed, else why not. */
  reshapeChoices(path: string): { promote: string | null; demote: string | null; mainline: string | null; delete: string | null };
  /** The notes of the node shown, as the notes panel reads them. */
  notes(): Record<string, unknown>;
  /** The record written as `format`. */
  recordAs(format: RecordFormat): string;
}

export interface LoadDetail {
  format: Format;
  /** The problems of the game open. */
  errors: RecordError[];
  /** Every game of the record (one for a single game). */
  games: GameSummary[];
  /** 0-based index in `games` of the game open (the `game` attribute's). */
  gameIndex: number;
}
export interface PathChangeDetail {
  path: string;
  label: string;
}
export interface ErrorDetail extends Partial<RecordError> {
  message: string;
  /** The `game` asked for, when no game has that number or id. */
  game?: string;
  errors?: RecordError[];
}

/** The element's own events. `load` and `error` do not bubble; `pathchange` bubbles and is composed. */
export interface ArimaaViewerOwnEventMap {
  /** After a record is read (its games, the open one's problems); does not bubble: listen on the element. */
  load: CustomEvent<LoadDetail>;
  /** After every navigation that changes the node; bubbles and is composed. */
  pathchange: CustomEvent<PathChangeDetail>;
  /** A failed `src`, a bad `path` or `game`, or the record's first problem (the viewer then shows the game up to it); does not bubble. */
  error: CustomEvent<ErrorDetail>;
  /** After every edit of a viewer with `analysis` or `editable` (a move, a note, the tree reshaped, edits restored), so a page can save the record. */
  change: CustomEvent<ChangeDetail>;
  /** In guess and puzzle modes, a move judged or shown (does not bubble: listen on the element). */
  judged: CustomEvent<JudgedDetail>;
}

/** What the viewer said of a move in guess or puzzle mode (the `judged` event). */
export interface JudgedDetail {
  mode: "guess" | "puzzle";
  /**
   * Guess: "right", "other", "alternative", "good-alternative"; puzzle: "solved",
   * "solved-alternative", "missed"; both: "shown" (Show move, Show solution).
   */
  outcome: "right" | "other" | "alternative" | "good-alternative" | "solved" | "solved-alternative" | "missed" | "shown";
  /** The node shown after it. */
  path: string;
  /** What the viewer said (its prompt). */
  words: string;
  /** The score: moves found (guess) or puzzles solved at the first try (puzzle), of those tried. */
  right: number;
  tried: number;
  /** The end of the line (guess), or the puzzle solved or its solution shown to the end (puzzle). */
  finished: boolean;
}

/** What an edit did to the record (`analysis`, `editable`). */
export type ChangeKind =
  | "move" | "promote" | "demote" | "mainline" | "delete"
  | "comment" | "glyph" | "marking" | "header" | "setup" | "restore";

/** What toSVG and toPNG draw. */
export interface PictureOptions {
  /** Width and height in px (16–4096); default: the board's size on screen. */
  size?: number;
  /** Which side is at the bottom; default: as shown. */
  orientation?: Side;
  /** File letters and rank numbers around the board; default: as shown. */
  coordinates?: boolean;
}

/** The line toGIF animates, and how. */
export interface GifOptions {
  /** Where the line starts (a path, as `path` gives); default: the node shown. */
  from?: string;
  /** Where it ends, later on the same line; default: the end of the line. */
  to?: string;
  /** Width in px (64–1024); default 320. */
  size?: number;
  /** Also write each move's comment under the board. */
  comments?: boolean;
}

/** The written formats `recordAs` gives. */
export type RecordFormat = "fan" | "pgn" | "arimaa";

/** The `change` event's detail: sent after every edit, so a page can save the record. */
export interface ChangeDetail {
  /** What changed. */
  kind: ChangeKind;
  /** The path of the node the edit concerns, as it is after the edit. */
  path: string;
  /** The record after the edit, as FAN (what `record` returns). */
  record: string;
}

/**
 * Every event of the element, for typed listeners: an HTMLElement's, except that
 * `load` and `error` are the element's CustomEvents (declared apart, not by extending
 * HTMLElementEventMap, whose `error` is an ErrorEvent).
 */
export type ArimaaViewerEventMap = Omit<HTMLElementEventMap, keyof ArimaaViewerOwnEventMap> & ArimaaViewerOwnEventMap;

/** A boolean attribute's value: present ("" or any other text) is on, "false" and "off" are off. */
export type BooleanAttribute = boolean | "" | "true" | "false" | "on" | "off";

/**
 * The element's attributes as a framework's template or JSX writes them (see the
 * README's Attributes); the framework entries (arimaa-viewer/react, /vue, /svelte,
 * /solid) build their element types from it.
 */
export interface ArimaaViewerAttributes {
  // Generated from www/src/attributes.json by scripts/attributes.mjs: edit there.
  /** URL of the record. Since 0.1.0. */
  src?: string;
  /** In a text of several games, the game to open: its number (`3`, 1-based) or `id=` and its `Id` header (`id=669130`); without it the first. Since 0.1.0. */
  game?: string | number;
  /** The node to open at, e.g. `12s`, `5g.2.6s`, `12s:2`, `3/12s` (the docs' Node paths). Since 0.1.0. */
  path?: string;
  /** Alias of `path`. Since 0.1.0. */
  ply?: string;
  /** The side at the bottom of the board: `gold` or `silver`. Default: gold. Since 0.1.0. */
  orientation?: Side;
  /** Show the navigation buttons. Since 0.1.0. */
  controls?: BooleanAttribute;
  /** Show the move list (variations as indented, collapsible lists). Since 0.1.0. */
  "move-list"?: BooleanAttribute;
  /** Show the caption: the move, step and position comments of the node shown. Since 0.1.0. */
  comments?: BooleanAttribute;
  /** Draw the file and rank labels around the board. Since 0.1.0. */
  coordinates?: BooleanAttribute;
  /** Hide the result and the moves after the node shown until "Show the rest of the game". Since 0.1.0. */
  spoilers?: BooleanAttribute;
  /** Step animation; `off` (or `false`) turns it off. Since 0.1.0. */
  animation?: BooleanAttribute;
  /** `dark` or `light` forces a colour scheme; without it `prefers-color-scheme` decides. Since 0.1.0. */
  theme?: "dark" | "light";
  /** `eager` starts at once; by default (`lazy`) the viewer starts when within 200 px of the viewport. Default: lazy. Since 0.1.0. */
  loading?: "eager" | "lazy";
  /** Readers may play moves on the board, each kept in the record's tree. Since 0.1.0. */
  analysis?: BooleanAttribute;
  /** Everything `analysis` allows, and annotating (implies `analysis`). Since 0.1.0. */
  editable?: BooleanAttribute;
  /** A localStorage key: with `analysis` or `editable`, edits are kept under it and restored on the next load of the page. Since 0.1.0. */
  storage?: string;
  /** The page's address follows the node shown, and a page opened with it opens there; the value is the viewer's key (empty: its `id`, else `arimaa`). Since 0.1.0. */
  link?: string;
  /** An engine button (and the `l` key) that analyses the node shown in a Web Worker: an evaluation bar beside the board, the score, the depth, the speed and the best line, its first turn drawn on the board. Since 0.3.0. */
  engine?: BooleanAttribute;
  /** The language of the viewer's words (a BCP 47 tag such as `de` or `de-AT`); without it, the nearest ancestor's `lang`, else English. Since 0.3.0. */
  lang?: string;
  /** `guess`: the reader guesses each next move on the board; `puzzle`: the reader solves the record's puzzle, judged by the engine. Since 0.1.0. */
  mode?: "guess" | "puzzle";
  /** With `mode="guess"`, `gold` or `silver`: only that side's moves are guessed, the other side's play themselves. Since 0.1.0. */
  "guess-side"?: "gold" | "silver";
  /** A toggle group under the board that draws frozen pieces, captures, goal threats and trap control; the value names those on at first (`frozen traps`, `all`), empty for none. Since 0.1.0. */
  overlays?: string;
  // (end of the generated part)
}

/** The element's properties a framework may set (React 19 and Vue set properties when the element has them). */
export interface ArimaaViewerProperties {
  record?: string;
  src?: string;
  path?: string;
  gameNumber?: number | string;
  orientation?: Side;
}

/**
 * <arimaa-viewer src="games.fan" game="3" path="12s" orientation="gold" controls move-list comments
 *   coordinates spoilers animation="off" theme="dark" loading="eager">…inline record…</arimaa-viewer>
 */
export class ArimaaViewer extends HTMLElement {
  static observedAttributes: string[];
  /**
   * Adds or overrides the words of language `lang` (a BCP 47 tag such as `de`) for every
   * viewer of the page, without a new release: keys and messages as in the package's
   * `i18n/en.json` (`$1` parameters, `{{PLURAL:$1|one|other}}`). Viewers in that language
   * relabel when it resolves (the first call fetches the keys, `arimaa-lang-keys.json`,
   * from beside the element: the element itself names messages by number); a key it
   * lacks falls back to the pack, then English.
   */
  static addMessages(lang: string, messages: Record<string, string>): Promise<void>;
  /** The record as FAN text; setting it parses new text (replacing src / inline text). */
  record: string;
  /** The record's URL (the `src` attribute, "" when none); setting it loads that record, replacing one set through `record`. */
  src: string;
  /**
   * The current path ("start", "12s", "5g.2.6s", "12s:2"; "3/12s" when the record holds
   * several games); setting it goes there ("id=669130/12s" names a game by its id).
   */
  path: string;
  /** Every game of the record (empty before load). */
  readonly games: GameSummary[];
  /**
   * The game open, 1-based (0 before load); setting a number, or "id=" and a game's id,
   * opens that game (as the `game` attribute does). `game` is taken: it is the loaded game's API.
   */
  gameNumber: number | string;
  /** Orientation in effect (the attribute, flipped by flip()). */
  orientation: Side;
  /**
   * The loaded game (null before load): its reads, and navigation through this element
   * (the board, `path` and `pathchange` follow). After a new record, the old one's
   * navigation throws.
   */
  readonly game: ViewerGame | null;
  /**
   * The record written in `format` (default "fan"): "fan" is what `record` gives;
   * "pgn" (Howdah's record, variations and comments included) and "arimaa"
   * (arimaa.com's notation: the main line only) are written by viewers that edit
   * (`analysis` or `editable`). Throws an Error saying why for another name, a record
   * the format cannot hold (a Morabaraba game in PGN), or a viewer that does not
   * edit; "" before load.
   */
  recordAs(format?: RecordFormat): string;
  /** A link to `path` (default: the node shown): this page's address with this viewer's fragment entry. */
  linkTo(path?: string): string;
  /**
   * The board shown as a standalone SVG document in the viewer's colours (pieces, last
   * move, markings, arrows, coordinates as set): `size` px square (default: as shown).
   */
  toSVG(options?: PictureOptions): Promise<string>;
  /** The same picture as a PNG, drawn by the viewer's own canvas code. */
  toPNG(options?: PictureOptions): Promise<Blob>;
  /**
   * An animated GIF of the line from `from` (default: the node shown) to `to` (default:
   * the end of its line): every step animated, a pause on each move, the move (and its
   * comment with `comments`) under the board. The encoder is fetched on first use.
   * Rejects with an Error saying why when `to` is not later on the same line.
   */
  toGIF(options?: GifOptions): Promise<Blob>;
  /** One step forward (a move of four steps takes four); false where there is none, or before load. */
  next(): boolean;
  /** One step back. */
  prev(): boolean;
  /** One whole move forward. */
  nextMove(): boolean;
  /** One whole move back. */
  prevMove(): boolean;
  /** The start of the current line. */
  first(): boolean;
  /** The end of the current line. */
  last(): boolean;
  /** Plays alternative `index` of the next move (0 = the main line). */
  choose(index: number): boolean;
  /**
   * Goes to a node (`12s`, `3/12s`); a bad path fires `error` and returns false. In puzzle
   * mode, a node of the solution the reader has not yet seen returns false too (no error).
   */
  goTo(path: string): boolean;
  /** Turns the board around. */
  flip(): void;
  /** Starts (or with false stops) autoplay: one step every 0.9 s; without an argument, toggles it. */
  play(on?: boolean): void;
  addEventListener<K extends keyof ArimaaViewerEventMap>(type: K,
    listener: (this: ArimaaViewer, ev: ArimaaViewerEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof ArimaaViewerEventMap>(type: K,
    listener: (this: ArimaaViewer, ev: ArimaaViewerEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    "arimaa-viewer": ArimaaViewer;
  }
}
