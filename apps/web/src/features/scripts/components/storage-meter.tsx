import { clsx } from "clsx";

import { formatBytes, type StorageUsage } from "@twl/contract";

import { useStorageUsage } from "../api/get-storage-usage.ts";

/** Share of the quota from which the meter warns and says what to do. */
const NEARLY_FULL = 0.9;

export function storageSummary(usage: StorageUsage) {
  const share = usage.quotaBytes > 0 ? usage.usedBytes / usage.quotaBytes : 1;
  return {
    share,
    percent: Math.min(100, Math.round(share * 100)),
    isNearlyFull: share >= NEARLY_FULL,
    text: `${formatBytes(usage.usedBytes)} of ${formatBytes(usage.quotaBytes)} used`,
  };
}

/**
 * The signed-in user's storage: used of total, the per-script caps, and what to do when it fills
 * up. Shown where uploads happen (upload page, versions and cover dialogs) and on the dashboard
 * and billing pages. `tone="screen"` for dark dialogs.
 */
export function StorageMeter({
  className,
  showCaps = true,
  tone = "page",
}: {
  className?: string;
  showCaps?: boolean;
  tone?: "page" | "screen";
}) {
  const usage = useStorageUsage();
  if (!usage.data) return null;
  const summary = storageSummary(usage.data);
  const muted = tone === "screen" ? "text-screen-muted" : "text-ink-muted";
  return (
    <section aria-label="Storage" className={clsx("text-sm", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className={clsx("font-medium", tone === "screen" ? "text-screen-ink" : "text-ink")}>Storage</p>
        <p className={muted}>{summary.text}</p>
      </div>
      <div
        role="meter"
        aria-label="Storage used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={summary.percent}
        aria-valuetext={summary.text}
        className={clsx(
          "mt-1.5 h-2 overflow-hidden rounded-full",
          tone === "screen" ? "bg-white/15" : "bg-surface-2",
        )}
      >
        <div
          className={clsx("h-full rounded-full", summary.isNearlyFull ? "bg-danger" : "bg-accent")}
          style={{ width: `${Math.max(summary.percent, usage.data.usedBytes > 0 ? 1 : 0)}%` }}
        />
      </div>
      {summary.isNearlyFull && (
        <p className={clsx("mt-1.5 font-medium", tone === "screen" ? "text-red-300" : "text-danger-ink")}>
          Almost full. Delete old versions, covers or scripts, or upgrade your plan for more space.
        </p>
      )}
      {showCaps && (
        <p className={clsx("mt-1.5 text-xs", muted)}>
          Every version and cover counts. Each script keeps up to {usage.data.maxVersionsPerScript} versions
          and {usage.data.maxCoversPerScript} covers.
        </p>
      )}
    </section>
  );
}
