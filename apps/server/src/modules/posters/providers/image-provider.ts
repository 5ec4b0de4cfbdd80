import type { ImageModel } from "@twl/contract";

import type { PosterInput } from "../local/compose-poster.ts";

/** A failure with a message the user may see; the detail goes to the log only. */
export class ImageProviderError extends Error {
  override name = "ImageProviderError";
  constructor(
    readonly publicMessage: string,
    readonly detail?: string,
  ) {
    super(detail ? `${publicMessage}: ${detail}` : publicMessage);
  }
}

export interface GeneratedImage {
  bytes: Buffer;
}

export interface PosterJob {
  prompt: string;
  model: ImageModel;
  poster: PosterInput;
  signal: AbortSignal;
}

/** One image service: OpenAI's images API, fal, or the local renderer. */
export interface PosterImageProvider {
  generate(job: PosterJob): Promise<GeneratedImage>;
}
