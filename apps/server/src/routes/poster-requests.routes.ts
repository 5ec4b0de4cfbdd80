import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import {
  DEFAULT_IMAGE_MODEL,
  generateFalRequestSchema,
  generateFluxKontextRequestSchema,
  generateIdeogramRequestSchema,
  generateImageRequestSchema,
  imageModelById,
  imageModelsResponseSchema,
  MODEL_NOT_CONFIGURED,
  type ImageModel,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { currentUser } from "../modules/identity/authenticate.ts";
import { posterOptions } from "../modules/posters/poster-options.ts";
import type { PosterRow } from "../modules/posters/posters.repo.ts";
import { defaultModel, isModelConfigured } from "../modules/posters/providers/select-provider.ts";
import { requestPoster, type PosterRequest } from "../modules/posters/request-poster.ts";
import { generationResponses, replyWithGeneration } from "./poster-replies.ts";

const security = [{ bearer: [] }];
const BASE = "/api/v1/image-generation";
const tags = ["covers"];

/** The models on offer and the calls that start a generation. */
export const posterRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  const configured = (model: ImageModel | undefined, accept: (m: ImageModel) => boolean): ImageModel => {
    if (!model || !accept(model) || !isModelConfigured(ctx.config, model))
      throw new AppError("BAD_REQUEST", MODEL_NOT_CONFIGURED);
    return model;
  };

  const reply = (res: FastifyReply, row: PosterRow) => replyWithGeneration(ctx, res, row);
  const start = (request: Parameters<typeof currentUser>[0], input: PosterRequest) =>
    requestPoster(ctx, currentUser(request), input);
  const responses = generationResponses;

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
};
