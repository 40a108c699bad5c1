// The fixture's site: Markdown and MDX pages with the remark plugin as an Astro user
// adds it, from the built package files (www/dist, as `arimaa-viewer/remark` resolves).
// The test sends the output and cache outside the repository (ARIMAA_ASTRO_OUT,
// ARIMAA_ASTRO_CACHE) and copies the element's files into the output's /arimaa/.
// Shiki's highlighting is off: its inline styles would break the strict CSP the test
// serves the pages with.
import { defineConfig } from "astro/config";
import mdx from "@astrojs/mdx";
import { remarkArimaa } from "../../../www/dist/arimaa-remark.js";

export default defineConfig({
  outDir: process.env.ARIMAA_ASTRO_OUT ?? "./dist",
  cacheDir: process.env.ARIMAA_ASTRO_CACHE ?? "./node_modules/.astro",
  integrations: [mdx()],
  markdown: { remarkPlugins: [remarkArimaa], syntaxHighlight: false },
});
