// One layout in WordPress (README "One layout"): posts holding a 94-move game, as an
// Author makes them (the block, as the editor saves it; the shortcode), read in Twenty
// Twenty-Three (a block theme) and Twenty Twenty-One (a classic theme) at 1200, 600
// and 375 px. Each board's box, the board in it and the text after it are the same
// before the viewer takes over (the element defined, its wasm held back) and after,
// and Chromium reports no layout shift.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as core from "../../www/dist/arimaa-core.js";
import { blockFragment } from "../../integrations/wordpress/arimaa-viewer/block/fragment.js";
import { startWordPress, installed } from "./servers.mjs";
import { launch, arimaaCli, run, scratch } from "./sites.mjs";
import { watch, screenshot } from "../browser/harness.mjs";
import { watchShifts, takeOver, differences, longGame } from "../browser/takeover.mjs";

let wp;
let browser;

before(async () => {
  assert.ok(installed(), "run scripts/setup-blog.sh");
  await core.initStatic(readFileSync(new URL("../../www/dist/arimaa-edit_bg.wasm", import.meta.url)));
  const archive = join(scratch("wordpress-layout"), "long-game.txt");
  writeFileSync(archive, longGame());
  const { stdout: fan } = await run(await arimaaCli(), ["convert", "--to", "fan", archive]);
  const block = (settings) => {
    const comment = JSON.stringify(settings).replace(/</g, "\\u003c");
    return `<!-- wp:arimaa/game ${comment} -->\n<div class="wp-block-arimaa-game">${blockFragment(core, fan, settings).html}</div>\n<!-- /wp:arimaa/game -->`;
  };
  const paragraph = (text) => `<!-- wp:paragraph -->\n<p>${text}</p>\n<!-- /wp:paragraph -->`;
  wp = await startWordPress({
    record: new URL("data/game.fan", import.meta.url).pathname,
    hostile: new URL("data/hostile.fan", import.meta.url).pathname,
    blocks: {
      "A long game": [paragraph("Before the board."), block({}), paragraph("After the board."), block({ path: "40s", orientation: "silver" }), paragraph("The end.")].join("\n\n"),
      "A long game by shortcode": `Before the board.\n\n[arimaa path="12g"]\n${fan}[/arimaa]\n\nAfter the board.`,
    },
  });
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await wp?.stop();
});

for (const theme of ["twentytwentythree", "twentytwentyone"]) {
  for (const post of ["A long game", "A long game by shortcode"]) {
    test(`${theme}, "${post}": the same boxes before and after the viewer takes over, at 1200, 600 and 375 px`, async () => {
      for (const width of [1200, 600, 375]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        await watchShifts(context);
        const visit = await takeOver(context, `${wp.url}/?p=${wp.posts.blocks[post]}&arimaa-theme=${theme}`);
        const errors = watch(visit.page);
        assert.ok(visit.after.viewers.length >= 1);
        assert.deepEqual(differences(visit.before, visit.after), [], `${theme} at ${width} px`);
        assert.deepEqual(visit.shifts, [], `${theme} at ${width} px: no layout shift`);
        const fits = await visit.page.evaluate(() => [...document.querySelectorAll("arimaa-viewer")].every((v) => {
          const host = v.getBoundingClientRect();
          return [...v.shadowRoot.querySelectorAll(".controls button")].every((b) => {
            const r = b.getBoundingClientRect();
            return r.left >= host.left - 0.5 && r.right <= host.right + 0.5;
          }) && host.right <= document.documentElement.clientWidth;
        }));
        assert.ok(fits, `${theme} at ${width} px: every board and control is inside the page`);
        const [first] = visit.after.viewers;
        console.log(`wordpress ${theme} "${post}" ${width} px: page ${visit.after.height} px; board ${first.box.width}×${first.box.height}`);
        if (width !== 600) await screenshot(visit.page, `wordpress-layout-${theme}-${post.includes("shortcode") ? "shortcode" : "block"}-${width}`);
        assert.deepEqual(errors, []);
        await context.close();
      }
    });
  }
}
