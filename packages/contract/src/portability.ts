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
