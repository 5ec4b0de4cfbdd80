import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import {
  ADMIN_PRIVATE_SCRIPT_TITLE,
  type AdminAuditAction,
  type AdminAuditEntry,
  type ModerationNotice,
} from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { adminAuditLog, scripts, users } from "../../db/schema.ts";

export interface AuditInput {
  adminId: string;
  action: AdminAuditAction;
  targetUserId?: string | null;
  targetScriptId?: string | null;
  subject?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** Writes one audit row; callers pass their transaction so the change and its record commit together. */
export async function writeAudit(tx: Db, input: AuditInput): Promise<void> {
  await tx.insert(adminAuditLog).values({
    adminId: input.adminId,
    action: input.action,
    targetUserId: input.targetUserId ?? null,
    targetScriptId: input.targetScriptId ?? null,
    subject: input.subject ?? null,
    before: input.before ?? null,
    after: input.after ?? null,
    reason: input.reason?.trim() ? input.reason.trim() : null,
  });
}

/**
 * A user's audit trail, newest first: changes to them and to their content. An entry about a real
 * author's script that is private now, or was private when it was deleted, shows "Private script"
 * and no before/after values (private-script-view.ts).
 */
export async function listAuditOfUser(db: Db, userId: string, limit = 100): Promise<AdminAuditEntry[]> {
  const author = alias(users, "target_author");
  const rows = await db
    .select({
      entry: adminAuditLog,
      adminName: users.name,
      scriptIsPublic: scripts.isPublic,
      authorIsDummy: author.isDummy,
    })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminId))
    .leftJoin(scripts, eq(scripts.id, adminAuditLog.targetScriptId))
    // The script's author (the target of a review or comment removal is its writer); for a deleted script, the target.
    .leftJoin(author, eq(author.id, sql`coalesce(${scripts.userId}, ${adminAuditLog.targetUserId})`))
    .where(eq(adminAuditLog.targetUserId, userId))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
  return rows.map(({ entry, adminName, scriptIsPublic, authorIsDummy }) => {
    const withheld = isWithheldEntry(entry, scriptIsPublic, authorIsDummy === true);
    return {
      id: entry.id,
      action: entry.action,
      admin: entry.adminId ? { id: entry.adminId, name: adminName || "Admin" } : null,
      targetUserId: entry.targetUserId,
      targetScriptId: entry.targetScriptId,
      subject: withheld ? ADMIN_PRIVATE_SCRIPT_TITLE : entry.subject,
      before: withheld ? null : entry.before,
      after: withheld ? null : entry.after,
      reason: entry.reason,
      createdAt: entry.createdAt.toISOString(),
    };
  });
}

/**
 * Whether an audit entry speaks of a real author's private script: one that exists and is private,
 * or one deleted while private (its deletion recorded `before.isPublic: false`).
 */
function isWithheldEntry(
  entry: { targetScriptId: string | null; before: unknown },
  scriptIsPublic: boolean | null,
  authorIsDummy: boolean,
): boolean {
  if (!entry.targetScriptId || authorIsDummy) return false;
  if (scriptIsPublic !== null) return !scriptIsPublic;
  const before = entry.before as { isPublic?: unknown } | null;
  return before?.isPublic === false;
}

const MODERATION_ACTIONS = ["script.hidden", "script.deleted", "review.deleted", "comment.deleted"] as const;

/** What moderation removed from a user's content, for the author (never who acted). */
export async function listModerationNotices(db: Db, userId: string, limit = 50): Promise<ModerationNotice[]> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(
      and(eq(adminAuditLog.targetUserId, userId), inArray(adminAuditLog.action, [...MODERATION_ACTIONS])),
    )
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    kind: row.action as ModerationNotice["kind"],
    scriptId: row.targetScriptId,
    subject: row.subject,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  }));
}
