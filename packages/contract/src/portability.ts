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

/** What the user types to confirm deleting the account. */
export const ACCOUNT_DELETE_CONFIRMATION = "DELETE MY ACCOUNT";
export const deleteAccountRequestSchema = z.object({
  confirmation: z.literal(ACCOUNT_DELETE_CONFIRMATION, {
    error: `Type ${ACCOUNT_DELETE_CONFIRMATION} to confirm`,
  }),
  /** Public reviews and comments on others' scripts: kept as "Former member", or deleted. */
  publicContent: z.enum(["anonymise", "delete"]),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
export const deleteAccountResponseSchema = z.object({
  success: z.literal(true),
  deletedScripts: z.number().int(),
  deletedFiles: z.number().int(),
  anonymisedReviews: z.number().int(),
  anonymisedComments: z.number().int(),
  keptBillingRecords: z.number().int(),
});
/** Shown on the delete dialog and in /privacy: what is kept after an account is deleted, and why. */
export const ACCOUNT_DELETION_KEPT =
  'Payment records (date, amount, description and the payment provider\'s reference) are kept for the period tax and accounting law requires, attached to an anonymous placeholder instead of your name or email. If you choose to keep your public reviews and comments, they stay on the scripts they were written on, signed "Former member". Nothing else is kept: your scripts (public and private), every version and cover, coverage reports, clout ledger, sessions, sign-in links, contact messages and exports are deleted, and their files are removed from storage.';

/** POST /api/protected/scripts/import: one line per PDF/FDX/Fountain file found in the ZIP. */
export const IMPORT_FILE_EXTENSIONS = [".pdf", ".fdx", ".fountain"] as const;
export const importResultSchema = z.object({
  file: z.string(),
  ok: z.boolean(),
  scriptId: z.string().optional(),
  error: z.string().optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
export const importZipResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(importResultSchema),
});
export type ImportZipResponse = z.infer<typeof importZipResponseSchema>;

/**
 * GET /api/protected/account/script-readers: which engine read each of your scripts' text (the
 * no-training promise made visible). Only coverage sends screenplay text anywhere; posters are
 * made from the title, logline and genre.
 */
export const SCRIPT_READERS_LIMIT = 200;
export const scriptReaderSchema = z.object({
  coverageId: z.string(),
  scriptId: z.string(),
  scriptTitle: z.string(),
  scriptVersion: z.number().int(),
  engine: z.enum(["local", "llm"]),
  /** As the report shows it: "Local analysis" or "AI coverage · <model>". */
  providerName: z.string(),
  providerModel: z.string().nullable(),
  status: z.enum(["pending", "processing", "completed", "failed"]),
  requestedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ScriptReader = z.infer<typeof scriptReaderSchema>;
export const scriptReadersResponseSchema = z.object({
  success: z.literal(true),
  /** The engine a new coverage request would use now. */
  current: z.object({ engine: z.enum(["local", "llm"]), providerName: z.string() }),
  readers: z.array(scriptReaderSchema),
  /** True when more than SCRIPT_READERS_LIMIT reports exist (the newest are listed). */
  truncated: z.boolean(),
});
export type ScriptReadersResponse = z.infer<typeof scriptReadersResponseSchema>;
