import { eq } from "drizzle-orm";
import type { z } from "zod";

import type { contactRequestSchema } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { contactMessages } from "../../db/schema.ts";

type ContactInput = z.output<typeof contactRequestSchema>;

/**
 * Stores a contact message once. A filled-in honeypot (`website`) is accepted silently and not
 * stored, so bots learn nothing; a resent submit with the same `submissionId` returns the first row.
 */
export async function submitContact(
  db: Db,
  input: ContactInput,
  userId: string | undefined,
): Promise<{ id: string; stored: boolean }> {
  if (input.website?.trim()) return { id: crypto.randomUUID(), stored: false };
  const [row] = await db
    .insert(contactMessages)
    .values({
      submissionId: input.submissionId ?? null,
      userId: userId ?? null,
      name: input.name,
      email: input.email,
      topic: input.topic,
      subject: input.subject,
      message: input.message,
    })
    .onConflictDoNothing({ target: contactMessages.submissionId })
    .returning({ id: contactMessages.id });
  if (row) return { id: row.id, stored: true };
  const [existing] = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.submissionId, input.submissionId!))
    .limit(1);
  return { id: existing!.id, stored: false };
}
