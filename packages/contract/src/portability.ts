/** Export and import ("your work is yours"): single-item downloads and the account export. */
import { z } from "zod";

import { MAX_VERSION_NUMBER } from "./limits.ts";

export const SCRIPT_TEXT_FORMATS = ["fountain", "fdx"] as const;
export const scriptTextFormatSchema = z.enum(SCRIPT_TEXT_FORMATS);
export const COVERAGE_EXPORT_FORMATS = ["pdf", "json"] as const;
export const coverageExportFormatSchema = z.enum(COVERAGE_EXPORT_FORMATS);

export const scriptExportParamsSchema = z.object({ id: z.string().max(64), format: scriptTextFormatSchema });
export const scriptExportQuerySchema = z.object({
  version: z.coerce.number().int().min(1).max(MAX_VERSION_NUMBER).optional(),
});
export const coverageExportParamsSchema = z.object({
  id: z.string().max(64),
  format: coverageExportFormatSchema,
});

export const ACCOUNT_EXPORT_STATUSES = ["pending", "running", "ready", "failed", "expired"] as const;
export const accountExportSchema = z.object({
  id: z.string(),
  status: z.enum(ACCOUNT_EXPORT_STATUSES),
  /** 0..100 while running; 100 when ready. */
  progress: z.number().int().min(0).max(100),
  sizeBytes: z.number().int().nullable(),
  fileCount: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** When the ZIP is deleted (ready exports). */
  expiresAt: z.string().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
export const accountExportResponseSchema = z.object({
  success: z.literal(true),
  export: accountExportSchema.nullable(),
});
export const accountExportUrlResponseSchema = z.object({
  success: z.literal(true),
  url: z.string(),
  expiresAt: z.string(),
});
