import { History, Pencil, Plus } from "lucide-react";

import {
  ADMIN_CLOUT_MAX,
  ADMIN_COVERAGE_REMAINING_MAX,
  ADMIN_MESSAGES,
  type AdminUser,
  type AdminUserSort,
} from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { formatDate, formatNumber } from "../../../lib/format.ts";
import type { AdminUsersFilters } from "../api/get-admin-users.ts";
import { DummyBadge } from "./dummy-badge.tsx";
import { InlineNumberEdit } from "./inline-number-edit.tsx";
import { PreviewList } from "./preview-list.tsx";
import { SortHeader } from "./sort-header.tsx";

const TIER_LABELS: Record<AdminUser["tier"], string> = {
  free: "Free",
  basic: "Basic",
  pro: "Pro",
  studio: "Studio",
  enterprise: "Enterprise",
};

type UserSorting = Pick<AdminUsersFilters, "sort" | "order">;

/** What a row's controls do: save a balance, open the plan, audit or new-script dialogs. */
export interface UserRowActions {
  saveClout: (userId: string, value: number) => Promise<void>;
  saveCoverage: (userId: string, value: number) => Promise<void>;
  editPlan: (user: AdminUser) => void;
  openAudit: (user: { id: string; name: string }) => void;
  newScript: (author: { id: string; name: string }) => void;
}

function UsersTableHead({
  sorting,
  onSort,
}: {
  sorting: UserSorting;
  onSort: (column: AdminUserSort) => void;
}) {
  return (
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
  );
}

/** One user: balances edit in place, the plan opens its dialog, the last cell holds the actions. */
function UserRow({ user, actions }: { user: AdminUser; actions: UserRowActions }) {
  return (
    <tr key={user.id} className="align-top hover:bg-surface-2/40">
      <td className="px-3 py-2.5 font-medium text-ink">
        {user.name || "Anonymous"}
        {user.isDummy && <DummyBadge />}
      </td>
      <td className="px-3 py-2.5 break-all text-ink-muted">{user.email}</td>
      <td className="px-3 py-2.5 capitalize">{user.role}</td>
      <td className="px-3 py-2.5 whitespace-nowrap text-ink-muted">{formatDate(user.createdAt)}</td>
      <td className="px-3 py-2.5 text-right tabular-nums">{formatNumber(user.cloutGiven)}</td>
      <td className="px-3 py-2.5 text-right tabular-nums">{formatNumber(user.cloutReceived)}</td>
      <td className="px-3 py-2.5">
        <InlineNumberEdit
          label={`Spendable clout of ${user.name || user.email}`}
          value={user.spendableClout}
          min={0}
          max={ADMIN_CLOUT_MAX}
          invalidMessage={ADMIN_MESSAGES.cloutRange}
          onSave={(value) => actions.saveClout(user.id, value)}
        />
      </td>
      <td className="px-3 py-2.5">
        <button
          type="button"
          onClick={() => actions.editPlan(user)}
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
          onSave={(value) => actions.saveCoverage(user.id, value)}
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
            onClick={() => actions.openAudit({ id: user.id, name: user.name })}
            aria-label={`Audit trail of ${user.name || user.email}`}
          >
            <History aria-hidden="true" /> Audit
          </Button>
          {user.isDummy && (
            <Button
              variant="ghost"
              size="sm"
              className="h-8 px-2"
              onClick={() => actions.newScript({ id: user.id, name: user.name })}
            >
              <Plus aria-hidden="true" /> New script
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

interface UsersTableProps {
  sorting: UserSorting;
  onSort: (column: AdminUserSort) => void;
  isPending: boolean;
  rows: AdminUser[];
  /** The search the rows answer, for the empty message. */
  search: string;
  actions: UserRowActions;
}

/** The users table: sortable headers, skeleton rows while loading, a message when nothing matches. */
export function UsersTable({ sorting, onSort, isPending, rows, search, actions }: UsersTableProps) {
  return (
    <Card className="overflow-x-auto">
      <table className="w-full min-w-[1200px] text-sm">
        <caption className="sr-only">Users</caption>
        <UsersTableHead sorting={sorting} onSort={onSort} />
        <tbody className="divide-y divide-line">
          {isPending
            ? Array.from({ length: 6 }, (_, i) => (
                <tr key={i}>
                  <td colSpan={13} className="px-3 py-3">
                    <Skeleton className="h-6" />
                  </td>
                </tr>
              ))
            : rows.map((user) => <UserRow key={user.id} user={user} actions={actions} />)}
          {!isPending && rows.length === 0 && (
            <tr>
              <td colSpan={13} className="px-3 py-10 text-center text-ink-muted">
                No users match “{search}”.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </Card>
  );
}
