import { queryOptions, useQuery } from "@tanstack/react-query";

import { billingTransactionsResponseSchema, RECENT_TRANSACTIONS_LIMIT } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { billingKeys } from "./billing-keys.ts";

/** GET /api/billing/transactions?limit=5 (bearer). */
export async function getTransactions(limit = RECENT_TRANSACTIONS_LIMIT) {
  return (
    await apiFetch(`/api/billing/transactions?limit=${limit}`, { schema: billingTransactionsResponseSchema })
  ).transactions;
}

export const transactionsQuery = (limit = RECENT_TRANSACTIONS_LIMIT) =>
  queryOptions({ queryKey: billingKeys.transactions(limit), queryFn: () => getTransactions(limit) });
export const useTransactions = () => useQuery(transactionsQuery());
