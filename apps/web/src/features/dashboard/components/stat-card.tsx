import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Card } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";

interface StatCardProps {
  label: string;
  icon: LucideIcon;
  iconClassName?: string;
  /** null while loading: the value and footer become skeletons. */
  value: ReactNode | null;
  children?: ReactNode;
}

/** One figure on the dashboard, with its icon and a line of context. */
export function StatCard({ label, icon: Icon, iconClassName, value, children }: StatCardProps) {
  const isLoading = value === null;
  return (
    <Card as="li" className="flex flex-col p-5" aria-busy={isLoading || undefined}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-ink-muted">{label}</h2>
        <span className={clsx("flex size-9 items-center justify-center rounded-full", iconClassName)}>
          <Icon aria-hidden="true" className="size-[18px]" />
        </span>
      </div>
      {isLoading ? (
        <>
          <Skeleton className="mt-3 h-9 w-24" />
          <Skeleton className="mt-3 h-4 w-36" />
        </>
      ) : (
        <>
          <p className="mt-2 font-display-tight text-3xl font-semibold text-ink tabular-nums">{value}</p>
          <div className="mt-auto pt-2 text-sm text-ink-subtle">{children}</div>
        </>
      )}
    </Card>
  );
}
