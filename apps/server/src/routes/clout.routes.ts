import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  cloutHistoryQuerySchema,
  cloutHistoryResponseSchema,
  giveCloutRequestSchema,
  giveCloutResponseSchema,
} from "@twl/contract";

import { listCloutHistory } from "../modules/clout/clout-history.ts";
import { giveClout } from "../modules/clout/give-clout.ts";
import { currentUser, requireUser } from "../modules/identity/authenticate.ts";

const security = [{ bearer: [] }];

/** Giving clout and the ledger. Both need a bearer session. */
export const cloutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook("preHandler", requireUser);

  app.post(
    "/api/clout/give/:scriptId",
    {
      schema: {
        tags: ["clout"],
        security,
        params: z.object({ scriptId: z.string().max(64) }),
        headers: z.object({ "idempotency-key": z.string().trim().min(8).max(200).optional() }).loose(),
        body: giveCloutRequestSchema,
        response: { 200: giveCloutResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return giveClout(ctx, {
        giver: user,
        scriptId: request.params.scriptId,
        amount: request.body.amount,
        message: request.body.message,
        idempotencyKey: request.headers["idempotency-key"],
      });
    },
  );

  app.get(
    "/api/clout/history",
    {
      schema: {
        tags: ["clout"],
        security,
        querystring: cloutHistoryQuerySchema,
        response: { 200: cloutHistoryResponseSchema },
      },
    },
    async (request) => listCloutHistory(ctx.database.db, currentUser(request).id, request.query),
  );
};
