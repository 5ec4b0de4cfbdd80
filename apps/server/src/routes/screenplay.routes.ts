import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { screenplayQuerySchema, screenplayResponseSchema } from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { sendEncoded } from "../lib/encoded-body.ts";
import { optionalUser } from "../modules/identity/authenticate.ts";
import { requestParse } from "../modules/screenplay/enqueue-parse.ts";
import { ScreenplayCache } from "../modules/screenplay/screenplay-cache.ts";
import { findParseStamp } from "../modules/screenplay/screenplay.repo.ts";
import { loadReadableScript } from "../modules/scripts/load-script.ts";
import { viewerNetwork } from "../modules/scripts/record-view.ts";
import { canEdit } from "../modules/scripts/script-access.ts";
import { findVersion } from "../modules/scripts/scripts.repo.ts";

/** The parsed screenplay and statistics of a version, for the reader and the statistics panel. */
export const screenplayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const cache = (ctx.screenplayCache ??= new ScreenplayCache());
  const limits = ctx.config.screenplayReadsPerMinute;
  app.get(
    "/api/scripts/:id/screenplay",
    {
      preHandler: optionalUser,
      // The answers are compressed once and kept (ScreenplayCache), never per request.
      compress: false,
      config: {
        // A heavy read: its own budget per client network, smaller for anonymous readers. Counted
        // after sign-in is checked (preHandler), so a made-up token does not buy the larger one.
        rateLimit: {
          hook: "preHandler",
          timeWindow: 60_000,
          max: (request: FastifyRequest) => (request.user ? limits.signedIn : limits.anonymous),
          keyGenerator: (request: FastifyRequest) =>
            `screenplay:${request.user ? "user" : "anonymous"}:${viewerNetwork(request.ip)}`,
        },
      },
      schema: {
        tags: ["scripts"],
        params: z.object({ id: z.string().max(64) }),
        querystring: screenplayQuerySchema,
        response: { 200: screenplayResponseSchema },
      },
    },
    async (request, reply) => {
      // A public script's row as the detail keeps it (ScriptDetailCache), or read and checked now.
      const kept = ctx.detailCache?.peek(request.params.id);
      const s = kept?.s ?? (await loadReadableScript(ctx, request, request.params.id));
      const number = request.query.version ?? s.script.activeVersion;
      if (number === null || number === undefined)
        throw new AppError("NOT_FOUND", "This script has no file yet");
      if (number !== s.script.activeVersion && !canEdit(s, request.user))
        throw new AppError("NOT_FOUND", `Version ${number} not found`);
      // The kept detail remembers its current version's finished parse: no query until a write.
      const remembered = number === s.script.activeVersion ? kept?.screenplay : undefined;
      const version = remembered?.version ?? (await findVersion(ctx.database.db, s.script.id, number));
      if (!version) throw new AppError("NOT_FOUND", `Version ${number} not found`);
      const stamp = remembered?.stamp ?? (await findParseStamp(ctx.database.db, version.id));
      if (kept && stamp && number === s.script.activeVersion) kept.screenplay = { version, stamp };
      // Access is checked on every request: a browser may keep the answer but revalidates it.
      reply.header("cache-control", "private, no-cache");
      const part = request.query.part ?? 1;
      const answer = await cache.answer(ctx.database.db, version.id, number, part, stamp);
      if (answer.kind === "missing") {
        requestParse(ctx, { versionId: version.id, owner: version.uploadedBy ?? s.script.userId });
        return { success: true as const, version: number, status: "pending" as const };
      }
      if (answer.kind === "plain") return answer.response;
      if (answer.kind === "no-such-part")
        throw new AppError("NOT_FOUND", `Part ${part} not found: this version has ${answer.count}`);
      // The kept bytes were built from values of this route's response schema: sent as they are.
      return sendEncoded(request, reply as unknown as FastifyReply, answer.body);
    },
  );
};
