// The answer a puzzle page must not give away, read from the puzzle itself (the demo's
// first puzzle, www/demo/games/puzzles.fan: goal in 1): each move token of its solution and
// variation, each comment, and the comments' long words (a page may re-space or curl a
// comment, not those words). `givenAway(text)` lists those found in `text`, case-sensitively.
import { readFileSync } from "node:fs";

export const FIRST_PUZZLE = readFileSync(new URL("../../www/demo/games/puzzles.fan", import.meta.url), "utf8").split(/(?=^FAN31415926$)/m)[0];

/** What the page is asked to find: the lines after the header (the first blank line). */
const moves = FIRST_PUZZLE.slice(FIRST_PUZZLE.search(/\n\s*\n/));
const comments = [...moves.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
const steps = moves.replace(/"[^"]*"/g, " ").match(/\b[EMHDCRemhdcr][a-h][1-8][nsewx]\b/g);

export const ANSWER = [...new Set([...steps, ...comments, ...comments.flatMap((c) => c.match(/[A-Za-z]{7,}/g) ?? [])])];
if (steps.length < 2 || comments.length < 1) throw new Error("the first puzzle has no solution to hide");

/** The parts of the answer `text` holds (none, for a page that gives nothing away). */
export const givenAway = (text) => ANSWER.filter((part) => String(text).includes(part));
