import { eq } from "drizzle-orm";

import { GENERATED_IMAGE_LOAD_FAILED, type SessionUser } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { imageGenerations } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertCanEdit, assertFound } from "../scripts/script-access.ts";
import { findScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { uploadCover } from "../scripts/upload-cover.ts";
import { findPoster, transitionPoster, type PosterRow } from "./posters.repo.ts";

const NOT_FOUND = "Generated image not found";

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** The generation, if the user may act on its script (the owner, or an admin for a dummy author). */
export async function loadOwnPoster(ctx: AppContext, user: SessionUser, id: string): Promise<PosterRow> {
  const row = await findPoster(ctx.database.db, id);
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  const s = assertFound(await findScriptWithAuthor(ctx.database.db, row.scriptId));
  if (row.userId !== user.id) {
    // Someone else's poster: only whoever may edit the script sees it, and a stranger learns nothing.
    try {
      assertCanEdit(s, user);
    } catch {
      throw new AppError("NOT_FOUND", NOT_FOUND);
    }
  }
  return row;
}

/** 'Use as Cover Image': the generated image becomes a new cover version (re-encoded like any upload). */
export async function applyPoster(ctx: AppContext, user: SessionUser, id: string) {
  const row = await loadOwnPoster(ctx, user, id);
  if (row.status === "used" && row.coverVersion)
    throw new AppError("CONFLICT", "This image is already the cover");
  if (row.status !== "completed" || !row.imageKey) throw new AppError("CONFLICT", "This image is not ready");
  const stored = await ctx.store.get(row.imageKey);
  if (!stored) throw new AppError("NOT_FOUND", GENERATED_IMAGE_LOAD_FAILED);
  const cover = await uploadCover(ctx, {
    scriptId: row.scriptId,
    uploadedBy: user.id,
    image: await streamToBuffer(stored.body),
  });
  await ctx.database.db
    .update(imageGenerations)
    .set({ status: "used", coverVersion: cover.version })
    .where(eq(imageGenerations.id, row.id));
  return { row, cover };
}

/** 'Discard': the preview is dropped and its file deleted. */
export async function discardPoster(ctx: AppContext, user: SessionUser, id: string): Promise<void> {
  const row = await loadOwnPoster(ctx, user, id);
  const changed = await transitionPoster(
    ctx.database.db,
    row.id,
    ["completed", "failed", "pending", "processing"],
    { status: "discarded" },
  );
  if (changed && row.imageKey) await ctx.store.delete(row.imageKey).catch(() => {});
}
