import {
  DEFAULT_DRAFT_GENRE,
  MAX_IMPORT_TOTAL_BYTES,
  TITLE_MAX_LENGTH,
  uploadScriptFieldsSchema,
  type ImportResult,
} from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertUploadRate } from "../storage/upload-rate.ts";
import { uploadScript } from "./create-script.ts";
import { listCandidates, openZip, readEntry, TOTAL_TOO_LARGE } from "./read-import-zip.ts";

/** "My Script.final.fountain" -> "My Script.final"; never empty. */
export function titleFromFileName(file: string): string {
  // The same cleaning as a typed title on a single upload (unsafe characters dropped, trimmed).
  const title = uploadScriptFieldsSchema.shape.title.safeParse(
    file.replace(/\.[^.]*$/, "").slice(0, TITLE_MAX_LENGTH),
  );
  return title.success ? title.data : "Untitled";
}

/**
 * POST /api/protected/scripts/import: every PDF/FDX/Fountain file of the ZIP becomes a private draft
 * through the same path as a single upload (rate, content check, quota, parse budget), one file at a
 * time; a bad file gives its own error line and the others continue.
 */
export async function importScriptsZip(
  ctx: AppContext,
  userId: string,
  zipBytes: Buffer,
  log: { error: (obj: object, msg: string) => void },
): Promise<ImportResult[]> {
  // A buffer-backed ZIP holds no file handle: nothing to close.
  const zip = await openZip(zipBytes);
  const candidates = await listCandidates(zip);
  const results: ImportResult[] = [];
  let readTotal = 0;
  for (const { file, refused, entry } of candidates) {
    if (refused) {
      results.push({ file, ok: false, error: refused });
      continue;
    }
    try {
      const buffer = await readEntry(zip, entry);
      readTotal += buffer.length;
      if (readTotal > MAX_IMPORT_TOTAL_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", TOTAL_TOO_LARGE);
      await assertUploadRate(ctx, userId);
      const scriptId = await uploadScript(ctx, {
        userId,
        title: titleFromFileName(file),
        isPublic: false,
        genreSlugs: [DEFAULT_DRAFT_GENRE],
        file: { buffer, fileName: file },
      });
      results.push({ file, ok: true, scriptId });
    } catch (err) {
      if (!(err instanceof AppError)) log.error({ err, file }, "zip import entry failed");
      const error = err instanceof AppError ? err.message : "This file could not be imported";
      results.push({ file, ok: false, error });
    }
  }
  return results;
}
