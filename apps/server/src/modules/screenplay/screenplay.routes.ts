import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileUrlQuerySchema, screenplayResponseSchema } from "@twl/contract";
import { AppError } from "../../lib/app-error.ts";
import { optionalUser } from "../auth/authenticate.ts";
import { loadReadableScript } from "../scripts/load-script.ts";
import { canEdit } from "../scripts/script-access.ts";
import { findVersion } from "../scripts/scripts.repo.ts";
import { parseScreenplayJob } from "./jobs/parse-screenplay.ts";
import { findParse } from "./screenplay.repo.ts";

/** The parsed screenplay and statistics of a version, for the reader and the statistics panel. */
export const screenplayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    "/api/scripts/:id/screenplay",
    { preHandler: optionalUser, schema: { tags: ["scripts"], params: z.object({ id: z.string().max(64) }), querystring: fileUrlQuerySchema, response: { 200: screenplayResponseSchema } } },
    async (request, reply) => {
      const s = await loadReadableScript(ctx, request, request.params.id);
      const number = request.query.version ?? s.script.activeVersion;
      if (number === null || number === undefined) throw new AppError("NOT_FOUND", "This script has no file yet");
      if (number !== s.script.activeVersion && !canEdit(s, request.user)) throw new AppError("NOT_FOUND", `Version ${number} not found`);
      const version = await findVersion(ctx.database.db, s.script.id, number);
      if (!version) throw new AppError("NOT_FOUND", `Version ${number} not found`);
      const parse = await findParse(ctx.database.db, version.id);
      reply.header("cache-control", "private, no-cache");
      if (!parse) {
        await ctx.queue?.send(parseScreenplayJob, { versionId: version.id }, { singletonKey: version.id, group: s.script.userId });
        return { success: true as const, version: number, status: "pending" as const };
      }
      if (parse.status === "failed") return { success: true as const, version: number, status: "failed" as const, error: parse.error ?? "The screenplay could not be parsed" };
      return { success: true as const, version: number, status: "done" as const, model: parse.model, stats: parse.stats };
    },
  );
};
