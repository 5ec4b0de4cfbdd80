import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";

import {
  ADMIN_USERS_PAGE_SIZE,
  adminUsersResponseSchema,
  type AdminUsersQuery,
  type AdminUsersResponse,
} from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-keys.ts";

export type AdminUsersFilters = Pick<AdminUsersQuery, "sort" | "order"> & { search?: string };

/** GET /api/admin/users (admin): one keyset page after `cursor`. */
export function getAdminUsers(
  filters: AdminUsersFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<AdminUsersResponse> {
  const query = new URLSearchParams({
    sort: filters.sort,
    order: filters.order,
    limit: String(ADMIN_USERS_PAGE_SIZE),
  });
  if (filters.search) query.set("search", filters.search);
  if (cursor) query.set("cursor", cursor);
  return apiFetch(`/api/admin/users?${query}`, { schema: adminUsersResponseSchema, signal });
}

export function adminUsersQueryOptions(filters: AdminUsersFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.users(filters),
    queryFn: ({ pageParam, signal }) => getAdminUsers(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(filters: AdminUsersFilters) {
  return useInfiniteQuery(adminUsersQueryOptions(filters));
}
