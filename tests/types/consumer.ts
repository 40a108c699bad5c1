// A strict consumer of www/src/element/element.d.ts: every export, every GameView and
// ViewerGame member, every element property, method and event, used with the types a
// page would rely on. Checked by `tsc -p tests/types` (npm test, step "types"); the
// browser test types.test.mjs checks the same declarations against the real objects.
import {
  ArimaaViewer,
  GameView,
  init,
  parseGame,
  registerElements,
  version,
  
  type ArimaaViewerAttributes,
  type ArimaaViewerEventMap,
  type ArimaaViewerProperties,
  
  type ErrorDetail,
  type Format,
  type GameInfo,
  type LoadDetail,
  type MoveListEntry,
  type PathChangeDetail,
  type RecordError,
  type Side,
  type SideInfo,
  type Variant,
  type Variation,
  type ViewerGame,
  type ViewState,
} from "../../www/src/element/element.js";

const log: unknown[] = [];

function showState(s: ViewState): void {
  const node: number = s.node;
  const row: number = s.row;
  const ahead: number = s.ahead;
  const path: string = s.path;
  const label: string = s.label;
  const steps: [number, number] = [s.stepsShown, s.stepsTotal];
  const comments: (string | undefined)[] = [s.positionComment, s.moveComment, s.stepComment, s.error];
  const words: string = `${s.announcement} ${s.positionText} ${s.moveText}`;
  const side: Side = s.sideToMove;
  const vars: Variation[] = s.variations;
  for (const v of vars) log.push(v.node + 1, v.path, v.label, v.text);
  const ends: boolean = s.atStart || s.atEnd;
  const reserve: number | undefined = s.clocks?.gold ?? s.clocks?.silver;
  log.push(node, row, ahead, path, label, steps, comments, words, side, ends, reserve);
}

function showErrors(errors: RecordError[]): void {
  for (const e of errors) {
    const where = `line ${e.line}, column ${e.column}`;
    const text: string = `${where}: ${e.reason}`;
    log.push(text === e.message, e.token, e.path, e.node + 0);
  }
}

function showInfo(info: GameInfo): void {
  const sides: SideInfo[] = [info.gold, info.silver];
  for (const s of sides) log.push(s.word, s.player ?? s.word);
  const game: "Arimaa" | "Morabaraba" = info.game;
  const variant: Variant = info.variant;
  const format: Format = info.format;
  const extra: (string | null)[] = [info.event, info.result];
  const label: string = info.label;
  log.push(game, variant, format, extra, label);
}

function showList(list: MoveListEntry[]): void {
  for (const e of list) {
    const depth: number = e.depth;
    const start: boolean = e.variationStart;
    const bad: boolean = e.hasError;
    log.push(e.node, e.path, e.label, e.text, depth, start, e.comment ?? "", bad);
  }
}

/** Every ViewerGame member: reads, and navigation through the element. */
function useFacade(game: ViewerGame): void {
  const format: Format = game.format();
  const variant: Variant = game.variant();
  showInfo(game.info());
  showErrors(game.errors());
  const header: [string, string][] = game.header();
  const path: string = game.path();
  showState(game.state());
  showList(game.moveList());
  const fan: string = game.fan();
  const square: string | undefined = game.squareAt(10, 10, 400, "gold", true);
  game.goTo("12s");
  const moved: boolean[] = [
    game.nextStep(), game.prevStep(), game.nextMove(), game.prevMove(),
    game.first(), game.last(), game.choose(1),
  ];
  log.push(format, variant, header, path, fan, square, moved);
}

