import { scriptResponseSchema, successResponseSchema } from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

/** 'Use as Cover Image': the generated image becomes the script's new cover version. */
export async function applyGeneratedPoster(generationId: string) {
  const { script } = await apiFetch(`/api/v1/image-generation/generations/${generationId}/use`, {
    method: "POST",
    schema: scriptResponseSchema,
  });
  return script;
}

/** 'Discard': the preview and its file are dropped. */
export async function discardPoster(generationId: string): Promise<void> {
  await apiFetch(`/api/v1/image-generation/generations/${generationId}`, {
    method: "DELETE",
    schema: successResponseSchema,
  });
}
