import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";
import { DOWNLOAD_CONTENT_TYPE } from "../../storage/object-store.ts";
import { canEdit } from "./script-access.ts";
import { findVersion, type ScriptWithAuthor } from "./scripts.repo.ts";

type Viewer = { id: string; role: "customer" | "admin" } | undefined;

/**
 * A signed, expiring URL for a script file. Readers get the active version; editors may open any
 * version (`?version=`). The caller has already checked that the viewer may read the script.
 */
export async function getFileUrl(
  ctx: AppContext,
  s: ScriptWithAuthor,
  viewer: Viewer,
  requested: number | undefined,
) {
  const active = s.script.activeVersion;
  if (active === null || !s.script.s3Key) throw new AppError("NOT_FOUND", "This script has no file yet");
  const versionNumber = requested ?? active;
  if (versionNumber !== active && !canEdit(s, viewer))
    throw new AppError("NOT_FOUND", `Version ${versionNumber} not found`);
  const version = await findVersion(ctx.database.db, s.script.id, versionNumber);
  if (!version) throw new AppError("NOT_FOUND", `Version ${versionNumber} not found`);
  const ttl = ctx.config.files.urlTtlSeconds;
  const title = s.script.title.replace(/[^\p{L}\p{N} _.-]/gu, "").trim() || "script";
  // Only a PDF opens in the browser; FDX (XML) and Fountain download as plain bytes (docs/security.md, finding 15).
  const isPdf = version.fileType === "pdf";
  const url = await ctx.store.signedUrl(version.s3Key, {
    expiresInSeconds: ttl,
    disposition: isPdf ? "inline" : "attachment",
    ...(isPdf ? {} : { contentType: DOWNLOAD_CONTENT_TYPE }),
    fileName: `${title} (v${version.version}).${version.fileType}`,
  });
  return {
    url,
    version: version.version,
    fileType: version.fileType,
    expiresAt: new Date(Date.now() + ttl * 1000).toISOString(),
  };
}
