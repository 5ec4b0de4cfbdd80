import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  readPagesRequestSchema,
  readPagesResponseSchema,
  startReadRequestSchema,
  startReadResponseSchema,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { isUuid } from "../lib/is-uuid.ts";
import { optionalUser } from "../modules/identity/authenticate.ts";
import { downloadCopy } from "../modules/reads/download-copy.ts";
import { recordPages } from "../modules/reads/record-pages.ts";
import { startRead } from "../modules/reads/start-read.ts";
import { loadReadableScript } from "../modules/scripts/load-script.ts";

const idParams = z.object({ id: z.string().max(64) });
const readParams = z.object({ readId: z.string().max(64) });
const downloadQuery = z.object({
  read: z.string().max(64).optional(),
  version: z.coerce.number().int().min(1).optional(),
});

/** The reader's side: starting a read, reporting pages, downloading a copy. */
export const readsReaderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/api/scripts/:id/reads",
    {
      preHandler: optionalUser,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ["reads"],
        params: idParams,
        body: startReadRequestSchema,
        response: { 200: startReadResponseSchema },
      },
    },
    async (request) => {
      const s = await loadReadableScript(ctx, request, request.params.id);
      const read = await startRead(
        ctx,
        s,
        { viewer: request.user, ip: request.ip, userAgent: request.headers["user-agent"] },
        request.body.version,
      );
      return { success: true as const, ...read };
    },
  );

  app.post(
    "/api/reads/:readId/pages",
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ["reads"],
        params: readParams,
        body: readPagesRequestSchema,
        response: { 200: readPagesResponseSchema },
      },
    },
    async (request) => {
      if (!isUuid(request.params.readId)) throw new AppError("NOT_FOUND", "Read not found");
      const acceptedSeconds = await recordPages(ctx, request.params.readId, request.body);
      return { success: true as const, acceptedSeconds };
    },
  );

  app.get(
    "/api/scripts/:id/download",
    {
      preHandler: optionalUser,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ["reads"], params: idParams, querystring: downloadQuery },
    },
    async (request, reply) => {
      const s = await loadReadableScript(ctx, request, request.params.id);
      const readId = request.query.read && isUuid(request.query.read) ? request.query.read : undefined;
      const copy = await downloadCopy(ctx, s, {
        viewer: request.user,
        ip: request.ip,
        userAgent: request.headers["user-agent"],
        readId,
        version: request.query.version,
      });
      return reply
        .header("content-type", copy.contentType)
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(copy.fileName)}`)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(copy.bytes));
    },
  );
};
