// The position the engine's worker is handed (www/src/engine/line.js): the record's set
// start and the moves from there to the node shown, read from the reader's wasm (its
// move list and FAN), and replayed by the engine's wasm (EngineSearch.setPosition,
// src/notation/line.rs). Checked against the record: the moves of the node's own line
// (its variations, not the main line they replace), and, for nodes of the demo's games,
// the engine's best turn there is one the editor's wasm accepts at that node of the
// record, for the side whose turn it is.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import initReader, { GameView } from "../../www/pkg/arimaa.js";
import initEditor, { GameView as EditorView } from "../../www/pkg-edit/arimaa.js";
import initEngine, { EngineSearch } from "../../www/pkg-engine/arimaa.js";
import { positionAt } from "../../www/src/engine/line.js";

const www = new URL("../../www/", import.meta.url);
const read = (path) => readFileSync(new URL(path, www));
const DEMO = read("demo/games/demo.fan").toString("utf8");
const PUZZLES = read("demo/games/puzzles.fan").toString("utf8");

before(async () => {
  await initReader({ module_or_path: read("pkg/arimaa_bg.wasm") });
  await initEditor({ module_or_path: read("pkg-edit/arimaa_bg.wasm") });
  await initEngine({ module_or_path: read("pkg-engine/arimaa_bg.wasm") });
});

/** The reader's view of `text` at `path`, and the position the worker would be handed there. */
function at(text, path, game = 0) {
  const view = new GameView(text);
  view.openGame(game);
  view.goTo(path);
  const position = positionAt(view, view.state());
  const texts = Object.fromEntries(view.moveList().map((m) => [m.path, `${m.label} ${m.text}`]));
  view.free();
  return { position, texts };
}

test("the moves to a node: the main line, then each variation the path takes, not the moves they replace", () => {
  const main = ["1g", "1s", "2g", "2s", "3g", "3s", "4g", "4s", "5g", "5s", "6g", "6s", "7g", "7s", "8g", "8s"];
  const { position, texts } = at(DEMO, "9g.1.9s.1.9s");
  assert.equal(position.start, "", "demo.fan sets up on the empty board");
  const lines = (...paths) => paths.map((p) => texts[p]).join("\n");
  assert.equal(position.moves, lines(...main, "9g.1.9g", "9g.1.9s.1.9s"));
  assert.equal(at(DEMO, "9g.1.9s").position.moves, lines(...main, "9g.1.9g", "9g.1.9s"));
  assert.equal(at(DEMO, "9s").position.moves, lines(...main, "9g", "9s"));
  // Part of a move shown: the search starts before it (it searches whole turns).
  assert.equal(at(DEMO, "9s:2").position.moves, lines(...main, "9g"));
  assert.deepEqual(at(DEMO, "start").position, { start: "", moves: "" });
});

test("a record from a set position: its board, with the number of its first move", () => {
  const { position, texts } = at(PUZZLES, "2g.1.2g");
  const written = /^Position: g (\[.{64}\])$/m.exec(PUZZLES)[1];
  assert.equal(position.start, `2g ${written}`);
  assert.equal(position.moves, texts["2g.1.2g"]);
  assert.match(position.moves, /^2g Dd6w Rc7n Dc6x$/);
  assert.deepEqual(at(PUZZLES, "start").position, { start: `2g ${written}`, moves: "" });
  // The third puzzle: silver's move, in the third record of the file.
  const third = at(PUZZLES, "start", 2).position;
  assert.match(third.start, /^2s \[.{64}\]$/);
});

test("a game of a collection: its own moves, whatever its number in the file", () => {
  const text = read("demo/games/demo-collection.pgn").toString("utf8");
  const { position, texts } = at(text, "3s", 1);
  const lines = position.moves.split("\n");
  assert.deepEqual(lines.map((l) => l.split(" ")[0]), ["1g", "1s", "2g", "2s", "3g", "3s"]);
  assert.equal(lines.at(-1), texts["3s"]);
  assert.notEqual(position.moves, at(text, "3s", 0).position.moves, "another game, other moves");
});

test("the moves stop before a move the reader could not read", () => {
  const setups = DEMO.split("\n").filter((l) => /^1[gs] /.test(l)).map((l) => l.replace(/"[^"]*"/g, "")).join("\n");
  for (const broken of ["Zz9q Rb2n", "Rb2n Ee5w"]) {
    const record = `${setups}\n2g Ra2n\n2s ha7s\n3g ${broken}\n`;
    const { position, texts } = at(record, "3g");
    assert.equal(texts["3g"], "3g ", `the reader kept no step of 3g ${broken}`);
    assert.deepEqual(position.moves.split("\n").map((l) => l.split(" ")[0]), ["1g", "1s", "2g", "2s"], broken);
  }
});

test("a Morabaraba record has no position for the engine: a clear error, before any worker", () => {
  const view = new GameView(read("demo/games/demo-morabaraba.fan").toString("utf8"));
  assert.throws(() => positionAt(view, view.state()), /no Arimaa position to analyse/);
  view.free();
});

test("the engine's wasm refuses a bad position with where and why", () => {
  const engine = new EngineSearch();
  assert.throws(() => engine.setPosition("", "1g Ra1 Zz9q"), /moves, line 1, column 8: expected a step like Ed4n, found "Zz9q"/);
  assert.throws(() => engine.setPosition("2g [rr]", ""), /the start position: expected a board/);
  assert.throws(() => engine.analyse(0, 1, 1, () => {}), /no position set/);
  engine.free();
});

/** The label after `label`: 9g → 9s → 10g. */
const next = (label) => (label.endsWith("g") ? `${label.slice(0, -1)}s` : `${Number(label.slice(0, -1)) + 1}g`);

test("at nodes of the demo's games, the engine's best turn is legal there in the record, for the side to move", () => {
  const engine = new EngineSearch();
  const view = new GameView(DEMO);
  const nodes = view.moveList().slice(1);
  view.free();
  const cases = [...nodes.map((m) => [DEMO, m.path, 0, next(m.label)]), ...[0, 1, 2, 3].map((g) => [PUZZLES, "start", g, null])];
  let checked = 0;
  for (const [text, path, game, label] of cases) {
    const reader = new GameView(text);
    reader.openGame(game);
    reader.goTo(path);
    const { start, moves } = positionAt(reader, reader.state());
    const firstLabel = reader.moveList()[0].label;
    reader.free();
    engine.setPosition(start, moves);
    // One turn searched, the least the engine gives (its first iteration always completes).
    const { pv } = engine.analyse(0, 1, 1, () => {});
    assert.ok(pv.length >= 1, `a turn at ${path}`);
    assert.equal(pv[0].label, label ?? firstLabel, `the turn to play at ${path}`);
    const editor = new EditorView(text);
    editor.openGame(game);
    editor.goTo(path);
    editor.setAnalysing(true);
    assert.doesNotThrow(() => editor.playSteps(pv[0].text, true), `${pv[0].label} ${pv[0].text} at ${path} of game ${game + 1}`);
    assert.notEqual(editor.path(), path, "the turn was played");
    editor.free();
    checked++;
  }
  console.log(`engine line: ${checked} nodes, each the engine's best turn legal there in the record`);
  engine.free();
});
