import { Coins, FileText, Gift, Plus, ScrollText, Search, ShieldCheck, Users } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { ADMIN_MESSAGES, type AdminUser, type AdminUserSort } from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { useAdminUsersSummary } from "../api/get-admin-users-summary.ts";
import { useAdminUsers, type AdminUsersFilters } from "../api/get-admin-users.ts";
import { useSetUserPlan } from "../api/set-user-plan.ts";
import { useUpdateUserBalance } from "../api/update-user-balances.ts";
import { useDebouncedValue } from "../lib/use-debounced-value.ts";
import { DummyAuthorDialog, type DummyDialogState } from "./dummy-author-dialog.tsx";
import { PlanDialog } from "./plan-dialog.tsx";
import { SummaryCards } from "./summary-cards.tsx";
import { UserAuditDialog } from "./user-audit-dialog.tsx";
import { UsersTable } from "./users-table.tsx";

/** The Users tab: summary cards, the searchable, sortable table with inline balance edits. */
export function UsersTab() {
  const [search, setSearch] = useState("");
  const [sorting, setSorting] = useState<Pick<AdminUsersFilters, "sort" | "order">>({
    sort: "createdAt",
    order: "desc",
  });
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const users = useAdminUsers({ ...sorting, search: debouncedSearch || undefined });
  const summary = useAdminUsersSummary().data?.summary;
  const [auditUser, setAuditUser] = useState<{ id: string; name: string } | null>(null);
  const [dummyDialog, setDummyDialog] = useState<DummyDialogState>(null);
  const [planUser, setPlanUser] = useState<AdminUser | null>(null);
  const setPlan = useSetUserPlan();
  const updateClout = useUpdateUserBalance("spendableClout");
  const updateCoverage = useUpdateUserBalance("coverageRemaining");

  const onSort = (column: AdminUserSort) =>
    setSorting((current) =>
      current.sort === column
        ? { sort: column, order: current.order === "asc" ? "desc" : "asc" }
        : { sort: column, order: column === "createdAt" ? "desc" : "asc" },
    );

  const saveWith =
    (mutation: typeof updateClout, fallback: string) => async (userId: string, value: number) => {
      try {
        await mutation.mutateAsync({ userId, value });
        toast.success("Saved");
      } catch (err) {
        toast.error(err instanceof Error && err.message ? `${fallback}: ${err.message}` : fallback);
        throw err;
      }
    };
  const saveClout = saveWith(updateClout, ADMIN_MESSAGES.updateClout);
  const saveCoverage = saveWith(updateCoverage, ADMIN_MESSAGES.updateCoverage);

  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];

  return (
    <section aria-labelledby="admin-users-heading" className="space-y-6">
      <h2 id="admin-users-heading" className="sr-only">
        Users
      </h2>
      <SummaryCards
        label="User totals"
        cards={[
          { label: "Total users", icon: Users, value: summary?.totalUsers },
          { label: "Admin users", icon: ShieldCheck, value: summary?.adminUsers },
          { label: "Total clout given", icon: Gift, value: summary?.totalCloutGiven },
          { label: "Total scripts", icon: FileText, value: summary?.totalScripts },
          { label: "Coverage reports", icon: ScrollText, value: summary?.totalCoverageReports },
          { label: "Bonus coverages", icon: Coins, value: summary?.bonusCoverages },
        ]}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label className="relative block w-full sm:max-w-sm">
          <span className="sr-only">Search users by name or email</span>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-subtle"
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by name or email"
            className="h-11 w-full rounded-full border border-line-strong bg-surface pr-4 pl-10 text-sm text-ink focus:border-accent-ink focus:outline-none"
          />
        </label>
        <Button variant="secondary" onClick={() => setDummyDialog({ step: "author" })}>
          <Plus aria-hidden="true" /> New dummy author
        </Button>
      </div>

      {users.isError ? (
        <InlineAlert>
          <p>{ADMIN_MESSAGES.fetchUsers}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void users.refetch()}>
            Try Again
          </Button>
        </InlineAlert>
      ) : (
        <UsersTable
          sorting={sorting}
          onSort={onSort}
          isPending={users.isPending}
          rows={rows}
          search={debouncedSearch}
          actions={{
            saveClout,
            saveCoverage,
            editPlan: setPlanUser,
            openAudit: setAuditUser,
            newScript: (author) => setDummyDialog({ step: "script", author }),
          }}
        />
      )}
      {users.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            disabled={users.isFetchingNextPage}
            onClick={() => void users.fetchNextPage()}
          >
            {users.isFetchingNextPage ? "Loading…" : "Load more users"}
          </Button>
        </div>
      )}
      <UserAuditDialog user={auditUser} onClose={() => setAuditUser(null)} />
      <DummyAuthorDialog state={dummyDialog} onChange={setDummyDialog} />
      <PlanDialog
        user={planUser}
        onClose={() => setPlanUser(null)}
        onSave={async (userId, plan) => {
          await setPlan.mutateAsync({ userId, plan });
          toast.success("Plan saved");
        }}
      />
    </section>
  );
}
