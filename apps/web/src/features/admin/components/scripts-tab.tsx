import { Coins, Eye, EyeOff, FileText, Globe, Lock, Search, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";

import {
  ADMIN_MESSAGES,
  ADMIN_SCRIPTS_PAGE_SIZE,
  type AdminScript,
  type AdminScriptsQuery,
} from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { CoverImage } from "../../../components/ui/cover-image.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { SegmentedControl } from "../../../components/ui/segmented-control.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDate, formatNumber } from "../../../lib/format.ts";
import { useAdminScripts } from "../api/get-admin-scripts.ts";
import { useModerate, type ModerationAction } from "../api/moderate.ts";
import { useDebouncedValue } from "../lib/use-debounced-value.ts";
import { DummyBadge } from "./dummy-badge.tsx";
import { EditorialToggles } from "./editorial-toggles.tsx";
import { ReasonDialog } from "./reason-dialog.tsx";
import { SummaryCards } from "./summary-cards.tsx";

type Filters = Omit<AdminScriptsQuery, "search" | "page" | "limit">;
const DEFAULT_FILTERS: Filters = { sort: "newest", visibility: "all", coverage: "all", featured: "all" };

const COVERAGE_LABELS: Record<string, string> = {
  pending: "Pending",
  processing: "Processing",
  completed: "Completed",
  failed: "Failed",
};

type PendingRemoval = {
  action: Extract<ModerationAction, "hide-script" | "delete-script">;
  script: AdminScript;
} | null;

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
  const navigate = useNavigate();
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
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            placeholder="Search title or author"
            className="h-11 w-full rounded-full border border-line-strong bg-surface pr-4 pl-10 text-sm text-ink focus:border-accent-ink focus:outline-none"
          />
        </label>
        <SelectField
          label="Sort"
          value={filters.sort}
          onChange={(event) => change("sort", event.target.value as Filters["sort"])}
        >
          <option value="newest">Newest</option>
          <option value="title">Title</option>
          <option value="views">Most Views</option>
          <option value="clout">Most Clout</option>
        </SelectField>
        <SelectField
          label="Coverage"
          value={filters.coverage}
          onChange={(event) => change("coverage", event.target.value as Filters["coverage"])}
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
          onChange={(event) => change("featured", event.target.value as Filters["featured"])}
        >
          <option value="all">All scripts</option>
          <option value="any">Any featured</option>
          <option value="staff_pick">Staff Picks</option>
          <option value="contest_winner">Contest Winners</option>
        </SelectField>
        <SegmentedControl
          label="Visibility"
          value={filters.visibility}
          onChange={(value) => change("visibility", value)}
          options={[
            { value: "all", label: "All" },
            { value: "public", label: "Public" },
            { value: "private", label: "Private" },
          ]}
        />
      </div>

      {scripts.isError ? (
        <InlineAlert>
          <p>{ADMIN_MESSAGES.loadScripts}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void scripts.refetch()}>
            Try Again
          </Button>
        </InlineAlert>
      ) : (
        <Card className="overflow-x-auto">
          <table className="w-full min-w-[1100px] text-sm">
            <caption className="sr-only">Scripts</caption>
            <thead className="bg-surface-2/60 text-xs text-ink-muted">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  <span className="sr-only">Cover</span>
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Title
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Author
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Genres
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Visibility
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Views
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Clout
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Created
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Coverage
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Editorial
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Moderation
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {scripts.isPending
                ? Array.from({ length: 6 }, (_, i) => (
                    <tr key={i}>
                      <td colSpan={11} className="px-3 py-3">
                        <Skeleton className="h-10" />
                      </td>
                    </tr>
                  ))
                : scripts.data.scripts.map((script) => (
                    <tr
                      key={script.id}
                      onClick={() => void navigate(`/scripts/${script.id}`)}
                      className="cursor-pointer align-top hover:bg-surface-2/40"
                    >
                      <td className="px-3 py-2">
                        <CoverImage src={script.coverUrl} alt="" className="w-10" isCompact />
                      </td>
                      <td className="max-w-72 px-3 py-2">
                        <Link
                          to={`/scripts/${script.id}`}
                          onClick={(event) => event.stopPropagation()}
                          className="font-medium text-ink hover:underline"
                        >
                          {script.title}
                        </Link>
                        {script.logline && (
                          <p className="line-clamp-2 text-xs text-ink-muted">{script.logline}</p>
                        )}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {script.author.name}
                        {script.author.isDummy && <DummyBadge />}
                      </td>
                      <td className="px-3 py-2 text-ink-muted">
                        {script.genres.map((g) => g.genre.name).join(", ") || "—"}
                      </td>
                      <td className="px-3 py-2">
                        {script.isPublic ? (
                          <span className="inline-flex items-center gap-1 text-success-ink">
                            <Globe aria-hidden="true" className="size-4" /> Public
                          </span>
                        ) : (
                          <span className="inline-flex items-center gap-1 text-ink-muted">
                            <Lock aria-hidden="true" className="size-4" /> Private
                          </span>
                        )}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatNumber(script.views)}</td>
                      <td className="px-3 py-2 text-right tabular-nums">
                        {formatNumber(script.receivedClout)}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap text-ink-muted">
                        {formatDate(script.createdAt)}
                      </td>
                      <td className="px-3 py-2 text-ink-muted">
                        {script.coverage ? COVERAGE_LABELS[script.coverage.status] : "None"}
                      </td>
                      <td className="px-3 py-2">
                        <EditorialToggles
                          scriptId={script.id}
                          title={script.title}
                          isPublic={script.isPublic}
                          isStaffPick={script.isStaffPick}
                          isContestWinner={script.isContestWinner}
                        />
                      </td>
                      <td className="px-3 py-2">
                        <div className="flex gap-1">
                          {script.isPublic && (
                            <Button
                              variant="ghost"
                              size="sm"
                              className="h-8 px-2"
                              aria-label={`Hide ${script.title}`}
                              onClick={(event) => {
                                event.stopPropagation();
                                setRemoval({ action: "hide-script", script });
                              }}
                            >
                              <EyeOff aria-hidden="true" /> Hide
                            </Button>
                          )}
                          <Button
                            variant="ghost"
                            size="sm"
                            className="h-8 px-2 text-danger-ink"
                            aria-label={`Delete ${script.title}`}
                            onClick={(event) => {
                              event.stopPropagation();
                              setRemoval({ action: "delete-script", script });
                            }}
                          >
                            <Trash2 aria-hidden="true" /> Delete
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ))}
              {scripts.data && scripts.data.scripts.length === 0 && (
                <tr>
                  <td colSpan={11} className="px-3 py-10 text-center text-ink-muted">
                    No scripts match these filters.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </Card>
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
