import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { dbHealthDownSchema, dbHealthOkSchema, healthResponseSchema } from "@twl/contract";

import { checkDatabase } from "../modules/health/check-database.ts";

/** GET /health and GET /db-health, polled by the web app every 30 s. Not rate limited. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, version, startedAt } = app.ctx;

  app.get(
    "/health",
    { config: { rateLimit: false }, schema: { tags: ["health"], response: { 200: healthResponseSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return {
        success: true as const,
        status: "ok" as const,
        version,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        timestamp: new Date().toISOString(),
      };
    },
  );

  app.get(
    "/db-health",
    {
      config: { rateLimit: false },
      schema: { tags: ["health"], response: { 200: dbHealthOkSchema, 503: dbHealthDownSchema } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const result = await checkDatabase(database);
      if (result.ok) {
        return {
          success: true as const,
          status: "ok" as const,
          database: database.kind,
          latencyMs: result.latencyMs,
        };
      }
      request.log.warn({ err: result.cause }, "database health check failed");
      return reply.status(503).send({
        success: false as const,
        status: "unavailable" as const,
        database: database.kind,
        error: result.reason,
      });
    },
  );
};
