import { eq } from "drizzle-orm";

import { SCRIPT_NOT_FOUND_MESSAGE } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { scriptCovers, scripts } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { precheckStorage, reserveStorage } from "../storage/storage-quota.ts";
import { scriptOwnerId } from "../storage/storage.repo.ts";
import { processCoverImage } from "./process-cover-image.ts";
import { coverKeys } from "./script-keys.ts";
import { nextCoverVersion } from "./scripts.repo.ts";

/**
 * Stores a new cover version (re-encoded renditions) and makes it the active cover. The script's
 * cover cap and its owner's storage quota are checked before decoding and again, under the owner's
 * lock, in the transaction that inserts the row (issue 28 finding 4).
 */
export async function uploadCover(
  ctx: AppContext,
  input: { scriptId: string; uploadedBy: string; image: Buffer | undefined },
) {
  if (!input.image || input.image.length === 0)
    throw new AppError("BAD_REQUEST", "Please select an image to upload");
  const ownerId = await scriptOwnerId(ctx.database.db, input.scriptId);
  if (!ownerId) throw new AppError("NOT_FOUND", SCRIPT_NOT_FOUND_MESSAGE);
  await precheckStorage(ctx.database.db, { ownerId, scriptId: input.scriptId, kind: "cover", addBytes: 0 });
  const renditions = await processCoverImage(input.image);
  const sizeBytes = renditions.card.length + renditions.detail.length;
  const version = await nextCoverVersion(ctx.database.db, input.scriptId);
  const keys = coverKeys(input.scriptId, version);
  await ctx.store.put(keys.card, renditions.card, "image/webp");
  await ctx.store.put(keys.detail, renditions.detail, "image/webp");
  try {
    const { cover, isPublic } = await withTransaction(ctx.database.db, async (tx) => {
      await reserveStorage(tx, { ownerId, scriptId: input.scriptId, kind: "cover", addBytes: sizeBytes });
      const next = await nextCoverVersion(tx, input.scriptId);
      const [cover] = await tx
        .insert(scriptCovers)
        .values({
          scriptId: input.scriptId,
          version: next,
          cardKey: keys.card,
          detailKey: keys.detail,
          width: renditions.width,
          height: renditions.height,
          sizeBytes,
          uploadedBy: input.uploadedBy,
        })
        .returning();
      const [updated] = await tx
        .update(scripts)
        .set({ coverImageS3Key: keys.detail, activeCoverVersion: next })
        .where(eq(scripts.id, input.scriptId))
        .returning({ isPublic: scripts.isPublic });
      return { cover: cover!, isPublic: updated?.isPublic ?? false };
    });
    ctx.listCache?.invalidate({ kind: "script", scriptId: input.scriptId, isPublic });
    return cover;
  } catch (err) {
    await Promise.allSettled([ctx.store.delete(keys.card), ctx.store.delete(keys.detail)]);
    throw err;
  }
}
