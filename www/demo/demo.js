// Demo page: shows the events of the first viewer (no inline scripts under the CSP).
const demo = document.getElementById("demo");
const status = document.getElementById("status");
demo?.addEventListener("pathchange", (e) => {
  status.textContent = `pathchange: ${e.detail.path} (${e.detail.label})`;
});
demo?.addEventListener("load", (e) => {
  status.textContent = `load: ${e.detail.format}, ${e.detail.errors.length} problem(s)`;
});