/** Every GameView member (a bare game from parseGame, no element). */
async function useGameView(): Promise<void> {
  await init();
  const v: string = version();
  const game: GameView = await parseGame("1g Ra2");
  const also = new GameView("1g Ra2");
  const format: Format = game.format();
  const variant: Variant = game.variant();
  showInfo(game.info());
  showErrors(game.errors());
  const header: [string, string][] = game.header();
  const path: string = game.path();
  game.goTo("start");
  const moved: boolean[] = [
    game.nextStep(), game.prevStep(), game.nextMove(), game.prevMove(),
    game.first(), game.last(), game.choose(0),
  ];
  showState(game.state());
  showList(game.moveList());
  const canvas = document.createElement("canvas");
  const ctx = canvas.getContext("2d");
  const vars: string[] = GameView.themeVars();
  const defaults: Record<string, string> = GameView.themeDefaults(true);
  game.setTheme({ "--arimaa-gold": "#0f0" }, false);
  if (ctx) game.draw(ctx, 400, 2, "silver", false, 0.5);
  const fan: string = game.fan();
  const square: string | undefined = game.squareAt(10, 10, 400, "silver", false);
  game.free();
  also.free();
  log.push(v, format, variant, header, path, moved, vars, defaults, fan, square);
}

/** Every element property, method and event. */
function useElement(): void {
  registerElements();
  const viewer: ArimaaViewer = document.createElement("arimaa-viewer");
  const same: ArimaaViewer | null = document.querySelector("arimaa-viewer");
  const observed: string[] = ArimaaViewer.observedAttributes;
  viewer.record = "1g Ra2";
  const fan: string = viewer.record;
  viewer.path = "1g";
  const path: string = viewer.path;
  viewer.orientation = "silver";
  const side: Side = viewer.orientation;
  const game: ViewerGame | null = viewer.game;
  if (game) useFacade(game);
  const moved: boolean[] = [
    viewer.next(), viewer.prev(), viewer.nextMove(), viewer.prevMove(),
    viewer.first(), viewer.last(), viewer.choose(2), viewer.goTo("5g.2.6s"),
  ];
  viewer.flip();
  viewer.play();
  viewer.play(false);
  viewer.addEventListener("load", (e) => {
    const detail: LoadDetail = e.detail;
    const format: Format = detail.format;
    showErrors(detail.errors);
    log.push(format);
  });
  viewer.addEventListener("pathchange", (e) => {
    const detail: PathChangeDetail = e.detail;
    log.push(detail.path, detail.label);
  });
  viewer.addEventListener("error", (e) => {
    const detail: ErrorDetail = e.detail;
    const message: string = detail.message;
    showErrors(detail.errors ?? []);
    log.push(message, detail.line, detail.reason, detail.path);
  });
  viewer.addEventListener("judged", (e) => {
    const solved: boolean = e.detail.mode === "puzzle" && e.detail.outcome.startsWith("solved") && e.detail.finished;
    log.push(solved, e.detail.right, e.detail.tried, e.detail.words);
  });
  viewer.addEventListener("click", (e: MouseEvent) => log.push(e.button));
  // Typed listeners come off again: removeEventListener takes the same types.
  const onLoad = (e: CustomEvent<LoadDetail>): void => void log.push(e.detail.gameIndex);
  const onError = (e: ArimaaViewerEventMap["error"]): void => void log.push(e.detail.message);
  const onPath = function (this: ArimaaViewer, e: CustomEvent<PathChangeDetail>): void {
    log.push(this.path, e.detail.path);
  };
  viewer.addEventListener("load", onLoad, { once: true });
  viewer.addEventListener("error", onError);
  viewer.addEventListener("pathchange", onPath);
  viewer.removeEventListener("load", onLoad);
  viewer.removeEventListener("error", onError, { capture: false });
  viewer.removeEventListener("pathchange", onPath);
  // The DOM's own events keep their types.
  viewer.addEventListener("keydown", (e) => log.push(e.key));
  // Attributes as a template writes them, and the properties a framework sets.
  const attributes: ArimaaViewerAttributes = { src: "game.fan", game: 3, "move-list": "", animation: "off", theme: "dark" };
  const properties: ArimaaViewerProperties = { record: "1g Ra2", gameNumber: "id=669130", orientation: "silver" };
  const puzzle: ArimaaViewerAttributes = { src: "puzzles.fan", mode: "puzzle", overlays: "frozen captures" };
  const guess: ArimaaViewerAttributes = { mode: "guess", "guess-side": "gold" };
  log.push(attributes, properties, puzzle, guess);
  // Attributes as a template writes them, and the properties a framework sets.
  const map: ArimaaViewerEventMap["pathchange"] | null = null;
  log.push(same, observed, fan, path, side, moved, map);
}

useElement();
void useGameView();
