// Fetching a record for <arimaa-viewer src>: every failure becomes an Error naming a
// message of the catalogue and its parameters, which the viewer says in its language
// where the board goes.

const NOT_TEXT = /^(text\/(html|css|javascript)|image\/|audio\/|video\/|font\/|application\/(wasm|pdf|zip|gzip|javascript))/i;

/** @typedef {[string, ...(string | number)[]]} Said a message of the catalogue, then its parameters */

/**
 * A load's failure: message `said[0]` of the catalogue, with the parameters after it. The
 * viewer says it (controller.js #fail) once its words are in, and again in a new language.
 * @param {Said} said
 */
export const failure = (...said) => Object.assign(new Error(said[0]), { said });

/**
 * Fetches a record; throws a `failure` on any.
 * `limit` (bytes) may be a promise: the fetch need not wait for the wasm that knows it.
 * @param {string} src
 * @param {number | Promise<number>} limit
 * @returns {Promise<string>}
 */
export async function fetchRecord(src, limit) {
  let url;
  try {
    url = new URL(src, document.baseURI);
  } catch {
    throw failure("arimaa-viewer-error-address", src);
  }
  let res;
  try {
    res = await fetch(url);
  } catch {
    // The browser does not say why; from another origin, the usual cause is CORS.
    throw failure(url.origin !== location.origin ? "arimaa-viewer-error-network-cors" : "arimaa-viewer-error-network", url.href);
  }
  // The status's number alone: the server's reason phrase is English (and absent over HTTP/2).
  if (!res.ok) throw failure("arimaa-viewer-error-http", url.href, res.status);
  const type = res.headers.get("content-type") ?? "";
  if (NOT_TEXT.test(type)) throw failure("arimaa-viewer-error-type", url.href, type.split(";")[0]);
  // `limit` is the library's (src/limits.rs); refuse before reading when the size is known.
  limit = await limit;
  const tooLarge = (/** @type {number} */ n) => failure("arimaa-viewer-error-too-large", url.href, n, /** @type {number} awaited above */ (limit));
  const length = Number(res.headers.get("content-length"));
  if (length > limit) throw tooLarge(length);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.length > limit) throw tooLarge(bytes.length);
  if (bytes.includes(0)) throw failure("arimaa-viewer-error-binary", url.href);
  return new TextDecoder().decode(bytes);
}
