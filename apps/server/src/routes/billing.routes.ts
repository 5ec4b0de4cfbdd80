import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import Stripe from "stripe";
import { z } from "zod";

import {
  BILLING_MESSAGES,
  billingTransactionsQuerySchema,
  billingTransactionsResponseSchema,
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
  checkoutUrlResponseSchema,
  createCheckoutSessionRequestSchema,
  createCoverageCheckoutRequestSchema,
  payCoverageWithCloutResponseSchema,
  paymentMethodsResponseSchema,
  reactivateSubscriptionResponseSchema,
  redirectResponseSchema,
  subscriptionStatusResponseSchema,
  testCheckoutSessionResponseSchema,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { appBaseUrl } from "../modules/billing/base-url.ts";
import { createCoverageCheckout, createSubscriptionCheckout } from "../modules/billing/checkout.ts";
import {
  cancelSubscription,
  createPortalSession,
  reactivateSubscription,
} from "../modules/billing/manage-subscription.ts";
import { listPaymentMethods, listTransactions } from "../modules/billing/payment-info.ts";
import { paymentModeFor, requirePayments, requireTestPayments } from "../modules/billing/payment-mode.ts";
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
import { payCoverageWithClout } from "../modules/coverage/pay-coverage-with-clout.ts";
import { currentUser, requireUser } from "../modules/identity/authenticate.ts";
import { loadScript } from "../modules/scripts/load-script.ts";
import { assertCanRead, isOwner } from "../modules/scripts/script-access.ts";

const security = [{ bearer: [] }];
const idempotencyHeaders = z
  .object({ "idempotency-key": z.string().trim().min(8).max(200).optional() })
  .loose();
const sessionParams = z.object({ id: z.string().max(64) });

/** A Stripe API failure becomes the spec's message (its own text may name internals); everything else passes. */
async function viaStripe<T>(
  message: string,
  log: { error(obj: object, msg?: string): void },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeError) {
      log.error(
        { type: err.type, code: err.code, statusCode: err.statusCode, requestId: err.requestId },
        "stripe call failed",
      );
      throw new AppError("UNAVAILABLE", message);
    }
    throw err;
  }
}

/**
 * Billing calls: every one needs a bearer session; the webhook lives in billing-webhook.routes.ts.
 * Every call that buys or grants (checkouts, reactivation, the portal, the test checkout and test
 * controls) is refused with 503 when this server takes no payments (payment-mode.ts, issue 28 #1).
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook("preHandler", requireUser);
  const statusReply = { 200: subscriptionStatusResponseSchema };
  const purchase = {
    preHandler: async (request: FastifyRequest) => void requirePayments(ctx.config, request),
  };
  const testOnly = {
    preHandler: async (request: FastifyRequest) => requireTestPayments(ctx.config, request),
  };

  app.get(
    "/api/billing/subscription-status",
    { schema: { tags: ["billing"], security, response: statusReply } },
    async (request) =>
      getSubscriptionStatus(ctx, currentUser(request).id, paymentModeFor(ctx.config, request)),
  );

  app.get(
    "/api/billing/payment-methods",
    { schema: { tags: ["billing"], security, response: { 200: paymentMethodsResponseSchema } } },
    async (request) => ({
      success: true as const,
      paymentMethods: await viaStripe("Failed to load payment methods", request.log, () =>
        listPaymentMethods(ctx, currentUser(request).id),
      ),
    }),
  );

  app.get(
    "/api/billing/transactions",
    {
      schema: {
        tags: ["billing"],
        security,
        querystring: billingTransactionsQuerySchema,
        response: { 200: billingTransactionsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      transactions: await viaStripe("Failed to load transactions", request.log, () =>
        listTransactions(ctx, currentUser(request).id, request.query.limit),
      ),
    }),
  );

  app.post(
    "/api/billing/create-checkout-session",
    {
      ...purchase,
      schema: {
        tags: ["billing"],
        security,
        headers: idempotencyHeaders,
        body: createCheckoutSessionRequestSchema,
        response: { 200: checkoutUrlResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const result = await viaStripe(BILLING_MESSAGES.checkoutFailed, request.log, () =>
        createSubscriptionCheckout(ctx, {
          user,
          tier: request.body.tier,
          baseUrl: appBaseUrl(ctx, request),
          idempotencyKey: request.headers["idempotency-key"],
        }),
      );
      return { success: true as const, url: result.url };
    },
  );

  app.post(
    "/api/billing/create-coverage-checkout",
    {
      ...purchase,
      schema: {
        tags: ["billing"],
        security,
        headers: idempotencyHeaders,
        body: createCoverageCheckoutRequestSchema,
        response: { 200: checkoutUrlResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const result = await viaStripe(BILLING_MESSAGES.checkoutFailed, request.log, () =>
        createCoverageCheckout(ctx, {
          user,
          ...request.body,
          baseUrl: appBaseUrl(ctx, request),
          idempotencyKey: request.headers["idempotency-key"],
        }),
      );
      return { success: true as const, url: result.url };
    },
  );

  app.post(
    "/api/billing/cancel-subscription",
    {
      schema: {
        tags: ["billing"],
        security,
        body: cancelSubscriptionRequestSchema,
        response: { 200: cancelSubscriptionResponseSchema },
      },
    },
    async (request) =>
      viaStripe(BILLING_MESSAGES.cancelFailed, request.log, () =>
        cancelSubscription(ctx, currentUser(request).id, request.body?.reason),
      ),
  );

  app.post(
    "/api/billing/reactivate-subscription",
    {
      ...purchase,
      schema: {
        tags: ["billing"],
        security,
        headers: idempotencyHeaders,
        response: { 200: reactivateSubscriptionResponseSchema },
      },
    },
    async (request) =>
      viaStripe(BILLING_MESSAGES.reactivateFailed, request.log, () =>
        reactivateSubscription(ctx, currentUser(request).id, request.headers["idempotency-key"]),
      ),
  );

  app.post(
    "/api/billing/create-portal-session",
    { ...purchase, schema: { tags: ["billing"], security, response: { 200: checkoutUrlResponseSchema } } },
    async (request) => {
      const result = await viaStripe("Failed to open the billing portal", request.log, () =>
        createPortalSession(ctx, currentUser(request).id, appBaseUrl(ctx, request)),
      );
      return { success: true as const, url: result.url };
    },
  );

  // Test mode (no Stripe keys, chosen by PAYMENTS_TEST_MODE): our checkout page and the test controls.
  // 404 when Stripe is configured, 503 when this server takes no payments.
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

  // Liquid clout buys a coverage when the allowance and tokens are spent.
  app.post(
    "/api/protected/scripts/:id/coverage/pay-with-clout",
    {
      schema: {
        tags: ["coverage", "billing"],
        security,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: payCoverageWithCloutResponseSchema },
      },
    },
    async (request) => {
      const viewer = currentUser(request);
      const s = await loadScript(ctx, request.params.id);
      if (!isOwner(s, viewer)) {
        assertCanRead(s, viewer);
        throw new AppError("FORBIDDEN", "Only the owner can request coverage of this script");
      }
      return payCoverageWithClout(ctx, { script: s, userId: viewer.id });
    },
  );
};
