import { queryOptions, useQuery } from "@tanstack/react-query";

import { adminAuditResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

/** GET /api/admin/users/{id}/audit (admin): every admin change to the user and their content. */
export function getUserAudit(userId: string, signal?: AbortSignal) {
  return apiFetch(`/api/admin/users/${encodeURIComponent(userId)}/audit`, {
    schema: adminAuditResponseSchema,
    signal,
  });
}

export function useUserAudit(userId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.audit(userId ?? ""),
      queryFn: ({ signal }) => getUserAudit(userId!, signal),
      enabled: userId !== null,
    }),
  );
}
