// arimaa-viewer/react: the element entry, plus <arimaa-viewer> in React 19's JSX.
//   import "arimaa-viewer/react";   // registers the element and types the tag
//   <arimaa-viewer src="game.fan" controls="" record={text} onpathchange={(e) => e.detail.path} />
// React 19 sets a prop as a property when the element has one (record, src, path,
// gameNumber, orientation), as an attribute otherwise, and adds a listener for
// `on` + the event's name as written (onpathchange, onload, onerror).
import type { DetailedHTMLProps, HTMLAttributes } from "react";
import type { ArimaaViewer, ArimaaViewerAttributes, ArimaaViewerOwnEventMap, ArimaaViewerProperties } from "./element.js";
export * from "./element.js";

/** onpathchange, onload, onerror: listeners for the element's own events. */
export type ArimaaViewerReactListeners = {
  [K in keyof ArimaaViewerOwnEventMap as `on${K}`]?: (event: ArimaaViewerOwnEventMap[K]) => void;
};

/** What <arimaa-viewer> accepts in React 19's JSX. */
export type ArimaaViewerReactProps = DetailedHTMLProps<HTMLAttributes<ArimaaViewer>, ArimaaViewer> &
  ArimaaViewerAttributes & ArimaaViewerProperties & ArimaaViewerReactListeners;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "arimaa-viewer": ArimaaViewerReactProps;
    }
  }
}
