import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { outboxResponseSchema } from "@twl/contract";

import { requireAdmin } from "../modules/identity/authenticate.ts";
import { outboxPage } from "../modules/mail/outbox-page.ts";

/** GET /api/admin/outbox: the local outbox (mail that was not sent because SMTP_URL is not set), admins only. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { mailer } = app.ctx;
  app.get(
    "/api/admin/outbox",
    {
      preHandler: requireAdmin,
      schema: { tags: ["admin"], security: [{ bearer: [] }], response: { 200: outboxResponseSchema } },
    },
    async () => outboxPage(mailer),
  );
};
