import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { payCoverageWithCloutResponseSchema } from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { payCoverageWithClout } from "../modules/coverage/pay-coverage-with-clout.ts";
import { currentUser, requireUser } from "../modules/identity/authenticate.ts";
import { loadScript } from "../modules/scripts/load-script.ts";
import { assertCanRead, isOwner } from "../modules/scripts/script-access.ts";
import { billingAccountRoutes } from "./billing-account.routes.ts";
import { billingCheckoutRoutes } from "./billing-checkout.routes.ts";
import { billingTestModeRoutes } from "./billing-test-mode.routes.ts";

const security = [{ bearer: [] }];

/**
 * Billing calls: every one needs a bearer session; the webhook lives in billing-webhook.routes.ts.
 * Every call that buys or grants (checkouts, reactivation, the portal, the test checkout and test
 * controls) is refused with 503 when this server takes no payments (payment-mode.ts, issue 28 #1).
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook("preHandler", requireUser);
  await app.register(billingAccountRoutes);
  await app.register(billingCheckoutRoutes);
  await app.register(billingTestModeRoutes);

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
