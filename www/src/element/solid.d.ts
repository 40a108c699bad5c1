// arimaa-viewer/solid: the element entry, plus <arimaa-viewer> in Solid's JSX.
// Attributes as written; properties through `prop:` (prop:record={text});
// the element's events through `on:` (on:pathchange={(e) => e.detail.path}).
import type { ArimaaViewer, ArimaaViewerAttributes, ArimaaViewerOwnEventMap, ArimaaViewerProperties } from "./element.js";
export * from "./element.js";

/** on:pathchange, on:load, on:error. */
export type ArimaaViewerSolidListeners = {
  [K in keyof ArimaaViewerOwnEventMap as `on:${K}`]?: (event: ArimaaViewerOwnEventMap[K]) => void;
};

/** prop:record, prop:path, …: set as properties. */
export type ArimaaViewerSolidProperties = {
  [K in keyof ArimaaViewerProperties as `prop:${K}`]?: ArimaaViewerProperties[K];
};

declare module "solid-js" {
  namespace JSX {
    interface IntrinsicElements {
      "arimaa-viewer": Omit<HTMLAttributes<ArimaaViewer>, "onLoad" | "onError" | "on:load" | "on:error"> &
        ArimaaViewerAttributes & ArimaaViewerSolidProperties & ArimaaViewerSolidListeners;
    }
  }
}
