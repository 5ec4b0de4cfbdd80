import { z } from "zod";

import { PARSES_PER_USER_AT_ONCE } from "@twl/contract";

import { defineJob } from "../../../queue/define-job.ts";
import { parseVersion } from "../parse-version.ts";

/** Parses a script version into the screenplay model and statistics (off the request path). */
export const parseScreenplayJob = defineJob({
  name: "screenplay.parse",
  payload: z.object({ versionId: z.uuid() }),
  retry: { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 120 },
  // Jobs are grouped by the uploader: two run at once per worker process, but never two of one
  // user's, so a burst of uploads cannot hold the queue while another user's script waits.
  concurrency: { local: 2, perGroup: PARSES_PER_USER_AT_ONCE },
  handler: async ({ versionId }, ctx) => {
    await parseVersion(ctx, versionId);
  },
});
