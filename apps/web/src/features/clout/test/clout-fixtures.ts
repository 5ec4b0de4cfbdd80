import type { CloutHistoryResponse, CloutTransaction } from "@twl/contract";

let sequence = 0;

export function makeTransaction(overrides: Partial<CloutTransaction> = {}): CloutTransaction {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, "0")}`,
    type: "gave",
    amount: 10,
    balance: "liquid",
    message: null,
    createdAt: "2025-06-11T12:00:00.000Z",
    toScript: { id: "script-1", title: "Night Shift" },
    counterparty: { id: "user-2", name: "Grace Hopper" },
    ...overrides,
  };
}

export function historyPage(transactions: CloutTransaction[], hasMore = false): CloutHistoryResponse {
  return { success: true, transactions, hasMore };
}
