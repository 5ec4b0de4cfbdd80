import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import {
  billingTransactionsQuerySchema,
  billingTransactionsResponseSchema,
  paymentMethodsResponseSchema,
  subscriptionStatusResponseSchema,
} from "@twl/contract";

import { listPaymentMethods, listTransactions } from "../modules/billing/payment-info.ts";
import { paymentModeFor } from "../modules/billing/payment-mode.ts";
import { getSubscriptionStatus } from "../modules/billing/subscription-status.ts";
import { viaStripe } from "../modules/billing/via-stripe.ts";
import { currentUser } from "../modules/identity/authenticate.ts";

const security = [{ bearer: [] }];

/** What a signed-in user's billing page reads: subscription status, payment methods, transactions. */
export const billingAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const statusReply = { 200: subscriptionStatusResponseSchema };

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
};
