import { useEffect, useRef, useState } from "react";

import { Spinner } from "../../../../components/ui/spinner.tsx";
import { isRenderCancelled, type PDFDocumentProxy } from "../../lib/pdfjs.ts";
import type { PdfPageSize } from "./use-pdf-document.ts";
import { outputScale } from "./zoom.ts";

interface PdfPageProps {
  doc: PDFDocumentProxy;
  number: number;
  pageCount: number;
  /** CSS pixels per PDF point. */
  scale: number;
  /** False until the reader knows its width (the scale may still change). */
  isSized: boolean;
  /** Size to hold before this page is measured (the first page's). */
  placeholder: PdfPageSize;
  /** The scrolling reader: pages draw when they come near its view. */
  root: HTMLElement | null;
  register: (number: number, element: HTMLElement | null) => void;
}

/**
 * One PDF page: a paper-coloured placeholder of the right size that draws itself with pdf.js when
 * it nears the view, at the screen's pixel density times the zoom, and again when the zoom
 * changes. The new canvas replaces the old one only when drawn, so zooming never flashes blank.
 */
export function PdfPage({
  doc,
  number,
  pageCount,
  scale,
  isSized,
  placeholder,
  root,
  register,
}: PdfPageProps) {
  const holder = useRef<HTMLDivElement>(null);
  const drawnAt = useRef<number | null>(null);
  const [isNear, setIsNear] = useState(false);
  const [size, setSize] = useState<PdfPageSize | null>(null);
  const [state, setState] = useState<"waiting" | "drawn" | "failed">("waiting");

  useEffect(() => {
    const element = holder.current;
    if (!element || !root) return;
    if (typeof IntersectionObserver === "undefined") {
      queueMicrotask(() => setIsNear(true));
      return;
    }
    const observer = new IntersectionObserver(([entry]) => setIsNear(Boolean(entry?.isIntersecting)), {
      root,
      rootMargin: "150% 0px",
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [root]);

  useEffect(() => {
    if (!isNear || !isSized) return;
    const density = window.devicePixelRatio || 1;
    if (drawnAt.current === scale * density) return;
    let isCurrent = true;
    let cancel = () => {};
    doc
      .getPage(number)
      .then(async (page) => {
        if (!isCurrent) return;
        const base = page.getViewport({ scale: 1 });
        setSize({ width: base.width, height: base.height });
        const viewport = page.getViewport({ scale: outputScale(scale, density, base.width, base.height) });
        const canvas = document.createElement("canvas");
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.className = "block size-full";
        const task = page.render({ canvas, viewport });
        cancel = () => task.cancel();
        await task.promise;
        if (!isCurrent) return;
        holder.current?.replaceChildren(canvas);
        drawnAt.current = scale * density;
        setState("drawn");
      })
      .catch((error: unknown) => {
        if (isCurrent && !isRenderCancelled(error)) setState("failed");
      });
    return () => {
      isCurrent = false;
      cancel();
    };
  }, [doc, number, scale, isNear, isSized]);

  const { width, height } = size ?? placeholder;
  return (
    <div
      ref={(element) => register(number, element)}
      role="img"
      aria-label={`Page ${number} of ${pageCount}`}
      data-page-number={number}
      data-rendered={state === "drawn" || undefined}
      className="relative shrink-0 overflow-hidden rounded-[3px] bg-white shadow-page ring-1 ring-paper-line"
      style={{ width: Math.round(width * scale), height: Math.round(height * scale) }}
    >
      <div ref={holder} className="size-full" />
      {state === "waiting" && isNear && (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner label={`Drawing page ${number}`} className="size-6 opacity-60" />
        </span>
      )}
      {state === "failed" && (
        <span className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-paper-ink">
          Page {number} could not be drawn.
        </span>
      )}
    </div>
  );
}
