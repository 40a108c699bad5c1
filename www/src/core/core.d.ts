// Types for arimaa-viewer/core (core.js; arimaa-core.js in the package): the wasm GameView
// and loading it, without the element. The element's types (../element/element.d.ts)
// re-export all of these.

/**
 * What init() loads the wasm from: its URL, a Request, a Response (or a promise of
 * one), its bytes, or a compiled WebAssembly.Module.
 */
export type InitSource =
  | string
  | URL
  | Request
  | Response
  | PromiseLike<Response>
  | ArrayBuffer
  | ArrayBufferView
  | WebAssembly.Module;

/**
 * Loads the wasm once. Without `source` it is fetched from beside this module (read
 * from disk in Node). Later calls share the first load; a failed load is forgotten, so
 * calling again retries. Rejects with an Error naming the wasm's URL and what to do.
 */
export function init(source?: InitSource): Promise<void>;

/** The library version, e.g. "0.1.0" (after init()). */
export function version(): string;

/** The largest record, in bytes, a GameView reads (after init()). */
export function maxRecordBytes(): number;
/**
 * True when the reader's wasm (what init() loads) cannot read `text` and the editor's
 * can: archive rows, which the reader's leaves out. parseGame and the element read
 * such a text with the editor's wasm; `new GameView(text)` gives an error saying so.
 */
export function needsFullReader(text: string): boolean;

/** Options of staticHtml(): what the static view shows, and how. */
export interface StaticHtmlOptions {
  /** The node shown (`12s`, `3/12s`); default: where the element opens (a broken record: its first problem). */
  path?: string;
  /** The game of a text of several: its number or `id=…`. */
  game?: string | number;
  /** The board's side in px, 64–2048 (default 320). */
  size?: number;
  orientation?: Side;
  theme?: "light" | "dark";
  /** Coordinates around the board (default true). */
  coordinates?: boolean;
  /** Nothing ahead of the node shown: only the moves that lead to it, no result (default false). */
  spoilers?: boolean;
  /**
   * The language of its words (`de`, `de-AT`, `pt-BR`): the position's description, the
   * labels; a regional tag falls back to its language, then English (default English).
   * The fragment then says its `lang`. The record's own text is never translated.
   */
  lang?: string;
}

/** What staticHtml() gives. */
export interface StaticHtml {
  /** The fragment for inside <arimaa-viewer>: `<div class="arimaa-static" slot="static">…</div>`. */
  html: string;
  /** The node shown, for the element's `path` attribute. */
  path: string;
  /** The record's problems and the options', each with its place. */
  problems: string[];
}

/**
 * Loads the static view's producer once: it is in the editor's wasm
 * (arimaa-edit_bg.wasm, beside this module), never in the reader's. `source`: as for
 * init(). Rejects in the element's bundle (`arimaa-viewer`): use `arimaa-viewer/core`.
 */
export function initStatic(source?: InitSource): Promise<void>;

/** The static view of a record (after `await initStatic()`): the docs' Static first. */
export function staticHtml(text: string, options?: StaticHtmlOptions): StaticHtml;

/** Options of parseGame(). */
export interface ParseOptions {
  /**
   * Read the record with the full engine (the editor's wasm): every GameView method,
   * those of GameViewFull included. Default: true where there is no page (Node,
   * workers, server-side rendering), false in a page, where the reader's wasm reads
   * and draws and a full-only method throws an Error saying to pass `{ full: true }`.
   */
  full?: boolean;
}

/** A GameView of the full engine: svg, film and drawStill, the editing and teaching calls. */
export type GameViewFull = GameView & Required<Pick<GameView, "svg" | "film" | "drawStill">> & GameViewNotes & GameViewTeach & {
  /** The record written as "fan", "pgn" (Howdah's record) or "arimaa" (arimaa.com's notation, the main line). */
  recordAs(format: "fan" | "pgn" | "arimaa"): string;
};

/**
 * Inits the wasm, then reads a record (FAN, arimaa.com notation, archive TSV, Howdah
 * records, diagram; every game of it). With `{ full: true }` (the default outside a
 * page) the full engine reads it: see ParseOptions.
 */
export function parseGame(text: string, options: ParseOptions & { full: true }): Promise<GameViewFull>;
export function parseGame(text: string, options?: ParseOptions): Promise<GameView>;

export type Side = "gold" | "silver";

export interface RecordError {
  /** `line L, column C: reason`: the whole error, for logs. */
  message: string;
  /** What is wrong, without the location: `expected a step (at \`Zz9\`)`. */
  reason: string;
  line: number;
  column: number;
  /** The text the error is about ("" when none). */
  token: string;
  /** Node the error is attached to ("start" for the record as a whole). */
  path: string;
  /** The same node's id (see MoveListEntry.node). */
  node: number;
}

