import { z } from "zod";

import { tierSchema } from "./auth.ts";
import {
  MAX_COVERS_PER_SCRIPT,
  MAX_VERSIONS_PER_SCRIPT,
  STORAGE_QUOTA_BYTES_BY_TIER,
  UPLOADS_PER_USER_PER_MINUTE,
} from "./limits.ts";

/** Storage quota and upload caps (issue 28 finding 4): what the server enforces and the web shows. */
export type StorageTier = keyof typeof STORAGE_QUOTA_BYTES_BY_TIER;
export const storageQuotaOf = (tier: string): number =>
  STORAGE_QUOTA_BYTES_BY_TIER[tier as StorageTier] ?? STORAGE_QUOTA_BYTES_BY_TIER.free;

/** "9.9 MB", "512 KB", "2 GB": binary units, at most one decimal. */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.round(value)} ${value === 1 ? "byte" : "bytes"}`;
  const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded.toLocaleString("en-US")} ${units[unit]}`;
}

export const storageQuotaMessage = (input: { usedBytes: number; quotaBytes: number; addBytes: number }) =>
  `Not enough storage: this upload needs ${formatBytes(input.addBytes)} and you have ${formatBytes(
    Math.max(0, input.quotaBytes - input.usedBytes),
  )} left of ${formatBytes(input.quotaBytes)}. Delete old versions, covers or scripts, or upgrade your plan for more space.`;
export const STORAGE_FULL_MESSAGE =
  "Your storage is full. Delete old versions, covers or scripts, or upgrade your plan for more space.";
export const VERSION_CAP_MESSAGE = `This script already keeps ${MAX_VERSIONS_PER_SCRIPT} versions, the most one script can keep. Delete an old version in the Versions dialog, then upload again.`;
export const COVER_CAP_MESSAGE = `This script already keeps ${MAX_COVERS_PER_SCRIPT} covers, the most one script can keep. Delete an old cover in the Cover dialog, then add a new one.`;
export const uploadRateMessage = (perMinute: number = UPLOADS_PER_USER_PER_MINUTE) =>
  `You can upload ${perMinute} files a minute. Please wait a minute and try again.`;
export const ACTIVE_VERSION_DELETE_MESSAGE =
  "This is the version readers see. Make another version active before deleting this one.";
export const COVERAGE_IN_PROGRESS_DELETE_MESSAGE =
  "A coverage report of this version is still being written. Delete the version once it is finished.";
export const ACTIVE_COVER_DELETE_MESSAGE =
  "This is the script's cover. Make another cover active before deleting this one.";

/** GET /api/account/storage: what the signed-in user's uploads keep, and the limits. */
export const storageUsageSchema = z.object({
  tier: tierSchema,
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().nonnegative(),
  maxVersionsPerScript: z.number().int().positive(),
  maxCoversPerScript: z.number().int().positive(),
  uploadsPerMinute: z.number().int().positive(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;
export const storageUsageResponseSchema = z.object({ success: z.literal(true), storage: storageUsageSchema });
export type StorageUsageResponse = z.infer<typeof storageUsageResponseSchema>;
