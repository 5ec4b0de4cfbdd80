import { SegmentedControl, type SegmentOption } from "../../../../components/ui/segmented-control.tsx";
import type { DirectionFilter, PeriodFilter, TransactionFilters } from "../../lib/transaction-filters.ts";

const DIRECTION_OPTIONS: readonly SegmentOption<DirectionFilter>[] = [
  { value: "all", label: "All" },
  { value: "sent", label: "Sent" },
  { value: "received", label: "Received" },
];

const PERIOD_OPTIONS: readonly SegmentOption<PeriodFilter>[] = [
  { value: "all", label: "All Time" },
  { value: "today", label: "Today" },
  { value: "week", label: "This Week" },
  { value: "month", label: "This Month" },
];

/** All/Sent/Received and All Time/Today/This Week/This Month. */
export function HistoryFilters({
  filters,
  onChange,
}: {
  filters: TransactionFilters;
  onChange: (filters: TransactionFilters) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <SegmentedControl
        label="Transaction direction"
        value={filters.direction}
        options={DIRECTION_OPTIONS}
        onChange={(direction) => onChange({ ...filters, direction })}
      />
      <div className="max-w-full overflow-x-auto">
        <SegmentedControl
          label="Time period"
          value={filters.period}
          options={PERIOD_OPTIONS}
          onChange={(period) => onChange({ ...filters, period })}
        />
      </div>
    </div>
  );
}
