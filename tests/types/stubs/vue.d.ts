// Stand-in for the parts of "vue" arimaa-viewer-vue.d.ts uses (see README.md).
export interface HTMLAttributes {
  id?: string;
  class?: unknown;
  style?: unknown;
  title?: string;
}
export interface PublicProps {
  key?: PropertyKey;
  ref?: unknown;
}
export interface GlobalComponents {}
