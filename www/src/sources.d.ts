// What the type check of the sources (tsconfig.json here, `npm test`'s types step)
// needs and no module declares: the names the build defines, and the checks that hold
// the hand-written types of the wasm API (core/core.d.ts, EditorGame in
// editing/index.js) to the glue wasm-bindgen generates from the Rust (pkg/, pkg-edit/).
// Not part of the package: the build copies none of it.

// Defined by scripts/build-wasm.sh and scripts/build-one-file.mjs in the bundles; absent
// (typeof "undefined") in the sources as the demo and the tests load them.
/** The reader's wasm beside the bundle ("./arimaa_bg.wasm"). */
declare const ARIMAA_WASM_FILE: string | undefined;
/** The editor's wasm beside the bundle ("./arimaa-edit_bg.wasm"). */
declare const ARIMAA_EDIT_WASM_FILE: string | undefined;
/** The one-file build's wasm, deflated, in base64; false in every other build. */
declare const ARIMAA_WASM_INLINE: string | false | undefined;
/** True in the element's bundle, which leaves the static view's producer out. */
declare const ARIMAA_ELEMENT_BUNDLE: boolean | undefined;
/** Where the element finds its language packs: "./" (beside the bundle); the sources use the build's, www/dist. */
declare const ARIMAA_LANG_DIR: string | undefined;
/** The engine's worker beside the bundle ("./arimaa-engine-worker.js"); the sources start engine/worker.js. */
declare const ARIMAA_ENGINE_WORKER_FILE: string | undefined;
/** The engine's wasm beside the bundled worker ("./arimaa-engine_bg.wasm"). */
declare const ARIMAA_ENGINE_WASM_FILE: string | undefined;

/**
 * `true` when every method `Typed` declares is on `Generated` (the glue's class) and takes
 * what `Typed` says it takes; else the names that do not agree. The glue types what the
 * Rust returns as JSON as `object` or `any`: the return types are the hand-written ones'.
 */
type Disagreeing<Typed, Generated> = {
  [K in keyof Typed]-?: K extends keyof Generated
    ? NonNullable<Typed[K]> extends (...args: infer A) => unknown
      ? Generated[K] extends (...args: A) => unknown
        ? never
        : K
      : never
    : K;
}[keyof Typed];

/** Compiles only when `T` is `never` (a check type: `Agreed<Disagreeing<…>>`). */
type Agreed<T extends never> = T;
