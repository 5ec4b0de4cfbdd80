import { z } from "zod";

import { defineJob } from "../../../queue/define-job.ts";
import { parseVersion } from "../parse-version.ts";

/**
 * Re-parses one stored version with the current engine, keeping the old result if the new parse
 * fails (`npm run reparse` enqueues one per version after a deploy).
 */
export const reparseScreenplayJob = defineJob({
  name: "screenplay.reparse",
  payload: z.object({ versionId: z.uuid() }),
  retry: { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 120 },
  handler: async ({ versionId }, ctx) => {
    await parseVersion(ctx, versionId, { again: true });
  },
});
