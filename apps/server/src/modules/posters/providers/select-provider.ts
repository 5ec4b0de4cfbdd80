import { IMAGE_MODELS, MODEL_NOT_CONFIGURED, type ImageModel } from "@twl/contract";

import type { Config } from "../../../config/env.ts";
import { AppError } from "../../../lib/app-error.ts";
import { renderLocalPoster } from "../local/render-local-poster.ts";
import { createFalImages } from "./fal-images.ts";
import type { PosterImageProvider } from "./image-provider.ts";
import { createOpenAIImages } from "./openai-images.ts";

/** A model is offered when its provider's key is set; the local poster always is. */
export function isModelConfigured(config: Config, model: ImageModel): boolean {
  if (model.provider === "openai") return Boolean(config.posters.openai.apiKey);
  if (model.provider === "fal") return Boolean(config.posters.fal.apiKey);
  return true;
}

/** Models the selector shows: configured ones, hidden ones left out. */
export const availableModels = (config: Config) =>
  IMAGE_MODELS.filter((m) => !m.hidden && isModelConfigured(config, m));

/** GPT Image 1 when configured, else the first configured AI model, else the local poster. */
export function defaultModel(config: Config): ImageModel {
  const models = availableModels(config);
  return (
    models.find((m) => m.id === "gpt-image-1") ??
    models.find((m) => m.provider !== "local") ??
    models.find((m) => m.provider === "local")!
  );
}

const localProvider: PosterImageProvider = {
  async generate({ poster }) {
    return { bytes: renderLocalPoster(poster) };
  },
};

export function providerFor(config: Config, model: ImageModel): PosterImageProvider {
  const { openai, fal, timeoutMs } = config.posters;
  if (model.provider === "openai" && openai.apiKey)
    return createOpenAIImages({ apiKey: openai.apiKey, baseUrl: openai.baseUrl, timeoutMs });
  if (model.provider === "fal" && fal.apiKey)
    return createFalImages({ apiKey: fal.apiKey, baseUrl: fal.baseUrl, timeoutMs });
  if (model.provider === "local") return localProvider;
  throw new AppError("BAD_REQUEST", MODEL_NOT_CONFIGURED);
}