export interface Variation {
  /** The node this alternative leads to. */
  node: number;
  path: string;
  label: string;
  text: string;
}

/** A glyph on a move: its symbol, its meaning in words, its badge colour's custom property. */
export interface MoveGlyph {
  /** `!`, `?`, `!!`, `??`, `!?`, `?!`, or `$N` for the other numeric glyphs. */
  text: string;
  /** "interesting move", "gold is slightly better"…; absent for glyphs without a common meaning. */
  meaning?: string;
  /** The custom property of the badge colour (`--arimaa-glyph-good`…); absent for glyphs without a badge. */
  colour?: string;
}

export interface ViewState {
  /** The node at the cursor (inside its move while stepsShown < stepsTotal). */
  node: number;
  /** That node's index in moveList(); -1 at the start. */
  row: number;
  /** The first moveList() row the reader has not reached (row + 1): spoilers hide the rows from here. */
  ahead: number;
  path: string;
  label: string;
  moveText: string;
  /** The glyphs of the move at the cursor, while it is shown whole. */
  glyphs: MoveGlyph[];
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
  /** The teaching overlays at the cursor in words, when some are on (GameViewTeach.setOverlays). */
  overlayWords?: string;
}

export interface MoveListEntry {
  /** The node's id: a number naming it within this GameView (also in ViewState.node). */
  node: number;
  path: string;
  label: string;
  text: string;
  depth: number;
  variationStart: boolean;
  comment?: string;
  /** The move's glyphs, when it has any. */
  glyphs?: MoveGlyph[];
  hasError: boolean;
  /** A broken move's token at fault, shown after the text read (absent when the text ends with it). */
  errorToken?: string;
  /** Why a broken move could not be read or played. */
  error?: string;
}

export type Format = "fan" | "archive" | "diagram" | "pgn";

/** One game of a text (GameView.games()): what the game picker says about it. */
export interface GameSummary {
  /** 1-based place in the text (the `3` of the path `3/12s`). */
  number: number;
  /** The header's Id (or GameId): the `669130` of the path `id=669130/12s`. */
  id: string | null;
  gold: string | null;
  silver: string | null;
  result: "1-0" | "0-1" | "½-½" | "*";
  /** How the game ended, in words: "goal", "time", "resignation", … */
  termination: string | null;
  date: string | null;
  /** The picker's line: "3. Ann – Bob, 1-0 goal, 2026.02.01". */
  label: string;
}
export type Variant = "arimaa" | "morabaraba";

/** One side as the viewer names it. */
export interface SideInfo {
  /** "Gold" / "Silver" in Arimaa, "White" / "Black" in Morabaraba. */
  word: string;
  /** The player's name from the record's header. */
  player: string | null;
}

/** What the viewer shows about a record as a whole (GameView.info()). */
export interface GameInfo {
  game: "Arimaa" | "Morabaraba";
  variant: Variant;
  format: Format;
  gold: SideInfo;
  silver: SideInfo;
  event: string | null;
  result: string | null;
  /** The element's accessible name: "Arimaa game viewer: Ann vs Bob". */
  label: string;
}

