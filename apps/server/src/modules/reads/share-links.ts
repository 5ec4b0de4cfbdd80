import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";

import {
  SHARE_LINK_EXPIRED_MESSAGE,
  SHARE_LINK_NOT_FOUND_MESSAGE,
  SHARE_LINK_REVOKED_MESSAGE,
  SHARE_LINK_UNAVAILABLE_MESSAGE,
  type ShareLink,
} from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { shareLinks } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { isHiddenByModeration } from "../scripts/hidden-by-moderation.ts";
import { findVersion } from "../scripts/scripts.repo.ts";

export type ShareLinkRow = typeof shareLinks.$inferSelect;

/** 32 random bytes: 43 base64url characters, unguessable; only the SHA-256 is stored. */
const TOKEN_BYTES = 32;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const hashShareToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const sharePathOf = (token: string) => `/share/${token}`;

export function linkStatus(link: ShareLinkRow, now = new Date()): ShareLink["status"] {
  if (link.revokedAt) return "revoked";
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return "expired";
  return "active";
}

export function toShareLink(link: ShareLinkRow): ShareLink {
  return {
    id: link.id,
    scriptId: link.scriptId,
    version: link.version,
    recipient: link.recipient,
    allowDownload: link.allowDownload,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    revokedAt: link.revokedAt?.toISOString() ?? null,
    firstOpenedAt: link.firstOpenedAt?.toISOString() ?? null,
    createdAt: link.createdAt.toISOString(),
    status: linkStatus(link),
  };
}

export async function createShareLink(
  db: Db,
  input: {
    scriptId: string;
    version: number;
    createdBy: string;
    recipient: string;
    expiresAt?: string | null;
    allowDownload: boolean;
  },
): Promise<{ link: ShareLink; path: string }> {
  if (!(await findVersion(db, input.scriptId, input.version)))
    throw new AppError("NOT_FOUND", `Version ${input.version} not found`);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= Date.now())
    throw new AppError("BAD_REQUEST", "Choose an expiry in the future");
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const [row] = await db
    .insert(shareLinks)
    .values({
      scriptId: input.scriptId,
      version: input.version,
      createdBy: input.createdBy,
      tokenHash: hashShareToken(token),
      recipient: input.recipient,
      allowDownload: input.allowDownload,
      expiresAt,
    })
    .returning();
  return { link: toShareLink(row!), path: sharePathOf(token) };
}

export async function listShareLinks(db: Db, scriptId: string): Promise<ShareLink[]> {
  const rows = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.scriptId, scriptId))
    .orderBy(desc(shareLinks.createdAt))
    .limit(500);
  return rows.map(toShareLink);
}

export async function findShareLinkById(db: Db, id: string): Promise<ShareLinkRow | null> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.id, id)).limit(1);
  return row ?? null;
}

export async function revokeShareLink(db: Db, link: ShareLinkRow): Promise<ShareLink> {
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(shareLinks.id, link.id), isNull(shareLinks.revokedAt)))
    .returning();
  return toShareLink(row ?? link);
}

/**
 * The link a token opens, if it still works: unknown tokens answer 404, revoked and expired links
 * 410 with a message the page shows instead of the script.
 */
export async function resolveShareToken(db: Db, token: string, now = new Date()): Promise<ShareLinkRow> {
  if (!SHARE_TOKEN_PATTERN.test(token)) throw new AppError("NOT_FOUND", SHARE_LINK_NOT_FOUND_MESSAGE);
  const [link] = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.tokenHash, hashShareToken(token)))
    .limit(1);
  if (!link) throw new AppError("NOT_FOUND", SHARE_LINK_NOT_FOUND_MESSAGE);
  const status = linkStatus(link, now);
  if (status === "revoked") throw new AppError("GONE", SHARE_LINK_REVOKED_MESSAGE);
  if (status === "expired") throw new AppError("GONE", SHARE_LINK_EXPIRED_MESSAGE);
  // A script an admin hid is not passed around by link either.
  if (await isHiddenByModeration(db, link.scriptId))
    throw new AppError("GONE", SHARE_LINK_UNAVAILABLE_MESSAGE);
  return link;
}

/** Marks a link opened; answers true the first time (for the owner's notification). */
export async function markLinkOpened(db: Db, link: ShareLinkRow): Promise<boolean> {
  const rows = await db
    .update(shareLinks)
    .set({ firstOpenedAt: new Date() })
    .where(and(eq(shareLinks.id, link.id), isNull(shareLinks.firstOpenedAt)))
    .returning({ id: shareLinks.id });
  return rows.length > 0;
}
