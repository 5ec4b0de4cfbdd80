import { RotateCw } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";

import { Button } from "../../../../components/ui/button.tsx";
import { ErrorBoundary } from "../../../../components/ui/error-boundary.tsx";
import { InlineAlert } from "../../../../components/ui/inline-alert.tsx";
import { SegmentedControl } from "../../../../components/ui/segmented-control.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import type { PageTracker } from "../../../../lib/page-time-tracker.ts";
import { useReaderTarget, type ReaderView } from "../../../../lib/reader-target.ts";
import { partOfPage, useScreenplayPages } from "../../api/get-screenplay-part.ts";
import { useScreenplay } from "../../api/get-screenplay.ts";
import { ScreenplayView } from "../view/screenplay-view.tsx";
import { READER_FRAME_CLASS, READER_TOOLBAR_CLASS } from "./reader-frame.ts";
import { ScreenplayNote, ScreenplayStatePanel } from "./screenplay-status.tsx";

// pdf.js is large: it loads with the first PDF opened, not with the app.
const loadPdfReader = () => lazy(() => import("../pdf/pdf-reader.tsx"));

export interface ScriptReaderProps {
  scriptId: string;
  title: string;
  file: { url: string; version: number; fileType: "pdf" | "fdx" | "fountain" };
  /** Times the pages on screen for the reading log (PDF view). */
  tracker?: PageTracker;
}

function ReaderSkeleton() {
  return (
    <div role="status" aria-label="Loading the reader" className="space-y-3">
      <Skeleton className="h-12 w-full rounded-2xl" />
      <Skeleton className="h-[60dvh] w-full rounded-2xl" />
    </div>
  );
}

/**
 * The Read tab's viewer: PDFs in the pdf.js reader with a switch to the clean screenplay
 * view (once the server has parsed the version); FDX and Fountain files in the screenplay view.
 * The view and the scene to show come from the address (lib/reader-target).
 */
export function ScriptReader({ scriptId, title, file, tracker }: ScriptReaderProps) {
  // A new lazy component on retry: React remembers a failed import per component.
  const [PdfReader, setPdfReader] = useState(loadPdfReader);
  const target = useReaderTarget();
  const screenplay = useScreenplay(scriptId, file.version);
  const head = screenplay.data?.status === "done" ? screenplay.data.model : null;
  // A large model comes in parts of pages: part 1 with the model, the others as the reader scrolls
  // on (`asked`) or jumps to a scene further in.
  const [asked, setAsked] = useState({ version: file.version, parts: 1 });
  const targetScene = target.scene === null ? undefined : head?.scenes[target.scene];
  const wantedParts = Math.max(
    asked.version === file.version ? asked.parts : 1,
    partOfPage(screenplay.data, targetScene?.startPage ?? target.page ?? undefined),
  );
  const loaded = useScreenplayPages(scriptId, screenplay.data, wantedParts);
  const model = useMemo(() => head && { ...head, pages: loaded.pages }, [head, loaded.pages]);
  const nextRange = screenplay.data?.parts?.ranges[loaded.loaded];
  const lastRange = screenplay.data?.parts?.ranges.at(-1);
  const isPdf = file.fileType === "pdf";
  const wanted: ReaderView = isPdf ? (target.view ?? "pdf") : "screenplay";
  // A PDF stays in the PDF view until its screenplay view exists.
  const view: ReaderView = isPdf && !model ? "pdf" : wanted;

  // Outside the views, so it keeps focus and state while the reader below changes.
  const switcher = isPdf && (
    <div className="flex min-w-0 flex-wrap items-center gap-3">
      <SegmentedControl<ReaderView>
        label="Reader view"
        value={view}
        onChange={target.setView}
        options={[
          { value: "pdf", label: "PDF" },
          {
            value: "screenplay",
            label: "Screenplay view",
            disabled: !model,
            description: model ? undefined : "Available once the script is processed",
          },
        ]}
      />
      <ScreenplayNote query={screenplay} />
    </div>
  );

  let body;
  if (view === "pdf") {
    const wantedPage = targetScene?.startPage ?? target.page;
    const targetPage =
      wantedPage === null || wantedPage === undefined
        ? null
        : (model?.pages.find((page) => page.number === wantedPage)?.pdfPage ??
          (targetScene ? null : wantedPage));
    body = (
      <ErrorBoundary
        fallback={(reset) => (
          <InlineAlert>
            <p>The PDF reader could not be loaded. Check your connection and try again.</p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              onClick={() => {
                setPdfReader(loadPdfReader);
                reset();
              }}
            >
              <RotateCw aria-hidden="true" /> Retry
            </Button>
          </InlineAlert>
        )}
      >
        <Suspense fallback={<ReaderSkeleton />}>
          <PdfReader url={file.url} title={title} targetPage={targetPage} tracker={tracker} />
        </Suspense>
      </ErrorBoundary>
    );
  } else if (model) {
    body = (
      <ScreenplayView
        model={model}
        title={title}
        pageCount={lastRange?.to ?? model.pages.length}
        more={
          nextRange && {
            ...nextRange,
            isLoading: loaded.isLoading,
            isError: loaded.isError,
            onLoad: loaded.isError
              ? loaded.retry
              : () => setAsked({ version: file.version, parts: loaded.loaded + 1 }),
          }
        }
        targetScene={target.scene}
        targetPage={target.page}
        onSceneChange={target.setScene}
        // A PDF's pages are reported by the PDF view (its own numbering); Fountain and FDX from here.
        tracker={isPdf ? undefined : tracker}
      />
    );
  } else {
    body = (
      <div className={READER_FRAME_CLASS}>
        <div className={READER_TOOLBAR_CLASS}>
          <span className="font-medium text-ink">Screenplay view</span>
        </div>
        <ScreenplayStatePanel query={screenplay} />
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {switcher}
      {body}
    </div>
  );
}
