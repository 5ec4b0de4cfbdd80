import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  reviewListResponseSchema,
  reviewRequestSchema,
  reviewResponseSchema,
  successResponseSchema,
} from "@twl/contract";

import { currentUser, optionalUser, requireUser } from "../modules/identity/authenticate.ts";
import { listReviewsOf, ratingSummaryOf, toReview } from "../modules/reviews/reviews.repo.ts";
import { deleteReview, submitReview } from "../modules/reviews/submit-review.ts";
import { loadReadableScript } from "../modules/scripts/load-script.ts";

const idParams = z.object({ id: z.string().max(64) });
const security = [{ bearer: [] }];

/** Reviews: anyone who may read the script sees them; signed-in non-owners write them. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/api/scripts/:id/reviews",
    {
      preHandler: optionalUser,
      schema: { tags: ["reviews"], params: idParams, response: { 200: reviewListResponseSchema } },
    },
    async (request) => {
      const s = await loadReadableScript(ctx, request, request.params.id);
      const [rows, summary] = await Promise.all([
        listReviewsOf(ctx.database.db, s.script.id),
        ratingSummaryOf(ctx.database.db, s.script.id),
      ]);
      return { success: true as const, reviews: rows.map((r) => toReview(r, request.user?.id)), ...summary };
    },
  );

  app.post(
    "/api/protected/scripts/:id/reviews",
    {
      preHandler: requireUser,
      schema: {
        tags: ["reviews"],
        security,
        params: idParams,
        body: reviewRequestSchema,
        response: { 200: reviewResponseSchema, 201: reviewResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await submitReview(ctx, currentUser(request), request.params.id, request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.delete(
    "/api/protected/reviews/:id",
    {
      preHandler: requireUser,
      schema: { tags: ["reviews"], security, params: idParams, response: { 200: successResponseSchema } },
    },
    async (request) => {
      await deleteReview(ctx, currentUser(request), request.params.id);
      return { success: true as const };
    },
  );
};
