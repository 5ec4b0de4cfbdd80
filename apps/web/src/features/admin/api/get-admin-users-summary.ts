import { queryOptions, useQuery } from "@tanstack/react-query";

import { adminUsersSummaryResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

/** GET /api/admin/users/summary (admin): the Users tab's cards. */
export function getAdminUsersSummary(signal?: AbortSignal) {
  return apiFetch("/api/admin/users/summary", { schema: adminUsersSummaryResponseSchema, signal });
}

export function useAdminUsersSummary() {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.usersSummary(),
      queryFn: ({ signal }) => getAdminUsersSummary(signal),
    }),
  );
}
