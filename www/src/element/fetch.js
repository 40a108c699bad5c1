// Fetching a record for <arimaa-viewer src>: every failure becomes an Error in the
// viewer's words (words.js sayError), which the viewer shows where the board goes.

import { sayError } from "./words.js";

const NOT_TEXT = /^(text\/(html|css|javascript)|image\/|audio\/|video\/|font\/|application\/(wasm|pdf|zip|gzip|javascript))/i;

/**
 * Fetches a record; throws an Error with a readable message on any failure.
 * `limit` (bytes) may be a promise: the fetch need not wait for the wasm that knows it.
 * @param {string} src
 * @param {number | Promise<number>} limit
 * @param {import("./words.js").Translate} t the viewer's words
 * @returns {Promise<string>}
 */
export async function fetchRecord(src, limit, t) {
  let url;
  try {
    url = new URL(src, document.baseURI);
  } catch {
    throw sayError(t, "arimaa-viewer-error-address", src);
  }
  let res;
  try {
    res = await fetch(url);
  } catch {
    // The browser does not say why; from another origin, the usual cause is CORS.
    throw sayError(t, url.origin !== location.origin ? "arimaa-viewer-error-network-cors" : "arimaa-viewer-error-network", url.href);
  }
  // The status's number alone: the server's reason phrase is English (and absent over HTTP/2).
  if (!res.ok) throw sayError(t, "arimaa-viewer-error-http", url.href, res.status);
  const type = res.headers.get("content-type") ?? "";
  if (NOT_TEXT.test(type)) throw sayError(t, "arimaa-viewer-error-type", url.href, type.split(";")[0]);
  // `limit` is the library's (src/limits.rs); refuse before reading when the size is known.
  limit = await limit;
  const tooLarge = (/** @type {number} */ n) => sayError(t, "arimaa-viewer-error-too-large", url.href, n, /** @type {number} awaited above */ (limit));
  const length = Number(res.headers.get("content-length"));
  if (length > limit) throw tooLarge(length);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.length > limit) throw tooLarge(bytes.length);
  if (bytes.includes(0)) throw sayError(t, "arimaa-viewer-error-binary", url.href);
  return new TextDecoder().decode(bytes);
}
