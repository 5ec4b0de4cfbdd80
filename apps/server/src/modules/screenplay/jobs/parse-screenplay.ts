import { z } from "zod";
import { defineJob } from "../../../queue/define-job.ts";
import { handleParseScreenplay } from "./parse-screenplay.handler.ts";

/** Parses a script version into the screenplay model and statistics (off the request path). */
export const parseScreenplayJob = defineJob({
  name: "screenplay.parse",
  payload: z.object({ versionId: z.uuid() }),
  retry: { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 120 },
  handler: handleParseScreenplay,
});
