import { FileWarning, LoaderCircle, RotateCw } from "lucide-react";

import { Button } from "../../../../components/ui/button.tsx";
import { errorMessageOf } from "../../../../lib/error-message.ts";
import type { ScreenplayResult } from "../../api/get-screenplay.ts";

export interface ScreenplayQueryState {
  data: ScreenplayResult | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isTimedOut: boolean;
  retry: () => void;
}

/** What waits on the parse: the reader's screenplay view, or the statistics. */
export type ScreenplaySubject = "screenplay view" | "statistics";

/** Why there is no screenplay view (or statistics) yet, in one sentence. Null when it is ready. */
export function screenplayProblem(
  query: ScreenplayQueryState,
  subject: ScreenplaySubject = "screenplay view",
): { kind: "preparing" | "slow" | "failed" | "error"; text: string } | null {
  const isAre = subject === "statistics" ? "are" : "is";
  if (query.isError)
    return { kind: "error", text: errorMessageOf(query.error, `The ${subject} could not be loaded.`) };
  if (query.isPending || !query.data) return { kind: "preparing", text: `Preparing ${subject}…` };
  if (query.data.status === "pending") {
    return query.isTimedOut
      ? { kind: "slow", text: `The ${subject} ${isAre} taking longer than usual to prepare.` }
      : { kind: "preparing", text: `Preparing ${subject}…` };
  }
  const isMissing = subject === "statistics" ? !query.data.stats : !query.data.model;
  if (query.data.status === "failed" || isMissing) {
    const what = subject === "statistics" ? "compute statistics" : "build a screenplay view";
    return {
      kind: "failed",
      text: `We could not ${what} from this file` + (query.data.error ? `: ${query.data.error}` : "."),
    };
  }
  return null;
}

/** A small inline note next to the view switch (PDFs: the PDF stays readable meanwhile). */
export function ScreenplayNote({ query }: { query: ScreenplayQueryState }) {
  const problem = screenplayProblem(query);
  if (!problem) return null;
  return (
    <span role="status" className="inline-flex min-w-0 items-center gap-1.5 text-xs text-ink-subtle">
      {problem.kind === "preparing" ? (
        <LoaderCircle aria-hidden="true" className="size-3.5 shrink-0 motion-safe:animate-spin" />
      ) : (
        <FileWarning aria-hidden="true" className="size-3.5 shrink-0" />
      )}
      <span className="truncate">
        {problem.kind === "failed" ? "Screenplay view unavailable for this file." : problem.text}
      </span>
      {(problem.kind === "slow" || problem.kind === "error") && (
        <button
          type="button"
          onClick={query.retry}
          className="font-medium text-accent-ink underline underline-offset-2"
        >
          Retry
        </button>
      )}
    </span>
  );
}

/** The screenplay view's place when it cannot show yet (FDX and Fountain have no other view). */
export function ScreenplayStatePanel({
  query,
  subject,
}: {
  query: ScreenplayQueryState;
  subject?: ScreenplaySubject;
}) {
  const problem = screenplayProblem(query, subject);
  if (!problem) return null;
  const isWaiting = problem.kind === "preparing";
  return (
    <div role="status" aria-busy={isWaiting} className="flex flex-col items-center px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
        {isWaiting ? (
          <LoaderCircle aria-hidden="true" className="size-6 motion-safe:animate-spin" />
        ) : (
          <FileWarning aria-hidden="true" className="size-6" />
        )}
      </span>
      <p className="mt-4 font-medium text-ink">{problem.text}</p>
      <p className="mt-1 max-w-md text-sm text-ink-muted">
        {isWaiting
          ? "We are reading the script's scenes, characters and pages. This usually takes a few seconds."
          : problem.kind === "failed"
            ? "You can still download the file or open it in a new tab."
            : "Check back in a moment, or try again now."}
      </p>
      {(problem.kind === "slow" || problem.kind === "error") && (
        <Button variant="secondary" size="sm" className="mt-4" onClick={query.retry}>
          <RotateCw aria-hidden="true" /> Retry
        </Button>
      )}
    </div>
  );
}
