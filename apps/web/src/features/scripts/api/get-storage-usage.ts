import { queryOptions, useQuery } from "@tanstack/react-query";

import { storageUsageResponseSchema, type StorageUsage } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { scriptKeys } from "./script-keys.ts";

/** GET /api/account/storage: bytes the signed-in user's uploads keep, the plan's quota and the caps. */
export async function getStorageUsage(signal?: AbortSignal): Promise<StorageUsage> {
  const { storage } = await apiFetch("/api/account/storage", { schema: storageUsageResponseSchema, signal });
  return storage;
}

export function storageUsageQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: scriptKeys.storage(),
    queryFn: ({ signal }) => getStorageUsage(signal),
    enabled,
  });
}

export function useStorageUsage(enabled = true) {
  return useQuery(storageUsageQueryOptions(enabled));
}
