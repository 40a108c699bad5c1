// <arimaa-viewer> in React 19's JSX through arimaa-viewer/react (www/src/element/react.d.ts).
import { useState } from "react";
import type { PathChangeDetail, ArimaaViewer } from "../../www/src/element/react.js";

export function Game({ record }: { record: string }) {
  const [path, setPath] = useState("start");
  const onPath = (e: CustomEvent<PathChangeDetail>): void => setPath(e.detail.path);
  return (
    <section>
      <p>{path}</p>
      <arimaa-viewer
        record={record}
        path="12s"
        gameNumber={2}
        orientation="silver"
        controls
        move-list=""
        comments="off"
        theme="dark"
        loading="eager"
        className="board"
        ref={(el: ArimaaViewer | null) => void el?.flip()}
        onpathchange={onPath}
        onload={(e) => setPath(e.detail.games[e.detail.gameIndex]?.label ?? "")}
        onerror={(e) => setPath(e.detail.message)}
      />
      <arimaa-viewer src="game.fan" />
    </section>
  );
}

// What the typing refuses.
// @ts-expect-error: orientation is "gold" or "silver"
export const wrongSide = <arimaa-viewer orientation="north" />;
// @ts-expect-error: a pathchange detail has no `format`
export const wrongDetail = <arimaa-viewer onpathchange={(e) => e.detail.format} />;
