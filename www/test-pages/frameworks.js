// Sets properties the way React 19, Vue, Lit and Svelte do: on elements the
// module has not defined yet (they are own properties until the upgrade), then
// imports the module. The test reads what each viewer shows once loaded.
export const RECORD = `1g Ra1 Rb1 Rc1 Rd1 Re1 Rf1 Rg1 Rh1 Ha2 Db2 Cc2 Md2 Ee2 Cf2 Dg2 Hh2
1s ra8 rb8 rc8 rd8 re8 rf8 rg8 rh8 ha7 db7 cc7 ed7 me7 cf7 dg7 hh7
2g Ee2n Ee3n "Early record." Ee4n Dg2n
2s ed7s ed6s ed5w hh7s
`;

function viewer(id, attributes = {}) {
  const el = document.createElement("arimaa-viewer");
  el.id = id;
  for (const [name, value] of Object.entries({ loading: "eager", "move-list": "", ...attributes })) {
    el.setAttribute(name, value);
  }
  document.getElementById("viewers").append(el);
  return el;
}

viewer("record").record = RECORD;
const path = viewer("path");
path.record = RECORD;
path.path = "2g";
// The later of src and record wins: here record, set after the attribute.
viewer("src-then-record", { src: "../demo/games/demo.fan" }).record = RECORD;
// …and here src, set (as a property) after record.
const recordThenSrc = viewer("record-then-src");
recordThenSrc.record = RECORD;
recordThenSrc.src = "ten-games.fan";
const game = viewer("game", { src: "ten-games.fan" });
game.gameNumber = 3;
game.path = "2s";

await import("../src/element/element.js");
document.body.dataset.defined = "";
