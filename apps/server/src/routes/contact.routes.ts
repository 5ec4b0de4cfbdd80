import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  CONTACT_RATE_LIMIT_PER_HOUR,
  contactMessageResponseSchema,
  contactMessagesQuerySchema,
  contactMessagesResponseSchema,
  contactMessageUpdateSchema,
  contactRequestSchema,
  contactResponseSchema,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { isUuid } from "../lib/is-uuid.ts";
import { listContactMessages, setContactHandled } from "../modules/contact/contact.repo.ts";
import { submitContact } from "../modules/contact/submit-contact.ts";
import { optionalUser, requireAdmin } from "../modules/identity/authenticate.ts";

const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });

/** /contact: anyone may write (rate limited, 16 KB at most); admins read and mark messages handled. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/api/contact",
    {
      bodyLimit: 16 * 1024,
      preHandler: optionalUser,
      config: { rateLimit: { max: CONTACT_RATE_LIMIT_PER_HOUR, timeWindow: 60 * 60_000 } },
      schema: { tags: ["contact"], body: contactRequestSchema, response: { 201: contactResponseSchema } },
    },
    async (request, reply) => {
      const { id } = await submitContact(ctx.database.db, request.body, request.user?.id);
      return reply.status(201).send({ success: true as const, id });
    },
  );

  app.get(
    "/api/admin/contact-messages",
    {
      preHandler: requireAdmin,
      schema: {
        tags: ["admin", "contact"],
        security,
        querystring: contactMessagesQuerySchema,
        response: { 200: contactMessagesResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listContactMessages(ctx.database.db, request.query)),
    }),
  );

  app.put(
    "/api/admin/contact-messages/:id",
    {
      preHandler: requireAdmin,
      schema: {
        tags: ["admin", "contact"],
        security,
        params: idParams,
        body: contactMessageUpdateSchema,
        response: { 200: contactMessageResponseSchema },
      },
    },
    async (request) => {
      const message = isUuid(request.params.id)
        ? await setContactHandled(ctx.database.db, request.params.id, request.body.handled)
        : null;
      if (!message) throw new AppError("NOT_FOUND", "Message not found");
      return { success: true as const, message };
    },
  );
};
