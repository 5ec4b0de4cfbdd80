import type { FastifyPluginAsync } from "fastify";
import type Stripe from "stripe";

import { AppError } from "../lib/app-error.ts";
import { processBillingEvents } from "../modules/billing/billing-events.ts";
import { stripeOf } from "../modules/billing/stripe-client.ts";
import { toBillingEvent } from "../modules/billing/stripe-events.ts";

export const INVALID_SIGNATURE = "Invalid webhook signature";

/**
 * POST /api/billing/webhook (Stripe). This scope keeps the body as raw bytes: the signature covers
 * them exactly, so a re-serialized body fails. Then the event id is recorded once and the change is
 * applied in the same transaction; a failure answers 500 and Stripe's redelivery applies it.
 */
export const billingWebhookRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post(
    "/api/billing/webhook",
    { schema: { tags: ["billing"], hide: true }, config: { rateLimit: false } },
    async (request, reply) => {
      const stripe = stripeOf(ctx);
      if (!stripe) throw new AppError("NOT_FOUND", "Stripe is not configured");
      const signature = request.headers["stripe-signature"];
      const body = request.body;
      if (typeof signature !== "string" || !Buffer.isBuffer(body))
        throw new AppError("BAD_REQUEST", INVALID_SIGNATURE);
      let event: Stripe.Event;
      try {
        event = stripe.stripe.webhooks.constructEvent(body, signature, stripe.config.webhookSecret);
      } catch {
        throw new AppError("BAD_REQUEST", INVALID_SIGNATURE);
      }
      const ours = toBillingEvent(stripe.config, event);
      if (!ours) return reply.send({ success: true, received: true, applied: false });
      const { applied } = await processBillingEvents(ctx, [ours]);
      return reply.send({ success: true, received: true, applied: applied > 0 });
    },
  );
};
