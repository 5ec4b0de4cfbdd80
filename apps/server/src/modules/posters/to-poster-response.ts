import { imageModelById, type GenerationResponse } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import type { PosterRow } from "./posters.repo.ts";

/** The spec's response plus the job's state; never the storage key. */
export async function toPosterResponse(ctx: AppContext, row: PosterRow): Promise<GenerationResponse> {
  const hasImage = (row.status === "completed" || row.status === "used") && row.imageKey;
  const url = hasImage
    ? await ctx.store.signedUrl(row.imageKey!, { expiresInSeconds: ctx.config.files.urlTtlSeconds })
    : null;
  const model = imageModelById(row.model);
  const generation = {
    id: row.id,
    status: row.status,
    scriptId: row.scriptId,
    model: row.model,
    modelName: model?.name ?? row.model,
    provider: row.provider,
    prompt: row.prompt,
    styles: row.styles,
    imageUrl: url,
    previewUrl: url,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
  return {
    success: true,
    generation,
    previewUrl: url,
    imageUrl: url,
    image: url ? { url } : null,
    images: url ? [{ image: { url } }] : [],
    model: generation.modelName,
    provider: row.provider,
    prompt: row.prompt,
    scriptId: row.scriptId,
  };
}
