import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  BILLING_MESSAGES,
  cancelSubscriptionRequestSchema,
  cancelSubscriptionResponseSchema,
  checkoutUrlResponseSchema,
  createCheckoutSessionRequestSchema,
  createCoverageCheckoutRequestSchema,
  reactivateSubscriptionResponseSchema,
} from "@twl/contract";

import { appBaseUrl } from "../modules/billing/base-url.ts";
import { createCoverageCheckout, createSubscriptionCheckout } from "../modules/billing/checkout.ts";
import {
  cancelSubscription,
  createPortalSession,
  reactivateSubscription,
} from "../modules/billing/manage-subscription.ts";
import { requirePayments } from "../modules/billing/payment-mode.ts";
import { viaStripe } from "../modules/billing/via-stripe.ts";
import { currentUser } from "../modules/identity/authenticate.ts";

const security = [{ bearer: [] }];
const idempotencyHeaders = z
  .object({ "idempotency-key": z.string().trim().min(8).max(200).optional() })
  .loose();

/** Checkouts, cancelling and reactivating a subscription, and the Stripe portal. */
export const billingCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const purchase = {
    preHandler: async (request: FastifyRequest) => void requirePayments(ctx.config, request),
  };

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
};
