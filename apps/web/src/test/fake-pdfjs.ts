/**
 * A stand-in for pdfjs-dist (which needs a real canvas and DOMMatrix, absent in jsdom): documents
 * of `fakePdf.pages` letter pages whose pages "render" at once. The reader's own code runs as is.
 */
export const fakePdf = {
  pages: 3,
  opened: [] as string[],
  rendered: [] as { page: number; scale: number }[],
};

export function resetFakePdf() {
  fakePdf.pages = 3;
  fakePdf.opened = [];
  fakePdf.rendered = [];
}

export const GlobalWorkerOptions = { workerSrc: "" };

function fakePage(pageNumber: number) {
  return {
    pageNumber,
    getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale, scale }),
    render: ({ viewport }: { viewport: { scale: number } }) => {
      fakePdf.rendered.push({ page: pageNumber, scale: viewport.scale });
      return { promise: Promise.resolve(), cancel: () => {} };
    },
  };
}

export function getDocument({ url }: { url: string }) {
  fakePdf.opened.push(url);
  const numPages = fakePdf.pages;
  const doc = {
    numPages,
    getPage: (page: number) => Promise.resolve(fakePage(page)),
    destroy: () => Promise.resolve(),
  };
  return { promise: Promise.resolve(doc), destroy: () => Promise.resolve() };
}
