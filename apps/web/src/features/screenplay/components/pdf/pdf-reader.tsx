import {
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Virtualizer,
} from "@tanstack/react-virtual";
import { RotateCw } from "lucide-react";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from "react";

import { Button } from "../../../../components/ui/button.tsx";
import { InlineAlert } from "../../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import type { PageTracker } from "../../../../lib/page-time-tracker.ts";
import { useElementWidth } from "../../../../lib/use-element-width.ts";
import type { PDFDocumentProxy } from "../../lib/pdfjs.ts";
import { READER_FRAME_CLASS, READER_SCROLL_CLASS, READER_TOOLBAR_CLASS } from "../reader/reader-frame.ts";
import { PdfPage } from "./pdf-page.tsx";
import { PdfToolbar } from "./pdf-toolbar.tsx";
import { usePdfDocument, type PdfPageSize } from "./use-pdf-document.ts";
import { visiblePage } from "./visible-page.ts";
import { DESK_PADDING, percentOf, scaleOf, zoomIn, zoomOut, type Zoom } from "./zoom.ts";

export interface PdfReaderProps {
  url: string;
  title: string;
  /** A page to show first (e.g. where a chosen scene starts). */
  targetPage?: number | null;
  /** Told which page elements exist, to time how long each is on screen (the reading log). */
  tracker?: PageTracker;
}

/** Space between pages (px), and pages kept drawn above and below the view. */
const PAGE_GAP = 16;
const PAGES_OVERSCAN = 2;
/**
 * The reader's size as the virtualizer sees it. Before layout (or without one, as in jsdom) the
 * height reads 0, which would show no page at all: the window's height stands in until measured.
 */
function observeReaderRect(
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    cb(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight }),
  );
}

/** The reader keeps the positioned wrapper of each page (its offsetTop is the page's place on the desk). */
const ignoreRegister = () => {};

const KEY_STEPS: Record<string, number | "first" | "last"> = {
  PageDown: 1,
  ArrowRight: 1,
  PageUp: -1,
  ArrowLeft: -1,
  Home: "first",
  End: "last",
};

/** The scrolling element, as state for what renders from it (IntersectionObserver root, width) and as a ref for scrolling it. */
function useScrollerElement() {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const attachScroller = useCallback((element: HTMLDivElement | null) => {
    scrollerRef.current = element;
    setScroller(element);
  }, []);
  return { scroller, scrollerRef, attachScroller };
}

/**
 * Only the pages near the view exist in the document (a 100,000-page PDF once froze the tab
 * with 100,000 page elements); the rest are space of the estimated height.
 */
function usePageVirtualizer(
  pageCount: number,
  pageHeight: number,
  scale: number,
  scrollerRef: RefObject<HTMLDivElement | null>,
) {
  const estimate = Math.round(pageHeight * scale) + PAGE_GAP;
  // eslint-disable-next-line react-hooks/incompatible-library -- read afresh on every render; nothing here memoizes its functions
  const virtualizer = useVirtualizer({
    count: pageCount,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => estimate,
    // A page not laid out yet (or no layout at all, as in jsdom) keeps its estimated height.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || estimate,
    overscan: PAGES_OVERSCAN,
    paddingStart: DESK_PADDING,
    paddingEnd: DESK_PADDING - PAGE_GAP,
    observeElementRect: observeReaderRect,
  });
  useLayoutEffect(() => virtualizer.measure(), [scale, virtualizer]);
  return virtualizer;
}

/** Keep the same spot in view when the zoom changes. */
function useKeepSpotOnZoom(scrollerRef: RefObject<HTMLDivElement | null>, scale: number) {
  const previousScale = useRef(scale);
  useLayoutEffect(() => {
    const before = previousScale.current;
    previousScale.current = scale;
    const element = scrollerRef.current;
    if (element && before !== scale) element.scrollTop = (element.scrollTop * scale) / before;
  }, [scale, scrollerRef]);
}

interface PdfPagesProps {
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  doc: PDFDocumentProxy;
  firstPage: PdfPageSize;
  scale: number;
  isSized: boolean;
  root: HTMLDivElement | null;
  register: (number: number, element: HTMLElement | null) => void;
}

/** The desk: its full height, with only the virtualizer's pages placed on it. */
function PdfPages({ virtualizer, doc, firstPage, scale, isSized, root, register }: PdfPagesProps) {
  const pageCount = doc.numPages;
  return (
    <div
      className="relative min-w-full"
      style={{
        height: virtualizer.getTotalSize(),
        width: Math.round(firstPage.width * scale) + 2 * DESK_PADDING,
      }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={(element) => {
            virtualizer.measureElement(element);
            register(item.index + 1, element);
          }}
          className="absolute inset-x-0 flex justify-center"
          style={{ top: item.start, paddingBottom: PAGE_GAP, paddingInline: DESK_PADDING }}
        >
          <PdfPage
            doc={doc}
            number={item.index + 1}
            pageCount={pageCount}
            scale={scale}
            isSized={isSized}
            placeholder={firstPage}
            root={root}
            register={ignoreRegister}
          />
        </div>
      ))}
    </div>
  );
}

