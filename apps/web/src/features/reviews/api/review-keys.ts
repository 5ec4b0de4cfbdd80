import { VIEWER_SCOPE } from "../../../lib/viewer-queries.ts";

/** Reviews say which one is the viewer's (isOwn), so they live under the viewer scope. */
export const reviewKeys = {
  all: [VIEWER_SCOPE, "reviews"] as const,
  list: (scriptId: string) => [VIEWER_SCOPE, "reviews", scriptId] as const,
};
