// Hands a record to a module worker that parses it with the DOM-free entry and
// shows what the worker answered.
const worker = new Worker(new URL("worker.js", import.meta.url), { type: "module" });
const record = await (await fetch("ten-games.fan")).text();
worker.onmessage = (event) => {
  const out = document.getElementById("result");
  out.textContent = JSON.stringify(event.data);
  out.dataset.done = "";
};
worker.onerror = (event) => {
  const out = document.getElementById("result");
  out.textContent = JSON.stringify({ error: event.message ?? "worker failed" });
  out.dataset.done = "";
};
worker.postMessage(record);
