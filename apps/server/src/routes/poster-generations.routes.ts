import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { scriptResponseSchema, successResponseSchema } from "@twl/contract";

import { currentUser } from "../modules/identity/authenticate.ts";
import { applyPoster, discardPoster, loadOwnPoster } from "../modules/posters/use-poster.ts";
import { scriptDetailFor } from "../modules/read-model/script-detail.ts";
import { generationResponses, replyWithGeneration } from "./poster-replies.ts";

const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });
const BASE = "/api/v1/image-generation";
const tags = ["covers"];

/** One generation: its state, using it as the cover, discarding it. */
export const posterGenerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const responses = generationResponses;

  app.get(
    `${BASE}/generations/:id`,
    { schema: { tags, security, params: idParams, response: responses } },
    async (request, res) => {
      return replyWithGeneration(ctx, res, await loadOwnPoster(ctx, currentUser(request), request.params.id));
    },
  );

  app.post(
    `${BASE}/generations/:id/use`,
    { schema: { tags, security, params: idParams, response: { 200: scriptResponseSchema } } },
    async (request) => {
      const { row } = await applyPoster(ctx, currentUser(request), request.params.id);
      return { success: true as const, script: await scriptDetailFor(ctx, request, row.scriptId) };
    },
  );

  app.delete(
    `${BASE}/generations/:id`,
    { schema: { tags, security, params: idParams, response: { 200: successResponseSchema } } },
    async (request) => {
      await discardPoster(ctx, currentUser(request), request.params.id);
      return { success: true as const };
    },
  );
};
