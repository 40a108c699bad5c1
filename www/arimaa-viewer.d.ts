// Types for arimaa-viewer.js: the <arimaa-viewer> element and the wasm GameView.

/** Loads the wasm module once per page (found through import.meta.url). Idempotent. */
export function init(): Promise<void>;

/** The library version, e.g. "0.1.0" (after init()). */
export function version(): string;

/** Inits the wasm, then reads a record (FAN, arimaa.com notation, archive TSV row, diagram). */
export function parseGame(text: string): Promise<GameView>;

/** Defines <arimaa-viewer> (already done on import; safe to call again). */
export function registerElements(): void;

export type Side = "gold" | "silver";

export interface RecordError {
  message: string;
  line: number;
  column: number;
  token: string;
  /** Node the error is attached to. */
  path: string;
}

export interface Variation {
  path: string;
  label: string;
  text: string;
}

export interface ViewState {
  path: string;
  label: string;
  moveText: string;
  stepsShown: number;
  stepsTotal: number;
  positionComment?: string;
  moveComment?: string;
  stepComment?: string;
  error?: string;
  announcement: string;
  positionText: string;
  sideToMove: Side;
  variations: Variation[];
  atStart: boolean;
  atEnd: boolean;
  /** Reserve time in seconds at this node, when the record has clock data. */
  clocks?: { gold: number; silver: number };
}

export interface MoveListEntry {
  path: string;
  label: string;
  text: string;
  depth: number;
  variationStart: boolean;
  comment?: string;
  hasError: boolean;
}

/** The wasm game object: a record, a cursor in its tree, and the board drawing. */
export class GameView {
  constructor(text: string);
  free(): void;
  format(): "fan" | "archive" | "diagram";
  /** Which game the record is: the board drawn and the side names (White/Black) follow it. */
  variant(): "arimaa" | "morabaraba";
  errors(): RecordError[];
  header(): [string, string][];
  path(): string;
  /** @throws Error for an unknown or malformed path. */
  goTo(path: string): void;
  nextStep(): boolean;
  prevStep(): boolean;
  nextMove(): boolean;
  prevMove(): boolean;
  first(): boolean;
  last(): boolean;
  choose(index: number): boolean;
  state(): ViewState;
  moveList(): MoveListEntry[];
  draw(ctx: CanvasRenderingContext2D, cssSize: number, dpr: number, orientation: Side,
    coordinates: boolean, progress: number, theme: Record<string, string>): void;
  svg(size: number, orientation: Side, coordinates: boolean): string;
  fan(): string;
  squareAt(x: number, y: number, cssSize: number, orientation: Side, coordinates: boolean): string | null;
  static themeVars(): string[];
  static themeDefaults(dark: boolean): Record<string, string>;
}

export interface LoadDetail {
  format: "fan" | "archive" | "diagram";
  errors: RecordError[];
}
export interface PathChangeDetail {
  path: string;
  label: string;
}
export interface ErrorDetail extends Partial<RecordError> {
  message: string;
  errors?: RecordError[];
}

export interface ArimaaViewerEventMap extends HTMLElementEventMap {
  load: CustomEvent<LoadDetail>;
  pathchange: CustomEvent<PathChangeDetail>;
  error: CustomEvent<ErrorDetail>;
}

/**
 * <arimaa-viewer src="game.fan" path="12s" orientation="gold" controls move-list comments
 *   coordinates spoilers animation="off" theme="dark" loading="eager">…inline record…</arimaa-viewer>
 */
export class ArimaaViewer extends HTMLElement {
  static observedAttributes: string[];
  /** The record as FAN text; setting it parses new text (replacing src / inline text). */
  record: string;
  /** The current node path ("start", "12s", "5g.2.6s", "12s:2"); setting it goes there. */
  path: string;
  /** Orientation in effect (the attribute, flipped by flip()). */
  orientation: Side;
  /** The loaded GameView (null before load). Owned by the element: do not free it. */
  readonly game: GameView | null;
  next(): boolean;
  prev(): boolean;
  nextMove(): boolean;
  prevMove(): boolean;
  first(): boolean;
  last(): boolean;
  choose(index: number): boolean;
  goTo(path: string): boolean;
  flip(): void;
  play(on?: boolean): void;
  addEventListener<K extends keyof ArimaaViewerEventMap>(type: K,
    listener: (this: ArimaaViewer, ev: ArimaaViewerEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    "arimaa-viewer": ArimaaViewer;
  }
}
