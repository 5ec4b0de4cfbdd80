import { USER_NOT_FOUND_MESSAGE } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { avatarKeyOf, avatarPathOf } from "../identity/avatar-keys.ts";
import { reserveStorage } from "../storage/storage-quota.ts";
import { processAvatarImage } from "./process-avatar-image.ts";
import { replaceAvatarKey } from "./profiles.repo.ts";

/**
 * Replaces the user's avatar: checks and re-encodes the image, stores it, points the
 * user at it and deletes the old file. A failed database write removes the new file again.
 */
export async function uploadAvatar(
  ctx: AppContext,
  input: { userId: string; image: Buffer | undefined },
): Promise<{ avatarUrl: string }> {
  if (!input.image || input.image.length === 0)
    throw new AppError("BAD_REQUEST", "Please select an image to upload");
  const webp = await processAvatarImage(input.image);
  const key = avatarKeyOf(input.userId);
  await ctx.store.put(key, webp, "image/webp");
  let previousKey: string | null;
  try {
    // The new avatar replaces the old one's bytes in the storage quota (issue 28 finding 4).
    const result = await withTransaction(ctx.database.db, async (tx) => {
      await reserveStorage(tx, { ownerId: input.userId, addBytes: webp.length, replacesAvatar: true });
      return replaceAvatarKey(tx, input.userId, key, webp.length);
    });
    if (!result.found) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
    previousKey = result.previousKey;
  } catch (err) {
    await ctx.store.delete(key).catch(() => undefined);
    throw err;
  }
  if (previousKey && previousKey !== key) {
    await ctx.store
      .delete(previousKey)
      .catch((err: unknown) =>
        ctx.log?.error({ err, key: previousKey }, "could not delete a replaced avatar"),
      );
  }
  ctx.listCache?.invalidate({ kind: "author", userId: input.userId });
  return { avatarUrl: avatarPathOf(input.userId, key) };
}
