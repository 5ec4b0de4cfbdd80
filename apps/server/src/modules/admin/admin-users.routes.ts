import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { BIO_MAX_LENGTH, NAME_MAX_LENGTH, sessionUserSchema } from "@twl/contract";

import { currentUser, requireAdmin } from "../identity/authenticate.ts";
import { writeAudit } from "./audit.repo.ts";
import { createDummyUser } from "./create-dummy-user.ts";

const createDummyBody = z.object({
  name: z.string().trim().min(1, "Please enter a name").max(NAME_MAX_LENGTH),
  bio: z.string().trim().max(BIO_MAX_LENGTH).nullable().optional(),
});

/** Admin-only user management. Every route checks the admin role on the server. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/admin/dummy-users",
    {
      preHandler: requireAdmin,
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        body: createDummyBody,
        response: { 201: z.object({ success: z.literal(true), user: sessionUserSchema }) },
      },
    },
    async (request, reply) => {
      const user = await createDummyUser(app.ctx.database.db, request.body);
      await writeAudit(app.ctx.database.db, {
        adminId: currentUser(request).id,
        action: "user.dummy_created",
        targetUserId: user.id,
        after: { name: user.name, isDummy: true },
      });
      return reply.status(201).send({ success: true as const, user });
    },
  );
};
