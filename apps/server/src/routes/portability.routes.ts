import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import {
  coverageExportParamsSchema,
  FILE_ROBOTS_TAG,
  scriptExportParamsSchema,
  scriptExportQuerySchema,
} from "@twl/contract";

import { optionalUser } from "../modules/identity/authenticate.ts";
import { exportCoverage } from "../modules/portability/export-coverage.ts";
import { exportScriptVersion, type Download } from "../modules/portability/export-script-version.ts";
import { loadReadableScript } from "../modules/scripts/load-script.ts";
import { contentDisposition } from "../storage/object-store.ts";

/** Sends a download: never shown inline, never cached by shared caches, never indexed. */
export function sendDownload(reply: FastifyReply, d: Download) {
  return reply
    .header("content-type", d.contentType)
    .header("content-disposition", contentDisposition("attachment", d.fileName))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .header("x-robots-tag", FILE_ROBOTS_TAG)
    .send(d.body);
}

/** Single-item downloads: a script version as Fountain or FDX, a coverage report as PDF or JSON. */
export const portabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/api/scripts/:id/export/:format",
    {
      preHandler: optionalUser,
      schema: {
        tags: ["scripts"],
        summary: "A script version as Fountain or Final Draft (FDX), written from its parsed model",
        params: scriptExportParamsSchema,
        querystring: scriptExportQuerySchema,
      },
    },
    async (request, reply) => {
      const s = await loadReadableScript(ctx, request, request.params.id);
      const d = await exportScriptVersion(ctx, s, request.user, request.params.format, request.query.version);
      return sendDownload(reply, d);
    },
  );

  app.get(
    "/api/coverage/:id/export/:format",
    {
      preHandler: optionalUser,
      schema: {
        tags: ["coverage"],
        summary: "A coverage report as PDF or JSON",
        params: coverageExportParamsSchema,
      },
    },
    async (request, reply) =>
      sendDownload(reply, await exportCoverage(ctx, request.user, request.params.id, request.params.format)),
  );
};
