import { VIEWER_SCOPE } from "../../../lib/viewer-queries.ts";

/** Query keys of the clout feature: the history belongs to the signed-in user (viewer scope). */
export const cloutKeys = {
  all: [VIEWER_SCOPE, "clout"] as const,
  history: (limit: number) => [VIEWER_SCOPE, "clout", "history", { limit }] as const,
};
