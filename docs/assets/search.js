// The docs' search: a classic script on search.html. It reads the words from the address
// (?q=…), fetches the index the build wrote (search.json: one entry per section of each
// page) and lists the sections holding every word, best first (words in the heading
// count most, then in the page's title, then in the text).
(function () {
  "use strict";
  var status = document.getElementById("search-status");
  var list = document.getElementById("search-results");
  var query = new URLSearchParams(location.search).get("q") || "";
  var input = document.getElementById("search-q");
  if (input) input.value = query;
  var words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return;
  status.textContent = "Searching…";
  fetch("search.json")
    .then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.json();
    })
    .then(function (index) {
      var found = [];
      index.forEach(function (entry) {
        var heading = entry.heading.toLowerCase();
        var page = entry.page.toLowerCase();
        var text = entry.text.toLowerCase();
        var score = 0;
        for (var i = 0; i < words.length; i++) {
          var w = words[i];
          var s = (heading.indexOf(w) >= 0 ? 10 : 0) + (page.indexOf(w) >= 0 ? 3 : 0) + (text.indexOf(w) >= 0 ? 1 : 0);
          if (!s) return;
          score += s;
        }
        found.push({ entry: entry, score: score });
      });
      found.sort(function (a, b) { return b.score - a.score; });
      status.textContent = found.length
        ? found.length + (found.length === 1 ? " section holds " : " sections hold ") + "“" + query + "”."
        : "No section holds “" + query + "”.";
      found.slice(0, 50).forEach(function (hit) {
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = hit.entry.url;
        link.textContent = hit.entry.heading === hit.entry.page ? hit.entry.page : hit.entry.page + ": " + hit.entry.heading;
        var text = document.createElement("p");
        var at = hit.entry.text.toLowerCase().indexOf(words[0]);
        var from = Math.max(0, at - 80);
        text.textContent = (from ? "…" : "") + hit.entry.text.slice(from, from + 220) + "…";
        item.append(link, text);
        list.append(item);
      });
    })
    .catch(function (error) {
      status.textContent = "The search index could not be read (" + error.message + ").";
    });
})();
