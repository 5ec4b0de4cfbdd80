import { createDraftResponseSchema, type ScriptDetail } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";
import type { ScriptMetadata } from "./upload-script.ts";

/**
 * POST /api/protected/scripts: a private draft without a file, created before an AI poster is
 * generated (the poster needs a script id). The upload then fills it in (see use-submit-upload).
 */
export async function createDraftScript(
  metadata: Partial<ScriptMetadata> & { title: string },
): Promise<ScriptDetail> {
  const { script } = await apiFetch("/api/protected/scripts", {
    method: "POST",
    body: {
      title: metadata.title,
      genre: metadata.genres?.[0],
      genres: metadata.genres,
      logline: metadata.logline,
      isPublic: metadata.isPublic,
    },
    schema: createDraftResponseSchema,
  });
  return script;
}
