// The Vue, Svelte and Solid typings of <arimaa-viewer> (www/src/element/{vue,svelte,solid}.d.ts),
// compiled against stand-ins of those frameworks' types (stubs/): the tag is known, its
// attributes, properties and events are typed, and a wrong value is refused.
import type { GlobalComponents } from "vue";
import type { SvelteHTMLElements } from "svelte/elements";
import type { JSX } from "solid-js";
import type { ArimaaViewer } from "../../www/src/element/vue.js";
import type {} from "../../www/src/element/svelte.js";
import type {} from "../../www/src/element/solid.js";

type VueProps = InstanceType<GlobalComponents["arimaa-viewer"]>["$props"];
export const vue: VueProps = {
  src: "game.fan",
  "move-list": "",
  record: "1g Ra2",
  gameNumber: 2,
  onPathchange: (e) => void e.detail.path,
  onLoad: (e) => void e.detail.format,
  onError: (e) => void e.detail.message,
};
export const vueElement = (c: InstanceType<GlobalComponents["arimaa-viewer"]>): ArimaaViewer => c;
// @ts-expect-error: theme is "dark" or "light"
export const vueWrong: VueProps = { theme: "blue" };

type SvelteProps = SvelteHTMLElements["arimaa-viewer"];
export const svelte: SvelteProps = {
  class: "board",
  controls: true,
  path: "12s",
  onpathchange: (e) => void e.detail.label,
  onload: (e) => void e.detail.games.length,
  onerror: (e) => void e.detail.message,
};
// @ts-expect-error: orientation is "gold" or "silver"
export const svelteWrong: SvelteProps = { orientation: "up" };

type SolidProps = JSX.IntrinsicElements["arimaa-viewer"];
export const solid: SolidProps = {
  class: "board",
  coordinates: "",
  "prop:record": "1g Ra2",
  "on:pathchange": (e) => void e.detail.path,
  "on:load": (e) => void e.detail.gameIndex,
  "on:error": (e) => void e.detail.message,
};
// @ts-expect-error: loading is "eager" or "lazy"
export const solidWrong: SolidProps = { loading: "soon" };
