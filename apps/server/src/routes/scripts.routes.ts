import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { scriptsPublicCoversRoutes } from "./scripts-public-covers.routes.ts";
import { scriptsPublicDetailRoutes } from "./scripts-public-detail.routes.ts";

/** Public script calls: detail, file URL, cover image, cover gallery. A bearer token is optional. */
export const scriptsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(scriptsPublicDetailRoutes);
  await app.register(scriptsPublicCoversRoutes);
};
