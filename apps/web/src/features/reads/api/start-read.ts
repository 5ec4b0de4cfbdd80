import { startReadResponseSchema, type StartReadResponse } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** POST /api/scripts/{id}/reads, or POST /api/share/{token}/reads for a share link. */
export function startRead(
  target: { scriptId: string; version: number } | { shareToken: string },
): Promise<StartReadResponse> {
  if ("shareToken" in target)
    return apiFetch(`/api/share/${encodeURIComponent(target.shareToken)}/reads`, {
      method: "POST",
      schema: startReadResponseSchema,
      token: null,
    });
  return apiFetch(`/api/scripts/${encodeURIComponent(target.scriptId)}/reads`, {
    method: "POST",
    body: { version: target.version },
    schema: startReadResponseSchema,
  });
}
