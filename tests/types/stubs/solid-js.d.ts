// Stand-in for the parts of "solid-js" arimaa-viewer-solid.d.ts uses (see README.md).
export namespace JSX {
  interface HTMLAttributes<T> {
    class?: string;
    id?: string;
    ref?: T | ((el: T) => void);
    onLoad?: (event: Event) => void;
    onError?: (event: Event) => void;
  }
  interface IntrinsicElements {
    div: HTMLAttributes<HTMLDivElement>;
  }
}
