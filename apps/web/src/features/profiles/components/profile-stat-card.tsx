import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Card } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";

interface ProfileStatCardProps {
  label: string;
  icon: LucideIcon;
  iconClassName: string;
  /** null while loading: value and note become skeletons. */
  value: ReactNode | null;
  note?: ReactNode;
}

/** One figure on a profile, with its icon and a line of context. */
export function ProfileStatCard({ label, icon: Icon, iconClassName, value, note }: ProfileStatCardProps) {
  const isLoading = value === null;
  return (
    <Card as="li" className="flex flex-col p-4 sm:p-5" aria-busy={isLoading || undefined}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-ink-muted">{label}</h2>
        <span
          className={clsx("flex size-9 shrink-0 items-center justify-center rounded-full", iconClassName)}
        >
          <Icon aria-hidden="true" className="size-[18px]" />
        </span>
      </div>
      {isLoading ? (
        <>
          <Skeleton className="mt-3 h-8 w-20" />
          <Skeleton className="mt-3 h-4 w-32" />
        </>
      ) : (
        <>
          <p className="mt-2 font-display-tight text-2xl font-semibold text-ink tabular-nums sm:text-3xl">
            {value}
          </p>
          {note && <p className="mt-auto pt-1.5 text-sm text-ink-subtle">{note}</p>}
        </>
      )}
    </Card>
  );
}
