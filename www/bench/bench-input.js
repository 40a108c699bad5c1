// The browser bench's input latency (scripts/bench-browser.mjs drives it with real
// mouse events at deviceScaleFactor 2): from a pointer event's timeStamp to the end of
// the first frame whose canvas pixels show the change, on a 400 px board of an
// <arimaa-viewer analysis> with its controls, move list and comments.
import "../src/element/element.js";
// The editor's wasm, which the viewer has loaded: to find a legal step at each position.
import { GameView as EditorView } from "../pkg-edit/arimaa.js";

const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
// A message posted from a frame's callback arrives once that frame's work (the
// viewer's own callback, registered later in the same event, and its paint) is done.
const channel = new MessageChannel();
let afterFrame = null;
channel.port1.onmessage = () => afterFrame?.();

export async function setUp(record) {
  const v = document.createElement("arimaa-viewer");
  for (const [k, val] of Object.entries({ analysis: "", controls: "", "move-list": "", comments: "", coordinates: "", loading: "eager" })) {
    v.setAttribute(k, val);
  }
  v.style.width = "652px"; // a 400 px board beside the 240 px side panel (FRAME)
  v.record = record;
  document.getElementById("viewers").append(v);
  await new Promise((r) => v.addEventListener("load", r, { once: true }));
  await customElements.whenDefined("arimaa-viewer");
  while (!v.shadowRoot.querySelector(".moves")) await frame();
  await frame();
  window.inputViewer = v;
  return v.shadowRoot.querySelector("canvas").getBoundingClientRect().width;
}

/** Centres (page px) and device-pixel boxes of the squares, by hit testing as a pointer is. */
function squares(v) {
  const canvas = v.shadowRoot.querySelector("canvas");
  const r = canvas.getBoundingClientRect();
  const acc = {};
  for (let y = 1; y < r.width; y += 2) {
    for (let x = 1; x < r.width; x += 2) {
      const sq = v.game.squareAt(x, y, r.width, v.orientation, true);
      if (!sq) continue;
      const a = (acc[sq] ??= [Infinity, Infinity, -1, -1]);
      a[0] = Math.min(a[0], x); a[1] = Math.min(a[1], y); a[2] = Math.max(a[2], x); a[3] = Math.max(a[3], y);
    }
  }
  const dpr = canvas.width / r.width;
  const out = {};
  for (const [sq, [x0, y0, x1, y1]] of Object.entries(acc)) {
    out[sq] = { x: r.left + (x0 + x1) / 2, y: r.top + (y0 + y1) / 2, box: [x0 * dpr, y0 * dpr, (x1 - x0) * dpr, (y1 - y0) * dpr].map(Math.round) };
  }
  return out;
}

/** The positions of the main line where a step can be played: path, a step's from and to squares. */
export function plan(limit) {
  const v = window.inputViewer;
  const at = squares(v);
  const out = [];
  const view = new EditorView(v.record);
  for (const row of view.moveList()) {
    if (row.depth !== 0 || out.length >= limit) continue;
    view.goTo(row.path);
    if (view.moveDraft().input !== "arimaa" || view.state().atEnd) continue;
    const gold = view.state().sideToMove === "gold";
    const step = view.stepCompletions("").find((s) => (s[0] === s[0].toUpperCase()) === gold);
    if (!step) continue;
    const from = step.slice(1, 3);
    const file = step.charCodeAt(1), rank = step.charCodeAt(2);
    const [df, dr] = { n: [0, 1], s: [0, -1], e: [1, 0], w: [-1, 0] }[step[3]];
    const to = String.fromCharCode(file + df) + String.fromCharCode(rank + dr);
    out.push({ path: row.path, from: at[from], to: at[to] });
  }
  view.free();
  return out;
}

export async function goTo(path) {
  window.inputViewer.goTo(path);
  await frame();
  await frame();
}

function sample(box) {
  const canvas = window.inputViewer.shadowRoot.querySelector("canvas");
  return canvas.getContext("2d").getImageData(...box).data;
}

function differs(a, b) {
  let d = 0;
  for (let i = 0; i < a.length; i++) d += Math.abs(a[i] - b[i]);
  return d > a.length; // more than antialiasing noise
}

/**
 * Arms the measurement of the next pointerdown: resolves with the milliseconds from its
 * timeStamp to the end of the first frame whose pixels in `box` differ from now.
 */
export async function arm(box) {
  await frame();
  await frame();
  const before = sample(box);
  // A reader's click comes at any moment of the frame clock, not just after a frame
  // (where awaiting frames would put every click, adding a whole frame's wait to each).
  await new Promise((r) => setTimeout(r, Math.random() * 16));
  window.inputResult = new Promise((resolve) => {
    window.addEventListener("pointerdown", (e) => {
      const t0 = e.timeStamp;
      const heard = performance.now() - t0;
      let handled = 0;
      const after = new MessageChannel();
      after.port1.onmessage = () => (handled = performance.now() - t0);
      after.port2.postMessage(0);
      let frameAt = 0, lag = 0;
      const poll = () => requestAnimationFrame((ts) => { frameAt = performance.now(); lag = frameAt - ts; channel.port2.postMessage(0); });
      afterFrame = () => {
        const t1 = performance.now();
        if (differs(sample(box), before)) {
          afterFrame = null;
          // Where the time goes (BENCH_PHASES=1 prints it): the event heard, its task done,
          // the frame begun, the frame's own work, how late the frame's callbacks began.
          (window.phases ??= []).push([heard, handled, frameAt - t0, t1 - frameAt, lag]);
          resolve(t1 - t0);
        } else poll();
      };
      poll();
    }, { capture: true, once: true });
  });
}
