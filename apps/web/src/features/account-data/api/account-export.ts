import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import {
  accountExportResponseSchema,
  accountExportUrlResponseSchema,
  type AccountExport,
} from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

export const accountExportKey = ["account", "export"] as const;

/** GET /api/protected/account/export: the latest export (null when none was made). */
export async function getAccountExport(signal?: AbortSignal): Promise<AccountExport | null> {
  return (await apiFetch("/api/protected/account/export", { schema: accountExportResponseSchema, signal }))
    .export;
}

export function accountExportQueryOptions() {
  return queryOptions({
    queryKey: accountExportKey,
    queryFn: ({ signal }) => getAccountExport(signal),
    // Follow a running export every 2 s until it is ready or failed.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "pending" || status === "running" ? 2000 : false;
    },
  });
}

export function useAccountExport() {
  return useQuery(accountExportQueryOptions());
}

/** POST /api/protected/account/export: start building the ZIP. */
export async function requestAccountExport(): Promise<AccountExport | null> {
  return (
    await apiFetch("/api/protected/account/export", { method: "POST", schema: accountExportResponseSchema })
  ).export;
}

export function useRequestAccountExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccountExport,
    onSuccess: (created) => queryClient.setQueryData(accountExportKey, created),
  });
}

/** GET /api/protected/account/export/{id}/url: a short-lived download link. */
export async function getAccountExportUrl(id: string): Promise<string> {
  return (
    await apiFetch(`/api/protected/account/export/${encodeURIComponent(id)}/url`, {
      schema: accountExportUrlResponseSchema,
    })
  ).url;
}
