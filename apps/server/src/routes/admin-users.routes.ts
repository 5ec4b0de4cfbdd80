import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  adminSetPlanRequestSchema,
  adminUserResponseSchema,
  BIO_MAX_LENGTH,
  NAME_MAX_LENGTH,
  sessionUserSchema,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { writeAudit } from "../modules/admin/audit.repo.ts";
import { createDummyUser } from "../modules/admin/create-dummy-user.ts";
import { findAdminUser } from "../modules/admin/list-admin-users.ts";
import { setUserPlan } from "../modules/admin/set-user-plan.ts";
import { currentUser, requireAdmin } from "../modules/identity/authenticate.ts";

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

  // Enterprise (custom allowance and clout grant) or another plan, set by hand and audited.
  app.put(
    "/api/admin/users/:id/plan",
    {
      preHandler: requireAdmin,
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().min(1).max(200) }),
        // Checked in the handler, so the answer carries the contract's message as is.
        body: z.looseObject({}),
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => {
      const parsed = adminSetPlanRequestSchema.safeParse(request.body);
      if (!parsed.success)
        throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? "Invalid request");
      await setUserPlan(app.ctx, currentUser(request), request.params.id, parsed.data);
      return { success: true as const, user: await findAdminUser(app.ctx.database.db, request.params.id) };
    },
  );
};
