import { buffer } from "node:stream/consumers";

import { writeFdx, writeFountain } from "@twl/screenplay";

import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";
import { canEdit } from "../scripts/script-access.ts";
import { findVersion, type ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { loadVersionModel } from "./version-model.ts";

export type ScriptTextFormat = "fountain" | "fdx";
type Viewer = { id: string; role: "customer" | "admin" } | undefined;

export interface Download {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/** A title safe for a download file name. */
export function fileTitle(title: string): string {
  return (
    title
      .replace(/[^\p{L}\p{N} _.-]/gu, "")
      .trim()
      .slice(0, 80) || "script"
  );
}

/**
 * A version of a script as Fountain or FDX, written from its parsed model (an upload already in that
 * format is given back as uploaded). Who may: whoever may read the script's file; readers get the
 * active version, editors any version (the same rule as the file URL). The caller checked reading.
 */
export async function exportScriptVersion(
  ctx: AppContext,
  s: ScriptWithAuthor,
  viewer: Viewer,
  format: ScriptTextFormat,
  requested: number | undefined,
): Promise<Download> {
  const active = s.script.activeVersion;
  if (active === null) throw new AppError("NOT_FOUND", "This script has no file yet");
  const number = requested ?? active;
  if (number !== active && !canEdit(s, viewer))
    throw new AppError("NOT_FOUND", `Version ${number} not found`);
  const version = await findVersion(ctx.database.db, s.script.id, number);
  if (!version) throw new AppError("NOT_FOUND", `Version ${number} not found`);
  const fileName = `${fileTitle(s.script.title)} (v${version.version}).${format}`;
  const contentType = format === "fdx" ? "application/xml; charset=utf-8" : "text/plain; charset=utf-8";
  if (version.fileType === format) {
    const stored = await ctx.store.get(version.s3Key);
    if (stored) return { fileName, contentType, body: await buffer(stored.body) };
  }
  const model = await loadVersionModel(ctx, version, s.script.userId);
  const text = format === "fdx" ? writeFdx(model) : writeFountain(model);
  return { fileName, contentType, body: Buffer.from(text, "utf8") };
}
