import { queryOptions, useQuery } from "@tanstack/react-query";

import { coverageListResponseSchema, type Coverage } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { useStoredToken } from "../../../lib/auth-token.ts";
import { coverageKeys } from "./coverage-keys.ts";

const enc = encodeURIComponent;

/**
 * GET /api/protected/scripts/{id}/coverages (signed in: the owner and admins see every report,
 * others the completed ones of public scripts) or GET /api/scripts/{id}/coverages (signed out:
 * public completed reports). Newest first.
 */
export async function getCoverages(
  scriptId: string,
  isSignedIn: boolean,
  signal?: AbortSignal,
): Promise<Coverage[]> {
  const path = isSignedIn
    ? `/api/protected/scripts/${enc(scriptId)}/coverages`
    : `/api/scripts/${enc(scriptId)}/coverages`;
  const { coverages } = await apiFetch(path, {
    schema: coverageListResponseSchema,
    signal,
    token: isSignedIn ? undefined : null,
  });
  return coverages;
}

export function coveragesQueryOptions(scriptId: string, isSignedIn: boolean) {
  return queryOptions({
    queryKey: coverageKeys.list(scriptId),
    queryFn: ({ signal }) => getCoverages(scriptId, isSignedIn, signal),
  });
}

/** The script's coverage reports, from the route that fits the viewer. */
export function useCoverages(scriptId: string) {
  const isSignedIn = useStoredToken() !== null;
  return useQuery(coveragesQueryOptions(scriptId, isSignedIn));
}
