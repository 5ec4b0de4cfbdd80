import { BellRing, Search } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { SAVED_SEARCH_NAME_MAX_LENGTH, type SavedSearch } from "@twl/contract";

import { RenamableItem } from "../../../components/renamable-item.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { errorMessageOf } from "../../../lib/error-message.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { useDeleteSavedSearch } from "../api/delete-saved-search.ts";
import { useSavedSearches } from "../api/get-saved-searches.ts";
import { useRenameSavedSearch } from "../api/rename-saved-search.ts";
import { describeQuery, discoverPathOf } from "../lib/describe-query.ts";

function SavedSearchRow({ search, onDelete }: { search: SavedSearch; onDelete: () => void }) {
  const rename = useRenameSavedSearch();
  const filters = describeQuery(search.query);
  return (
    <RenamableItem
      name={search.name}
      to={discoverPathOf(search.query)}
      fieldLabel="Saved search name"
      maxLength={SAVED_SEARCH_NAME_MAX_LENGTH}
      isRenamePending={rename.isPending}
      rename={(name, handlers) => rename.mutate({ id: search.id, name }, handlers)}
      renameErrorText="Could not rename the search"
      onDelete={onDelete}
    >
      <p className="mt-1 text-sm text-ink-muted">
        {filters.length > 0 ? filters.join(" · ") : "Every new script"}
      </p>
      <p className="mt-0.5 text-xs text-ink-subtle">
        <BellRing aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
        {search.lastAlertedAt ? `Last alert ${formatDateTime(search.lastAlertedAt)}` : "No new matches yet"}
      </p>
    </RenamableItem>
  );
}

/** The account area's saved searches: open one on /discover, rename or delete it. */
export function SavedSearchesPanel() {
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const [doomed, setDoomed] = useState<SavedSearch | null>(null);

  let body;
  if (searches.isPending)
    body = (
      <div aria-label="Loading saved searches" aria-busy="true" className="space-y-3 py-2">
        <Skeleton className="h-14 w-full rounded-xl" />
        <Skeleton className="h-14 w-full rounded-xl" />
      </div>
    );
  else if (searches.isError)
    body = <InlineAlert>{errorMessageOf(searches.error, "Could not load your saved searches")}</InlineAlert>;
  else if (searches.data.length === 0)
    body = (
      <div
        role="status"
        className="rounded-2xl border border-dashed border-line-strong px-5 py-10 text-center"
      >
        <Search aria-hidden="true" className="mx-auto size-8 text-ink-subtle" />
        <p className="mt-3 font-semibold text-ink">No saved searches yet</p>
        <p className="mt-1 text-sm text-ink-muted">
          Set the filters you care about on Discover, then choose “Save search” to hear about new matches.
        </p>
        <Button to="/discover" size="sm" className="mt-4">
          Go to Discover
        </Button>
      </div>
    );
  else
    body = (
      <ul aria-label="Saved searches" className="divide-y divide-line">
        {searches.data.map((search) => (
          <SavedSearchRow key={search.id} search={search} onDelete={() => setDoomed(search)} />
        ))}
      </ul>
    );

  return (
    <Card className="p-5 sm:p-6">
      {body}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        title="Delete this saved search?"
        description={`“${doomed?.name ?? ""}” will stop sending alerts. This cannot be undone.`}
        confirmLabel="Delete"
        isDestructive
        isBusy={remove.isPending}
        onConfirm={() =>
          doomed &&
          remove.mutate(doomed.id, {
            onSuccess: () => {
              toast.success(`Deleted “${doomed.name}”`);
              setDoomed(null);
            },
            onError: (error) => toast.error(errorMessageOf(error, "Could not delete the search")),
          })
        }
      />
    </Card>
  );
}
