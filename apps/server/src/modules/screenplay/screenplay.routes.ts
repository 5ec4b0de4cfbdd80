import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { fileUrlQuerySchema, screenplayResponseSchema } from "@twl/contract";

import { AppError } from "../../lib/app-error.ts";
import { optionalUser } from "../identity/authenticate.ts";
import { loadReadableScript } from "../scripts/load-script.ts";
import { canEdit } from "../scripts/script-access.ts";
import { findVersion } from "../scripts/scripts.repo.ts";
import { enqueueParse } from "./enqueue-parse.ts";
import { ScreenplayCache } from "./screenplay-cache.ts";

/** The parsed screenplay and statistics of a version, for the reader and the statistics panel. */
export const screenplayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const cache = new ScreenplayCache();
  app.get(
    "/api/scripts/:id/screenplay",
    {
      preHandler: optionalUser,
      schema: {
        tags: ["scripts"],
        params: z.object({ id: z.string().max(64) }),
        querystring: fileUrlQuerySchema,
        response: { 200: screenplayResponseSchema },
      },
    },
    async (request, reply) => {
      const s = await loadReadableScript(ctx, request, request.params.id);
      const number = request.query.version ?? s.script.activeVersion;
      if (number === null || number === undefined)
        throw new AppError("NOT_FOUND", "This script has no file yet");
      if (number !== s.script.activeVersion && !canEdit(s, request.user))
        throw new AppError("NOT_FOUND", `Version ${number} not found`);
      const version = await findVersion(ctx.database.db, s.script.id, number);
      if (!version) throw new AppError("NOT_FOUND", `Version ${number} not found`);
      reply.header("cache-control", "private, no-cache");
      const answer = await cache.answer(ctx.database.db, version.id, number);
      if (answer.kind === "missing") {
        await enqueueParse(ctx, { versionId: version.id, owner: version.uploadedBy ?? s.script.userId });
        return { success: true as const, version: number, status: "pending" as const };
      }
      if (answer.kind === "plain") return answer.response;
      // The same bytes for every reader of this version; a browser holding them revalidates for free.
      // The cached bytes were built from a value of this route's response schema: sent as they are.
      const raw = reply as unknown as FastifyReply;
      raw.header("etag", answer.value.etag);
      if (request.headers["if-none-match"] === answer.value.etag) return raw.status(304).send();
      return raw.type("application/json; charset=utf-8").send(answer.value.body);
    },
  );
};
