// Generated from i18n/en.json by scripts/messages.mjs: edit there.
// The editing parts' English by id, handed to the element's words when they attach.

/** English: message by id (51…438; the holes are the element's). @type {(string | undefined)[]} */
export const EN = [,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,
 "Gold", // arimaa-editor-side-gold
 "Silver", // arimaa-editor-side-silver
 "$1 to move.", // arimaa-editor-to-move
 "Try again", // arimaa-editor-try-again
 "ask for a hint", // arimaa-editor-ask-hint
 "show the move", // arimaa-editor-show-move
 "show the solution", // arimaa-editor-show-solution
 "$1.", // arimaa-editor-choices
 "Hint", // arimaa-editor-hint
 "A hint: the piece that moves first, then its first step", // arimaa-editor-hint-title
 "Guess the move", // arimaa-editor-guess
 "Show move", // arimaa-editor-guess-show
 "Play the record's move (it counts as not found)", // arimaa-editor-guess-show-title
 "Found $1 of $2", // arimaa-editor-guess-score
 "The end of the line: you found $1 of $2 {{PLURAL:$2|move|moves}}.", // arimaa-editor-guess-end
 "$1 to move: play the move you would choose.", // arimaa-editor-guess-ask
 "$1 answered $2: $3.", // arimaa-editor-guess-answered
 "Right: $1 is the move played.", // arimaa-editor-guess-right
 "That is not the move played.", // arimaa-editor-guess-other
 "The record has that move as an alternative, but it is not the move played.", // arimaa-editor-guess-alternative
 "That move is good too (the record marks it so), but it is not the move played.", // arimaa-editor-guess-good-alternative
 "The move played was $1.", // arimaa-editor-guess-shown
 "Puzzle", // arimaa-editor-puzzle
 "Show solution", // arimaa-editor-puzzle-show
 "Play the record's solution (the puzzle counts as not solved)", // arimaa-editor-puzzle-show-title
 "Next puzzle", // arimaa-editor-puzzle-next
 "Open the next puzzle of the file", // arimaa-editor-puzzle-next-title
 "Solved $1 of $2", // arimaa-editor-puzzle-score
 "Try again. ($1.)", // arimaa-editor-puzzle-try-again-because
 "$1 to play: make your move on the board.", // arimaa-editor-puzzle-ask
 "The moves ahead are the solution: play your move on the board.", // arimaa-editor-puzzle-ahead
 "The moves ahead are the solution: play your move on the board, or choose Show solution.", // arimaa-editor-puzzle-ahead-or-show
 "$1 answers $2: $3.", // arimaa-editor-puzzle-answers
 "Your move again.", // arimaa-editor-puzzle-again
 "Solved.", // arimaa-editor-puzzle-solved
 "Solved (after a miss, a hint or the solution).", // arimaa-editor-puzzle-solved-after
 "A right answer: $1 $2.", // arimaa-editor-puzzle-a-right-answer
 "The solution: $1 $2.", // arimaa-editor-puzzle-the-solution
 "This record states no puzzle: it has no Puzzle field.", // arimaa-editor-puzzle-none
 "The puzzle cannot be set: $1.", // arimaa-editor-puzzle-error
 "Record", // arimaa-editor-record
 "Copy or download the record", // arimaa-editor-record-title
 "Copy FAN", // arimaa-editor-copy-fan
 "Copy PGN", // arimaa-editor-copy-pgn
 "Download .fan", // arimaa-editor-download-fan
 "Download .pgn", // arimaa-editor-download-pgn
 "Download arimaa.com text", // arimaa-editor-download-arimaa
 "Discard my edits", // arimaa-editor-discard
 "Copied the $1 record", // arimaa-editor-copied
 "Could not copy: this browser did not allow the page to write to the clipboard", // arimaa-editor-no-clipboard
 "Downloaded $1", // arimaa-editor-downloaded
 "Your edits from $1 were restored.", // arimaa-editor-restored
 "The edits kept in this browser could not be read; the page's record is shown", // arimaa-editor-storage-unreadable
 "Your edits could not be kept: $1", // arimaa-editor-storage-not-kept
 "Your edits could not be read: $1", // arimaa-editor-storage-not-read
 "Your edits could not be forgotten: $1", // arimaa-editor-storage-not-forgotten
 "this browser's storage for the page is full", // arimaa-editor-storage-full
 "this browser does not let the page store anything", // arimaa-editor-storage-denied
 "Move in progress", // arimaa-editor-move-bar
 "Undo step", // arimaa-editor-undo-step
 "End move", // arimaa-editor-end-move
 "Standard setup", // arimaa-editor-standard-setup
 "Cancel", // arimaa-editor-cancel
 "Steps", // arimaa-editor-field-steps
 "Move", // arimaa-editor-field-move
 "Setup", // arimaa-editor-field-setup
 "$1: $2", // arimaa-editor-steps-made
 "Annotations", // arimaa-editor-notes
 "Comment on the position", // arimaa-editor-comment-position
 "Comment on the move", // arimaa-editor-comment-move
 "Comment on the move $1", // arimaa-editor-comment-move-at
 "Comment on the step", // arimaa-editor-comment-step
 "Comment on the step $1", // arimaa-editor-comment-step-at
 "Glyphs on the move", // arimaa-editor-glyphs
 "$1, $2", // arimaa-editor-glyph
 "Game details", // arimaa-editor-game-details
 "Event", // arimaa-editor-header-event
 "Date", // arimaa-editor-header-date
 "Result", // arimaa-editor-header-result
 "Markings on the position", // arimaa-editor-marks
 "Label", // arimaa-editor-marks-label
 "Markings", // arimaa-editor-marks-fan
 "Right-click a square to highlight it, right-drag for an arrow; hold Shift for red, Alt for blue, both for yellow. Type a label first to label squares instead.", // arimaa-editor-marks-hint
 "Show on the board", // arimaa-editor-overlays
 "Show:", // arimaa-editor-overlays-show
 "Frozen", // arimaa-editor-overlay-frozen
 "Frozen pieces", // arimaa-editor-overlay-frozen-title
 "Captures", // arimaa-editor-overlay-captures
 "Pieces the side to move can capture this turn, and how", // arimaa-editor-overlay-captures-title
 "Goal threats", // arimaa-editor-overlay-goals
 "Rabbits that can reach goal this turn, and the squares they reach", // arimaa-editor-overlay-goals-title
 "Traps", // arimaa-editor-overlay-traps
 "How many pieces of each side stand beside each trap", // arimaa-editor-overlay-traps-title
 "Move actions", // arimaa-editor-move-actions
 "Actions for move $1", // arimaa-editor-actions-for
 "Actions for move $1 (promote, demote, make main line, delete)", // arimaa-editor-actions-for-title
 "Promote", // arimaa-editor-promote
 "Demote", // arimaa-editor-demote
 "Make main line", // arimaa-editor-main-line
 "Delete from here", // arimaa-editor-delete
 "Promoted $1", // arimaa-editor-promoted
 "Demoted $1", // arimaa-editor-demoted
 "Made the main line: $1", // arimaa-editor-made-main-line
 "Deleted from $1", // arimaa-editor-deleted
];
