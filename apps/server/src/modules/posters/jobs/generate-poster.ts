import { z } from "zod";

import { defineJob } from "../../../queue/define-job.ts";
import { runPoster } from "../run-poster.ts";

/**
 * Generates one poster. No retries: a paid provider is never charged twice for one request, and a
 * failure is recorded on the row for the client to show.
 */
export const generatePosterJob = defineJob({
  name: "covers.generate",
  payload: z.object({ generationId: z.uuid() }),
  retry: { retryLimit: 0, expireInSeconds: 10 * 60 },
  handler: ({ generationId }, ctx) => runPoster(ctx, generationId, ctx.signal),
});
