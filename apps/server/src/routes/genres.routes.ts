import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { genresResponseSchema } from "@twl/contract";

import { listGenres } from "../modules/genres/genres.repo.ts";

/** GET /api/genres: every genre with name and slug, and which lists offer it. */
export const genresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/genres",
    { schema: { tags: ["genres"], response: { 200: genresResponseSchema } } },
    async (_req, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { success: true as const, genres: await listGenres(app.ctx.database.db) };
    },
  );
};
