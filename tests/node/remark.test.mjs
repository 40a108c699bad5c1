// The remark plugin under Node, on mdast trees as remark-parse makes them (a real
// Astro build runs it in tests/blog/astro.test.mjs): each ```arimaa code node, at any
// depth, becomes an html node with the same bytes the markdown-it plugin writes for the
// same fence (one fence module for both); other code is left alone.
import { test } from "node:test";
import assert from "node:assert/strict";
import MarkdownIt from "markdown-it";
import { arimaaMarkdownIt } from "../../www/src/markdown/markdown-it.js";
import { remarkArimaa } from "../../www/src/markdown/remark.js";
import { FIRST_PUZZLE, givenAway } from "../browser/answer.mjs";

const SETUP = "1g Ra2 Rb2 Rc2 Rd2 Re2 Rf2 Rg2 Rh2 Ha1 Db1 Cc1 Md1 Ee1 Cf1 Dg1 Hh1\n1s ra7 rb7 rc7 rd7 re7 rf7 rg7 rh7 ha8 db8 cc8 md8 ee8 cf8 dg8 hh8";
const RECORD = `${SETUP}\n2g Ra2n Rb2n Rc2n Rd2n {a <b> & "c"}`;
const code = (lang, meta, value) => ({ type: "code", lang, meta, value });
const transform = remarkArimaa();

test("a fence becomes an html node with the markdown-it plugin's bytes for the same fence", async () => {
  const md = new MarkdownIt().use(await arimaaMarkdownIt());
  const tree = { type: "root", children: [code("arimaa", "path=2g orientation=silver link=a size=240", RECORD)] };
  await transform(tree);
  const [node] = tree.children;
  assert.equal(node.type, "html");
  assert.equal(node.value, md.render(`\`\`\`arimaa path=2g orientation=silver link=a size=240\n${RECORD}\n\`\`\`\n`));
  assert.match(node.value, /^<figure class="arimaa">\n<arimaa-viewer path="2g" orientation="silver" controls move-list comments coordinates link="a">/);
  assert.match(node.value, /\{a &lt;b&gt; &amp; &quot;c&quot;\}/, "the record is escaped");
});

test("fences inside lists and quotes are found; other code and a bare `arimaa-x` are left alone", async () => {
  const js = code("js", null, 'let a = "<b>";');
  const near = code("arimaa-x", null, SETUP);
  const tree = {
    type: "root",
    children: [
      { type: "blockquote", children: [code("arimaa", null, SETUP)] },
      { type: "list", children: [{ type: "listItem", children: [code("arimaa", "controls=off move-list=off comments=off", SETUP)] }] },
      js,
      near,
    ],
  };
  await transform(tree);
  assert.equal(tree.children[0].children[0].type, "html");
  assert.match(tree.children[1].children[0].children[0].value, /^<figure class="arimaa">\n<arimaa-viewer path="1s" coordinates>/, "no controls, list or comments; the default node, the end");
  assert.equal(tree.children[2], js);
  assert.equal(tree.children[3], near);
});

test("a typo in the meta is said in the static view; an empty fence is the empty record's view", async () => {
  const tree = { type: "root", children: [code("arimaa", "flipp", SETUP), code("arimaa", null, "")] };
  await transform(tree);
  assert.match(tree.children[0].value, /<p class="arimaa-problem" slot="static">`flipp` is not an option/);
  assert.match(tree.children[1].value, /<template class="arimaa-record"><\/template>/);
});

test("under MDX (remark-mdx's mdast extensions in the processor) the record rides in a hidden pre; recordIn overrides", async () => {
  // What remark-mdx leaves in processor.data(): its from-markdown extensions, JSX tags among them.
  const mdx = { data: (key) => (key === "fromMarkdownExtensions" ? [[{ enter: { mdxJsxFlowTag() {} } }]] : undefined) };
  const tree = () => ({ type: "root", children: [code("arimaa", "path=2g", RECORD)] });
  const inMdx = tree();
  await remarkArimaa.call(mdx)(inMdx);
  assert.match(inMdx.children[0].value, /path="2g" controls move-list comments coordinates><pre class="arimaa-record" hidden>1g Ra2 [^<]*\{a &lt;b&gt; &amp; &quot;c&quot;\}\n<\/pre>\n<div class="arimaa-static"/);
  const forced = tree();
  await remarkArimaa.call(mdx, { recordIn: "template" })(forced);
  assert.match(forced.children[0].value, /<template class="arimaa-record">/);
  const elsewhere = tree();
  await remarkArimaa.call({ data: () => undefined }, { recordIn: "pre" })(elsewhere);
  assert.match(elsewhere.children[0].value, /<pre class="arimaa-record" hidden>/);
});

test("under MDX a puzzle's record rides in the hidden pre in base64: nothing of its answer is text", async () => {
  const mdx = { data: (key) => (key === "fromMarkdownExtensions" ? [[{ enter: { mdxJsxFlowTag() {} } }]] : undefined) };
  const tree = { type: "root", children: [code("arimaa", "mode=puzzle", FIRST_PUZZLE)] };
  await remarkArimaa.call(mdx)(tree);
  const html = tree.children[0].value;
  assert.deepEqual(givenAway(html), []);
  const carried = /<pre class="arimaa-record" data-encoding="base64" hidden>([A-Za-z0-9+/=]+)<\/pre>/.exec(html)?.[1];
  assert.equal(Buffer.from(carried, "base64").toString("utf8"), `${FIRST_PUZZLE}\n`);
});
