import { queryOptions, useQuery } from "@tanstack/react-query";

import { outboxResponseSchema, type OutboxResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** GET /api/admin/outbox (admin): mail kept locally because SMTP_URL is not set, newest first. */
export function getOutbox(signal?: AbortSignal): Promise<OutboxResponse> {
  return apiFetch("/api/admin/outbox", { schema: outboxResponseSchema, signal });
}

export const outboxQueryOptions = queryOptions({
  queryKey: ["admin", "outbox"],
  queryFn: ({ signal }) => getOutbox(signal),
});

export function useOutbox() {
  return useQuery(outboxQueryOptions);
}
