import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { genresResponseSchema } from "@twl/contract";

import { listGenres } from "../modules/genres/genres.repo.ts";

/**
 * How long a process answers from the genres it last read. The list changes only when a release
 * seeds new genres at start-up (bootstrap, `npm run db:migrate`), so a minute is enough for an API
 * process that was already running to follow.
 */
const GENRES_KEPT_MS = 60_000;

/** GET /api/genres: every genre with name and slug, and which lists offer it. */
export const genresRoutes: FastifyPluginAsyncZod = async (app) => {
  let kept: { at: number; genres: Promise<Awaited<ReturnType<typeof listGenres>>> } | undefined;
  const genres = () => {
    if (!kept || Date.now() - kept.at > GENRES_KEPT_MS) {
      // Run once: the query builder itself would run again on every await.
      const read = Promise.resolve(listGenres(app.ctx.database.db));
      kept = { at: Date.now(), genres: read };
      // A failed read is not kept: the next request tries again.
      read.catch(() => {
        if (kept?.genres === read) kept = undefined;
      });
    }
    return kept.genres;
  };
  app.get(
    "/api/genres",
    { schema: { tags: ["genres"], response: { 200: genresResponseSchema } } },
    async (_req, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { success: true as const, genres: await genres() };
    },
  );
};
