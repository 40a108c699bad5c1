// Loads the <arimaa-viewer> element's module, which sits in dist/ beside this file.
// A classic script on purpose: optimizers may add defer or async, delay or move it,
// and it still finds its own address (currentScript) and imports the module once.
(function () {
  var me = document.currentScript;
  if (!me || !me.src || !window.customElements || customElements.get("arimaa-viewer")) return;
  import(new URL("dist/arimaa-viewer.js", me.src).href).catch(function (error) {
    console.error("Arimaa viewer: the element could not be loaded.", error);
  });
})();
