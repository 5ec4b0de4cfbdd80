import { READ_NOTICE_ANONYMOUS, READ_NOTICE_NAMED, READ_NOTICE_SHARE } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";
import { canEdit } from "../scripts/script-access.ts";
import { findVersion, type ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { deviceClassOf, readerIdentity } from "./reader-identity.ts";
import { insertRead, type ReadRow } from "./reads.repo.ts";

type Viewer = { id: string; role: "customer" | "admin" } | undefined;

interface ReadRequest {
  viewer: Viewer;
  ip: string;
  userAgent: string | undefined;
}

/** The notice a reader sees before the script opens. */
export function readNoticeFor(read: Pick<ReadRow, "readerId" | "shareLinkId">): string {
  if (read.shareLinkId) return READ_NOTICE_SHARE;
  return read.readerId ? READ_NOTICE_NAMED : READ_NOTICE_ANONYMOUS;
}

/**
 * Opens a read of a script version the viewer may read. The owner's (and an acting admin's) own
 * reading is not logged. Readers see only the active version.
 */
export async function startRead(
  ctx: AppContext,
  s: ScriptWithAuthor,
  request: ReadRequest,
  requested: number | undefined,
): Promise<{ readId: string | null; notice: string | null }> {
  if (canEdit(s, request.viewer)) return { readId: null, notice: null };
  const versionNumber = requested ?? s.script.activeVersion;
  if (versionNumber === null || versionNumber !== s.script.activeVersion)
    throw new AppError("NOT_FOUND", `Version ${versionNumber ?? ""} not found`.trim());
  const version = await findVersion(ctx.database.db, s.script.id, versionNumber);
  if (!version) throw new AppError("NOT_FOUND", `Version ${versionNumber} not found`);
  const who = await readerIdentity(ctx.database.db, { userId: request.viewer?.id, ip: request.ip });
  const read = await insertRead(ctx.database.db, {
    scriptId: s.script.id,
    version: versionNumber,
    ...who,
    device: deviceClassOf(request.userAgent),
    pageCount: version.pageCount && version.pageCount > 0 ? version.pageCount : null,
  });
  return { readId: read.id, notice: readNoticeFor(read) };
}

/** Opens a read through a share link: logged under the link, its recipient named. */
export async function startLinkRead(
  ctx: AppContext,
  link: { id: string; scriptId: string; version: number },
  request: Omit<ReadRequest, "viewer">,
): Promise<{ readId: string; notice: string }> {
  const version = await findVersion(ctx.database.db, link.scriptId, link.version);
  const read = await insertRead(ctx.database.db, {
    scriptId: link.scriptId,
    version: link.version,
    readerId: null,
    readerKey: `l:${link.id}`,
    shareLinkId: link.id,
    device: deviceClassOf(request.userAgent),
    pageCount: version?.pageCount && version.pageCount > 0 ? version.pageCount : null,
  });
  return { readId: read.id, notice: readNoticeFor(read) };
}
