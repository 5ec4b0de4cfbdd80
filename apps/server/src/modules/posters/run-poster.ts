import { eq } from "drizzle-orm";

import { IMAGE_GENERATION_FAILED, imageModelById } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { imageGenerations } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { sniffImageType } from "../scripts/process-cover-image.ts";
import { findScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { reserveStorage } from "../storage/storage-quota.ts";
import { posterInputOf } from "./poster-input.ts";
import { findPoster, transitionPoster } from "./posters.repo.ts";
import { ImageProviderError } from "./providers/image-provider.ts";
import { providerFor } from "./providers/select-provider.ts";

const CONTENT_TYPES = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" } as const;

/**
 * The `covers.generate` handler: calls the model, stores the image and marks the row completed, or
 * records the public error. Safe to run twice: only a pending (or interrupted) row is worked on.
 */
export async function runPoster(
  ctx: AppContext,
  generationId: string,
  signal: AbortSignal = new AbortController().signal,
): Promise<void> {
  const { db } = ctx.database;
  const row = await findPoster(db, generationId);
  if (!row || (row.status !== "pending" && row.status !== "processing")) return;
  await transitionPoster(db, row.id, ["pending", "processing"], { status: "processing" });
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
    // A kept preview counts in the script owner's storage quota (issue 28 finding 4).
    const done = await withTransaction(db, async (tx) => {
      await reserveStorage(tx, { ownerId: script.script.userId, addBytes: bytes.length });
      return transitionPoster(tx, row.id, ["processing"], {
        status: "completed",
        imageKey: key,
        contentType: CONTENT_TYPES[type],
        sizeBytes: bytes.length,
        completedAt: new Date(),
        error: null,
      });
    }).catch(async (err: unknown) => {
      await ctx.store.delete(key).catch(() => {});
      throw err;
    });
    if (!done) await ctx.store.delete(key).catch(() => {});
  } catch (err) {
    const message =
      err instanceof ImageProviderError
        ? err.publicMessage
        : err instanceof AppError && err.status < 500
          ? err.message
          : IMAGE_GENERATION_FAILED;
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
