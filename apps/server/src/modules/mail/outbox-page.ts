import type { Mailer } from "./mailer.ts";

/** How many of the newest messages the admin page shows. */
export const OUTBOX_PAGE_SIZE = 100;

/** GET /api/admin/outbox: the newest messages the local outbox kept, and which transport is in use. */
export async function outboxPage(mailer: Mailer) {
  const messages = await mailer.list(OUTBOX_PAGE_SIZE);
  return {
    success: true as const,
    transport: mailer.kind,
    messages: messages.map((m) => ({
      id: m.id,
      sentAt: m.sentAt,
      to: m.to,
      subject: m.subject,
      text: m.text,
      link: m.link ?? null,
    })),
  };
}
