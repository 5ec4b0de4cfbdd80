/** Shared look of the reader's two views: a toolbar over a scrolling desk of pages. */
export const READER_FRAME_CLASS = "overflow-hidden rounded-2xl border border-line bg-surface-2 shadow-card";
export const READER_TOOLBAR_CLASS =
  "flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line bg-surface/95 px-3 py-2 text-sm text-ink-muted";
export const READER_SCROLL_CLASS =
  "relative h-[calc(100dvh-12rem)] min-h-[26rem] overflow-auto overscroll-contain focus-visible:outline-offset-[-3px]";