/** The wasm game object: a record (every game of its text, one open), a cursor in its tree, and the board drawing. */
export class GameView {
  constructor(text: string);
  free(): void;
  /**
   * Every game of the text (one for a single game), read once, when the GameView is made:
   * switching games reads nothing again. info(), errors(), state(), moveList(), header()
   * and fan() are the open game's.
   */
  games(): GameSummary[];
  /** 0-based index in games() of the game open. */
  gameIndex(): number;
  /** Opens game `index` (0-based) after its setups; false when there is none. */
  openGame(index: number): boolean;
  /** The 0-based index of the game "3" or "id=669130" names. @throws Error when none. */
  findGame(reference: string): number;
  format(): Format;
  /** Which game the record is: the board drawn and the side names (White/Black) follow it. */
  variant(): Variant;
  /** Names, event, result and label of the record (computed on each call). */
  info(): GameInfo;
  /**
   * The language of the words it builds from now on: state()'s announcement and
   * positionText, the glyphs' meanings, the teaching words, info()'s and games()' labels.
   * `lang`: a BCP 47 tag (its plural rules). `lines`: that language's `arimaa-words-*`
   * messages of i18n/en.json, one a line in the catalogue's order, an empty line left to
   * English (the element hands over its language pack's); `""` uses the languages built
   * into the full engine, or English in the reader's.
   */
  setWords(lang: string, lines: string): void;
  /** The record's problems, each on its node (the open game's). */
  errors(): RecordError[];
  /** The header's fields as written, in order. */
  header(): [string, string][];
  /** The cursor's path; "3/12s" (game number first) when the text holds several games. */
  path(): string;
  /** Goes to a path ("12s", "3/12s", "id=669130/12s"). @throws Error for an unknown or malformed path. */
  goTo(path: string): void;
  /** One step forward; false where there is none. */
  nextStep(): boolean;
  /** One step back. */
  prevStep(): boolean;
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
   * What is shown at the cursor. While a move is half made on the board, its
   * announcement and positionText describe the board shown: the piece picked up and
   * where it may go, the steps so far, what must or may follow.
   */
  state(): ViewState;
  /** One entry per move in reading order, variations after the move they replace. */
  moveList(): MoveListEntry[];
  /**
   * Sets the board colours draw() uses from now on: the dark or light defaults, overridden
   * by the colours `theme` gives by custom property name (see themeVars()). Returns every
   * colour now in use, by custom property name.
   */
  setTheme(theme: Record<string, string>, dark: boolean): Record<string, string>;
  /** Draws the board at the cursor; progress < 1 shows the last step arriving. */
  draw(ctx: CanvasRenderingContext2D, cssSize: number, dpr: number, orientation: Side,
    coordinates: boolean, progress: number): void;
  /**
   * The board at the cursor, at rest, as a standalone SVG document `size` px square
   * (16–4096): the scene draw() paints, in the colours of the last setTheme (hex and
   * rgb()/rgba() colours; a colour given by name keeps the default). svg, film and
   * drawStill are in the editor's wasm only (a viewer that edits, and initStatic()'s),
   * not in the reader's: the element's toSVG and toGIF load it for them.
   */
  svg?(size: number, orientation: Side, coordinates: boolean): string;
  /**
   * Plans the animation of the open game's line from `from` to `to` (paths as path()
   * gives them; `to` later on the same line, "" for the end of the line) at `size` px
   * wide and keeps it for drawStill: every step in four stills, a pause on each move,
   * the move (and its comment with `comments`) under the board. Throws an Error saying
   * why the line cannot be played.
   */
  film?(from: string, to: string, comments: boolean, size: number, orientation: Side,
    coordinates: boolean): { width: number; height: number; delays: number[] };
  /** Paints still `index` of the last film at dpr 1; false when there is none (or the record changed). */
  drawStill?(index: number, ctx: CanvasRenderingContext2D): boolean;
  /** The record written as FAN (the open game's). */
  fan(): string;
  /** The square (`d4`) at a point of the board drawn by draw() with the same size, orientation and coordinates. */
  squareAt(x: number, y: number, cssSize: number, orientation: Side, coordinates: boolean): string | undefined;
  /** The board's custom properties (`--arimaa-board-light`…), which setTheme() reads. */
  static themeVars(): string[];
  /** Their light or dark defaults. */
  static themeDefaults(dark: boolean): Record<string, string>;
}

/**
 * Annotating: what the editor's GameView (the wasm built with the \`edit\` feature, which
 * \`<arimaa-viewer editable>\` loads; not this module's) adds to GameView. Each call changes
 * the record at the cursor; where each note is kept: src/viewer/edit/annotate.rs. The playing,
 * reshaping and writing calls of the editor's GameView are listed in the docs' Analysis guide.
 * (\`maxLabelChars\` is static on its class.)
 */
export interface GameViewNotes {
  /** What the notes panel shows at the cursor. */
  notes(): Notes;
  /** The glyphs the notes panel offers ("!?", "$14"), their meanings in the words of setWords. */
  glyphChoices(): { text: string; meaning: string }[];
  /** Sets the comment on the position, the move or (inside a move) the step shown; "" clears it. @throws Error saying why where a record has no place for it. */
  setComment(on: "position" | "move" | "step", text: string): void;
  /** Puts a glyph ("!", "?!", "$14") on the move at the cursor or takes it off; one of its class is replaced. Returns whether it is now on. @throws Error at the start. */
  toggleGlyph(glyph: string): boolean;
  /** Draws an arrow ("ad2d4=G"), highlight ("hc3=R") or label ("xd4=A") on the position shown, or takes the same one away; another colour on the same spot recolours it. Returns whether it is now drawn. @throws Error for anything else. */
  toggleMarking(marking: string): boolean;
  /** Replaces the position's arrows, highlights and labels by those of a FAN text ("@ad2d4=G @hc3=R"; "" clears them). @throws Error, changing nothing, for a word that is none of them. */
  setMarkings(fan: string): void;
  /** Sets a header field; "" removes it. @throws Error for another field name. */
  setHeader(field: "gold" | "silver" | "event" | "date" | "result", value: string): void;
}

