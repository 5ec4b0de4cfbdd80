import { CalendarPlus } from "lucide-react";
import type { ReactNode } from "react";

import { planOf, type SessionUser } from "@twl/contract";

import { Card } from "../../../../components/ui/card.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { formatNumber } from "../../../../lib/format.ts";
import { CUSTOM_LABEL, TIER_LABELS } from "../../lib/tiers.ts";
import { LiquidIcon, SolidIcon } from "../clout-icons.tsx";

type Viewer = Pick<SessionUser, "availableClout" | "receivedClout" | "tier" | "monthlyCloutGrant"> & {
  emailVerified?: boolean;
};

/** The plan's grant, or 'Custom' for a plan without a fixed one (Enterprise), as /pricing shows it. */
const grantOf = (viewer: Viewer): number | string => planOf(viewer.tier).monthlyClout ?? CUSTOM_LABEL;

function grantNote(viewer: Viewer | null): string {
  if (!viewer) return "Liquid clout on the 1st";
  const plan = TIER_LABELS[viewer.tier];
  if (planOf(viewer.tier).monthlyClout === null && viewer.monthlyCloutGrant !== undefined)
    return `${formatNumber(viewer.monthlyCloutGrant)} liquid clout on the 1st, agreed for your ${plan} plan`;
  return `Liquid clout on the 1st with your ${plan} plan`;
}

function Balance({
  label,
  icon,
  value,
  children,
}: {
  label: string;
  icon: ReactNode;
  value: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card as="li" className="p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-medium text-ink-muted">{label}</h3>
        {icon}
      </div>
      <div className="mt-2 font-display-tight text-3xl font-semibold text-ink tabular-nums">{value}</div>
      <p className="mt-1 text-sm text-ink-subtle">{children}</p>
    </Card>
  );
}

/** The signed-in user's balances and what their plan grants each month. `null` while loading. */
export function YourClout({ viewer }: { viewer: Viewer | null }) {
  const value = (amount: number | string | undefined) =>
    amount === undefined ? (
      <Skeleton className="h-9 w-24" />
    ) : typeof amount === "string" ? (
      amount
    ) : (
      formatNumber(amount)
    );
  return (
    <section aria-labelledby="your-clout-heading" aria-busy={viewer ? undefined : true} className="space-y-4">
      <h2 id="your-clout-heading" className="font-display-tight text-2xl font-semibold text-ink">
        Your clout
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        <Balance
          label="Liquid clout"
          icon={<LiquidIcon className="size-5" />}
          value={value(viewer?.availableClout)}
        >
          {viewer?.emailVerified === false
            ? "Your plan's clout waits until you verify your email address"
            : "Spendable on scripts you love"}
        </Balance>
        <Balance
          label="Solid clout"
          icon={<SolidIcon className="size-5" />}
          value={value(viewer?.receivedClout)}
        >
          Earned reputation, yours to keep
        </Balance>
        <Balance
          label="Monthly grant"
          icon={<CalendarPlus aria-hidden="true" className="size-5 text-accent-ink" />}
          value={value(viewer ? grantOf(viewer) : undefined)}
        >
          {grantNote(viewer)}
        </Balance>
      </ul>
    </section>
  );
}