function LoadedPdf({
  doc,
  firstPage,
  title,
  targetPage,
  tracker,
}: Omit<PdfReaderProps, "url"> & { doc: PDFDocumentProxy; firstPage: PdfPageSize }) {
  const pageCount = doc.numPages;
  const { scroller, scrollerRef, attachScroller } = useScrollerElement();
  const width = useElementWidth(scroller);
  const [zoom, setZoom] = useState<Zoom>("fit");
  const [current, setCurrent] = useState(1);
  const scale = scaleOf(zoom, width ?? 0, firstPage.width);
  // Pages wait for the first measurement, so "fit width" does not draw everything twice.
  const isSized = width !== null || zoom !== "fit";
  const pages = useRef<(HTMLElement | null)[]>([]);
  // A page chosen by paging stays "current" while it is in view (the last pages cannot reach the top).
  const pinned = useRef<number | null>(null);
  const frame = useRef(0);

  const register = useCallback(
    (number: number, element: HTMLElement | null) => {
      pages.current[number - 1] = element;
      tracker?.observe(number, element);
    },
    [tracker],
  );

  const virtualizer = usePageVirtualizer(pageCount, firstPage.height, scale, scrollerRef);

  const scrollToPage = useCallback(
    (page: number) => {
      const element = pages.current[page - 1];
      if (scrollerRef.current && element) scrollerRef.current.scrollTop = element.offsetTop - DESK_PADDING;
      else virtualizer.scrollToIndex(page - 1, { align: "start" });
    },
    [scrollerRef, virtualizer],
  );

  const goTo = (page: number) => {
    const next = Math.min(pageCount, Math.max(1, page));
    pinned.current = next;
    setCurrent(next);
    scrollToPage(next);
  };

  useKeepSpotOnZoom(scrollerRef, scale);

  useEffect(() => {
    if (!targetPage) return;
    pinned.current = Math.min(pageCount, targetPage);
    scrollToPage(pinned.current);
  }, [targetPage, pageCount, scrollToPage, scroller]);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onScroll = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      if (!scrollerRef.current) return;
      const found = visiblePage(scrollerRef.current, pages.current, pinned.current);
      pinned.current = found.pinned;
      setCurrent(found.page);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = KEY_STEPS[event.key];
    if (step === undefined) {
      if (event.key === "ArrowUp" || event.key === "ArrowDown") pinned.current = null;
      return;
    }
    event.preventDefault();
    goTo(step === "first" ? 1 : step === "last" ? pageCount : current + step);
  };

  const percent = percentOf(scale);
  const unpin = () => (pinned.current = null);
  return (
    <div className={READER_FRAME_CLASS}>
      <PdfToolbar
        page={current}
        pageCount={pageCount}
        percent={percent}
        isFit={zoom === "fit"}
        onPage={goTo}
        onZoomOut={() => setZoom(zoomOut(percent))}
        onZoomIn={() => setZoom(zoomIn(percent))}
        onFit={() => setZoom("fit")}
      />
      {/* The focusable scrolling region pages with the keyboard (the hint below says how): jsx-a11y
          cannot tell a focusable region from static content, so its keydown rule is wrong here. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={attachScroller}
        role="region"
        aria-label={`${title} (PDF)`}
        aria-describedby="pdf-keys-hint"
        tabIndex={0}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
        onWheel={unpin}
        onTouchStart={unpin}
        onPointerDown={unpin}
        className={READER_SCROLL_CLASS}
      >
        <p id="pdf-keys-hint" className="sr-only">
          Page Up, Page Down, the left and right arrow keys, Home and End move between pages.
        </p>
        <PdfPages
          virtualizer={virtualizer}
          doc={doc}
          firstPage={firstPage}
          scale={scale}
          isSized={isSized}
          root={scroller}
          register={register}
        />
      </div>
    </div>
  );
}

/** The PDF reader (pdf.js): lazy, crisp pages, zoom, page indicator and keyboard paging. */
export default function PdfReader({ url, ...props }: PdfReaderProps) {
  const { doc, firstPage, error, retry } = usePdfDocument(url);
  if (doc && firstPage) return <LoadedPdf key={url} doc={doc} firstPage={firstPage} {...props} />;
  return (
    <div className={READER_FRAME_CLASS}>
      <div className={READER_TOOLBAR_CLASS}>
        <span className="font-medium text-ink">{props.title}</span>
      </div>
      {error ? (
        <div className="p-4">
          <InlineAlert>
            <p>The PDF could not be opened here. You can still download it or open it in a new tab.</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={retry}>
              <RotateCw aria-hidden="true" /> Retry
            </Button>
          </InlineAlert>
        </div>
      ) : (
        <div role="status" aria-label="Opening the PDF" className="flex justify-center p-4">
          <Skeleton className="aspect-[17/22] w-full max-w-3xl rounded-[3px]" />
        </div>
      )}
    </div>
  );
}
