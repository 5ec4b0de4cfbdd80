import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  createShareLinkRequestSchema,
  createShareLinkResponseSchema,
  sharedScriptResponseSchema,
  shareLinkResponseSchema,
  shareLinksResponseSchema,
  startReadResponseSchema,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { isUuid } from "../lib/is-uuid.ts";
import { currentUser, requireUser } from "../modules/identity/authenticate.ts";
import { openShare, shareFile } from "../modules/reads/open-share.ts";
import {
  createShareLink,
  findShareLinkById,
  listShareLinks,
  resolveShareToken,
  revokeShareLink,
} from "../modules/reads/share-links.ts";
import { startLinkRead } from "../modules/reads/start-read.ts";
import { loadEditableScript, loadScript } from "../modules/scripts/load-script.ts";
import { canEdit } from "../modules/scripts/script-access.ts";

const idParams = z.object({ id: z.string().max(64) });
const linkParams = z.object({ linkId: z.string().max(64) });
const tokenParams = z.object({ token: z.string().max(128) });
const fileQuery = z.object({
  download: z.enum(["0", "1"]).optional(),
  read: z.string().max(64).optional(),
});
const security = [{ bearer: [] }];
const LINK_NOT_FOUND = "Share link not found";

/**
 * Share links (issue 33). The owner (or an admin for a dummy author) creates, lists and revokes
 * them; anyone holding a link's token opens that one version, watermarked for its recipient. The
 * token sits in the path, where the log redaction replaces it (lib/redact-url.ts).
 */
export const shareLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/api/protected/scripts/:id/share-links",
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ["share-links"],
        security,
        params: idParams,
        body: createShareLinkRequestSchema,
        response: { 201: createShareLinkResponseSchema },
      },
    },
    async (request, reply) => {
      const s = await loadEditableScript(ctx, request, request.params.id);
      const created = await createShareLink(ctx.database.db, {
        scriptId: s.script.id,
        createdBy: currentUser(request).id,
        ...request.body,
      });
      return reply.status(201).send({ success: true as const, ...created });
    },
  );

  app.get(
    "/api/protected/scripts/:id/share-links",
    {
      preHandler: requireUser,
      schema: {
        tags: ["share-links"],
        security,
        params: idParams,
        response: { 200: shareLinksResponseSchema },
      },
    },
    async (request) => {
      const s = await loadEditableScript(ctx, request, request.params.id);
      return { success: true as const, links: await listShareLinks(ctx.database.db, s.script.id) };
    },
  );

  app.delete(
    "/api/protected/share-links/:linkId",
    {
      preHandler: requireUser,
      schema: {
        tags: ["share-links"],
        security,
        params: linkParams,
        response: { 200: shareLinkResponseSchema },
      },
    },
    async (request) => {
      const link = isUuid(request.params.linkId)
        ? await findShareLinkById(ctx.database.db, request.params.linkId)
        : null;
      // Someone else's link answers like a missing one.
      const s = link ? await loadScript(ctx, link.scriptId).catch(() => null) : null;
      if (!link || !s || !canEdit(s, request.user)) throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
      return { success: true as const, link: await revokeShareLink(ctx.database.db, link) };
    },
  );

  app.get(
    "/api/share/:token",
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags: ["share-links"], params: tokenParams, response: { 200: sharedScriptResponseSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store").header("referrer-policy", "no-referrer");
      return { success: true as const, share: await openShare(ctx, request.params.token) };
    },
  );

  app.post(
    "/api/share/:token/reads",
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ["share-links"], params: tokenParams, response: { 200: startReadResponseSchema } },
    },
    async (request) => {
      const link = await resolveShareToken(ctx.database.db, request.params.token);
      const read = await startLinkRead(ctx, link, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      return { success: true as const, ...read };
    },
  );

  app.get(
    "/api/share/:token/file",
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { tags: ["share-links"], params: tokenParams, querystring: fileQuery },
    },
    async (request, reply) => {
      const download = request.query.download === "1";
      const readId = request.query.read && isUuid(request.query.read) ? request.query.read : undefined;
      const copy = await shareFile(ctx, request.params.token, {
        download,
        readId,
        userAgent: request.headers["user-agent"],
      });
      const disposition = download ? "attachment" : "inline";
      return reply
        .header("content-type", copy.contentType)
        .header(
          "content-disposition",
          `${disposition}; filename*=UTF-8''${encodeURIComponent(copy.fileName)}`,
        )
        .header("cache-control", "private, no-store")
        .header("referrer-policy", "no-referrer")
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(copy.bytes));
    },
  );
};
