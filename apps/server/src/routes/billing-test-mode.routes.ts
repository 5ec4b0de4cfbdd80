import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  redirectResponseSchema,
  subscriptionStatusResponseSchema,
  testCheckoutSessionResponseSchema,
} from "@twl/contract";

import { requireTestPayments } from "../modules/billing/payment-mode.ts";
import { getSubscriptionStatus } from "../modules/billing/subscription-status.ts";
import {
  cancelTestCheckout,
  completeTestCheckout,
  getTestCheckout,
  simulateFailedPayment,
  simulatePeriodEnd,
  simulateRenewal,
  updateTestPaymentMethod,
} from "../modules/billing/test-mode.ts";
import { currentUser } from "../modules/identity/authenticate.ts";

const security = [{ bearer: [] }];
const sessionParams = z.object({ id: z.string().max(64) });

/**
 * Test mode (no Stripe keys, chosen by PAYMENTS_TEST_MODE): our checkout page and the test controls.
 * 404 when Stripe is configured, 503 when this server takes no payments.
 */
export const billingTestModeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const statusReply = { 200: subscriptionStatusResponseSchema };
  const testOnly = {
    preHandler: async (request: FastifyRequest) => requireTestPayments(ctx.config, request),
  };

  app.get(
    "/api/billing/test-checkout/:id",
    {
      ...testOnly,
      schema: {
        tags: ["billing"],
        security,
        params: sessionParams,
        response: { 200: testCheckoutSessionResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      session: await getTestCheckout(ctx, currentUser(request).id, request.params.id),
    }),
  );
  app.post(
    "/api/billing/test-checkout/:id/complete",
    {
      ...testOnly,
      schema: {
        tags: ["billing"],
        security,
        params: sessionParams,
        response: { 200: redirectResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await completeTestCheckout(ctx, currentUser(request).id, request.params.id)),
    }),
  );
  app.post(
    "/api/billing/test-checkout/:id/cancel",
    {
      ...testOnly,
      schema: {
        tags: ["billing"],
        security,
        params: sessionParams,
        response: { 200: redirectResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await cancelTestCheckout(ctx, currentUser(request).id, request.params.id)),
    }),
  );
  const controls = {
    renew: simulateRenewal,
    "fail-payment": simulateFailedPayment,
    "end-period": simulatePeriodEnd,
    "update-payment-method": updateTestPaymentMethod,
  };
  for (const [name, run] of Object.entries(controls)) {
    app.post(
      `/api/billing/test/${name}`,
      { ...testOnly, schema: { tags: ["billing"], security, response: statusReply } },
      async (request) => {
        const userId = currentUser(request).id;
        await run(ctx, userId);
        return getSubscriptionStatus(ctx, userId, "test");
      },
    );
  }
};
