import { FilePlus2, FileText } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "../../../components/ui/button.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useProfileScripts } from "../api/get-profile-scripts.ts";
import { ProfileScriptCard } from "./profile-script-card.tsx";

const GRID = "grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3";

function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-12 text-center">
      <FileText aria-hidden="true" className="size-8 text-ink-subtle" />
      {children}
    </div>
  );
}

export function ScriptGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-line bg-surface">
          <Skeleton className="aspect-[2/3] rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The profile's scripts: a grid, or the own / others' empty state. */
export function ProfileScriptsSection({ userId, isOwn }: { userId: string; isOwn: boolean }) {
  const scripts = useProfileScripts(userId);
  const heading = isOwn ? "Your scripts" : "Scripts";

  let body: ReactNode;
  if (scripts.isPending) {
    body = (
      <div aria-busy="true">
        <span className="sr-only">Loading scripts</span>
        <ScriptGridSkeleton />
      </div>
    );
  } else if (scripts.isError) {
    body = (
      <InlineAlert>
        <p>Failed to load scripts</p>
        <button
          type="button"
          onClick={() => void scripts.refetch()}
          className="mt-1 font-medium underline underline-offset-2"
        >
          Try Again
        </button>
      </InlineAlert>
    );
  } else if (scripts.data.length === 0) {
    body = isOwn ? (
      <EmptyState>
        <p className="font-medium text-ink">You haven&apos;t uploaded any scripts yet</p>
        <Button to="/upload" size="sm" className="mt-1">
          <FilePlus2 aria-hidden="true" /> Upload Your First Script
        </Button>
      </EmptyState>
    ) : (
      <EmptyState>
        <p className="font-medium text-ink">No public scripts yet</p>
      </EmptyState>
    );
  } else {
    body = (
      <ul aria-label={heading} className={GRID}>
        {scripts.data.map((script) => (
          <li key={script.id}>
            <ProfileScriptCard script={script} showPrivate={isOwn} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="profile-scripts-heading" className="space-y-4">
      <h2 id="profile-scripts-heading" className="font-display-tight text-xl font-semibold text-ink">
        {heading}
      </h2>
      {body}
    </section>
  );
}
