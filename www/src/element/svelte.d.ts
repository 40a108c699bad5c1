// arimaa-viewer/svelte: the element entry, plus <arimaa-viewer> in Svelte 5's
// element types (svelte-check). Svelte sets a prop as a property when the element has
// one (record, src, path, gameNumber, orientation); onpathchange, onload and onerror
// listen to the element's events.
import type { HTMLAttributes } from "svelte/elements";
import type { ArimaaViewer, ArimaaViewerAttributes, ArimaaViewerOwnEventMap, ArimaaViewerProperties } from "./element.js";
export * from "./element.js";

/** onpathchange, onload, onerror: listeners for the element's own events. */
export type ArimaaViewerSvelteListeners = {
  [K in keyof ArimaaViewerOwnEventMap as `on${K}`]?: (event: ArimaaViewerOwnEventMap[K]) => void;
};

declare module "svelte/elements" {
  interface SvelteHTMLElements {
    "arimaa-viewer": Omit<HTMLAttributes<ArimaaViewer>, keyof ArimaaViewerSvelteListeners> &
      ArimaaViewerAttributes & ArimaaViewerProperties & ArimaaViewerSvelteListeners;
  }
}
