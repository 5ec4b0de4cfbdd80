import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z, type ZodType } from "zod";

import {
  adminAuditResponseSchema,
  adminCreateDummyScriptRequestSchema,
  adminCreateDummyScriptResponseSchema,
  adminUpdateCloutRequestSchema,
  adminUpdateCoverageRequestSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  adminUsersSummaryResponseSchema,
} from "@twl/contract";

import { users } from "../db/schema.ts";
import { AppError } from "../lib/app-error.ts";
import { listAuditOfUser } from "../modules/admin/audit.repo.ts";
import { adminUsersSummary, findAdminUser, listAdminUsers } from "../modules/admin/list-admin-users.ts";
import { setUserClout, setUserCoverageRemaining } from "../modules/admin/set-user-balances.ts";
import type { ListCache } from "../modules/discover/list-cache.ts";
import { currentUser, requireAdmin } from "../modules/identity/authenticate.ts";
import { createDraftScript } from "../modules/scripts/create-script.ts";

const security = [{ bearer: [] }];
const tags = ["admin"];
const idParams = z.object({ id: z.string().min(1).max(128) });
/** Bodies checked in the handler with the contract schema, so the answer carries the spec's message as is. */
const anyBody = z.looseObject({});

function parseBody<T>(schema: ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success)
    throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? "Invalid request");
  return parsed.data;
}

/** Admin users: the list, its summary, one user's audit trail, balances, and scripts for dummy authors. */
export const adminUserRecordsRoutes: FastifyPluginAsyncZod<{ cache?: ListCache }> = async (
  app,
  { cache },
) => {
  const { ctx } = app;
  const db = ctx.database.db;
  const admin = { preHandler: requireAdmin };

  app.get(
    "/api/admin/users",
    {
      ...admin,
      schema: {
        tags,
        security,
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    async (request) => listAdminUsers(db, request.query),
  );

  app.get(
    "/api/admin/users/summary",
    { ...admin, schema: { tags, security, response: { 200: adminUsersSummaryResponseSchema } } },
    async () => ({
      success: true as const,
      summary: await adminUsersSummary(db),
    }),
  );

  app.get(
    "/api/admin/users/:id/audit",
    { ...admin, schema: { tags, security, params: idParams, response: { 200: adminAuditResponseSchema } } },
    async (request) => ({
      success: true as const,
      entries: await listAuditOfUser(db, request.params.id),
    }),
  );

  app.put(
    "/api/admin/users/:id/clout",
    {
      ...admin,
      schema: { tags, security, params: idParams, body: anyBody, response: { 200: adminUserResponseSchema } },
    },
    async (request) => {
      const body = parseBody(adminUpdateCloutRequestSchema, request.body);
      await setUserClout(ctx, currentUser(request), request.params.id, body);
      return { success: true as const, user: await findAdminUser(db, request.params.id) };
    },
  );

  app.put(
    "/api/admin/users/:id/coverage",
    {
      ...admin,
      schema: { tags, security, params: idParams, body: anyBody, response: { 200: adminUserResponseSchema } },
    },
    async (request) => {
      const body = parseBody(adminUpdateCoverageRequestSchema, request.body);
      await setUserCoverageRemaining(ctx, currentUser(request), request.params.id, body);
      return { success: true as const, user: await findAdminUser(db, request.params.id) };
    },
  );

  // A new (draft) script for a dummy author; the admin then uploads, edits and covers it from its page.
  app.post(
    "/api/admin/users/:id/scripts",
    {
      ...admin,
      schema: {
        tags,
        security,
        params: idParams,
        body: adminCreateDummyScriptRequestSchema,
        response: { 201: adminCreateDummyScriptResponseSchema },
      },
    },
    async (request, reply) => {
      const [author] = await db
        .select({ id: users.id, isDummy: users.isDummy })
        .from(users)
        .where(eq(users.id, request.params.id))
        .limit(1);
      if (!author) throw new AppError("NOT_FOUND", "User not found");
      if (!author.isDummy) throw new AppError("FORBIDDEN", "Admins can act only for dummy authors");
      const { title, logline, genres, isPublic } = request.body;
      const id = await createDraftScript(ctx, {
        userId: author.id,
        title,
        logline,
        isPublic,
        genreSlugs: genres ?? [],
      });
      cache?.clear();
      return reply.status(201).send({ success: true as const, script: { id, userId: author.id } });
    },
  );
};
