import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  createSavedSearchRequestSchema,
  renameSavedSearchRequestSchema,
  savedSearchesResponseSchema,
  savedSearchResponseSchema,
} from "@twl/contract";

import { currentUser, requireUser } from "../modules/identity/authenticate.ts";
import { createSavedSearch } from "../modules/saved-searches/create-saved-search.ts";
import { deleteSavedSearch } from "../modules/saved-searches/delete-saved-search.ts";
import { listSavedSearches } from "../modules/saved-searches/list-saved-searches.ts";
import { renameSavedSearch } from "../modules/saved-searches/rename-saved-search.ts";

const idParams = z.object({ id: z.string().max(64) });
const security = [{ bearer: [] }];
const tags = ["saved-searches"];

/** Saved searches (issue 35): the signed-in user's own /discover filter sets. */
export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const db = ctx.database.db;

  app.get(
    "/api/saved-searches",
    { preHandler: requireUser, schema: { tags, security, response: { 200: savedSearchesResponseSchema } } },
    async (request) => ({
      success: true as const,
      savedSearches: await listSavedSearches(db, currentUser(request).id),
    }),
  );

  app.post(
    "/api/saved-searches",
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        security,
        body: createSavedSearchRequestSchema,
        response: { 201: savedSearchResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        savedSearch: await createSavedSearch(db, currentUser(request).id, request.body),
      }),
  );

  app.patch(
    "/api/saved-searches/:id",
    {
      preHandler: requireUser,
      schema: {
        tags,
        security,
        params: idParams,
        body: renameSavedSearchRequestSchema,
        response: { 200: savedSearchResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      savedSearch: await renameSavedSearch(db, currentUser(request).id, request.params.id, request.body.name),
    }),
  );

  app.delete(
    "/api/saved-searches/:id",
    {
      preHandler: requireUser,
      schema: { tags, security, params: idParams, response: { 200: z.object({ success: z.literal(true) }) } },
    },
    async (request) => {
      await deleteSavedSearch(db, currentUser(request).id, request.params.id);
      return { success: true as const };
    },
  );
};
