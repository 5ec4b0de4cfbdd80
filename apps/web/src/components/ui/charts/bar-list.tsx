export interface BarListItem {
  key: string;
  label: string;
  value: number;
  /** The value as text next to the bar. */
  display: string;
  /** Secondary text under or after the value. */
  detail?: string;
}

/** Ranked horizontal bars: label, bar scaled to the largest value, value in words. */
export function BarList({ label, items }: { label: string; items: BarListItem[] }) {
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <ol aria-label={label} className="space-y-2.5">
      {items.map((item, index) => (
        <li
          key={item.key}
          className="grid grid-cols-[1.5rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 text-sm"
        >
          <span className="text-xs text-ink-subtle tabular-nums">{index + 1}</span>
          <span className="truncate font-medium text-ink" title={item.label}>
            {item.label}
          </span>
          <span className="text-right text-ink-muted tabular-nums">
            {item.display}
            {item.detail && <span className="ml-2 text-xs text-ink-subtle">{item.detail}</span>}
          </span>
          <svg
            aria-hidden="true"
            className="col-start-2 col-end-4 h-2 w-full overflow-visible"
            preserveAspectRatio="none"
            viewBox="0 0 100 2"
          >
            <rect width="100" height="2" rx="1" fill="var(--color-surface-2)" />
            <rect
              width={Math.max(1, (item.value / max) * 100)}
              height="2"
              rx="1"
              fill="var(--color-accent-ink)"
            />
          </svg>
        </li>
      ))}
    </ol>
  );
}
