import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import {
  readingSettings,
  readNotifications,
  scriptReads,
  scripts,
  shareLinks,
  users,
} from "../../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";

const LIST_LIMIT = 30;

/** Owners who asked to be told about reads, among these. */
async function ownersWhoWantNotes(db: Db, ownerIds: string[]): Promise<Set<string>> {
  if (ownerIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: readingSettings.userId })
    .from(readingSettings)
    .where(and(inArray(readingSettings.userId, ownerIds), eq(readingSettings.notifyReads, true)));
  return new Set(rows.map((r) => r.userId));
}

/** A note for each named reader (or link recipient) who just finished, when the owner asked for them. */
export async function notifyFinishedReads(db: Db, readIds: string[]): Promise<void> {
  const rows = await db
    .select({
      readId: scriptReads.id,
      scriptId: scripts.id,
      ownerId: scripts.userId,
      title: scripts.title,
      readerName: users.name,
      recipient: shareLinks.recipient,
    })
    .from(scriptReads)
    .innerJoin(scripts, eq(scripts.id, scriptReads.scriptId))
    .leftJoin(users, eq(users.id, scriptReads.readerId))
    .leftJoin(shareLinks, eq(shareLinks.id, scriptReads.shareLinkId))
    .where(inArray(scriptReads.id, readIds));
  const named = rows.filter((r) => r.readerName !== null || r.recipient !== null);
  const wanted = await ownersWhoWantNotes(db, [...new Set(named.map((r) => r.ownerId))]);
  const values = named
    .filter((r) => wanted.has(r.ownerId))
    .map((r) => ({
      ownerId: r.ownerId,
      scriptId: r.scriptId,
      kind: "finished" as const,
      subjectId: r.readId,
      text: `${r.readerName ?? r.recipient} finished reading “${r.title}”.`,
    }));
  if (values.length > 0) await db.insert(readNotifications).values(values).onConflictDoNothing();
}

/** A note when a share link is opened for the first time. */
export async function notifyLinkOpened(db: Db, link: { id: string; scriptId: string; recipient: string }) {
  const [script] = await db
    .select({ ownerId: scripts.userId, title: scripts.title })
    .from(scripts)
    .where(eq(scripts.id, link.scriptId))
    .limit(1);
  if (!script || !(await ownersWhoWantNotes(db, [script.ownerId])).has(script.ownerId)) return;
  await db
    .insert(readNotifications)
    .values({
      ownerId: script.ownerId,
      scriptId: link.scriptId,
      kind: "link_opened",
      subjectId: link.id,
      text: `${link.recipient} opened your link to “${script.title}”.`,
    })
    .onConflictDoNothing();
}

export async function listNotifications(db: Db, ownerId: string) {
  const rows = await db
    .select()
    .from(readNotifications)
    .where(eq(readNotifications.ownerId, ownerId))
    .orderBy(desc(readNotifications.createdAt))
    .limit(LIST_LIMIT);
  const [unseen] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(readNotifications)
    .where(and(eq(readNotifications.ownerId, ownerId), isNull(readNotifications.seenAt)));
  return {
    notifications: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      scriptId: r.scriptId,
      text: r.text,
      createdAt: r.createdAt.toISOString(),
      seen: r.seenAt !== null,
    })),
    unseen: unseen?.n ?? 0,
  };
}

export async function markNotificationsSeen(db: Db, ownerId: string) {
  await db
    .update(readNotifications)
    .set({ seenAt: new Date() })
    .where(and(eq(readNotifications.ownerId, ownerId), isNull(readNotifications.seenAt)));
}

/**
 * The digest: every owner with notes not yet mailed gets one message listing them (not one mail
 * per event), then they are marked mailed. A failed send leaves them for the next run.
 */
export async function sendReadDigests(db: Db, mailer: Mailer): Promise<number> {
  const pending = await db
    .select({
      id: readNotifications.id,
      ownerId: readNotifications.ownerId,
      text: readNotifications.text,
      email: users.email,
    })
    .from(readNotifications)
    .innerJoin(users, eq(users.id, readNotifications.ownerId))
    .where(isNull(readNotifications.emailedAt))
    .orderBy(readNotifications.createdAt)
    .limit(1000);
  const byOwner = new Map<string, { email: string; ids: string[]; lines: string[] }>();
  for (const row of pending) {
    const entry = byOwner.get(row.ownerId) ?? { email: row.email, ids: [], lines: [] };
    entry.ids.push(row.id);
    entry.lines.push(`- ${row.text}`);
    byOwner.set(row.ownerId, entry);
  }
  let sent = 0;
  for (const entry of byOwner.values()) {
    await mailer.send({
      to: entry.email,
      subject:
        entry.ids.length === 1 ? "Someone read your script" : `${entry.ids.length} updates on your readers`,
      text: `${entry.lines.join("\n")}\n\nSee every reader on your script's page (Readers). Turn these emails off in your account settings.`,
    });
    await db
      .update(readNotifications)
      .set({ emailedAt: new Date() })
      .where(inArray(readNotifications.id, entry.ids));
    sent++;
  }
  return sent;
}
