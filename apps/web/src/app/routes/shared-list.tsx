import { useParams } from "react-router";

import { Container } from "../../components/ui/container.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import {
  EmptyResults,
  ListError,
  ScriptGrid,
  ScriptGridSkeleton,
} from "../../features/discover/components/script-grid.tsx";
import { useSharedList } from "../../features/lists/api/get-shared-list.ts";
import { ApiRequestError } from "../../lib/api-client.ts";

/** /shared-lists/:token: a reader's list opened by its link; read-only, public scripts only. */
export function SharedListPage() {
  const { token = "" } = useParams();
  const shared = useSharedList(token);

  if (shared.isError && shared.error instanceof ApiRequestError && shared.error.status === 404)
    return (
      <Container className="py-10 sm:py-14">
        <title>List not found — The White List</title>
        <EmptyResults>
          This link no longer works. Its owner may have made the list private or deleted it.
        </EmptyResults>
      </Container>
    );

  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <title>{`${shared.data?.list.name ?? "Shared list"} — The White List`}</title>
      {shared.isPending ? (
        <div aria-busy="true" aria-label="Loading the list" className="space-y-3">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-5 w-40" />
        </div>
      ) : shared.isError ? null : (
        <header>
          <p className="text-sm font-semibold tracking-wide text-accent-ink uppercase">Shared list</p>
          <h1 className="mt-1 font-display-tight text-3xl font-semibold break-words text-ink sm:text-4xl">
            {shared.data.list.name}
          </h1>
          {shared.data.list.ownerName && (
            <p className="mt-2 text-ink-muted">Kept by {shared.data.list.ownerName}</p>
          )}
        </header>
      )}
      {shared.isPending ? (
        <ScriptGridSkeleton />
      ) : shared.isError ? (
        <ListError error={shared.error} onRetry={() => void shared.refetch()} />
      ) : shared.data.scripts.length === 0 ? (
        <EmptyResults>No public scripts in this list yet.</EmptyResults>
      ) : (
        <ScriptGrid scripts={shared.data.scripts} label={`Scripts in ${shared.data.list.name}`} />
      )}
    </Container>
  );
}
