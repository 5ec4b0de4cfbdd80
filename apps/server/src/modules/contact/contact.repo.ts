import { and, desc, eq, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";

import type { ContactMessage, ContactTopic } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";

type ContactRow = typeof contactMessages.$inferSelect;

export function toContactMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic as ContactTopic,
    subject: row.subject,
    message: row.message,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

export async function listContactMessages(
  db: Db,
  opts: { status: "open" | "handled" | "all"; limit: number; before?: string },
) {
  const filters: SQL[] = [];
  if (opts.status === "open") filters.push(isNull(contactMessages.handledAt));
  if (opts.status === "handled") filters.push(isNotNull(contactMessages.handledAt));
  if (opts.before) filters.push(lt(contactMessages.createdAt, new Date(opts.before)));
  const rows = await db
    .select()
    .from(contactMessages)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(opts.limit + 1);
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return {
    messages: rows.slice(0, opts.limit).map(toContactMessage),
    hasMore: rows.length > opts.limit,
    openCount: Number(open?.n ?? 0),
  };
}

export async function setContactHandled(
  db: Db,
  id: string,
  handled: boolean,
): Promise<ContactMessage | null> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ? toContactMessage(row) : null;
}
