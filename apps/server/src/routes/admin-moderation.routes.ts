import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  adminReasonRequestSchema,
  moderationNoticesResponseSchema,
  successResponseSchema,
} from "@twl/contract";

import { listModerationNotices } from "../modules/admin/audit.repo.ts";
import { deleteCommentByAdmin, deleteReviewByAdmin } from "../modules/admin/moderate.ts";
import type { ListCache } from "../modules/discover/list-cache.ts";
import { currentUser, requireAdmin, requireUser } from "../modules/identity/authenticate.ts";

const security = [{ bearer: [] }];
const tags = ["admin"];
const idParams = z.object({ id: z.string().min(1).max(128) });

/** Removing reviews and comments, and the notices that tell authors what was removed and why. */
export const adminModerationRoutes: FastifyPluginAsyncZod<{ cache?: ListCache }> = async (app, { cache }) => {
  const { ctx } = app;
  const db = ctx.database.db;
  const admin = { preHandler: requireAdmin };

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
