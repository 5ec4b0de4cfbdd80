import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import {
  authProfileResponseSchema,
  currentUserResponseSchema,
  profileResponseSchema,
  updateNameRequestSchema,
  updateProfileRequestSchema,
} from "@twl/contract";

import { currentUser, requireUser } from "../modules/identity/authenticate.ts";
import { toProfile } from "../modules/profiles/to-profile.ts";
import { updateProfile } from "../modules/profiles/update-profile.ts";

const protectedRoute = { preHandler: requireUser };
const security = [{ bearer: [] }];

/** The signed-in user's own account calls. */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx.database;

  app.get(
    "/api/auth/profile",
    {
      ...protectedRoute,
      schema: { tags: ["profile"], security, response: { 200: authProfileResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      user: currentUser(request),
    }),
  );

  app.get(
    "/api/auth/current-user",
    {
      ...protectedRoute,
      schema: { tags: ["profile"], security, response: { 200: currentUserResponseSchema } },
    },
    async (request) => ({ success: true as const, data: currentUser(request) }),
  );

  app.post(
    "/api/auth/update-profile",
    {
      ...protectedRoute,
      schema: {
        tags: ["profile"],
        security,
        body: updateNameRequestSchema,
        response: { 200: authProfileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: await updateProfile(db, currentUser(request).id, { name: request.body.name }, app.ctx.listCache),
    }),
  );

  app.get(
    "/api/protected/profile",
    { ...protectedRoute, schema: { tags: ["profile"], security, response: { 200: profileResponseSchema } } },
    async (request) => ({
      success: true as const,
      profile: toProfile(currentUser(request)),
    }),
  );

  app.put(
    "/api/protected/profile",
    {
      ...protectedRoute,
      schema: {
        tags: ["profile"],
        security,
        body: updateProfileRequestSchema,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      profile: toProfile(await updateProfile(db, currentUser(request).id, request.body, app.ctx.listCache)),
    }),
  );
};
