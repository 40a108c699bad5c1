// arimaa-viewer/vue: the element entry, plus <arimaa-viewer> in Vue's template type
// checking (vue-tsc / Volar), the way Vue's guide declares non-Vue custom elements.
// Vue still needs to be told the tag is a custom element at compile time:
// compilerOptions.isCustomElement = (tag) => tag === "arimaa-viewer".
// Vue sets a prop as a property when the element has one (record, src, path,
// gameNumber, orientation); @pathchange, @load and @error listen to the element's events.
import type { HTMLAttributes, PublicProps } from "vue";
import type { ArimaaViewer, ArimaaViewerAttributes, ArimaaViewerOwnEventMap, ArimaaViewerProperties } from "./element.js";
export * from "./element.js";

/** onPathchange, onLoad, onError (what @pathchange, @load, @error compile to). */
export type ArimaaViewerVueListeners = {
  [K in keyof ArimaaViewerOwnEventMap as `on${Capitalize<K>}`]?: (event: ArimaaViewerOwnEventMap[K]) => void;
};

/** <arimaa-viewer> as a component type for Vue's GlobalComponents. */
export type ArimaaViewerVueComponent = new () => ArimaaViewer & {
  $props: Omit<HTMLAttributes, keyof ArimaaViewerVueListeners> & ArimaaViewerAttributes & ArimaaViewerProperties &
    ArimaaViewerVueListeners & PublicProps;
};

declare module "vue" {
  interface GlobalComponents {
    "arimaa-viewer": ArimaaViewerVueComponent;
  }
}
