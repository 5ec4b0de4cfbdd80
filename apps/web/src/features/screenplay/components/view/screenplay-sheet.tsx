import { clsx } from "clsx";
import { useCallback, type CSSProperties } from "react";

import type { PageTracker } from "../../../../lib/page-time-tracker.ts";
import type { LineBlock, PageBlock, SheetModel } from "../../lib/line-blocks.ts";

const KIND_CLASS: Record<LineBlock["kind"], string> = {
  scene_heading: "sp-scene-heading",
  action: "sp-action",
  character: "sp-character",
  parenthetical: "sp-parenthetical",
  dialogue: "sp-dialogue",
  lyrics: "sp-lyrics",
  transition: "sp-transition",
  shot: "sp-shot",
  centered: "sp-centered",
  more: "sp-more",
};

const gapStyle = (gap: number) => (gap > 0 ? ({ "--sp-gap": gap } as CSSProperties) : undefined);

/** The DOM id of a scene's anchor, for links and scrolling. */
export const sceneAnchorId = (scene: number) => `scene-${scene}`;

function Lines({ block, targetScene }: { block: LineBlock; targetScene: number | null }) {
  const isAnchor = block.anchor !== undefined;
  return (
    <div
      id={isAnchor ? sceneAnchorId(block.anchor!) : undefined}
      data-scene={isAnchor ? block.anchor : undefined}
      tabIndex={isAnchor ? -1 : undefined}
      className={clsx(
        "sp-block",
        KIND_CLASS[block.kind],
        block.isContinued && "sp-continued",
        block.isRevised && "sp-revised",
        isAnchor && block.anchor === targetScene && "sp-target",
      )}
      style={gapStyle(block.gapBefore)}
    >
      {block.sceneNumber && block.kind === "scene_heading" && (
        <>
          <span aria-hidden="true" className="sp-scene-number sp-scene-number-left">
            {block.sceneNumber}
          </span>
          <span aria-hidden="true" className="sp-scene-number sp-scene-number-right">
            {block.sceneNumber}
          </span>
        </>
      )}
      {block.text}
    </div>
  );
}

function Block({ block, targetScene }: { block: PageBlock; targetScene: number | null }) {
  if (block.type === "lines") return <Lines block={block} targetScene={targetScene} />;
  const isAnchor = block.anchor !== undefined;
  return (
    <div
      id={isAnchor ? sceneAnchorId(block.anchor!) : undefined}
      data-scene={isAnchor ? block.anchor : undefined}
      tabIndex={isAnchor ? -1 : undefined}
      className="sp-dual"
      style={gapStyle(block.gapBefore)}
    >
      {(["left", "right"] as const).map((side) => (
        <div key={side} className={`sp-dual-col sp-dual-${side}`}>
          {block[side].map((item, index) => (
            <Lines key={index} block={item} targetScene={targetScene} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** One printed page of the screenplay view: a paper sheet with its number top right. */
export function ScreenplaySheet({
  sheet,
  pageCount,
  targetScene,
  isTargetPage = false,
  tracker,
}: {
  sheet: SheetModel;
  pageCount: number;
  targetScene: number | null;
  /** The page a link asked for (?page=): focusable and outlined. */
  isTargetPage?: boolean;
  /** Told which element shows this page, for the reading log (the time it is on screen). */
  tracker?: PageTracker;
}) {
  // A stable ref: a new callback each render would stop and restart the page's timing.
  const number = sheet.number;
  const watch = useCallback(
    (element: HTMLElement | null) => tracker?.observe(number, element),
    [tracker, number],
  );
  return (
    <article
      ref={watch}
      aria-label={`Page ${sheet.number} of ${pageCount}`}
      data-page={sheet.number}
      tabIndex={isTargetPage ? -1 : undefined}
      className={clsx("sp-sheet", isTargetPage && "sp-target-page")}
    >
      {sheet.label && (
        <span aria-hidden="true" className="sp-page-number">
          {sheet.label}.
        </span>
      )}
      {sheet.blocks.map((block, index) => (
        <Block key={index} block={block} targetScene={targetScene} />
      ))}
    </article>
  );
}
