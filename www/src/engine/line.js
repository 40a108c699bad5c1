// The position a search starts from, as the engine's worker reads it
// (src/notation/line.rs, through EngineSearch.setPosition): the record's set start
// and the moves from there to the node shown, one a line (`2g Ee2n Ee3n`). Both come
// from what the reader's wasm already gives (the record written as FAN, the move
// list), so the worker's wasm needs the rules, not the record readers.

/**
 * @typedef {object} Position
 * @property {string} start the record's set position (`12s [<64 squares>]`), or "" for the empty board before the setups
 * @property {string} moves the moves played from the start, one a line
 */
/**
 * @typedef {object} Branch where a path leaves the line it follows
 * @property {number} at the label (as `order` gives it) of the move that has alternatives
 * @property {number} k which alternative
 */

/** A turn label's place in the game: `2g` < `2s` < `3g` (`w`, `b`: the older letters). */
const order = (/** @type {string} */ label) => {
  const m = /^(\d+)([gswb])$/.exec(label);
  return m ? Number(m[1]) * 2 + (m[2] === "s" || m[2] === "b" ? 1 : 0) : NaN;
};

/**
 * A node path of the open game (`5g.2.6s`; README's grammar, src/record/path.rs) as
 * the branches it takes and the label it ends on; null for the start.
 * @param {string} path
 * @returns {{ branches: Branch[], end: number } | null}
 */
function parsePath(path) {
  const body = path.replace(/:\d+$/, "");
  if (body === "" || body === "start") return null;
  const parts = body.split(".");
  /** @type {Branch[]} */
  const branches = [];
  for (let i = 0; i + 1 < parts.length; i += 2) branches.push({ at: order(parts[i]), k: Number(parts[i + 1]) });
  return { branches, end: order(parts[parts.length - 1]) };
}

/**
 * Whether the node at `path` is on the way from the start to `to` (or is `to`): it
 * takes the same branches as far as it goes, and stops before the next one `to` takes.
 * @param {string} path
 * @param {{ branches: Branch[], end: number }} to
 */
function leadsTo(path, to) {
  const p = parsePath(path);
  if (!p || p.branches.length > to.branches.length) return false;
  if (!p.branches.every((b, i) => b.at === to.branches[i].at && b.k === to.branches[i].k)) return false;
  const next = to.branches[p.branches.length];
  return next ? p.end < next.at : p.end <= to.end;
}

/**
 * The `Position` field of a record written as FAN: its header is `Name: value` lines
 * (a value of several lines between `-=+=-` lines) up to the first blank line.
 * @param {string} fan
 */
function startOf(fan) {
  let start = "";
  let inValue = false;
  for (const line of fan.split("\n").slice(1)) {
    if (inValue) inValue = line !== "-=+=-";
    else if (line === "") break;
    else if (/^[^:]*: -=\+=-$/.test(line)) inValue = true;
    else if (line.startsWith("Position: ")) start = line.slice("Position: ".length);
  }
  return start;
}

/**
 * The position at `cursor` in `game`: after its whole move, or before it while only
 * some of its steps are shown (the worker searches whole turns). A record that starts
 * from a set position numbers its first move: the start says that number, as the
 * record's own replay does. The moves stop at the first the reader could not read.
 * @param {Pick<import("../core/core.js").GameView, "fan" | "moveList" | "variant">} game
 * @param {Pick<import("../core/core.js").ViewState, "path" | "stepsShown" | "stepsTotal">} cursor
 * @returns {Position}
 */
export function positionAt(game, cursor) {
  if (game.variant() !== "arimaa") throw new Error("this record has no Arimaa position to analyse"); // not the reader's: the $1 of arimaa-engine-failed, in English as the worker's errors are
  const list = game.moveList();
  let start = startOf(game.fan());
  const first = list[0]?.label;
  if (start && first) start = start.replace(/^[^[]*/, `${first} `);
  // The open game's path, without a game's number in front (`3/12s`).
  const to = parsePath(cursor.path.slice(cursor.path.lastIndexOf("/") + 1));
  const line = to ? list.filter((m) => leadsTo(m.path, to)) : [];
  const broken = line.findIndex((m) => m.hasError);
  if (broken >= 0) line.length = broken;
  else if (cursor.stepsShown < cursor.stepsTotal) line.pop();
  return { start, moves: line.map((m) => `${m.label} ${m.text}`).join("\n") };
}
