// What a person does in WordPress's admin, in Chromium: log in, open the block editor,
// add the "Arimaa game" block, publish. Used by wordpress-editor.test.mjs.
import assert from "node:assert/strict";
import { blockViewerPainted } from "./wp-reader.mjs";

/** Logs in at wp-login.php, typing the name and password. */
export async function logIn(page, url, { user, password }) {
  await page.goto(`${url}/wp-login.php`);
  await page.locator("#user_login").click();
  await page.keyboard.type(user);
  await page.locator("#user_pass").click();
  await page.keyboard.type(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL(/\/wp-admin\//);
}

/**
 * Opens the block editor on a new post and types its title; the caret is then in
 * the empty paragraph under it. `guide`: the welcome guide is expected (a new user's
 * first visit) and closed with its Close button; otherwise it must stay closed.
 */
export async function newPost(page, url, title, { guide = false } = {}) {
  await page.goto(`${url}/wp-admin/post-new.php`);
  const titleBox = page.getByRole("textbox", { name: "Add title" });
  if (guide) {
    const dialog = page.getByRole("dialog", { name: /welcome to the block editor/i });
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });
  } else {
    await titleBox.waitFor();
    const open = await page.evaluate(() => wp.data.select("core/edit-post").isFeatureActive("welcomeGuide"));
    assert.equal(open, false, "the welcome guide stays closed once closed");
  }
  await titleBox.click();
  await page.keyboard.type(title);
  await page.keyboard.press("Enter");
}

/** Adds the block by typing the slash command in the empty paragraph. */
export async function insertBySlash(page) {
  await page.keyboard.type("/arimaa");
  await page.getByRole("option", { name: "Arimaa game" }).waitFor();
  await page.keyboard.press("Enter");
  return block(page);
}

/** Adds the block from the toolbar's inserter, searching for it. */
export async function insertByInserter(page) {
  await page.getByRole("button", { name: "Toggle block inserter" }).click();
  await page.getByRole("searchbox", { name: /search for blocks and patterns/i }).click();
  await page.keyboard.type("arimaa");
  await page.getByRole("option", { name: "Arimaa game" }).click();
  return block(page);
}

/** Opens the settings sidebar (the toolbar's gear) on its Block tab, if it is closed. */
export async function blockSettings(page) {
  const gear = page.getByRole("button", { name: "Settings", exact: true });
  if ((await gear.getAttribute("aria-pressed")) !== "true") await gear.click();
  // WordPress 6.1's sidebar tabs are buttons, the active one named "… (selected)".
  await page.getByRole("button", { name: /^Block( \(selected\))?$/ }).click();
}

/** The one Arimaa block of the post being edited. */
async function block(page) {
  const b = page.locator(".wp-block-arimaa-game");
  await b.waitFor();
  return b;
}

/** Pastes `text` with Ctrl+V into `field` (the clipboard holds it first). */
export async function paste(page, field, text) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await field.click();
  await page.keyboard.press("Control+V");
}

/** Waits until the block's preview, the element, has read its game and painted it. */
export async function previewReady(page) {
  const viewer = page.locator(".wp-block-arimaa-game arimaa-viewer");
  await viewer.waitFor();
  await blockViewerPainted(page);
  return viewer;
}

/** The preview's `path` (the node it shows) once it is `want`. */
export const previewAt = (page, want) =>
  page.waitForFunction((p) => document.querySelector(".wp-block-arimaa-game arimaa-viewer")?.path === p, want);

/**
 * Publishes with the two clicks WordPress asks for, then gives the post's id, its
 * address and the block markup the editor saved.
 */
export async function publish(page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("region", { name: "Editor publish" }).getByRole("button", { name: "Publish", exact: true }).click();
  const done = page.locator(".post-publish-panel__postpublish");
  await done.getByRole("link", { name: "View Post" }).first().waitFor();
  return page.evaluate(() => {
    const editor = wp.data.select("core/editor");
    return { id: editor.getCurrentPostId(), link: editor.getPermalink(), content: editor.getEditedPostContent() };
  });
}

/** The fragment the block saved (the HTML inside its wrapper <div>). */
export function savedFragment(content) {
  const m = /<!-- wp:arimaa\/game [^>]*-->\n<div class="wp-block-arimaa-game">([\s\S]*)<\/div>\n<!-- \/wp:arimaa\/game -->/.exec(content);
  assert.ok(m, `no Arimaa block in ${content.slice(0, 300)}`);
  return m[1];
}

/**
 * Errors of the page that are ours: WordPress's own requests to wordpress.org and
 * gravatar.com (the test machine is offline), the admin's own requests cut short by
 * leaving its page (the dashboard's widgets, thickbox's images), any request of
 * ours still going when the Author went on to the next post (the admin's tests go from
 * one editor page to the next), and the block editor's reads that 6.1 makes and refuses
 * to an Author (templates, settings, categories: HTTP 403) are not.
 */
export function ourErrors(errors) {
  return errors.filter(
    (e) =>
      !/^requestfailed: https:\/\/[^/]*(wordpress\.org|w\.org|gravatar\.com)\//.test(e) &&
      !/^http 403: \S+rest_route=%2Fwp%2Fv2%2F(templates|settings|categories)/.test(e) &&
      !/^requestfailed: (?!\S*arimaa)\S+ net::ERR_ABORTED$/.test(e) &&
      !/^requestfailed: \S+ net::ERR_ABORTED \(its page was left\)$/.test(e) &&
      !/^console: Failed to load resource/.test(e),
  );
}
