import { eq } from "drizzle-orm";

import { IMAGE_GENERATION_FAILED, imageModelById } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { imageGenerations } from "../../db/schema.ts";
import { sniffImageType } from "../scripts/process-cover-image.ts";
import { findScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { findGeneration, transitionGeneration } from "./generations.repo.ts";
import { posterInputOf } from "./poster-input.ts";
import { ImageProviderError } from "./providers/image-provider.ts";
import { providerFor } from "./providers/select-provider.ts";

const CONTENT_TYPES = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" } as const;

/**
 * The `covers.generate` handler: calls the model, stores the image and marks the row completed, or
 * records the public error. Safe to run twice: only a pending (or interrupted) row is worked on.
 */
export async function runGeneration(
  ctx: AppContext,
  generationId: string,
  signal: AbortSignal = new AbortController().signal,
): Promise<void> {
  const { db } = ctx.database;
  const row = await findGeneration(db, generationId);
  if (!row || (row.status !== "pending" && row.status !== "processing")) return;
  await transitionGeneration(db, row.id, ["pending", "processing"], { status: "processing" });
  try {
    const model = imageModelById(row.model);
    const script = await findScriptWithAuthor(db, row.scriptId);
    if (!model || !script) throw new ImageProviderError(IMAGE_GENERATION_FAILED, "model or script is gone");
    const poster = posterInputOf(script, row.styles);
    const { bytes } = await providerFor(ctx.config, model).generate({
      prompt: row.prompt,
      model,
      poster,
      signal,
    });
    const type = sniffImageType(bytes)!;
    const key = `scripts/${row.scriptId}/generated/${row.id}.${type === "jpeg" ? "jpg" : type}`;
    await ctx.store.put(key, bytes, CONTENT_TYPES[type]);
    const done = await transitionGeneration(db, row.id, ["processing"], {
      status: "completed",
      imageKey: key,
      contentType: CONTENT_TYPES[type],
      completedAt: new Date(),
      error: null,
    });
    if (!done) await ctx.store.delete(key).catch(() => {});
  } catch (err) {
    const message = err instanceof ImageProviderError ? err.publicMessage : IMAGE_GENERATION_FAILED;
    ctx.log?.error(
      {
        generationId,
        model: row.model,
        provider: row.provider,
        err: { name: (err as Error).name, message: (err as Error).message },
      },
      "poster generation failed",
    );
    await db
      .update(imageGenerations)
      .set({ status: "failed", error: message, completedAt: new Date() })
      .where(eq(imageGenerations.id, row.id));
  }
}
