// The lichess benchmark page's one call, as the package's README shows it: the
// viewer on an element, with the PGN as an option.
import LichessPgnViewer from "./vendor/lichess-pgn-viewer.min.js";

// Paul Morphy against the Duke of Brunswick and Count Isouard, Paris 1858 (the
// "Opera game"); the comments are ours.
const PGN = `[Event "Casual game, Paris Opera"]
[Site "Paris FRA"]
[Date "1858.11.02"]
[White "Paul Morphy"]
[Black "Duke Karl of Brunswick and Count Isouard"]
[Result "1-0"]
[ECO "C41"]
[Opening "Philidor Defense"]

1. e4 e5 2. Nf3 d6 { A solid but passive defence. } 3. d4 Bg4 4. dxe5 Bxf3
5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 { Two threats at once: f7 and b7. } 7... Qe7
8. Nc3 c6 9. Bg5 b5 10. Nxb5 { White gives material to open lines. } 10... cxb5
11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7
16. Qb8+ { The queen sacrifice that ends it. } 16... Nxb8 17. Rd8# 1-0`;

LichessPgnViewer(document.getElementById("viewer"), { pgn: PGN, showMoves: "bottom" });
