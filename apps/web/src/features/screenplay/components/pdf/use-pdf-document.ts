import { useEffect, useState } from "react";

import { openPdf, type PDFDocumentProxy } from "../../lib/pdfjs.ts";

export interface PdfPageSize {
  width: number;
  height: number;
}

type Loaded =
  { key: string; doc: PDFDocumentProxy; firstPage: PdfPageSize } | { key: string; error: unknown };

/**
 * Opens `url` with pdf.js and measures its first page (the size of every page's placeholder until
 * that page is drawn). The document is destroyed when the URL changes or the reader closes.
 */
export function usePdfDocument(url: string) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${attempt}:${url}`;

  useEffect(() => {
    let isCurrent = true;
    const task = openPdf(url);
    task.promise
      .then(async (doc) => {
        const page = await doc.getPage(1);
        const { width, height } = page.getViewport({ scale: 1 });
        if (isCurrent) setLoaded({ key, doc, firstPage: { width, height } });
      })
      .catch((error: unknown) => {
        if (isCurrent) setLoaded({ key, error });
      });
    return () => {
      isCurrent = false;
      void task.destroy();
    };
  }, [url, key]);

  const current = loaded?.key === key ? loaded : null;
  return {
    doc: current && "doc" in current ? current.doc : null,
    firstPage: current && "doc" in current ? current.firstPage : null,
    error: current && "error" in current ? current.error : null,
    retry: () => setAttempt((value) => value + 1),
  };
}
