import { ArrowLeft, Trash2 } from "lucide-react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";

import { Button } from "../../components/ui/button.tsx";
import { Container } from "../../components/ui/container.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import {
  EmptyResults,
  ListError,
  ScriptGrid,
  ScriptGridSkeleton,
} from "../../features/discover/components/script-grid.tsx";
import { useReaderList } from "../../features/lists/api/get-list.ts";
import { useToggleListScript } from "../../features/lists/api/toggle-list-script.ts";
import { ListShareControls } from "../../features/lists/components/list-share-controls.tsx";
import { ListsPanel } from "../../features/lists/components/lists-panel.tsx";
import { ApiRequestError } from "../../lib/api-client.ts";
import { errorMessageOf } from "../../lib/error-message.ts";

/** /lists (signed in): the reader's named lists of scripts. */
export function ListsPage() {
  return (
    <Container size="narrow" className="space-y-6 py-10 sm:py-14">
      <title>Your lists — The White List</title>
      <header>
        <h1 className="font-display-tight text-3xl font-semibold text-ink sm:text-4xl">Your lists</h1>
        <p className="mt-2 text-ink-muted">
          Keep scripts to read or to send on. Lists are private until you share one.
        </p>
      </header>
      <ListsPanel />
    </Container>
  );
}

/** /lists/:id (the owner only): the list's scripts, sharing, and removing a script. */
export function ListDetailPage() {
  const { id = "" } = useParams();
  const list = useReaderList(id);
  const toggle = useToggleListScript();

  const back = (
    <Link
      to="/lists"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-ink hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> All lists
    </Link>
  );
  if (list.isError && list.error instanceof ApiRequestError && list.error.status === 404)
    return (
      <Container className="space-y-6 py-10 sm:py-14">
        <title>List not found — The White List</title>
        {back}
        <EmptyResults>This list does not exist, or it is not yours.</EmptyResults>
      </Container>
    );

  return (
    <Container className="space-y-8 py-10 sm:py-14">
      <title>{`${list.data?.list.name ?? "List"} — The White List`}</title>
      {back}
      {list.isPending ? (
        <div aria-busy="true" aria-label="Loading the list" className="space-y-3">
          <Skeleton className="h-10 w-64" />
          <Skeleton className="h-6 w-80" />
        </div>
      ) : list.isError ? null : (
        <header className="space-y-4">
          <h1 className="font-display-tight text-3xl font-semibold break-words text-ink sm:text-4xl">
            {list.data.list.name}
          </h1>
          <ListShareControls list={list.data.list} />
        </header>
      )}
      {list.isPending ? (
        <ScriptGridSkeleton />
      ) : list.isError ? (
        <ListError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.scripts.length === 0 ? (
        <EmptyResults
          action={
            <Button to="/discover" size="sm">
              Find scripts on Discover
            </Button>
          }
        >
          This list is empty. Use “Add to list” on any script.
        </EmptyResults>
      ) : (
        <ScriptGrid
          scripts={list.data.scripts}
          label={`Scripts in ${list.data.list.name}`}
          renderActions={(script) => (
            <Button
              variant="ghost"
              size="sm"
              className="size-9 px-0"
              aria-label={`Remove “${script.title}” from this list`}
              disabled={toggle.isPending}
              onClick={() =>
                toggle.mutate(
                  { listId: id, scriptId: script.id, add: false },
                  {
                    onSuccess: () => toast.success(`Removed “${script.title}”`),
                    onError: (error) => toast.error(errorMessageOf(error, "Could not remove the script")),
                  },
                )
              }
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        />
      )}
    </Container>
  );
}
