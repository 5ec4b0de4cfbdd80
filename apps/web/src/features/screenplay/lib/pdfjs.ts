import { getDocument, GlobalWorkerOptions, type PDFDocumentLoadingTask } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

export type { PDFDocumentProxy, PDFPageProxy } from "pdfjs-dist";

// The worker is a file of this app (bundled by Vite): the CSP allows workers from 'self' only.
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Opens a PDF from a same-origin (signed) URL with pdf.js. No eval (the CSP forbids it); pages are
 * fetched by range as they are needed.
 */
export function openPdf(url: string): PDFDocumentLoadingTask {
  return getDocument({ url, isEvalSupported: false, enableXfa: false });
}

/** pdf.js rejects a cancelled render with this error name; it is not a failure. */
export function isRenderCancelled(error: unknown): boolean {
  return error instanceof Error && error.name === "RenderingCancelledException";
}
