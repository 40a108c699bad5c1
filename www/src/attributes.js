// Generated from www/src/attributes.json by scripts/attributes.mjs: edit there.
// The attributes as the element (element/options.js) and the Markdown fence
// (markdown/fence.js) read them; the element's bundle keeps only ELEMENT.

/** The element's attributes, in order: name → a switch's default (boolean), an enum's default and values, or null. */
export const ELEMENT = /** @type {const} */ ({"src":null,"game":null,"path":null,"ply":null,"orientation":["gold","silver"],"controls":false,"move-list":false,"comments":false,"coordinates":false,"spoilers":false,"animation":true,"theme":[null,"dark","light"],"loading":["lazy","eager"],"analysis":false,"editable":false,"storage":null,"link":null,"engine":false,"lang":null,"mode":[null,"guess","puzzle"],"guess-side":[null,"gold","silver"],"overlays":null});

/** What the integrations accept: the schema without its prose. @type {Pages} */
export const PAGES = {"booleans":{"on":["","true","on","yes","1"],"off":["false","off"],"oldOff":["no","0"]},"types":{"boolean":{"expected":"on or off"},"enum":{},"list":{},"path":{"pattern":"^(?:(?:[1-9][0-9]{0,5}|id=[0-9A-Za-z_.-]{1,64})/)?(?:[0-9A-Za-z]{1,12}(?:[.:][0-9A-Za-z]{1,12}){0,40})?$","expected":"a node such as 12s, 5g.2.6s, 12s:2 or 3/12s"},"game":{"pattern":"^(?:[1-9][0-9]{0,5}|id=[0-9A-Za-z_.-]{1,64})$","expected":"a game number such as 3, or id= and a game's id"},"key":{"pattern":"^[0-9A-Za-z_-]{0,64}$","expected":"empty, or a key of letters, digits, - and _"},"url":{"expected":"a URL"},"text":{},"size":{"pattern":"^[0-9]{2,4}$","min":64,"max":2048,"expected":"a number of px from 64 to 2048"},"asset":{"expected":"a file of the site's assets/"}},"attributes":[{"name":"src","type":"url","default":null,"in":["hugo","wordpress","mediawiki"]},{"name":"game","type":"game","default":null,"in":["markdown","hugo","wordpress","mediawiki"]},{"name":"path","type":"path","default":null,"in":["markdown","hugo","wordpress","mediawiki"]},{"name":"orientation","type":"enum","values":["gold","silver"],"default":"gold","in":["markdown","hugo","wordpress","mediawiki"]},{"name":"controls","type":"boolean","default":false,"pageDefault":true,"in":["markdown","hugo","wordpress","mediawiki"]},{"name":"move-list","type":"boolean","default":false,"pageDefault":true,"in":["markdown","hugo","wordpress","mediawiki"]},{"name":"comments","type":"boolean","default":false,"pageDefault":true,"in":["markdown","hugo","wordpress","mediawiki"]},{"name":"coordinates","type":"boolean","default":false,"pageDefault":true,"in":["markdown","hugo","wordpress","mediawiki"]},{"name":"spoilers","type":"boolean","default":false,"in":["markdown","hugo","wordpress","mediawiki"]},{"name":"theme","type":"enum","values":["dark","light"],"default":null,"in":["markdown","hugo","wordpress","mediawiki"]},{"name":"analysis","type":"boolean","default":false,"in":["markdown","hugo","wordpress","mediawiki"]},{"name":"link","type":"key","empty":true,"default":null,"in":["markdown","hugo","wordpress","mediawiki"]},{"name":"mode","type":"enum","values":["guess","puzzle"],"default":null,"in":["markdown","hugo","wordpress","mediawiki"]},{"name":"guess-side","type":"enum","values":["gold","silver"],"requires":{"mode":"guess"},"default":null,"in":["markdown","hugo","wordpress","mediawiki"]},{"name":"overlays","type":"list","values":["frozen","captures","goals","traps","all"],"empty":true,"default":null,"in":["markdown","hugo","wordpress","mediawiki"]}],"options":[{"name":"size","type":"size","default":320,"in":["markdown"]},{"name":"static","type":"asset","default":null,"in":["hugo"]}],"oldSpellings":[{"name":"flip","means":{"orientation":"silver"},"in":["markdown","hugo"]},{"name":"board","means":{"controls":"off","move-list":"off","comments":"off"},"in":["markdown","hugo"]},{"name":"no-coordinates","means":{"coordinates":"off"},"in":["markdown"]}]};

/**
 * @typedef {object} Pages
 * @property {{ on: string[], off: string[], oldOff: string[] }} booleans the words a switch reads as on, off, and off with a warning
 * @property {Record<string, PageType>} types
 * @property {PageAttribute[]} attributes the element's attributes the integrations take
 * @property {PageAttribute[]} options the integrations' own options (size, static)
 * @property {{ name: string, means: Record<string, string>, in: string[] }[]} oldSpellings
 *
 * @typedef {object} PageType what a value of a type is: a pattern it matches, a range, in words
 * @property {string} [pattern]
 * @property {number} [min]
 * @property {number} [max]
 * @property {string} [expected]
 *
 * @typedef {object} PageAttribute
 * @property {string} name
 * @property {string} type a key of Pages.types
 * @property {string | number | boolean | null} default
 * @property {boolean} [pageDefault] a switch's default in pages, when not the element's
 * @property {string[]} [values] an enum's or a list's
 * @property {boolean} [empty] it may be written without a value ("")
 * @property {Record<string, string>} [requires] the other attributes' values it needs
 * @property {string} [aliasOf] the attribute it is another name of
 * @property {string[]} in the integrations that take it
 */
