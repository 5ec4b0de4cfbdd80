import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  adminEditorialRequestSchema,
  adminEditorialResponseSchema,
  adminReasonRequestSchema,
  adminScriptFlagsResponseSchema,
  adminScriptsQuerySchema,
  adminScriptsResponseSchema,
  successResponseSchema,
} from "@twl/contract";

import { listAdminScripts } from "../modules/admin/list-admin-scripts.ts";
import { deleteScriptByAdmin, hideScript, setEditorialFlags } from "../modules/admin/moderate.ts";
import type { ListCache } from "../modules/discover/list-cache.ts";
import { currentUser, requireAdmin } from "../modules/identity/authenticate.ts";
import { loadScript } from "../modules/scripts/load-script.ts";

const security = [{ bearer: [] }];
const tags = ["admin"];
const idParams = z.object({ id: z.string().min(1).max(128) });

/** Admin scripts: the list, editorial flags, hiding and deleting. */
export const adminScriptsRoutes: FastifyPluginAsyncZod<{ cache?: ListCache }> = async (app, { cache }) => {
  const { ctx } = app;
  const db = ctx.database.db;
  const admin = { preHandler: requireAdmin };

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
};
