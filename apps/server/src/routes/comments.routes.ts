import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  commentListResponseSchema,
  commentResponseSchema,
  createCommentRequestSchema,
  successResponseSchema,
} from "@twl/contract";

import { addComment, deleteComment, listComments } from "../modules/comments/comment-service.ts";
import { currentUser, requireUser } from "../modules/identity/authenticate.ts";

const idParams = z.object({ id: z.string().max(64) });
const security = [{ bearer: [] }];

/** Comments. Signed-in only; a private script's comments only for whoever may read it. */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook("preHandler", requireUser);

  app.get(
    "/api/protected/scripts/:id/comments",
    {
      schema: {
        tags: ["comments"],
        security,
        params: idParams,
        response: { 200: commentListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      comments: await listComments(ctx, currentUser(request), request.params.id),
    }),
  );

  app.post(
    "/api/protected/scripts/:id/comments",
    {
      schema: {
        tags: ["comments"],
        security,
        params: idParams,
        body: createCommentRequestSchema,
        response: { 201: commentResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        comment: await addComment(ctx, currentUser(request), request.params.id, request.body.content),
      }),
  );

  app.delete(
    "/api/protected/comments/:id",
    { schema: { tags: ["comments"], security, params: idParams, response: { 200: successResponseSchema } } },
    async (request) => {
      await deleteComment(ctx, currentUser(request), request.params.id);
      return { success: true as const };
    },
  );
};
