import {
  MAX_COVERS_PER_SCRIPT,
  MAX_VERSIONS_PER_SCRIPT,
  storageQuotaOf,
  tierSchema,
  USER_NOT_FOUND_MESSAGE,
  type StorageUsage,
} from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";
import { readStorageOwner, storageUsedBytes } from "./storage.repo.ts";

/** GET /api/account/storage: the user's stored bytes, their plan's quota and the per-script caps. */
export async function getStorageUsage(ctx: AppContext, userId: string): Promise<StorageUsage> {
  const owner = await readStorageOwner(ctx.database.db, userId);
  if (!owner) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
  return {
    tier: tierSchema.parse(owner.tier),
    usedBytes: await storageUsedBytes(ctx.database.db, userId),
    quotaBytes: storageQuotaOf(owner.tier),
    maxVersionsPerScript: MAX_VERSIONS_PER_SCRIPT,
    maxCoversPerScript: MAX_COVERS_PER_SCRIPT,
    uploadsPerMinute: ctx.config.uploads.perUserPerMinute,
  };
}
