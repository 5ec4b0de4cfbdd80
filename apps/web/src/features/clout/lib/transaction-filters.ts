import { RECEIVED_TRANSACTION_TYPES, SENT_TRANSACTION_TYPES, type CloutTransaction } from "@twl/contract";

export type DirectionFilter = "all" | "sent" | "received";
export type PeriodFilter = "all" | "today" | "week" | "month";

export interface TransactionFilters {
  direction: DirectionFilter;
  period: PeriodFilter;
}

export const DEFAULT_FILTERS: TransactionFilters = { direction: "all", period: "all" };

/** Sent: gave or spent. Received: earned, received or monthly_allowance. */
export function matchesDirection(transaction: CloutTransaction, direction: DirectionFilter): boolean {
  if (direction === "sent") return SENT_TRANSACTION_TYPES.includes(transaction.type);
  if (direction === "received") return RECEIVED_TRANSACTION_TYPES.includes(transaction.type);
  return true;
}

/**
 * Where a period starts, in local time: Today from midnight, This Week from Monday's midnight,
 * This Month from the 1st. Calendar periods, as the labels say; All Time has no start.
 */
export function periodStart(period: PeriodFilter, now: Date): Date | null {
  if (period === "all") return null;
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (period === "week") start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  if (period === "month") start.setDate(1);
  return start;
}

export function matchesPeriod(transaction: CloutTransaction, period: PeriodFilter, now: Date): boolean {
  const start = periodStart(period, now);
  if (!start) return true;
  const time = new Date(transaction.createdAt).getTime();
  return !Number.isNaN(time) && time >= start.getTime();
}

/** The rows that pass both filters, in their order. Client side: the server sends every type. */
export function filterTransactions(
  transactions: readonly CloutTransaction[],
  filters: TransactionFilters,
  now: Date = new Date(),
): CloutTransaction[] {
  return transactions.filter(
    (row) => matchesDirection(row, filters.direction) && matchesPeriod(row, filters.period, now),
  );
}