/**
 * Teaching: what a GameView built with the \`teach\` feature (the editor's wasm has it; the
 * reader's, this module's, does not) adds. Moves cross as notation ("Ed4n Ed5n", capture
 * tokens allowed); each judgement is made by the rules (src/teach), so a move the record
 * does not give is right when it reaches the goal. Puzzles: docs/fan-markings.md#puzzles.
 */
export interface GameViewTeach {
  /** The overlays the board draws and state().overlayWords says: names among "frozen captures goals traps" (or "all", "none"). */
  setOverlays(names: string): void;
  /** The overlays at the cursor, null when none is on. Inside a move only frozen and traps are given. */
  overlays(): Overlays | null;
  /** The record's puzzle, null without a `Puzzle` field. */
  puzzle(): { goal: string; side: Side; words: string } | { error: string } | null;
  /** Judges a move as the puzzle's answer at the cursor; null where the puzzle sets no task. @throws Error when the text is not a move. */
  answer(move: string): PuzzleAnswer | null;
  /** The other side's move in a puzzle where it is to move: the record's, else a defence the engine finds. */
  puzzleReply(): string | null;
  /** How the puzzle's task at the cursor can be done; null where it sets none. */
  puzzleSolution(): PuzzleSolution | null;
  /**
   * Puzzle solving on the board on or off: while on, the moves played return "solved"
   * (the record's answer, gone to), "solved-alternative" (right, kept as a new variation)
   * or "missed" (taken back) for the puzzle's side.
   */
  setSolving(on: boolean): void;
  /** The last answer judged on the board while solving; null before the first. */
  lastAnswer(): PuzzleAnswer | null;
  /** Judges a move as a guess of the record's next move at the cursor; null when there is none. @throws Error when the text is not a move. */
  guess(move: string): { kind: "same" | "listed" | "other" | "illegal"; good: boolean; words: string; node?: number } | null;
  /** A hint about the record's next move: level 1 the piece that moves first, 2 the first step. */
  hint(level: number): { piece: string; square: string; step?: string; words: string } | null;
}

/** GameViewTeach.overlays(). Squares as "d4", pieces as their letter ("E", "r"), moves in notation. */
export interface Overlays {
  frozen: string[];
  /** Enemy pieces the side to move can capture this turn, each with a shortest move that does it. */
  captures: { square: string; piece: string; steps: string }[];
  /** Rabbits that can reach goal in one turn of their side (the side to move this turn, the other next turn). */
  goals: { side: Side; rabbit: string; goal: string; steps: string }[];
  /** Pieces of each side beside each trap (empty unless "traps" is on). */
  traps: { trap: string; gold: number; silver: number }[];
  words: string;
}

/** GameViewTeach.puzzleSolution(). */
export interface PuzzleSolution {
  /**
   * "stated": the record's next move is right; "found": the record gives no right move
   * that can be played, `steps` is one the engine found; "none": no move does the task
   * (`words` says so); "unsearched": the record gives no right move and the goal is too
   * long to search while the reader waits.
   */
  kind: "stated" | "found" | "none" | "unsearched";
  /** With "found": a right answer, in notation. */
  steps?: string;
  /** With "none": "The puzzle has no solution: no move captures the silver horse on f6." */
  words?: string;
  /** What is wrong with the record's next move, when it is not right: "the record's solution 2g cannot be played: line 6, column 4: …". */
  problem?: string;
}

/** GameViewTeach.answer(). */
export interface PuzzleAnswer {
  right: boolean;
  verdict: "reached" | "forced" | "won" | "missed" | "lost" | "illegal";
  /** "Right: the move reaches the goal. It is an alternative: the record gives another way." */
  words: string;
  /** Whether the record gives the move: as its main line, a variation, or not. */
  listed: "main" | "variation" | "no";
  /** The record's node of that move, when listed. */
  node?: number;
  /** The other side's move that shows a miss (a defence, or its goal). */
  reply?: string;
}

/** GameView.notes(): the annotations at the cursor (comments "" when absent). */
export interface Notes {
  position: string;
  /** False where a FAN record has no place for a note on this position (after an end word at the end of a line). */
  positionEditable: boolean;
  move: string;
  moveEditable: boolean;
  /** The step's comment, the cursor inside a move (`inside`). */
  step: string;
  inside: boolean;
  /** The move's glyphs ("!?", "$14"). */
  glyphs: string[];
  /** The position's arrows, highlights and labels as FAN ("@ad2d4=G @hc3=R"). */
  markings: string;
  header: { gold: string; silver: string; event: string; date: string; result: string };
}
