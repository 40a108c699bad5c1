// Sorting and filtering of the gallery index, from the rows' data attributes.
// A classic script (not a module) so that it also runs from file:// URLs.
(function () {
  "use strict";
  var table = document.getElementById("games");
  var form = document.getElementById("filters");
  if (!table || !form) return;
  var body = table.tBodies[0];
  var rows = Array.prototype.slice.call(body.rows);
  var count = document.getElementById("count");
  var field = function (id) { return document.getElementById(id); };
  form.hidden = false;

  function apply() {
    var player = field("player").value.trim().toLowerCase();
    var winner = field("winner").value;
    var termination = field("termination").value;
    var from = field("from").value;
    var to = field("to").value;
    var shown = 0;
    rows.forEach(function (row) {
      var d = row.dataset;
      var ok = (!player || d.players.indexOf(player) >= 0) &&
        (!winner || d.winner === winner) &&
        (!termination || d.termination === termination) &&
        (!from || d.date >= from) && (!to || d.date <= to);
      row.hidden = !ok;
      if (ok) shown++;
    });
    // The words are the page's language's, written by the gallery with $1 and $2 to fill.
    count.textContent = count.dataset.shown.replace("$1", shown).replace("$2", rows.length);
  }

  var order = { key: "", dir: 1 };
  function sortBy(key) {
    order.dir = order.key === key ? -order.dir : 1;
    order.key = key;
    var numeric = key === "plies";
    rows.sort(function (a, b) {
      var x = a.dataset[key], y = b.dataset[key];
      var c = numeric ? x - y : x.localeCompare(y);
      return c * order.dir;
    });
    var frag = document.createDocumentFragment();
    rows.forEach(function (r) { frag.appendChild(r); });
    body.appendChild(frag);
    table.querySelectorAll("th button").forEach(function (b) {
      b.parentNode.setAttribute("aria-sort", b.dataset.sort === key ? (order.dir > 0 ? "ascending" : "descending") : "none");
    });
  }

  form.addEventListener("input", apply);
  table.querySelectorAll("th button").forEach(function (b) {
    b.addEventListener("click", function () { sortBy(b.dataset.sort); });
  });
})();
