import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { requireUser } from "../modules/identity/authenticate.ts";
import { posterGenerationRoutes } from "./poster-generations.routes.ts";
import { posterRequestRoutes } from "./poster-requests.routes.ts";

/** The image-generation calls. Each takes scriptId; the result is a preview until 'Use as Cover Image'. */
export const posterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", requireUser);
  await app.register(posterRequestRoutes);
  await app.register(posterGenerationRoutes);
};
