// A game page: once the viewer has loaded, the static fallback (final
// position and move list) is hidden. From file:// or without wasm the viewer
// cannot start, and the fallback stays. A classic script, for file:// too.
(function () {
  "use strict";
  var viewer = document.getElementById("viewer");
  var fallback = document.getElementById("static");
  if (!viewer || !fallback) return;
  viewer.addEventListener("load", function () { fallback.hidden = true; });
})();
