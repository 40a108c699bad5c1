// Fetching a record for <arimaa-viewer src>: every failure becomes an Error
// whose message the viewer shows as it is.

const NOT_TEXT = /^(text\/(html|css|javascript)|image\/|audio\/|video\/|font\/|application\/(wasm|pdf|zip|gzip|javascript))/i;

/**
 * Fetches a record; throws an Error with a readable message on any failure.
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
    throw new Error(`Cannot load the game: "${src}" is not a valid address.`);
  }
  let res;
  try {
    res = await fetch(url);
  } catch {
    // The browser does not say why; from another origin, the usual cause is CORS.
    const cors = url.origin !== location.origin ? ", or the server does not allow this page's origin (CORS)" : "";
    throw new Error(`Cannot load the game from ${url.href}: network error${cors}.`);
  }
  if (!res.ok) throw new Error(`Cannot load the game from ${url.href}: HTTP ${res.status} ${res.statusText}`.trim());
  const type = res.headers.get("content-type") ?? "";
  if (NOT_TEXT.test(type)) throw new Error(`Cannot load the game from ${url.href}: it is ${type.split(";")[0]}, not a text record.`);
  // `limit` is the library's (src/limits.rs); refuse before reading when the size is known.
  limit = await limit;
  const tooLarge = (/** @type {number} */ n) => new Error(`Cannot load the game from ${url.href}: the record is ${n} bytes; the limit is ${limit}.`);
  const length = Number(res.headers.get("content-length"));
  if (length > limit) throw tooLarge(length);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.length > limit) throw tooLarge(bytes.length);
  if (bytes.includes(0)) throw new Error(`Cannot load the game from ${url.href}: not a text file.`);
  return new TextDecoder().decode(bytes);
}
