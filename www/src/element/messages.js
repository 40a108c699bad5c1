// Generated from i18n/en.json by scripts/messages.mjs: edit there.
// The element's English by id (words.js), and the languages whose packs are beside it.

/** English, built in: message by id (1…51). @type {(string | undefined)[]} */
export const EN = [,
 "Arimaa game viewer", // arimaa-viewer-label
 "Arimaa board", // arimaa-viewer-board
 "Game navigation", // arimaa-viewer-controls
 "Choose the next move", // arimaa-viewer-variations
 "First position", // arimaa-viewer-first
 "Previous move", // arimaa-viewer-previous-move
 "Previous step", // arimaa-viewer-previous-step
 "Next step", // arimaa-viewer-next-step
 "Next move", // arimaa-viewer-next-move
 "Last position of this line", // arimaa-viewer-last
 "Autoplay", // arimaa-viewer-autoplay
 "Pause", // arimaa-viewer-pause
 "Flip board", // arimaa-viewer-flip
 "$1 ($2)", // arimaa-viewer-button-title
 "Show the rest of the game", // arimaa-viewer-reveal
 "Game", // arimaa-viewer-game-picker
 "Start", // arimaa-viewer-start
 "Next:", // arimaa-viewer-next
 "Main line: $1", // arimaa-viewer-main-line
 "Variation $1: $2", // arimaa-viewer-variation
 "Moves", // arimaa-viewer-moves
 "Variation from $1", // arimaa-viewer-variation-from
 "gold reserve $1", // arimaa-viewer-reserve-gold
 "silver reserve $1", // arimaa-viewer-reserve-silver
 "Result $1", // arimaa-viewer-result
 "{{PLURAL:$1|$1 problem|$1 problems}} in the record: line $2, column $3: $4", // arimaa-viewer-problems
 "Show", // arimaa-viewer-problem-show
 "Share", // arimaa-viewer-share
 "Share: link, picture, animation", // arimaa-viewer-share-title
 "Copy link to this position", // arimaa-viewer-share-link
 "Download picture (SVG)", // arimaa-viewer-share-svg
 "Download picture (PNG)", // arimaa-viewer-share-png
 "Animated GIF of this move", // arimaa-viewer-share-gif-move
 "Animated GIF to the end of the line", // arimaa-viewer-share-gif-line
 "Making the animation…", // arimaa-viewer-share-making-gif
 "The game has not loaded yet.", // arimaa-viewer-share-not-loaded
 "This viewer keeps no links: its page needs the link attribute.", // arimaa-viewer-share-no-links
 "There is no move here to animate.", // arimaa-viewer-share-no-move
 "This is the end of the line.", // arimaa-viewer-share-line-end
 "Could not copy: this browser did not allow the page to write to the clipboard.", // arimaa-viewer-share-no-clipboard
 "Link copied", // arimaa-viewer-share-copied
 "Downloaded $1", // arimaa-viewer-share-downloaded
 "Cannot load the game: \"$1\" is not a valid address.", // arimaa-viewer-error-address
 "Cannot load the game from $1: network error.", // arimaa-viewer-error-network
 "Cannot load the game from $1: network error, or the server does not allow this page's origin (CORS).", // arimaa-viewer-error-network-cors
 "Cannot load the game from $1: HTTP $2", // arimaa-viewer-error-http
 "Cannot load the game from $1: it is $2, not a text record.", // arimaa-viewer-error-type
 "Cannot load the game from $1: the record is $2 bytes; the limit is $3.", // arimaa-viewer-error-too-large
 "Cannot load the game from $1: not a text file.", // arimaa-viewer-error-binary
 "the record (data-encoding=\"$1\") is not base64 of UTF-8 text, the one encoding the viewer reads", // arimaa-viewer-error-encoding
 "Engine analysis", // arimaa-viewer-engine
];

/** The packs beside the element (arimaa-lang-<code>.json, scripts/messages.mjs's packCode); a string split costs the reader fewer bytes than an array. */
export const PACKS = "cs de es fr ja pl pt zh en-xa".split(" ");

/** The ids of the words built in the wasm (its English is its own; a pack's are handed to it). */
export const RUST_WORDS = [173, 363];
