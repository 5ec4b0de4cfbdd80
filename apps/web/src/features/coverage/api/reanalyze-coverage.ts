import { useMutation } from "@tanstack/react-query";

import { reanalyzeResponseSchema, type Coverage } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/protected/coverage/{id}/reanalyze: queues the report again (owner or admin). */
export async function reanalyzeCoverage(coverageId: string): Promise<Coverage> {
  const { coverage } = await apiFetch(`/api/protected/coverage/${encodeURIComponent(coverageId)}/reanalyze`, {
    method: "POST",
    schema: reanalyzeResponseSchema,
  });
  return coverage;
}

/** The list reloads a few seconds later (see useReanalyze), so nothing is invalidated here. */
export function useReanalyzeCoverage() {
  return useMutation({ mutationFn: reanalyzeCoverage });
}
