import { IMAGE_GENERATION_FAILED, NO_IMAGE_URL } from "@twl/contract";

import { checkImage, downloadImage, errorFieldOf, providerFetch, readJson } from "./fetch-image.ts";
import { ImageProviderError, type PosterImageProvider } from "./image-provider.ts";

/**
 * OpenAI's images API: POST {baseUrl}/images/generations with gpt-image-1 at 1024x1536 (2:3, the
 * model's portrait size). gpt-image-1 answers with base64 (`data[0].b64_json`); a `url` is downloaded.
 */
export function createOpenAIImages(options: {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}): PosterImageProvider {
  return {
    async generate({ prompt, model, signal }) {
      const response = await providerFetch(
        `${options.baseUrl}/images/generations`,
        {
          method: "POST",
          headers: { authorization: `Bearer ${options.apiKey}`, "content-type": "application/json" },
          body: JSON.stringify({ model: model.providerModel, prompt, size: "1024x1536", n: 1 }),
        },
        signal,
        options.timeoutMs,
      );
      const body = await readJson(response, signal, options.timeoutMs);
      const error = errorFieldOf(body);
      if (!response.ok || error)
        throw new ImageProviderError(IMAGE_GENERATION_FAILED, error ?? `HTTP ${response.status}`);
      const first = Array.isArray(body.data)
        ? (body.data[0] as { b64_json?: unknown; url?: unknown } | undefined)
        : undefined;
      if (typeof first?.b64_json === "string" && first.b64_json)
        return { bytes: checkImage(Buffer.from(first.b64_json, "base64")) };
      if (typeof first?.url === "string" && first.url)
        return { bytes: await downloadImage(first.url, signal, options.timeoutMs) };
      throw new ImageProviderError(NO_IMAGE_URL);
    },
  };
}
