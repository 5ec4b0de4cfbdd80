import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z, type ZodType } from "zod";

import {
  adminAuditResponseSchema,
  adminCreateDummyScriptRequestSchema,
  adminCreateDummyScriptResponseSchema,
  adminEditorialRequestSchema,
  adminEditorialResponseSchema,
  adminReasonRequestSchema,
  adminScriptFlagsResponseSchema,
  adminScriptsQuerySchema,
  adminScriptsResponseSchema,
  adminUpdateCloutRequestSchema,
  adminUpdateCoverageRequestSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  adminUsersSummaryResponseSchema,
  moderationNoticesResponseSchema,
  successResponseSchema,
} from "@twl/contract";

import { users } from "../db/schema.ts";
import { AppError } from "../lib/app-error.ts";
import { listAuditOfUser, listModerationNotices } from "../modules/admin/audit.repo.ts";
import { listAdminScripts } from "../modules/admin/list-admin-scripts.ts";
import { adminUsersSummary, findAdminUser, listAdminUsers } from "../modules/admin/list-admin-users.ts";
import {
  deleteCommentByAdmin,
  deleteReviewByAdmin,
  deleteScriptByAdmin,
  hideScript,
  setEditorialFlags,
} from "../modules/admin/moderate.ts";
import { setUserClout, setUserCoverageRemaining } from "../modules/admin/set-user-balances.ts";
import type { ListCache } from "../modules/discover/list-cache.ts";
import { currentUser, requireAdmin, requireUser } from "../modules/identity/authenticate.ts";
import { createDraftScript } from "../modules/scripts/create-script.ts";
import { loadScript } from "../modules/scripts/load-script.ts";

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

/**
 * The admin area. Every /api/admin route checks the admin role on the
 * server; every change writes an audit row in the transaction that makes it.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ cache?: ListCache }> = async (app, { cache }) => {
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

  app.get(
    "/api/admin/scripts",
    {
      ...admin,
      schema: {
        tags,
        security,
        querystring: adminScriptsQuerySchema,
        response: { 200: adminScriptsResponseSchema },
      },
    },
    async (request) => listAdminScripts(db, request.query),
  );

  app.get(
    "/api/admin/scripts/:id/editorial",
    {
      ...admin,
      schema: { tags, security, params: idParams, response: { 200: adminScriptFlagsResponseSchema } },
    },
    async (request) => {
      const s = await loadScript(ctx, request.params.id);
      return {
        success: true as const,
        flags: {
          isStaffPick: s.script.isStaffPick,
          isContestWinner: s.script.isContestWinner,
          isPublic: s.script.isPublic,
        },
      };
    },
  );

  app.put(
    "/api/admin/scripts/:id/editorial",
    {
      ...admin,
      schema: {
        tags,
        security,
        params: idParams,
        body: adminEditorialRequestSchema,
        response: { 200: adminEditorialResponseSchema },
      },
    },
    async (request) => {
      const script = await setEditorialFlags(ctx, currentUser(request), request.params.id, request.body);
      cache?.clear();
      return { success: true as const, script };
    },
  );

  app.post(
    "/api/admin/scripts/:id/hide",
    {
      ...admin,
      schema: {
        tags,
        security,
        params: idParams,
        body: adminReasonRequestSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await hideScript(ctx, currentUser(request), request.params.id, request.body.reason);
      cache?.clear();
      return { success: true as const };
    },
  );

  app.delete(
    "/api/admin/scripts/:id",
    {
      ...admin,
      schema: {
        tags,
        security,
        params: idParams,
        body: adminReasonRequestSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await deleteScriptByAdmin(
        ctx,
        currentUser(request),
        request.params.id,
        request.body.reason,
        request.log,
      );
      cache?.clear();
      return { success: true as const };
    },
  );

  app.delete(
    "/api/admin/reviews/:id",
    {
      ...admin,
      schema: {
        tags,
        security,
        params: idParams,
        body: adminReasonRequestSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await deleteReviewByAdmin(ctx, currentUser(request), request.params.id, request.body.reason);
      cache?.clear();
      return { success: true as const };
    },
  );

  app.delete(
    "/api/admin/comments/:id",
    {
      ...admin,
      schema: {
        tags,
        security,
        params: idParams,
        body: adminReasonRequestSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await deleteCommentByAdmin(ctx, currentUser(request), request.params.id, request.body.reason);
      return { success: true as const };
    },
  );

  // For authors: what moderation removed from their content, and why.
  app.get(
    "/api/protected/moderation-notices",
    {
      preHandler: requireUser,
      schema: { tags: ["profile"], security, response: { 200: moderationNoticesResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      notices: await listModerationNotices(db, currentUser(request).id),
    }),
  );
};
