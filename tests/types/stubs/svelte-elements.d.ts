// Stand-in for the parts of "svelte/elements" arimaa-viewer-svelte.d.ts uses (see README.md).
type Handler<E extends Event, T extends EventTarget> = (event: E & { currentTarget: EventTarget & T }) => unknown;
export interface HTMLAttributes<T extends EventTarget> {
  class?: string | null;
  id?: string | null;
  onload?: Handler<Event, T> | null;
  onerror?: Handler<Event, T> | null;
  onclick?: Handler<MouseEvent, T> | null;
}
export interface SvelteHTMLElements {
  div: HTMLAttributes<HTMLDivElement>;
}
