// The page's side of the engine's worker (worker.js, protocol.js): started on the
// first search, one per viewer, ended with the panel. Every search has an id; what
// the worker still says about a search the page has left is dropped here.

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

/**
 * Why a worker could not start, as thrown by `new Worker` (a CSP that forbids
 * workers throws a SecurityError there, or fires `error` at once).
 */
export class WorkerBlocked extends Error {}

export function createClient() {
  /** @type {Worker | null} */
  let worker = null;
  let lastId = 0;
  /** The search whose messages are wanted, and where they go. @type {{ id: number, to: Listener } | null} */
  let current = null;

  const start = () => {
    let w;
    try {
      w = new Worker(WORKER(), { type: "module", name: "arimaa-engine" });
    } catch (error) {
      throw new WorkerBlocked(String(/** @type {Error} */ (error)?.message ?? error));
    }
    w.onmessage = (/** @type {MessageEvent<FromWorker>} */ e) => {
      const m = e.data;
      if (m.type === "ready" || !current || m.id !== current.id) return;
      if (m.type === "progress") current.to.progress(m);
      else if (m.type === "done") {
        const { to } = current;
        current = null;
        to.done(m);
      } else if (m.type === "failed") {
        const { to } = current;
        current = null;
        to.failed(m.message, false);
      }
    };
    // A worker refused by the page's policy (Chromium reports it here, not by throwing),
    // or whose script cannot load: the browser says little, so the words say both.
    w.onerror = (e) => {
      e.preventDefault();
      const to = current?.to;
      current = null;
      worker?.terminate();
      worker = null;
      to?.failed(e.message || "no worker started", true);
    };
    return w;
  };

  return {
    /**
     * Analyses `path` of `record`; its messages go to `to`. A search running is stopped first.
     * Throws WorkerBlocked when the page does not let a worker start.
     * @param {string} record
     * @param {string} path
     * @param {Limits} limits
     * @param {Listener} to
     */
    analyse(record, path, limits, to) {
      this.stop();
      worker ??= start();
      const id = ++lastId;
      current = { id, to };
      /** @type {Start} */
      const message = { type: "start", id, record, path, limits };
      worker.postMessage(message);
      return id;
    },
    /** Stops the search running: nothing more of it reaches its listener. */
    stop() {
      if (!current || !worker) return;
      worker.postMessage({ type: "stop", id: current.id });
      current = null;
    },
    /** The worker ends (the viewer's engine is off for good). */
    end() {
      this.stop();
      worker?.terminate();
      worker = null;
    },
  };
}

/** @typedef {ReturnType<typeof createClient>} Client */
