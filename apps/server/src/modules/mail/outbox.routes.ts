import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { outboxResponseSchema } from "@twl/contract";

import { requireAdmin } from "../identity/authenticate.ts";

/** How many of the newest messages the admin page shows. */
export const OUTBOX_PAGE_SIZE = 100;

/** GET /api/admin/outbox: the local outbox (mail that was not sent because SMTP_URL is not set), admins only. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mailer } = app.ctx;
  app.get(
    "/api/admin/outbox",
    {
      preHandler: requireAdmin,
      schema: { tags: ["admin"], security: [{ bearer: [] }], response: { 200: outboxResponseSchema } },
    },
    async () => ({
      success: true as const,
      transport: mailer.kind,
      messages: (await mailer.list(OUTBOX_PAGE_SIZE)).map((m) => ({
        id: m.id,
        sentAt: m.sentAt,
        to: m.to,
        subject: m.subject,
        text: m.text,
        link: m.link ?? null,
      })),
    }),
  );
};
