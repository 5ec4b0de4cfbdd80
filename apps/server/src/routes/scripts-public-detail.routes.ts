import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  fileUrlQuerySchema,
  fileUrlResponseSchema,
  SCRIPT_NOT_FOUND_MESSAGE,
  scriptDetailResponseSchema,
  scriptViewResponseSchema,
} from "@twl/contract";

import type { AppContext } from "../context.ts";
import { AppError } from "../lib/app-error.ts";
import { sendEncoded } from "../lib/encoded-body.ts";
import { optionalUser } from "../modules/identity/authenticate.ts";
import { buildPublicDetail, seesPublicDetail } from "../modules/read-model/detail-cache.ts";
import { findDetailRow } from "../modules/read-model/detail-row.ts";
import { toDetail } from "../modules/read-model/to-script-dto.ts";
import { getFileUrl } from "../modules/scripts/get-file-url.ts";
import { loadReadableScript, loadScript } from "../modules/scripts/load-script.ts";
import { recordView } from "../modules/scripts/record-view.ts";
import { assertCanRead } from "../modules/scripts/script-access.ts";
import type { ScriptWithAuthor } from "../modules/scripts/scripts.repo.ts";

const idParams = z.object({ id: z.string().max(64) });

/** Notes the request's view of a script (once per viewer per day, never the owner's: record-view.ts). */
const countView = (ctx: AppContext, request: FastifyRequest, s: ScriptWithAuthor) =>
  recordView(ctx, {
    scriptId: s.script.id,
    ownerId: s.script.userId,
    viewerId: request.user?.id,
    ip: request.ip,
    userAgent: request.headers["user-agent"],
  });

/** A script's detail, its view count and its file URL. A bearer token is optional. */
export const scriptsPublicDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/api/scripts/:id",
    {
      preHandler: optionalUser,
      // The kept detail is compressed once (ScriptDetailCache); an owner's or admin's is small and fresh.
      compress: false,
      schema: { tags: ["scripts"], params: idParams, response: { 200: scriptDetailResponseSchema } },
    },
    async (request, reply) => {
      const cache = ctx.detailCache;
      // Validated on every request: the browser may keep the answer, for this viewer only.
      reply.header("cache-control", "private, no-cache").header("vary", "Authorization");
      const kept = cache?.peek(request.params.id);
      if (kept && seesPublicDetail(kept.s, request.user)) {
        countView(ctx, request, kept.s);
        return sendEncoded(request, reply, kept.body);
      }
      const s = await findDetailRow(ctx.database.db, request.params.id);
      if (!s) throw new AppError("NOT_FOUND", SCRIPT_NOT_FOUND_MESSAGE);
      assertCanRead(s, request.user);
      // Noted, written with the next flush: the answer does not wait, and shows the count as last written.
      countView(ctx, request, s);
      if (cache && seesPublicDetail(s, request.user)) {
        const entry = await cache.get(s.script.id, () => buildPublicDetail(ctx, s.script.id, s));
        if (entry) return sendEncoded(request, reply, entry.body);
      }
      return {
        success: true as const,
        script: await toDetail(ctx, s, request.user, s.versionCount, s.coverage),
      };
    },
  );

  // The script page's view when it rendered from the detail written into its HTML (seo.routes.ts):
  // sent by the page's code once it runs, so link previews and crawlers that fetch only the HTML count none.
  app.post(
    "/api/scripts/:id/view",
    {
      preHandler: optionalUser,
      schema: { tags: ["scripts"], params: idParams, response: { 200: scriptViewResponseSchema } },
    },
    async (request) => {
      const kept = ctx.detailCache?.peek(request.params.id);
      const s = kept?.s ?? (await loadScript(ctx, request.params.id));
      assertCanRead(s, request.user);
      return { success: true as const, counted: countView(ctx, request, s) };
    },
  );

  app.get(
    "/api/scripts/:id/url",
    {
      preHandler: optionalUser,
      schema: {
        tags: ["scripts"],
        params: idParams,
        querystring: fileUrlQuerySchema,
        response: { 200: fileUrlResponseSchema },
      },
    },
    async (request) => {
      const s = await loadReadableScript(ctx, request, request.params.id);
      return { success: true as const, ...(await getFileUrl(ctx, s, request.user, request.query.version)) };
    },
  );
};
