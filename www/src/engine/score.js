// Scores as the panel shows and speaks them, and as the bar draws them.

/**
 * @typedef {import("./protocol.js").Score} Score
 * @typedef {import("../element/words.js").Translate} Translate
 */

/**
 * A record's `[%eval …]` value (`+0.35`, `-1.2`, `#3`, `#-2`) as a score; null when it is none.
 * @param {string} text
 * @returns {Score | null}
 */
export function readEval(text) {
  const t = text.trim();
  const win = /^#([+-]?)(\d{1,4})$/.exec(t);
  if (win) {
    const turns = +win[2];
    return turns > 0 ? { kind: "win", winner: win[1] === "-" ? "silver" : "gold", turns } : null;
  }
  if (!/^[+-]?\d{1,6}(\.\d+)?$/.test(t)) return null;
  return { kind: "rabbits", centirabbits: Math.round(parseFloat(t) * 100) };
}

/**
 * `+0.35`, `-1.20`, or "Gold wins in 2".
 * @param {Score} score
 * @param {Translate} t
 */
export function scoreText(score, t) {
  if (score.kind === "win") {
    return t("arimaa-engine-wins", t(score.winner === "gold" ? "arimaa-engine-gold" : "arimaa-engine-silver"), score.turns);
  }
  const c = score.centirabbits;
  return `${c < 0 ? "-" : "+"}${(Math.abs(c) / 100).toFixed(2)}`;
}

/**
 * Gold's share of the bar, 0..1: the evaluation through a logistic curve (a rabbit
 * ahead is about 60 %, as src/engine/score.rs's gold_share), a win all or nothing.
 * @param {Score} score
 */
export function goldShare(score) {
  if (score.kind === "win") return score.winner === "gold" ? 1 : 0;
  return 1 / (1 + Math.exp(-score.centirabbits / 250));
}

/**
 * Positions a second, short: 950, 12k, 1.2M (the page's language's digits).
 * @param {number} nps
 * @param {string} lang
 */
export function speed(nps, lang) {
  try {
    return new Intl.NumberFormat(lang, { notation: "compact", maximumFractionDigits: 1 }).format(nps);
  } catch {
    return String(Math.round(nps));
  }
}
