import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import type { ListCache } from "../modules/discover/list-cache.ts";
import { adminModerationRoutes } from "./admin-moderation.routes.ts";
import { adminScriptsRoutes } from "./admin-scripts.routes.ts";
import { adminUserRecordsRoutes } from "./admin-user-records.routes.ts";

/**
 * The admin area. Every /api/admin route checks the admin role on the
 * server; every change writes an audit row in the transaction that makes it.
 */
export const adminRoutes: FastifyPluginAsyncZod<{ cache?: ListCache }> = async (app, { cache }) => {
  await app.register(adminUserRecordsRoutes, { cache });
  await app.register(adminScriptsRoutes, { cache });
  await app.register(adminModerationRoutes, { cache });
};
