import fp from "fastify-plugin";

import { requireAdmin } from "../identity/authenticate.ts";

/**
 * Checks the admin role on every /api/admin route before the body is even parsed, so a customer
 * learns nothing from validation errors: each one gets the same 403 (401 when signed out). The
 * routes keep their own preHandler as well.
 */
export const adminGuardPlugin = fp(async (app) => {
  app.addHook("onRequest", async (request, reply) => {
    const route = request.routeOptions.url;
    if (route && route.startsWith("/api/admin/")) await requireAdmin(request, reply);
  });
});
