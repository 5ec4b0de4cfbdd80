import { FileText, Upload } from "lucide-react";
import type { ReactNode } from "react";

import type { DashboardScript } from "@twl/contract";

import { Button } from "../../../../components/ui/button.tsx";
import { cardClass } from "../../../../components/ui/card.tsx";
import { InlineAlert } from "../../../../components/ui/inline-alert.tsx";
import { Pagination } from "../../../../components/ui/pagination.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { ApiRequestError } from "../../../../lib/api-client.ts";
import { titleOf } from "../../../../lib/script-display.ts";
import { useMyScripts } from "../../api/get-my-scripts.ts";
import { useTogglePrivacy } from "../../hooks/use-toggle-privacy.ts";
import { MyScriptRow } from "./my-script-row.tsx";

interface MyScriptsSectionProps {
  page: number;
  onPageChange: (page: number) => void;
  /** Per-row actions contributed by other features (the page passes the coverage button). */
  renderRowActions?: (script: DashboardScript) => ReactNode;
}

const LIST_CLASS = cardClass({ size: "large", className: "divide-y divide-line overflow-hidden" });

function RowSkeletons() {
  return (
    <ul aria-label="Loading your scripts" aria-busy="true" className={LIST_CLASS}>
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index} className="flex items-center gap-4 p-4 sm:p-5">
          <Skeleton className="aspect-[2/3] w-12 sm:w-14" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-5 w-48 max-w-full" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="hidden h-9 w-56 rounded-full sm:block" />
        </li>
      ))}
    </ul>
  );
}

function EmptyState() {
  return (
    <div className="rounded-3xl border border-dashed border-line-strong bg-surface/60 px-6 py-14 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-ink">
        <FileText aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 font-display-tight text-2xl font-semibold text-ink">No scripts yet</p>
      <p className="mx-auto mt-2 max-w-sm text-ink-muted">
        Upload a screenplay to get reviews, earn clout and get discovered.
      </p>
      <Button to="/upload" size="lg" className="mt-6">
        <Upload aria-hidden="true" /> Upload Your First Script
      </Button>
    </div>
  );
}

/** The writer's scripts on the dashboard: 20 per page, each row with its actions. */
export function MyScriptsSection({ page, onPageChange, renderRowActions }: MyScriptsSectionProps) {
  const scripts = useMyScripts(page);
  const toggle = useTogglePrivacy(page);

  let body: ReactNode;
  if (scripts.isPending) {
    body = <RowSkeletons />;
  } else if (scripts.isError) {
    // An answer that says no, or no usable answer at all.
    const hasAnswer = scripts.error instanceof ApiRequestError && scripts.error.status !== null;
    body = (
      <InlineAlert>
        <p>{hasAnswer ? "Failed to load scripts" : "Failed to load scripts. Please try again."}</p>
        <button
          type="button"
          onClick={() => void scripts.refetch()}
          className="mt-1 font-semibold underline underline-offset-2"
        >
          Try again
        </button>
      </InlineAlert>
    );
  } else if (scripts.data.scripts.length === 0 && page === 1) {
    body = <EmptyState />;
  } else {
    body = (
      <>
        <ul
          aria-label="Your scripts"
          className={LIST_CLASS}
          aria-busy={scripts.isPlaceholderData || undefined}
        >
          {scripts.data.scripts.map((script) => (
            <MyScriptRow
              key={script.id}
              script={script}
              actions={renderRowActions?.(script)}
              onTogglePrivacy={(row) =>
                toggle.mutate({ id: row.id, title: titleOf(row), isPublic: !row.isPublic })
              }
            />
          ))}
        </ul>
        <Pagination
          page={page}
          pages={scripts.data.pagination.pages}
          onPageChange={onPageChange}
          label="Your scripts pages"
        />
      </>
    );
  }

  const total = scripts.data?.pagination.total;
  return (
    <section aria-labelledby="my-scripts-heading" className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="my-scripts-heading" className="font-display-tight text-2xl font-semibold text-ink">
          Your Scripts
          {total !== undefined && total > 0 && (
            <span className="ml-2 text-base font-normal text-ink-subtle tabular-nums">({total})</span>
          )}
        </h2>
      </div>
      {body}
    </section>
  );
}
