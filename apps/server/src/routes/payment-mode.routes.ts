import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { paymentModeResponseSchema } from "@twl/contract";

import { paymentModeFor } from "../modules/billing/payment-mode.ts";

/** GET /api/billing/payment-mode (public): whether /pricing and /billing can sell, and how, for this request. */
export const paymentModeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    "/api/billing/payment-mode",
    { schema: { tags: ["billing"], response: { 200: paymentModeResponseSchema } } },
    async (request, reply) => {
      // Per request under PAYMENTS_TEST_MODE=auto: never shared by a cache between clients.
      reply.header("cache-control", "private, no-store");
      return { success: true as const, paymentMode: paymentModeFor(ctx.config, request) };
    },
  );
};
