import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { textSearchQuerySchema, textSearchResponseSchema } from "@twl/contract";

import { optionalUser } from "../modules/identity/authenticate.ts";
import { searchScriptText } from "../modules/search/search-script-text.ts";

/** Full-text search inside scripts (issue 35, part 2): public scripts, and the signed-in viewer's own. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/api/search/text",
    {
      preHandler: optionalUser,
      schema: {
        tags: ["discover"],
        querystring: textSearchQuerySchema,
        response: { 200: textSearchResponseSchema },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks (their private scripts): never stored by a shared cache. The
      // public answer is kept in the process (ctx.textAnswers) and reused for whoever it is theirs.
      reply.header("cache-control", "private, no-store");
      return searchScriptText(ctx.database.db, request.query, request.user?.id ?? null, ctx.textAnswers);
    },
  );
};
