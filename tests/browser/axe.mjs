// axe-core in the end-to-end tests: WCAG 2.0, 2.1 and 2.2 at levels A and AA.

import { fileURLToPath } from "node:url";

const AXE = fileURLToPath(new URL("../../node_modules/axe-core/axe.min.js", import.meta.url));
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe on `page` (on the element `selector` names, or the whole document) and
 * returns its violations as readable lines, [] when there is none. axe is served from
 * the page's own origin (a route), so the page keeps its strict CSP while it is
 * audited: what is checked is the page as shipped, not one with the CSP turned off.
 */
export async function axeViolations(page, selector = null) {
  if (!(await page.evaluate(() => "axe" in window))) {
    await page.route("**/__axe.js", (route) => route.fulfill({ path: AXE, contentType: "text/javascript" }));
    await page.addScriptTag({ url: "/__axe.js" });
  }
  const violations = await page.evaluate(async ([tags, sel]) => {
    const scope = sel ? document.querySelector(sel) : document;
    const result = await window.axe.run(scope, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id, impact: v.impact, help: v.help,
      nodes: v.nodes.map((n) => `${JSON.stringify(n.target)}: ${n.failureSummary.replace(/\s+/g, " ")}`),
    }));
  }, [TAGS, selector]);
  return violations.flatMap((v) => [`${v.id} (${v.impact}): ${v.help}`, ...v.nodes.map((n) => `    ${n}`)]);
}
