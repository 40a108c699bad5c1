// The record the suites break on purpose, written once: the setups, 2g and 2s, then 3g
// with a malformed token (Zz9q) after three legal steps, a comment, 3s and 4g. In the
// three formats that can say it; `line` is the line 3g is on.
const SETUPS = [
  "1g Ra1 Rb1 Rc1 Dd1 De1 Rf1 Rg1 Rh1 Ha2 Cb2 Cc2 Md2 Ee2 Rf2 Hg2 Rh2",
  "1s ra8 rb8 rc8 dd8 de8 rf8 rg8 rh8 ha7 cb7 cc7 md7 ee7 rf7 hg7 rh7",
  "2g Ee2n Ee3n Ee4n Ha2n",
  "2s ha7s ha6s hg7s hg6s",
];
const MOVE = "3g De1n Ee5w Ed5n Zz9q Hb2n";
const COMMENT = "A typo in the record";

/** Each format's record and the line its broken move is on. */
export const BROKEN_RECORDS = {
  fan: { record: ["FAN31415926", "", ...SETUPS, `${MOVE} "${COMMENT}"`, "3s ha5s hg5s", "4g Ed6s"].join("\n"), line: 7 },
  "arimaa.com": { record: [...SETUPS, MOVE, "3s ha5s hg5s", "4g Ed6s"].join("\n"), line: 5 },
  howdah: { record: ['[Event "broken"]', "", ...SETUPS, `${MOVE} {${COMMENT}}`, "3s ha5s hg5s", "*"].join("\n"), line: 7 },
};

/** The FAN record, the one most suites read. */
export const BROKEN = BROKEN_RECORDS.fan.record;
