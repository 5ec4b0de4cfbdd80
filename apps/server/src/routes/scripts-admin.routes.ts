import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { scriptResponseSchema, updateScriptRequestSchema, uploadCoverResponseSchema } from "@twl/contract";

import { requireAdmin } from "../modules/identity/authenticate.ts";
import { scriptDetailFor } from "../modules/read-model/script-detail.ts";
import { loadScript } from "../modules/scripts/load-script.ts";
import { assertAdminActsForDummy } from "../modules/scripts/script-access.ts";
import { updateScript } from "../modules/scripts/update-script.ts";
import { receiveCover, receiveScriptVersion } from "./upload-handlers.routes.ts";

const params = z.object({ userId: z.string().max(64), id: z.string().max(64) });
const security = [{ bearer: [] }];

/** Owner actions that admins perform for dummy authors. The path names the author. */
export const scriptsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook("preHandler", requireAdmin);

  const loadForAdmin = async (request: Parameters<typeof scriptDetailFor>[1], userId: string, id: string) => {
    const s = await loadScript(ctx, id);
    assertAdminActsForDummy(s, request.user, userId);
    return s;
  };

  app.put(
    "/api/admin/users/:userId/scripts/:id",
    {
      schema: {
        tags: ["admin"],
        security,
        params,
        body: updateScriptRequestSchema,
        response: { 200: scriptResponseSchema },
      },
    },
    async (request) => {
      const s = await loadForAdmin(request, request.params.userId, request.params.id);
      await updateScript(ctx, s.script.id, request.body);
      return { success: true as const, script: await scriptDetailFor(ctx, request, s.script.id) };
    },
  );

  app.post(
    "/api/admin/users/:userId/scripts/:id/upload-version",
    {
      schema: {
        tags: ["admin"],
        security,
        params,
        consumes: ["multipart/form-data"],
        response: { 200: scriptResponseSchema },
      },
    },
    async (request) => {
      const s = await loadForAdmin(request, request.params.userId, request.params.id);
      return receiveScriptVersion(ctx, request, s.script.id);
    },
  );

  app.post(
    "/api/admin/users/:userId/scripts/:id/cover",
    {
      schema: {
        tags: ["admin"],
        security,
        params,
        consumes: ["multipart/form-data"],
        response: { 200: uploadCoverResponseSchema },
      },
    },
    async (request) => {
      const s = await loadForAdmin(request, request.params.userId, request.params.id);
      return receiveCover(ctx, request, s.script.id);
    },
  );
};
