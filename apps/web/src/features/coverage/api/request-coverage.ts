import { useMutation, useQueryClient } from "@tanstack/react-query";

import {
  COVERAGE_ALREADY_REQUESTED,
  coverageLimitErrorSchema,
  requestCoverageResponseSchema,
  type RequestCoverageResponse,
} from "@twl/contract";

import { apiFetch, ApiRequestError } from "../../../lib/api-client.ts";
import type { CoverageLimit } from "../lib/coverage-usage.ts";
import { coverageKeys } from "./coverage-keys.ts";

/** A 403 with the limit, used and tier: the limit dialog opens with these figures. */
export class CoverageLimitError extends ApiRequestError {
  override name = "CoverageLimitError";
  readonly limit: CoverageLimit;

  constructor(message: string, limit: CoverageLimit) {
    super(message, 403);
    this.limit = limit;
  }
}

export interface RequestCoverageInput {
  scriptId: string;
  /** An admin acting for a dummy author: the admin route, without a quota. */
  isAdminActing: boolean;
}

export function requestCoveragePathOf({ scriptId, isAdminActing }: RequestCoverageInput): string {
  return `/api/${isAdminActing ? "admin" : "protected"}/scripts/${encodeURIComponent(scriptId)}/coverage`;
}

/** POST .../scripts/{id}/coverage with an empty body; a 403 carries the figures of the limit dialog. */
export async function requestCoverage(input: RequestCoverageInput): Promise<RequestCoverageResponse> {
  try {
    return await apiFetch(requestCoveragePathOf(input), {
      method: "POST",
      schema: requestCoverageResponseSchema,
    });
  } catch (error) {
    const limit =
      error instanceof ApiRequestError && error.status === 403
        ? coverageLimitErrorSchema.safeParse(error.body)
        : null;
    if (limit?.success)
      throw new CoverageLimitError(limit.data.error, {
        limit: limit.data.limit,
        used: limit.data.used,
        tier: limit.data.tier,
      });
    throw error;
  }
}

/** 409, or a message containing 'already been requested': the script has a live request. */
export function isAlreadyRequested(error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  return (
    error.status === 409 ||
    error.message === COVERAGE_ALREADY_REQUESTED ||
    error.message.includes("already been requested")
  );
}

export function useRequestCoverage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCoverage,
    onSettled: (_result, _error, { scriptId }) =>
      queryClient.invalidateQueries({ queryKey: coverageKeys.list(scriptId) }),
  });
}
