import {
  Coins,
  FileText,
  Gift,
  History,
  Pencil,
  Plus,
  ScrollText,
  Search,
  ShieldCheck,
  Users,
} from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import {
  ADMIN_CLOUT_MAX,
  ADMIN_COVERAGE_REMAINING_MAX,
  ADMIN_MESSAGES,
  type AdminUser,
  type AdminUserSort,
} from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDate, formatNumber } from "../../../lib/format.ts";
import { useAdminUsersSummary } from "../api/get-admin-users-summary.ts";
import { useAdminUsers, type AdminUsersFilters } from "../api/get-admin-users.ts";
import { useSetUserPlan } from "../api/set-user-plan.ts";
import { useUpdateUserBalance } from "../api/update-user-balances.ts";
import { useDebouncedValue } from "../lib/use-debounced-value.ts";
import { DummyAuthorDialog, type DummyDialogState } from "./dummy-author-dialog.tsx";
import { DummyBadge } from "./dummy-badge.tsx";
import { InlineNumberEdit } from "./inline-number-edit.tsx";
import { PlanDialog } from "./plan-dialog.tsx";
import { PreviewList } from "./preview-list.tsx";
import { SortHeader } from "./sort-header.tsx";
import { SummaryCards } from "./summary-cards.tsx";
import { UserAuditDialog } from "./user-audit-dialog.tsx";

const TIER_LABELS: Record<AdminUser["tier"], string> = {
  free: "Free",
  basic: "Basic",
  pro: "Pro",
  studio: "Studio",
  enterprise: "Enterprise",
};

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
        <Card className="overflow-x-auto">
          <table className="w-full min-w-[1200px] text-sm">
            <caption className="sr-only">Users</caption>
            <thead className="bg-surface-2/60 text-xs text-ink-muted">
              <tr>
                <SortHeader label="Name" column="name" {...sorting} onSort={onSort} />
                <SortHeader label="Email" column="email" {...sorting} onSort={onSort} />
                <SortHeader label="Role" column="role" {...sorting} onSort={onSort} />
                <SortHeader label="Joined" column="createdAt" {...sorting} onSort={onSort} />
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Clout given
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Clout received
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Spendable clout
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Plan
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Coverages / month
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Remaining
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Scripts
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  Coverages
                </th>
                <th scope="col" className="px-3 py-2 text-left font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {users.isPending
                ? Array.from({ length: 6 }, (_, i) => (
                    <tr key={i}>
                      <td colSpan={13} className="px-3 py-3">
                        <Skeleton className="h-6" />
                      </td>
                    </tr>
                  ))
                : rows.map((user) => (
                    <tr key={user.id} className="align-top hover:bg-surface-2/40">
                      <td className="px-3 py-2.5 font-medium text-ink">
                        {user.name || "Anonymous"}
                        {user.isDummy && <DummyBadge />}
                      </td>
                      <td className="px-3 py-2.5 break-all text-ink-muted">{user.email}</td>
                      <td className="px-3 py-2.5 capitalize">{user.role}</td>
                      <td className="px-3 py-2.5 whitespace-nowrap text-ink-muted">
                        {formatDate(user.createdAt)}
                      </td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{formatNumber(user.cloutGiven)}</td>
                      <td className="px-3 py-2.5 text-right tabular-nums">
                        {formatNumber(user.cloutReceived)}
                      </td>
                      <td className="px-3 py-2.5">
                        <InlineNumberEdit
                          label={`Spendable clout of ${user.name || user.email}`}
                          value={user.spendableClout}
                          min={0}
                          max={ADMIN_CLOUT_MAX}
                          invalidMessage={ADMIN_MESSAGES.cloutRange}
                          onSave={(value) => saveClout(user.id, value)}
                        />
                      </td>
                      <td className="px-3 py-2.5">
                        <button
                          type="button"
                          onClick={() => setPlanUser(user)}
                          aria-label={`Plan of ${user.name || user.email}: ${TIER_LABELS[user.tier]}`}
                          className="inline-flex items-center gap-1.5 rounded-md px-1 py-0.5 text-ink hover:bg-surface-2 [&_svg]:size-3.5 [&_svg]:text-ink-subtle"
                        >
                          {TIER_LABELS[user.tier]}
                          <Pencil aria-hidden="true" />
                        </button>
                        {user.tier === "enterprise" && (
                          <p className="px-1 text-xs whitespace-nowrap text-ink-subtle">
                            {formatNumber(user.monthlyCloutGrant)} clout / month
                          </p>
                        )}
                      </td>
                      <td className="px-3 py-2.5 text-right tabular-nums">{user.coverageAllowance}</td>
                      <td className="px-3 py-2.5">
                        <InlineNumberEdit
                          label={`Remaining coverages of ${user.name || user.email}`}
                          value={user.coverageRemaining}
                          min={0}
                          max={ADMIN_COVERAGE_REMAINING_MAX}
                          invalidMessage={ADMIN_MESSAGES.coverageRange}
                          onSave={(value) => saveCoverage(user.id, value)}
                        />
                      </td>
                      <td className="px-3 py-2.5">
                        <PreviewList
                          items={user.scripts.map((s) => ({
                            key: s.id,
                            label: s.title,
                            to: `/scripts/${s.id}`,
                          }))}
                          total={user.scriptsCount}
                          emptyText="None"
                        />
                      </td>
                      <td className="px-3 py-2.5">
                        <PreviewList
                          items={user.coverages.map((c) => ({
                            key: c.id,
                            label: c.scriptTitle,
                            to: `/scripts/${c.scriptId}?tab=coverage`,
                          }))}
                          total={user.coverageCount}
                          emptyText="None"
                        />
                      </td>
                      <td className="px-3 py-2.5">
                        <div className="flex flex-col items-start gap-1">
                          <Button
                            variant="ghost"
                            size="sm"
                            className="h-8 px-2"
                            onClick={() => setAuditUser({ id: user.id, name: user.name })}
                            aria-label={`Audit trail of ${user.name || user.email}`}
                          >
                            <History aria-hidden="true" /> Audit
                          </Button>
                          {user.isDummy && (
                            <Button
                              variant="ghost"
                              size="sm"
                              className="h-8 px-2"
                              onClick={() =>
                                setDummyDialog({ step: "script", author: { id: user.id, name: user.name } })
                              }
                            >
                              <Plus aria-hidden="true" /> New script
                            </Button>
                          )}
                        </div>
                      </td>
                    </tr>
                  ))}
              {!users.isPending && rows.length === 0 && (
                <tr>
                  <td colSpan={13} className="px-3 py-10 text-center text-ink-muted">
                    No users match “{debouncedSearch}”.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </Card>
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
