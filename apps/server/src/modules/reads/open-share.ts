import { READ_NOTICE_SHARE, SHARE_DOWNLOAD_OFF_MESSAGE, type SharedScript } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";
import { loadScript } from "../scripts/load-script.ts";
import { findVersion } from "../scripts/scripts.repo.ts";
import { notifyLinkOpened } from "./read-notifications.ts";
import { readerCopy, todayUtc, type ReaderCopy } from "./reader-copy.ts";
import { deviceClassOf } from "./reader-identity.ts";
import { addDownload, findRead, insertRead } from "./reads.repo.ts";
import { markLinkOpened, resolveShareToken, type ShareLinkRow } from "./share-links.ts";

async function recordOpen(ctx: AppContext, link: ShareLinkRow) {
  if (await markLinkOpened(ctx.database.db, link)) await notifyLinkOpened(ctx.database.db, link);
}

/** What a share link's page shows. Opening it the first time is logged (and may notify the owner). */
export async function openShare(ctx: AppContext, token: string): Promise<SharedScript> {
  const link = await resolveShareToken(ctx.database.db, token);
  const [s, version] = await Promise.all([
    loadScript(ctx, link.scriptId),
    findVersion(ctx.database.db, link.scriptId, link.version),
    recordOpen(ctx, link),
  ]);
  if (!version) throw new AppError("NOT_FOUND", "This version of the script no longer exists");
  return {
    title: s.script.title,
    authorName: s.author.name,
    version: link.version,
    fileType: version.fileType,
    recipient: link.recipient,
    allowDownload: link.allowDownload,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    filePath: `/api/share/${token}/file`,
    notice: READ_NOTICE_SHARE,
  };
}

/**
 * The linked version as a PDF stamped with the recipient and date on every page, for reading or,
 * when the link allows it, for download (counted on the link's read).
 */
export async function shareFile(
  ctx: AppContext,
  token: string,
  input: { download: boolean; readId?: string; userAgent?: string },
): Promise<ReaderCopy> {
  const link = await resolveShareToken(ctx.database.db, token);
  if (input.download && !link.allowDownload) throw new AppError("FORBIDDEN", SHARE_DOWNLOAD_OFF_MESSAGE);
  const [s, version] = await Promise.all([
    loadScript(ctx, link.scriptId),
    findVersion(ctx.database.db, link.scriptId, link.version),
  ]);
  if (!version) throw new AppError("NOT_FOUND", "This version of the script no longer exists");
  const countDownload = async () => {
    if (!input.download) return;
    const read = input.readId ? await findRead(ctx.database.db, input.readId) : null;
    if (read?.shareLinkId === link.id) return addDownload(ctx.database.db, read.id);
    await insertRead(ctx.database.db, {
      scriptId: link.scriptId,
      version: link.version,
      readerKey: `l:${link.id}`,
      shareLinkId: link.id,
      device: deviceClassOf(input.userAgent),
      pageCount: version.pageCount || null,
      downloads: 1,
    });
  };
  const [copy] = await Promise.all([
    readerCopy(ctx, s.script.title, version, { recipient: link.recipient, date: todayUtc() }),
    countDownload(),
  ]);
  return copy;
}
