import type { CoverageStatus } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { listCoveragesOf } from "../coverage/coverage.repo.ts";
import { listVersions, type ScriptWithAuthor } from "../scripts/scripts.repo.ts";

/** GET /api/protected/scripts/{id}/versions: every version, newest first, with its latest report's status. */
export async function versionHistory(ctx: AppContext, s: ScriptWithAuthor) {
  const [rows, reports] = await Promise.all([
    listVersions(ctx.database.db, s.script.id),
    listCoveragesOf(ctx.database.db, s.script.id, { completedOnly: false }),
  ]);
  // Reports come newest first: the first one seen for a version is its current status.
  const statusOf = new Map<string, CoverageStatus>();
  for (const r of reports)
    if (!statusOf.has(r.coverage.versionId)) statusOf.set(r.coverage.versionId, r.coverage.status);
  return rows.map(({ version: v, uploaderName }) => {
    const status = statusOf.get(v.id);
    return {
      id: v.id,
      version: v.version,
      fileType: v.fileType,
      fileName: v.fileName,
      sizeBytes: v.sizeBytes,
      pageCount: v.pageCount,
      createdAt: v.createdAt.toISOString(),
      uploader: uploaderName !== null ? { name: uploaderName || "Anonymous" } : null,
      isActive: v.version === s.script.activeVersion,
      coverage: status ? { status } : null,
    };
  });
}
