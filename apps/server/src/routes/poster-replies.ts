import type { FastifyReply } from "fastify";
import { z } from "zod";

import { generationResponseSchema } from "@twl/contract";

import type { AppContext } from "../context.ts";
import type { PosterRow } from "../modules/posters/posters.repo.ts";
import { toPosterResponse } from "../modules/posters/to-poster-response.ts";

const errorBody = z.object({
  success: z.literal(false),
  error: z.string(),
  generation: z.unknown().optional(),
});

/** The answers of every call that returns one generation. */
export const generationResponses = {
  200: generationResponseSchema,
  202: generationResponseSchema,
  422: errorBody,
};

/** 200 with the image when the job finished in time, 202 while it runs; a failed job is `{ success: false, error }`. */
export async function replyWithGeneration(ctx: AppContext, res: FastifyReply, row: PosterRow) {
  const body = await toPosterResponse(ctx, row);
  if (row.status === "failed")
    return res.status(422).send({
      success: false as const,
      error: row.error ?? "Image generation failed",
      generation: body.generation,
    });
  return res.status(row.status === "completed" ? 200 : 202).send(body);
}
