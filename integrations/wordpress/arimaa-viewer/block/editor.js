// The block "Arimaa game" in the block editor. Plain script on WordPress's globals
// (wp.blocks, wp.element, wp.blockEditor, wp.components): no build step.
//
// The saved HTML is the static fragment (block/fragment.js: the record in a
// <template> and the core's static view, inside <arimaa-viewer>), so a post's HTML,
// its feed and readers without scripts show the board. The preview is the element.
(function (wp) {
  "use strict";
  const el = wp.element.createElement;
  const { useState, useEffect, useRef, useMemo, RawHTML } = wp.element;
  const { useBlockProps, InspectorControls, MediaPlaceholder, MediaUpload, MediaUploadCheck } = wp.blockEditor;
  const { PanelBody, TextareaControl, TextControl, SelectControl, ToggleControl, CheckboxControl, Button, Placeholder, Notice } = wp.components;
  const { __ } = wp.i18n;
  // LANG: the site's language, the saved board's (the sidebar is in the user's own).
  const { dist: DIST, fragment: FRAGMENT, lang: LANG } = window.arimaaViewerBlock;
  const ACCEPT = ".fan,.pgn,.txt,text/plain";
  // The overlays the sidebar turns on at first: [the attribute's name, the label].
  const OVERLAYS = [
    ["frozen", __("On at first: frozen pieces", "arimaa-viewer")],
    ["captures", __("On at first: captures", "arimaa-viewer")],
    ["goals", __("On at first: goal threats", "arimaa-viewer")],
    ["traps", __("On at first: traps", "arimaa-viewer")],
  ];

  // The element (for the preview), the core (games of a record, the static view's
  // producer) and the fragment's writer, each loaded once.
  let modules = null;
  const load = () =>
    (modules ??= Promise.all([import(DIST + "arimaa-viewer.js"), import(DIST + "arimaa-core.js"), import(FRAGMENT)]).then(
      async ([, core, fragment]) => {
        await Promise.all([core.init(), core.initStatic()]);
        return { core, blockFragment: fragment.blockFragment };
      },
    ));

  /**
   * The record held by a saved fragment (its <template>'s text, decoded when it rides
   * in base64, as a puzzle's or a guess's does), read in an inert document.
   */
  function recordOf(fragment) {
    if (!fragment) return "";
    const doc = new DOMParser().parseFromString(fragment, "text/html");
    const template = doc.querySelector("template.arimaa-record");
    const text = template?.content.textContent ?? "";
    if (template?.getAttribute("data-encoding") !== "base64") return text;
    return new TextDecoder().decode(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)));
  }

  /** The games of a record, for the sidebar's picker (one entry when it holds one). */
  function gamesOf(core, record) {
    const game = new core.GameView(record);
    try {
      return game.games();
    } finally {
      game.free();
    }
  }

  /** The live preview: the element, given the record as a property. */
  function Preview({ record, attributes: a }) {
    const ref = useRef(null);
    useEffect(() => {
      if (ref.current) ref.current.record = record;
    }, [record]);
    const on = (flag) => (flag ? "" : undefined);
    return el("arimaa-viewer", {
      ref,
      class: "arimaa-preview",
      loading: "eager",
      lang: LANG || undefined,
      path: a.path || undefined,
      game: a.game > 1 ? String(a.game) : undefined,
      orientation: a.orientation,
      controls: on(a.controls),
      "move-list": on(a.moveList),
      comments: on(a.comments),
      coordinates: on(a.coordinates),
      spoilers: on(a.spoilers),
      mode: a.mode || undefined,
      "guess-side": a.mode === "guess" && a.guessSide ? a.guessSide : undefined,
      overlays: a.overlays ?? undefined,
    });
  }

  function Edit({ attributes: a, setAttributes }) {
    const blockProps = useBlockProps();
    const [record, setRecord] = useState(() => recordOf(a.fragment));
    const [loaded, setLoaded] = useState(null);
    const [problem, setProblem] = useState("");
    const [problems, setProblems] = useState([]);
    // Whether the Author changed the record or a setting here: a block opened as it was
    // saved keeps its fragment (remaking it would mark an untouched post as changed).
    const changed = useRef(false);
    const change = (attributes) => {
      changed.current = true;
      setAttributes(attributes);
    };
    const changeRecord = (text) => {
      changed.current = true;
      setRecord(text);
    };
    useEffect(() => {
      load().then(setLoaded, (error) => setProblem(String(error?.message ?? error)));
    }, []);
    // The saved fragment follows the record and the settings.
    useEffect(() => {
      if (!loaded || (!changed.current && a.fragment)) return;
      const made = record.trim() ? loaded.blockFragment(loaded.core, record, a, { lang: LANG }) : { html: "", problems: [] };
      setProblems(made.problems);
      if (made.html !== (a.fragment || "")) setAttributes({ fragment: made.html });
    }, [loaded, record, a.path, a.game, a.orientation, a.controls, a.moveList, a.comments, a.coordinates, a.spoilers, a.mode, a.guessSide, a.overlays]);

    const pick = (media) => {
      if (!media?.url) return;
      fetch(media.url)
        .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${media.url}: HTTP ${r.status}`))))
        .then((text) => {
          change({ mediaId: media.id, game: 1, path: "" });
          setRecord(text);
        })
        .catch((error) => setProblem(String(error.message)));
    };
    const core = loaded?.core;
    // Read once per record, not on each keystroke in the sidebar.
    const games = useMemo(() => (core && record.trim() ? gamesOf(core, record) : []), [core, record]);
    const toggle = (key, label) =>
      el(ToggleControl, { label, checked: !!a[key], onChange: (value) => change({ [key]: value }) });

    const sidebar = el(
      InspectorControls,
      null,
      el(
        PanelBody,
        { title: __("Game record", "arimaa-viewer") },
        el(TextareaControl, {
          label: __("Record (FAN, arimaa.com notation, archive rows, PGN)", "arimaa-viewer"),
          value: record,
          rows: 8,
          onChange: changeRecord,
        }),
        el(
          MediaUploadCheck,
          null,
          el(MediaUpload, {
            onSelect: pick,
            value: a.mediaId,
            render: ({ open }) => el(Button, { variant: "secondary", onClick: open }, __("Pick a file from the media library", "arimaa-viewer")),
          }),
        ),
      ),
      el(
        PanelBody,
        { title: __("Display", "arimaa-viewer") },
        games.length > 1 &&
          el(SelectControl, {
            label: __("Game of the collection", "arimaa-viewer"),
            value: String(a.game || 1),
            options: games.map((g) => ({ value: String(g.number), label: g.label })),
            onChange: (value) => change({ game: Number(value), path: "" }),
          }),
        el(TextControl, {
          label: __("Open at (node path)", "arimaa-viewer"),
          help: __("A turn such as 12s, a variation such as 5g.2.6s, or 12s:2 for two steps of it; empty: after the setups.", "arimaa-viewer"),
          value: a.path,
          onChange: (value) => change({ path: value.trim() }),
        }),
        el(SelectControl, {
          label: __("Orientation", "arimaa-viewer"),
          value: a.orientation,
          options: [
            { value: "gold", label: __("Gold at the bottom", "arimaa-viewer") },
            { value: "silver", label: __("Silver at the bottom", "arimaa-viewer") },
          ],
          onChange: (value) => change({ orientation: value }),
        }),
        toggle("controls", __("Navigation buttons", "arimaa-viewer")),
        toggle("moveList", __("Move list", "arimaa-viewer")),
        toggle("comments", __("Comments", "arimaa-viewer")),
        toggle("coordinates", __("Coordinates", "arimaa-viewer")),
        toggle("spoilers", __("Hide the moves ahead (spoilers)", "arimaa-viewer")),
      ),
      el(
        PanelBody,
        { title: __("Teaching", "arimaa-viewer") },
        el(SelectControl, {
          label: __("Mode", "arimaa-viewer"),
          help: __("Guess the move: readers play each next move of the record. Puzzle: the record's Puzzle header states a goal, and the reader's answer is judged. Both hide the moves ahead, in the saved picture too.", "arimaa-viewer"),
          value: a.mode,
          options: [
            { value: "", label: __("None: a game to step through", "arimaa-viewer") },
            { value: "guess", label: __("Guess the move", "arimaa-viewer") },
            { value: "puzzle", label: __("Puzzle", "arimaa-viewer") },
          ],
          onChange: (value) => change({ mode: value }),
        }),
        a.mode === "guess" &&
          el(SelectControl, {
            label: __("Moves to guess", "arimaa-viewer"),
            value: a.guessSide,
            options: [
              { value: "", label: __("Both sides'", "arimaa-viewer") },
              { value: "gold", label: __("Gold's", "arimaa-viewer") },
              { value: "silver", label: __("Silver's", "arimaa-viewer") },
            ],
            onChange: (value) => change({ guessSide: value }),
          }),
        el(ToggleControl, {
          label: __("Overlays (frozen pieces, captures, goal threats, traps)", "arimaa-viewer"),
          checked: typeof a.overlays === "string",
          onChange: (value) => change({ overlays: value ? "" : undefined }),
        }),
        typeof a.overlays === "string" &&
          OVERLAYS.map(([name, label]) =>
            el(CheckboxControl, {
              key: name,
              label,
              checked: a.overlays.split(" ").includes(name),
              onChange: (on) =>
                change({ overlays: OVERLAYS.map(([n]) => n).filter((n) => (n === name ? on : a.overlays.split(" ").includes(n))).join(" ") }),
            }),
          ),
      ),
    );

    if (!record.trim()) {
      return el(
        "div",
        blockProps,
        sidebar,
        el(
          Placeholder,
          { icon: "grid-view", label: __("Arimaa game", "arimaa-viewer"), instructions: __("Paste a game record, or upload or pick a .fan, .pgn or .txt file.", "arimaa-viewer") },
          el(TextareaControl, {
            label: __("Game record", "arimaa-viewer"),
            className: "arimaa-paste",
            rows: 5,
            value: record,
            onChange: changeRecord,
          }),
          el(MediaPlaceholder, {
            labels: { title: __("Record file", "arimaa-viewer"), instructions: "" },
            accept: ACCEPT,
            onSelect: pick,
            onError: (message) => setProblem(String(message)),
          }),
          problem && el(Notice, { status: "error", isDismissible: false }, problem),
        ),
      );
    }
    return el(
      "div",
      blockProps,
      sidebar,
      problem && el(Notice, { status: "error", isDismissible: false }, problem),
      core ? el(Preview, { record, attributes: a }) : el(Placeholder, { label: __("Loading the Arimaa viewer…", "arimaa-viewer") }),
      problems.length > 0 &&
        el(
          Notice,
          { status: "warning", isDismissible: false, className: "arimaa-problems" },
          el("ul", null, problems.map((p, i) => el("li", { key: i }, p))),
        ),
    );
  }

  // The attributes, title and icon come from block.json, which WordPress registers
  // on the server and hands to the editor.
  wp.blocks.registerBlockType("arimaa/game", {
    edit: Edit,
    save: ({ attributes }) =>
      attributes.fragment ? el("div", wp.blockEditor.useBlockProps.save(), el(RawHTML, null, attributes.fragment)) : null,
  });
})(window.wp);
