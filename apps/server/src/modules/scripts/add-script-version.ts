import { eq } from "drizzle-orm";

import { SCRIPT_NOT_FOUND_MESSAGE } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { scripts, scriptVersions } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../lib/app-error.ts";
import { enqueueParse } from "../screenplay/enqueue-parse.ts";
import { assertParseBudget } from "../screenplay/parse-timeout-budget.ts";
import { recordParseTimeout } from "../screenplay/parse-timeouts.repo.ts";
import { saveParse } from "../screenplay/screenplay.repo.ts";
import { precheckStorage, reserveStorage } from "../storage/storage-quota.ts";
import { scriptOwnerId } from "../storage/storage.repo.ts";
import { inspectScriptFile } from "./inspect-script-file.ts";
import { cleanFileName, scriptFileKey } from "./script-keys.ts";
import { nextVersionNumber } from "./scripts.repo.ts";

export interface IncomingFile {
  buffer: Buffer;
  fileName: string | undefined;
}

export const FILE_REQUIRED = "Please select a file to upload";

/**
 * Stores an uploaded screenplay as the next version of a script and makes it the active one.
 * The file is checked first and written before the rows; if the rows fail, the file is removed,
 * so nothing half-written remains. `inTransaction` lets the caller create the script in the same transaction.
 */
export async function addScriptVersion(
  ctx: AppContext,
  input: { scriptId: string; uploadedBy: string; file: IncomingFile | undefined; ownerId?: string },
  inTransaction?: (tx: Db) => Promise<void>,
): Promise<{ version: number; versionId: string; pageCount: number }> {
  if (!input.file || input.file.buffer.length === 0) throw new AppError("BAD_REQUEST", FILE_REQUIRED);
  // The owner's quota and the script's version cap, before the file is inspected (issue 28 finding 4).
  const ownerId = input.ownerId ?? (await scriptOwnerId(ctx.database.db, input.scriptId));
  if (!ownerId) throw new AppError("NOT_FOUND", SCRIPT_NOT_FOUND_MESSAGE);
  const claim = {
    ownerId,
    scriptId: input.scriptId,
    kind: "version" as const,
    addBytes: input.file.buffer.length,
  };
  await precheckStorage(ctx.database.db, claim);
  await assertParseBudget(ctx.database.db, input.uploadedBy);
  const inspected = await inspectScriptFile(input.file.buffer, {
    owner: input.uploadedBy,
    timeoutMs: ctx.config.uploads.inspectTimeoutMs,
    onOverrun: (reason) => recordParseTimeout(ctx.database.db, { userId: input.uploadedBy, reason }),
  });
  const key = scriptFileKey(input.scriptId, inspected.fileType);
  await ctx.store.put(key, input.file.buffer, inspected.contentType);
  try {
    const version = await withTransaction(ctx.database.db, async (tx) => {
      // The owner's lock first, then the caller's rows (a new script), so parallel uploads queue here.
      await reserveStorage(tx, claim);
      await inTransaction?.(tx);
      const next = await nextVersionNumber(tx, input.scriptId);
      const [inserted] = await tx
        .insert(scriptVersions)
        .values({
          scriptId: input.scriptId,
          version: next,
          s3Key: key,
          fileType: inspected.fileType,
          sizeBytes: input.file!.buffer.length,
          fileName: cleanFileName(input.file!.fileName),
          pageCount: inspected.pageCount,
          uploadedBy: input.uploadedBy,
        })
        .returning({ id: scriptVersions.id });
      const [updated] = await tx
        .update(scripts)
        .set({ s3Key: key, pageCount: inspected.pageCount, activeVersion: next })
        .where(eq(scripts.id, input.scriptId))
        .returning({ isPublic: scripts.isPublic });
      if (inspected.parsed) {
        const { model, stats, durationMs } = inspected.parsed;
        await saveParse(tx, {
          versionId: inserted!.id,
          status: "done",
          model,
          stats,
          error: null,
          durationMs,
        });
      }
      return { number: next, id: inserted!.id, isPublic: updated?.isPublic ?? false };
    });
    ctx.listCache?.invalidate({ kind: "script", scriptId: input.scriptId, isPublic: version.isPublic });
    // PDFs are parsed off the request path; the reader asks again (and re-enqueues) if this is lost.
    if (!inspected.parsed) await enqueueParse(ctx, { versionId: version.id, owner: input.uploadedBy });
    return { version: version.number, versionId: version.id, pageCount: inspected.pageCount };
  } catch (err) {
    await ctx.store.delete(key).catch(() => {});
    throw err;
  }
}
