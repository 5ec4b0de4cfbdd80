import {
  IMAGE_GENERATION_FAILED,
  NO_IMAGE_URL,
  POSTER_HEIGHT,
  POSTER_WIDTH,
  type ImageModelId,
} from "@twl/contract";

import { downloadImage, errorFieldOf, providerFetch, readJson } from "./fetch-image.ts";
import { ImageProviderError, type PosterImageProvider } from "./image-provider.ts";

/** Each fal endpoint's input for a 2:3 poster (aspect ratio where the model takes one, else 768x1152). */
export function falInput(model: ImageModelId, prompt: string): Record<string, unknown> {
  switch (model) {
    case "flux-kontext":
      return { prompt, aspect_ratio: "2:3", num_images: 1, output_format: "png" };
    case "ideogram-v2":
      return { prompt, aspect_ratio: "2:3", style: "design", expand_prompt: false };
    case "hidream-i1-full":
    case "flux-schnell":
    default:
      return { prompt, image_size: { width: POSTER_WIDTH, height: POSTER_HEIGHT }, num_images: 1 };
  }
}

/**
 * fal's synchronous HTTP API: POST {baseUrl}/{endpoint id} with `Authorization: Key ...` and the
 * model's input; the answer lists `images[].url`, which is downloaded and checked.
 */
export function createFalImages(options: {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}): PosterImageProvider {
  return {
    async generate({ prompt, model, signal }) {
      const response = await providerFetch(
        `${options.baseUrl}/${model.providerModel}`,
        {
          method: "POST",
          headers: { authorization: `Key ${options.apiKey}`, "content-type": "application/json" },
          body: JSON.stringify(falInput(model.id, prompt)),
        },
        signal,
        options.timeoutMs,
      );
      const body = await readJson(response, signal, options.timeoutMs);
      const error = errorFieldOf(body);
      if (!response.ok || error)
        throw new ImageProviderError(IMAGE_GENERATION_FAILED, error ?? `HTTP ${response.status}`);
      const images = Array.isArray(body.images) ? (body.images as { url?: unknown }[]) : [];
      const image = body.image as { url?: unknown } | undefined;
      const url = images[0]?.url ?? image?.url;
      if (typeof url !== "string" || !url) throw new ImageProviderError(NO_IMAGE_URL);
      return { bytes: await downloadImage(url, signal, options.timeoutMs) };
    },
  };
}
