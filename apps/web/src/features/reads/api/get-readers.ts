import { useQuery } from "@tanstack/react-query";

import { readersResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import { readKeys } from "./read-keys.ts";

/** GET /api/protected/scripts/{id}/readers: the owner's readers panel for a version (active by default). */
export function useReaders(scriptId: string, version: number | null) {
  return useQuery({
    queryKey: readKeys.readers(scriptId, version),
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/protected/scripts/${encodeURIComponent(scriptId)}/readers${version === null ? "" : `?version=${version}`}`,
        { schema: readersResponseSchema, signal },
      ).then((r) => r.readers),
    refetchInterval: 30_000,
  });
}
