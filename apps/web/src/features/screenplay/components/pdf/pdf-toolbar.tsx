import { ChevronDown, ChevronUp, Maximize2, Minus, Plus } from "lucide-react";

import { READER_TOOLBAR_CLASS } from "../reader/reader-frame.ts";

const iconButton =
  "inline-flex size-8 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-2 hover:text-ink disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4";

interface PdfToolbarProps {
  page: number;
  pageCount: number;
  percent: number;
  isFit: boolean;
  onPage: (page: number) => void;
  onZoomOut: () => void;
  onZoomIn: () => void;
  onFit: () => void;
}

/** Paging and zoom for the PDF reader: Page X of Y, −, percentage, +, fit width. */
export function PdfToolbar({
  page,
  pageCount,
  percent,
  isFit,
  onPage,
  onZoomOut,
  onZoomIn,
  onFit,
}: PdfToolbarProps) {
  return (
    <div role="toolbar" aria-label="PDF controls" className={READER_TOOLBAR_CLASS}>
      <div className="flex items-center gap-1 sm:mr-auto">
        <button
          type="button"
          className={iconButton}
          onClick={() => onPage(page - 1)}
          disabled={page <= 1}
          aria-label="Previous page"
        >
          <ChevronUp aria-hidden="true" />
        </button>
        <span
          aria-live="polite"
          aria-atomic="true"
          className="min-w-[6.5rem] text-center font-medium text-ink tabular-nums"
        >
          Page {page} of {pageCount}
        </span>
        <button
          type="button"
          className={iconButton}
          onClick={() => onPage(page + 1)}
          disabled={page >= pageCount}
          aria-label="Next page"
        >
          <ChevronDown aria-hidden="true" />
        </button>
      </div>
      <div className="flex items-center gap-1 sm:border-l sm:border-line sm:pl-2">
        <button type="button" className={iconButton} onClick={onZoomOut} aria-label="Zoom out">
          <Minus aria-hidden="true" />
        </button>
        <span className="w-12 text-center text-ink tabular-nums" aria-label={`Zoom ${percent}%`}>
          {percent}%
        </span>
        <button type="button" className={iconButton} onClick={onZoomIn} aria-label="Zoom in">
          <Plus aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={onFit}
          aria-pressed={isFit}
          className="ml-1 inline-flex h-8 items-center gap-1.5 rounded-full px-3 font-medium text-ink-muted transition-colors hover:bg-surface-2 hover:text-ink aria-pressed:bg-accent-soft aria-pressed:text-ink [&_svg]:size-3.5"
        >
          <Maximize2 aria-hidden="true" /> Fit width
        </button>
      </div>
    </div>
  );
}
