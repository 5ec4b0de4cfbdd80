import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import {
  siteStatsResponseSchema,
  spotlightOptInResponseSchema,
  spotlightOptInSchema,
  spotlightResponseSchema,
} from "@twl/contract";

import { siteStats } from "../modules/community/site-stats.ts";
import { getSpotlightOptIn, listSpotlight, setSpotlightOptIn } from "../modules/community/spotlight.ts";
import { currentUser, requireUser } from "../modules/identity/authenticate.ts";

const security = [{ bearer: [] }];

/** /about's live numbers and /community's member spotlight, plus a member's own opt-in. */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/api/public/stats",
    { schema: { tags: ["community"], response: { 200: siteStatsResponseSchema } } },
    async () => ({
      success: true as const,
      stats: await siteStats(ctx.database.db),
    }),
  );

  app.get(
    "/api/public/spotlight",
    { schema: { tags: ["community"], response: { 200: spotlightResponseSchema } } },
    async () => ({
      success: true as const,
      members: await listSpotlight(ctx.database.db),
    }),
  );

  app.get(
    "/api/protected/community/spotlight",
    {
      preHandler: requireUser,
      schema: { tags: ["community"], security, response: { 200: spotlightOptInResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      optIn: await getSpotlightOptIn(ctx.database.db, currentUser(request).id),
    }),
  );

  app.put(
    "/api/protected/community/spotlight",
    {
      preHandler: requireUser,
      schema: {
        tags: ["community"],
        security,
        body: spotlightOptInSchema,
        response: { 200: spotlightOptInResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      optIn: await setSpotlightOptIn(ctx.database.db, currentUser(request).id, request.body.optIn),
    }),
  );
};
