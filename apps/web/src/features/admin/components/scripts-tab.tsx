import { Coins, Eye, FileText, Globe, Search } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import {
  ADMIN_MESSAGES,
  ADMIN_SCRIPTS_PAGE_SIZE,
  type AdminScript,
  type AdminScriptsQuery,
} from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { SegmentedControl } from "../../../components/ui/segmented-control.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { useAdminScripts } from "../api/get-admin-scripts.ts";
import { useModerate } from "../api/moderate.ts";
import { useDebouncedValue } from "../lib/use-debounced-value.ts";
import { ReasonDialog } from "./reason-dialog.tsx";
import { ScriptsTable, type ScriptRemovalAction } from "./scripts-table.tsx";
import { SummaryCards } from "./summary-cards.tsx";

type Filters = Omit<AdminScriptsQuery, "search" | "page" | "limit">;
const DEFAULT_FILTERS: Filters = { sort: "newest", visibility: "all", coverage: "all", featured: "all" };

type PendingRemoval = { action: ScriptRemovalAction; script: AdminScript } | null;

/** Search, sort and the coverage, featured and visibility filters. */
function ScriptsToolbar({
  search,
  onSearch,
  filters,
  onChange,
}: {
  search: string;
  onSearch: (value: string) => void;
  filters: Filters;
  onChange: <K extends keyof Filters>(key: K, value: Filters[K]) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="relative block w-full sm:max-w-xs">
        <span className="sr-only">Search scripts by title or author</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-subtle"
        />
        <input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="Search title or author"
          className="h-11 w-full rounded-full border border-line-strong bg-surface pr-4 pl-10 text-sm text-ink focus:border-accent-ink focus:outline-none"
        />
      </label>
      <SelectField
        label="Sort"
        value={filters.sort}
        onChange={(event) => onChange("sort", event.target.value as Filters["sort"])}
      >
        <option value="newest">Newest</option>
        <option value="title">Title</option>
        <option value="views">Most Views</option>
        <option value="clout">Most Clout</option>
      </SelectField>
      <SelectField
        label="Coverage"
        value={filters.coverage}
        onChange={(event) => onChange("coverage", event.target.value as Filters["coverage"])}
      >
        <option value="all">Any coverage</option>
        <option value="none">No coverage</option>
        <option value="pending">Pending</option>
        <option value="processing">Processing</option>
        <option value="completed">Completed</option>
        <option value="failed">Failed</option>
      </SelectField>
      <SelectField
        label="Featured"
        value={filters.featured}
        onChange={(event) => onChange("featured", event.target.value as Filters["featured"])}
      >
        <option value="all">All scripts</option>
        <option value="any">Any featured</option>
        <option value="staff_pick">Staff Picks</option>
        <option value="contest_winner">Contest Winners</option>
      </SelectField>
      <SegmentedControl
        label="Visibility"
        value={filters.visibility}
        onChange={(value) => onChange("visibility", value)}
        options={[
          { value: "all", label: "All" },
          { value: "public", label: "Public" },
          { value: "private", label: "Private" },
        ]}
      />
    </div>
  );
}

/** The Scripts tab: summary cards, sorts, filters, search, the table; a row opens the script. */
export function ScriptsTab() {
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const scripts = useAdminScripts({
    ...filters,
    search: debouncedSearch || undefined,
    page,
    limit: ADMIN_SCRIPTS_PAGE_SIZE,
  });
  const moderate = useModerate();
  const [removal, setRemoval] = useState<PendingRemoval>(null);

  const change = <K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const summary = scripts.data?.summary;

  return (
    <section aria-labelledby="admin-scripts-heading" className="space-y-6">
      <h2 id="admin-scripts-heading" className="sr-only">
        Scripts
      </h2>
      <SummaryCards
        label="Script totals"
        cards={[
          { label: "Total scripts", icon: FileText, value: summary?.total },
          { label: "Public", icon: Globe, value: summary?.public },
          { label: "Total views", icon: Eye, value: summary?.totalViews },
          { label: "Total clout", icon: Coins, value: summary?.totalClout },
        ]}
      />
      <ScriptsToolbar
        search={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        filters={filters}
        onChange={change}
      />

      {scripts.isError ? (
        <InlineAlert>
          <p>{ADMIN_MESSAGES.loadScripts}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void scripts.refetch()}>
            Try Again
          </Button>
        </InlineAlert>
      ) : (
        <ScriptsTable
          rows={scripts.data?.scripts}
          onRemove={(action, script) => setRemoval({ action, script })}
        />
      )}
      <Pagination
        page={page}
        pages={scripts.data?.pagination.pages ?? 1}
        onPageChange={setPage}
        label="Scripts pages"
      />
      <ReasonDialog
        open={removal !== null}
        title={
          removal?.action === "hide-script"
            ? `Hide “${removal.script.title}”?`
            : `Delete “${removal?.script.title ?? ""}”?`
        }
        description={
          removal?.action === "hide-script"
            ? "The script becomes private and leaves every public list. Its author is told it was removed by moderation."
            : "The script, its versions, covers, reviews and coverage are deleted for good. Its author is told it was removed by moderation."
        }
        confirmLabel={removal?.action === "hide-script" ? "Hide script" : "Delete script"}
        onClose={() => setRemoval(null)}
        onConfirm={async (reason) => {
          if (!removal) return;
          await moderate.mutateAsync({ action: removal.action, id: removal.script.id, reason });
          toast.success(removal.action === "hide-script" ? "Script hidden" : "Script deleted");
        }}
      />
    </section>
  );
}
