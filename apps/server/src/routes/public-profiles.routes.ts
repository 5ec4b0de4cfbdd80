import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { publicProfileResponseSchema, publicUserScriptsResponseSchema } from "@twl/contract";

import { optionalUser } from "../modules/identity/authenticate.ts";
import { getPublicProfile } from "../modules/profiles/get-public-profile.ts";
import { recordProfileView } from "../modules/profiles/record-profile-view.ts";
import { listScriptsForProfile } from "../modules/read-model/list-profile-scripts.ts";

export const userIdParams = z.object({ id: z.string().min(1).max(128) });

/** Profile pages. Anyone may ask; a bearer token, if sent, tells whether the viewer is the user. */
export const publicProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/api/public/users/:id",
    {
      preHandler: optionalUser,
      schema: { tags: ["profile"], params: userIdParams, response: { 200: publicProfileResponseSchema } },
    },
    async (request) => {
      // Counted once per viewer per day, before reading, so the figure includes this visit.
      await recordProfileView(ctx.database.db, {
        userId: request.params.id,
        viewerId: request.user?.id,
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      });
      return {
        success: true as const,
        user: await getPublicProfile(ctx.database.db, request.params.id, request.user?.id),
      };
    },
  );

  app.get(
    "/api/public/users/:id/scripts",
    {
      preHandler: optionalUser,
      schema: { tags: ["profile"], params: userIdParams, response: { 200: publicUserScriptsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      scripts: await listScriptsForProfile(ctx, request.params.id, request.user?.id),
    }),
  );
};
