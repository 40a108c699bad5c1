// The esbuild plugin that puts message ids in the element's bundles (issue 36): every
// key of i18n/en.json written as a string literal in www/src/element, www/src/editing
// and www/src/engine becomes its id, a number (scripts/messages.mjs), and keys.js, the
// keys by id the unbundled sources look names up in, becomes null. So the reader
// downloads no key's name, only numbers, and English by id. A key built from a
// template could not be replaced: the build stops on one, and on a literal that names
// no message (a typo would otherwise show the key).
import { readFile } from "node:fs/promises";
import { KEYS, idOf } from "./messages.mjs";

// A key quoted whole (the custom properties, "--arimaa-viewer-bg", are not: the quote must come first).
const KEY = /(["'])(arimaa-(?:viewer|editor|engine)-[a-z]+(?:-[a-z]+)*)\1/g;
const TEMPLATE = /`arimaa-(?:viewer|editor|engine)-[a-z-]*\$\{/;

/**
 * A source of www/src/element or www/src/editing with its keys as ids, or why not.
 * @param {string} text
 * @param {string} file
 * @returns {{ contents: string, errors: import("esbuild").PartialMessage[] }}
 */
export function nameByIds(text, file) {
  const lines = text.split("\n");
  /** @type {import("esbuild").PartialMessage[]} */
  const errors = [];
  const at = (line, message) => errors.push({ text: message, location: { file, line, lineText: lines[line - 1] } });
  lines.forEach((line, i) => {
    if (TEMPLATE.test(line)) at(i + 1, "a message key built from a template: write each key whole, so the bundle can name it by id");
  });
  const contents = text.replace(KEY, (all, _quote, key, offset) => {
    if (KEYS.includes(key)) return String(idOf(key));
    at(text.slice(0, offset).split("\n").length, `"${key}" is no message of i18n/en.json`);
    return all;
  });
  return { contents, errors };
}

/** @type {import("esbuild").Plugin} */
export const messageIds = {
  name: "message-ids",
  setup(build) {
    build.onLoad({ filter: /[\\/]www[\\/]src[\\/]element[\\/]keys\.js$/ }, () => ({
      contents: "export const KEYS = null;",
      loader: "js",
    }));
    build.onLoad({ filter: /[\\/]www[\\/]src[\\/](element|editing|engine)[\\/][^\\/]+\.js$/ }, async ({ path }) => {
      const { contents, errors } = nameByIds(await readFile(path, "utf8"), path);
      return errors.length ? { errors } : { contents, loader: "js" };
    });
  },
};
