// What the guessing part and the puzzle part share: a panel under the controls with a
// spoken prompt, buttons and a score (class names prefixed by the part's name: `guess-…`,
// `puzzle-…`, kept for pages that style them), and the part's object the editing module
// calls. Each part keeps its own judging and words.

/**
 * @typedef {import("./index.js").EditingContext} EditingContext
 * @typedef {import("./index.js").Host} Host
 * @typedef {import("./index.js").Part} Part
 */

const style = (/** @type {string} */ name) => `
.${name} { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 10px; padding: 6px 0; }
.${name}[hidden] { display: none; }
.${name}-task { flex: 1 1 100%; margin: 0; font-weight: bold; }
.${name}-prompt { flex: 1 1 100%; margin: 0; }
.${name}-prompt.right, .${name}-prompt.wrong { font-weight: bold; }
.${name} button { min-height: 32px; padding: 4px 10px; }
.${name}-score { margin: 0 0 0 auto; font-variant-numeric: tabular-nums; }
`;

/**
 * The panel of part `name` ("guess", "puzzle"), labelled `label` for screen readers:
 * `buttons` are [text, key, title] each, shown between the prompt and the score; `task`
 * adds a line above the prompt. Returns its nodes, `say(text, kind)`, which sets the
 * prompt (a status: spoken) and marks it "right" or "wrong", and `prompt()`, its text.
 * @param {EditingContext} ctx
 * @param {string} name
 * @param {string} label the message naming the panel
 * @param {[string, string, string][]} buttons [its words' message, key, its title's message]
 * @param {{ task?: boolean }} [options]
 */
export function judgePanel(ctx, name, label, buttons, { task = false } = {}) {
  ctx.addStyles(style(name));
  const panel = ctx.el("div", name);
  panel.setAttribute("part", name);
  panel.setAttribute("role", "group");
  const words = ctx.ui.words;
  words.label(panel, "aria-label", label);
  const prompt = ctx.el("p", `${name}-prompt`);
  prompt.setAttribute("role", "status");
  prompt.setAttribute("aria-live", "polite");
  const made = buttons.map(([text, key, title]) => {
    const b = ctx.el("button", `${name}-${key}`);
    words.label(b, "text", text);
    b.type = "button";
    words.label(b, "title", title);
    b.setAttribute("part", `button ${name}-${key}`);
    return b;
  });
  const score = ctx.el("p", `${name}-score`);
  score.setAttribute("aria-live", "polite");
  const taskLine = task ? ctx.el("p", `${name}-task`) : null;
  panel.append(...(taskLine ? [taskLine] : []), prompt, ...made, score);
  // First in the side panel: the task comes before the move and the words.
  ctx.ui.side.insertBefore(panel, ctx.ui.side.querySelector(":scope > .moves") ?? ctx.ui.caption);
  return {
    panel,
    task: taskLine,
    buttons: made,
    score,
    /**
     * @param {string} text
     * @param {"" | "right" | "wrong"} [kind]
     */
    say(text, kind = "") {
      prompt.textContent = text;
      prompt.className = `${name}-prompt${kind ? ` ${kind}` : ""}`;
    },
    prompt: () => prompt.textContent,
  };
}

/**
 * The part's object for the editing module: `judged` (the moves part's judged moves),
 * `loaded` (a new game), `steer(method)` (the reader stepped: see index.js),
 * `drawn()` (after the element drew its controls and list), `render` asking again when the reader moved elsewhere (`at()`
 * the node last asked about, `ask()` the prompt for the node shown), and `detach` turning
 * the judge off (`off()`) and taking the panel away.
 * @param {EditingContext} ctx
 * @param {HTMLElement} panel
 * @param {object} judge
 * @param {(outcome: import("./index.js").Judged) => void} judge.judged
 * @param {() => void} judge.loaded
 * @param {() => void} judge.ask
 * @param {() => string | null} judge.at
 * @param {() => void} judge.off
 * @param {(method: string) => boolean} judge.steer
 * @param {() => void} [judge.drawn]
 * @returns {import("./index.js").JudgingPart}
 */
export function judgePart(ctx, panel, { judged, loaded, ask, at, off, steer, drawn }) {
  if (ctx.state().game) loaded();
  return {
    judged,
    steer,
    render() {
      const c = ctx.state().cursor;
      if (c && c.path !== at()) ask();
      drawn?.();
    },
    loaded,
    detach() {
      off();
      panel.remove();
    },
  };
}

/** The element's methods that step forward, and those that step back. */
/**
 * Choices as one list in the viewer's language ("a, b, or c"), through the browser's Intl.
 * @param {{ language: () => string }} words the viewer's words
 * @param {string[]} items
 */
export const anyOf = (words, items) => new Intl.ListFormat(words.language(), { type: "disjunction" }).format(items);

export const FORWARD = new Set(["nextStep", "nextMove", "last", "choose"]);
export const BACKWARD = new Set(["prevStep", "prevMove", "first"]);
