import { BellRing, Search } from "lucide-react";

import { SAVED_SEARCH_NAME_MAX_LENGTH, type SavedSearch } from "@twl/contract";

import { AccountItems } from "../../../components/account-items-panel.tsx";
import { RenamableItem } from "../../../components/renamable-item.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
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
  return (
    <Card className="p-5 sm:p-6">
      <AccountItems
        items={searches}
        label="Saved searches"
        loadErrorText="Could not load your saved searches"
        empty={{
          icon: Search,
          title: "No saved searches yet",
          text: "Set the filters you care about on Discover, then choose “Save search” to hear about new matches.",
          action: (
            <Button to="/discover" size="sm" className="mt-4">
              Go to Discover
            </Button>
          ),
        }}
        renderItem={(search, onDelete) => (
          <SavedSearchRow key={search.id} search={search} onDelete={onDelete} />
        )}
        confirm={{
          title: "Delete this saved search?",
          description: (name) => `“${name}” will stop sending alerts. This cannot be undone.`,
          confirmLabel: "Delete",
        }}
        remove={remove}
        deleteErrorText="Could not delete the search"
      />
    </Card>
  );
}
