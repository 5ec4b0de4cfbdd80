import { and, desc, eq, inArray } from "drizzle-orm";

import type { AdminAuditAction, AdminAuditEntry, ModerationNotice } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { adminAuditLog, users } from "../../db/schema.ts";

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

/** A user's audit trail, newest first: changes to them and to their content. */
export async function listAuditOfUser(db: Db, userId: string, limit = 100): Promise<AdminAuditEntry[]> {
  const rows = await db
    .select({ entry: adminAuditLog, adminName: users.name })
    .from(adminAuditLog)
    .leftJoin(users, eq(users.id, adminAuditLog.adminId))
    .where(eq(adminAuditLog.targetUserId, userId))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
  return rows.map(({ entry, adminName }) => ({
    id: entry.id,
    action: entry.action,
    admin: entry.adminId ? { id: entry.adminId, name: adminName || "Admin" } : null,
    targetUserId: entry.targetUserId,
    targetScriptId: entry.targetScriptId,
    subject: entry.subject,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
    createdAt: entry.createdAt.toISOString(),
  }));
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
