import { renderScreenplayPdf, type Screenplay } from "@twl/screenplay";

import type { AppContext } from "../../context.ts";
import type { scriptVersions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { findParse } from "../screenplay/screenplay.repo.ts";
import { watermarkPdf, type WatermarkText } from "./watermark-pdf.ts";

type VersionRow = typeof scriptVersions.$inferSelect;

export interface ReaderCopy {
  bytes: Uint8Array;
  contentType: string;
  fileName: string;
}

async function readAll(ctx: AppContext, key: string): Promise<Buffer> {
  const object = await ctx.store.get(key);
  if (!object) throw new AppError("NOT_FOUND", "This script has no file yet");
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Recent stamped copies (a share link's PDF is fetched on every open): a few entries, small total,
 * keyed by version, recipient and day. A cache only — any node can make the copy again.
 */
const CACHE_ENTRIES = 8;
const CACHE_MAX_BYTES = 48 * 1024 * 1024;
const stamped = new Map<string, Uint8Array>();

function remember(key: string, bytes: Uint8Array) {
  stamped.delete(key);
  stamped.set(key, bytes);
  let total = [...stamped.values()].reduce((sum, b) => sum + b.byteLength, 0);
  for (const [oldest, value] of stamped) {
    if (stamped.size <= CACHE_ENTRIES && total <= CACHE_MAX_BYTES) break;
    stamped.delete(oldest);
    total -= value.byteLength;
  }
}

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

const safeTitle = (title: string) => title.replace(/[^\p{L}\p{N} _.-]/gu, "").trim() || "script";

/**
 * The file a reader gets. With a mark: always a PDF with the recipient and date drawn into every
 * page — a PDF original is stamped; an FDX or Fountain version is first rendered to PDF from its
 * parsed screenplay with the repo's renderer. Without one (the owner's own copy): the original.
 */
export async function readerCopy(
  ctx: AppContext,
  title: string,
  version: VersionRow,
  mark: WatermarkText | null,
): Promise<ReaderCopy> {
  const name = `${safeTitle(title)} (v${version.version})`;
  if (!mark) {
    const bytes = await readAll(ctx, version.s3Key);
    const contentType = version.fileType === "pdf" ? "application/pdf" : "application/octet-stream";
    return { bytes, contentType, fileName: `${name}.${version.fileType}` };
  }
  const key = `${version.id}\n${mark.recipient}\n${mark.date}`;
  const cached = stamped.get(key);
  if (cached) return { bytes: cached, contentType: "application/pdf", fileName: `${name}.pdf` };
  let pdf: Uint8Array;
  if (version.fileType === "pdf") pdf = await readAll(ctx, version.s3Key);
  else {
    const parse = await findParse(ctx.database.db, version.id);
    if (parse?.status !== "done" || !parse.model)
      throw new AppError("CONFLICT", "This script is still being processed. Try again in a minute.");
    pdf = await renderScreenplayPdf(parse.model as Screenplay);
  }
  const bytes = await watermarkPdf(pdf, mark);
  remember(key, bytes);
  return { bytes, contentType: "application/pdf", fileName: `${name}.pdf` };
}
