import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  DEFAULT_IMAGE_MODEL,
  generateFalRequestSchema,
  generateFluxKontextRequestSchema,
  generateIdeogramRequestSchema,
  generateImageRequestSchema,
  generationResponseSchema,
  imageModelById,
  imageModelsResponseSchema,
  MODEL_NOT_CONFIGURED,
  scriptResponseSchema,
  successResponseSchema,
  type ImageModel,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { currentUser, requireUser } from "../modules/identity/authenticate.ts";
import { posterOptions } from "../modules/posters/poster-options.ts";
import type { PosterRow } from "../modules/posters/posters.repo.ts";
import { defaultModel, isModelConfigured } from "../modules/posters/providers/select-provider.ts";
import { requestPoster, type PosterRequest } from "../modules/posters/request-poster.ts";
import { toPosterResponse } from "../modules/posters/to-poster-response.ts";
import { applyPoster, discardPoster, loadOwnPoster } from "../modules/posters/use-poster.ts";
import { scriptDetailFor } from "../modules/read-model/script-detail.ts";

const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(64) });
const BASE = "/api/v1/image-generation";
const tags = ["covers"];
const errorBody = z.object({
  success: z.literal(false),
  error: z.string(),
  generation: z.unknown().optional(),
});

/** The image-generation calls. Each takes scriptId; the result is a preview until 'Use as Cover Image'. */
export const posterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook("preHandler", requireUser);

  const configured = (model: ImageModel | undefined, accept: (m: ImageModel) => boolean): ImageModel => {
    if (!model || !accept(model) || !isModelConfigured(ctx.config, model))
      throw new AppError("BAD_REQUEST", MODEL_NOT_CONFIGURED);
    return model;
  };

  /** 200 with the image when the job finished in time, 202 while it runs; a failed job is `{ success: false, error }`. */
  const reply = async (res: FastifyReply, row: PosterRow) => {
    const body = await toPosterResponse(ctx, row);
    if (row.status === "failed")
      return res.status(422).send({
        success: false as const,
        error: row.error ?? "Image generation failed",
        generation: body.generation,
      });
    return res.status(row.status === "completed" ? 200 : 202).send(body);
  };
  const start = (request: Parameters<typeof currentUser>[0], input: PosterRequest) =>
    requestPoster(ctx, currentUser(request), input);
  const responses = { 200: generationResponseSchema, 202: generationResponseSchema, 422: errorBody };

  app.get(
    `${BASE}/models`,
    { schema: { tags, security, response: { 200: imageModelsResponseSchema } } },
    async (request) => posterOptions(ctx, currentUser(request)),
  );

  app.post(
    `${BASE}/generate-fal`,
    { schema: { tags, security, body: generateFalRequestSchema, response: responses } },
    async (request, res) => {
      const model = configured(
        imageModelById(request.body.model ?? "flux-kontext"),
        (m) => m.provider === "fal",
      );
      return reply(
        res,
        await start(request, {
          endpoint: "generate-fal",
          scriptId: request.body.scriptId,
          styles: request.body.styles,
          model,
        }),
      );
    },
  );

  app.post(
    `${BASE}/generate-ideogram`,
    { schema: { tags, security, body: generateIdeogramRequestSchema, response: responses } },
    async (request, res) => {
      const model = configured(imageModelById("ideogram-v2"), () => true);
      return reply(
        res,
        await start(request, {
          endpoint: "generate-ideogram",
          scriptId: request.body.scriptId,
          styles: request.body.styles,
          model,
        }),
      );
    },
  );

  app.post(
    `${BASE}/generate-flux-kontext`,
    { schema: { tags, security, body: generateFluxKontextRequestSchema, response: responses } },
    async (request, res) => {
      const model = configured(imageModelById("flux-kontext"), () => true);
      return reply(
        res,
        await start(request, {
          endpoint: "generate-flux-kontext",
          scriptId: request.body.scriptId,
          styles: request.body.styles,
          model,
        }),
      );
    },
  );

  app.post(
    `${BASE}/generate`,
    { schema: { tags, security, body: generateImageRequestSchema, response: responses } },
    async (request, res) => {
      const { provider, model: modelName } = request.body;
      const chosen = modelName
        ? imageModelById(modelName)
        : provider === "local"
          ? imageModelById("local-poster")
          : provider === "openai"
            ? imageModelById(DEFAULT_IMAGE_MODEL)
            : defaultModel(ctx.config);
      const model = configured(chosen, (m) => !provider || m.provider === provider);
      return reply(
        res,
        await start(request, {
          endpoint: "generate",
          scriptId: request.body.scriptId,
          styles: request.body.styles,
          model,
        }),
      );
    },
  );

  app.get(
    `${BASE}/generations/:id`,
    { schema: { tags, security, params: idParams, response: responses } },
    async (request, res) => {
      return reply(res, await loadOwnPoster(ctx, currentUser(request), request.params.id));
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
