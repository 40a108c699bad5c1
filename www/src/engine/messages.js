// Generated from i18n/en.json by scripts/messages.mjs: edit there.
// The engine panel's English by id, handed to the element's words when it attaches.

/** English: message by id (156…172; the holes are the element's and the editing parts'). @type {(string | undefined)[]} */
export const EN = [,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,
 "Engine", // arimaa-engine-panel
 "Loading the engine…", // arimaa-engine-loading
 "Press the engine button or L to analyse the position shown.", // arimaa-engine-off
 "Gold", // arimaa-engine-gold
 "Silver", // arimaa-engine-silver
 "$1 wins in $2", // arimaa-engine-wins
 "depth $1 {{PLURAL:$1|step|steps}} ($2 {{PLURAL:$2|turn|turns}})", // arimaa-engine-depth
 "$1 positions/s", // arimaa-engine-speed
 "Best line", // arimaa-engine-line
 "Add the line up to $1 as a variation", // arimaa-engine-add
 "Show the line up to $1 on the board", // arimaa-engine-show
 "Engine: $1, $2. Best turn $3.", // arimaa-engine-said
 "Evaluation in the record: $1", // arimaa-engine-record-eval
 "The engine cannot start here: the page does not allow workers, or the engine's files are not beside the viewer ($1).", // arimaa-engine-blocked
 "The engine stopped: $1", // arimaa-engine-failed
 "The engine's line, after $1", // arimaa-engine-preview
 "Back to the game", // arimaa-engine-back
];
