import {
  buildPosterPrompt,
  generationResponseSchema,
  POSTER_HEIGHT,
  POSTER_WIDTH,
  type GenerationResponse,
  type ImageModelId,
} from "@twl/contract";

import { apiFetch } from "../../../lib/api-client.ts";

export interface GeneratePosterInput {
  scriptId: string;
  model: ImageModelId;
  styles: string[];
  /** For the prompt the call carries (the server builds its own from the script and styles). */
  title: string;
  genres: string[];
  logline: string;
}

/** The call and payload for a model: fal models, Ideogram, FLUX Kontext, or the generic call. */
export function requestFor({ scriptId, model, styles, title, genres, logline }: GeneratePosterInput): {
  path: string;
  body: Record<string, unknown>;
} {
  const prompt = buildPosterPrompt({ title, genres, logline, styles });
  const base = "/api/v1/image-generation";
  switch (model) {
    case "flux-kontext":
      return {
        path: `${base}/generate-flux-kontext`,
        body: { scriptId, styles, prompt, model, width: POSTER_WIDTH, height: POSTER_HEIGHT },
      };
    case "ideogram-v2":
      return { path: `${base}/generate-ideogram`, body: { scriptId, styles, image_request: { prompt } } };
    case "hidream-i1-full":
    case "flux-schnell":
      return { path: `${base}/generate-fal`, body: { scriptId, styles, model, input: { prompt } } };
    case "gpt-image-1":
      return { path: `${base}/generate`, body: { scriptId, styles, prompt, provider: "openai", model } };
    case "local-poster":
      return { path: `${base}/generate`, body: { scriptId, styles, prompt, provider: "local", model } };
  }
}

const POLL_MS = 1500;
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(new DOMException("Aborted", "AbortError"));
    });
  });

/**
 * Starts a generation and waits for its job: the call answers at once when the model was quick,
 * else the generation is polled. A failed job throws with the server's text.
 */
export async function generatePoster(
  input: GeneratePosterInput,
  signal?: AbortSignal,
): Promise<GenerationResponse> {
  const { path, body } = requestFor(input);
  let result = await apiFetch(path, { method: "POST", body, schema: generationResponseSchema, signal });
  while (result.generation.status === "pending" || result.generation.status === "processing") {
    await sleep(POLL_MS, signal);
    result = await apiFetch(`/api/v1/image-generation/generations/${result.generation.id}`, {
      schema: generationResponseSchema,
      signal,
    });
  }
  return result;
}
