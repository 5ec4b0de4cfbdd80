import { useEffect, useMemo, useRef, useState } from "react";

import type { PageTracker } from "../../../../lib/page-time-tracker.ts";
import { screenplaySheets } from "../../lib/line-blocks.ts";
import type { ServedScreenplay } from "../../lib/screenplay-shape.ts";
import { READER_FRAME_CLASS, READER_SCROLL_CLASS, READER_TOOLBAR_CLASS } from "../reader/reader-frame.ts";
import { MorePages, type MorePagesProps } from "./more-pages.tsx";
import { SceneSelect } from "./scene-select.tsx";
import { sceneAnchorId, ScreenplaySheet } from "./screenplay-sheet.tsx";
import { TitleSheet } from "./title-sheet.tsx";

import "./screenplay.css";

interface ScreenplayViewProps {
  /** The model with the pages loaded so far. */
  model: ServedScreenplay;
  title: string;
  /** Pages in the whole script (default: the pages of `model`). */
  pageCount?: number;
  /** The next pages to load, when the model is served in parts and some are not loaded yet. */
  more?: Omit<MorePagesProps, "scroller">;
  /** Scene to scroll to (0-based index), e.g. from a statistics chart. */
  targetScene: number | null;
  /** Script page to scroll to (1-based) when no scene is targeted, e.g. from a search result. */
  targetPage?: number | null;
  onSceneChange: (scene: number | null) => void;
  /** Reports the pages on screen to the reading log (Fountain and FDX versions). */
  tracker?: PageTracker;
}

/** Scrolls the reader to a scene's anchor and moves focus there for keyboard and screen reader users. */
function revealScene(scroller: HTMLElement, scene: number) {
  const anchor = scroller.querySelector<HTMLElement>(`#${sceneAnchorId(scene)}`);
  if (!anchor) return;
  const offset = anchor.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
  scroller.scrollTop += offset - 24;
  scroller.parentElement?.scrollIntoView?.({ block: "nearest" });
  anchor.focus({ preventScroll: true });
}

/** Scrolls the reader to a page's sheet and moves focus there, once the sheet is on the page. */
function revealPage(scroller: HTMLElement, page: number) {
  const sheet = scroller.querySelector<HTMLElement>(`[data-page="${page}"]`);
  if (!sheet) return;
  const offset = sheet.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
  scroller.scrollTop += offset - 16;
  scroller.parentElement?.scrollIntoView?.({ block: "nearest" });
  sheet.focus({ preventScroll: true });
}

/** The clean screenplay view: the parsed model's pages as paper sheets, with scene anchors. */
export function ScreenplayView({
  model,
  title,
  pageCount = model.pages.length,
  more,
  targetScene,
  targetPage = null,
  onSceneChange,
  tracker,
}: ScreenplayViewProps) {
  const sheets = useMemo(() => screenplaySheets(model.pages), [model.pages]);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (scroller && targetScene !== null) revealScene(scroller, targetScene);
  }, [scroller, targetScene, sheets]);
  // Once per page asked for: loading more pages later must not pull the reader back.
  const revealedPage = useRef<number | null>(null);
  useEffect(() => {
    if (!scroller || targetScene !== null || targetPage === null || targetPage === revealedPage.current)
      return;
    if (!sheets.some((sheet) => sheet.number === targetPage)) return;
    revealPage(scroller, targetPage);
    revealedPage.current = targetPage;
  }, [scroller, targetScene, targetPage, sheets]);

  const chooseScene = (scene: number | null) => {
    onSceneChange(scene);
    // The same scene again still scrolls back to it.
    if (scroller && scene !== null && scene === targetScene) revealScene(scroller, scene);
  };

  return (
    <div className={READER_FRAME_CLASS}>
      <div className={READER_TOOLBAR_CLASS}>
        <span className="mr-auto tabular-nums">
          {pageCount} {pageCount === 1 ? "page" : "pages"} · {model.scenes.length}{" "}
          {model.scenes.length === 1 ? "scene" : "scenes"}
        </span>
        {model.scenes.length > 0 && (
          <SceneSelect scenes={model.scenes} value={targetScene} onChange={chooseScene} />
        )}
      </div>
      <div
        ref={setScroller}
        role="region"
        aria-label={`${title} (screenplay view)`}
        tabIndex={0}
        className={READER_SCROLL_CLASS}
      >
        <div className="sp-reader space-y-6 px-2 py-6 sm:px-4">
          {model.titlePage?.title && <TitleSheet titlePage={model.titlePage} />}
          {sheets.map((sheet) => (
            <ScreenplaySheet
              key={sheet.number}
              sheet={sheet}
              pageCount={pageCount}
              targetScene={targetScene}
              isTargetPage={targetScene === null && sheet.number === targetPage}
              tracker={tracker}
            />
          ))}
          {more && <MorePages {...more} scroller={scroller} />}
          {sheets.length === 0 && !more && (
            <p className="py-16 text-center text-ink-muted">This version has no pages to show.</p>
          )}
        </div>
      </div>
    </div>
  );
}
