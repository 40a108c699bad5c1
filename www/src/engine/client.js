// The page's side of the engine's worker (worker.js, protocol.js), one per viewer.
// A running search is stopped by ending its worker (a wasm call cannot be interrupted:
// worker.js): terminate() stops it at once, and nothing it still had to say arrives.
// The next search starts a new worker, handed the module the first one compiled. An
// idle worker (its last search at its limit) is kept, with the engine's table.

/**
 * @typedef {import("./protocol.js").Start} Start
 * @typedef {import("./protocol.js").Limits} Limits
 * @typedef {import("./protocol.js").FromWorker} FromWorker
 * @typedef {import("./protocol.js").Progress} Progress
 * @typedef {import("./protocol.js").Done} Done
 * @typedef {object} Listener what a search's messages go to
 * @property {(p: Progress) => void} progress
 * @property {(d: Done) => void} done
 * @property {(message: string, blocked: boolean) => void} failed `blocked`: the worker itself could not start
 */

/** Where the worker is: beside the bundle, or the source module in the unbundled sources. */
const WORKER = () =>
  typeof ARIMAA_ENGINE_WORKER_FILE === "string" ? new URL(ARIMAA_ENGINE_WORKER_FILE, import.meta.url) : new URL("./worker.js", import.meta.url);

/** `new Worker` threw (a page policy that forbids workers may throw rather than fail later). */
export class WorkerBlocked extends Error {}

export function createClient() {
  /** @type {Worker | null} */
  let worker = null;
  /** The engine compiled by the first worker, for the next ones. @type {WebAssembly.Module | undefined} */
  let module;
  let lastId = 0;
  /** The search whose messages are wanted, and where they go. @type {{ id: number, to: Listener } | null} */
  let current = null;

  /** @param {Worker} w */
  const listen = (w) => {
    w.onmessage = (/** @type {MessageEvent<FromWorker>} */ e) => {
      const m = e.data;
      if (m.type === "ready") {
        module = m.module;
        return;
      }
      if (w !== worker || !current || m.id !== current.id) return;
      const { to } = current;
      if (m.type === "progress") to.progress(m);
      else {
        current = null;
        if (m.type === "done") to.done(m);
        else to.failed(m.message, false);
      }
    };
    // A worker refused by the page's policy (Chromium reports it here, not by throwing),
    // or whose script cannot load: the browser says little, so the words say both.
    w.onerror = (e) => {
      e.preventDefault();
      if (w !== worker) return;
      const to = current?.to;
      end();
      to?.failed(e.message || "no worker started", true);
    };
  };

  const end = () => {
    current = null;
    worker?.terminate();
    worker = null;
  };

  return {
    /**
     * Analyses `position`; its messages go to `to`. A search running is ended first.
     * Throws WorkerBlocked when the page does not let a worker start.
     * @param {import("./line.js").Position} position
     * @param {Limits} limits
     * @param {Listener} to
     */
    analyse({ start, moves }, limits, to) {
      this.stop();
      if (!worker) {
        try {
          worker = new Worker(WORKER(), { type: "module", name: "arimaa-engine" });
        } catch (error) {
          throw new WorkerBlocked(String(/** @type {Error} */ (error)?.message ?? error));
        }
        listen(worker);
      }
      const id = ++lastId;
      current = { id, to };
      /** @type {Start} */
      const message = { type: "start", id, start, moves, limits, module };
      worker.postMessage(message);
      return id;
    },
    /** Stops the search running (its worker ends); nothing more of it reaches its listener. */
    stop() {
      if (current) end();
    },
    /** The worker ends (the viewer left the page). */
    end,
  };
}

/** @typedef {ReturnType<typeof createClient>} Client */
