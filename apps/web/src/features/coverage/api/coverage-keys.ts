import { VIEWER_SCOPE } from "../../../lib/viewer-queries.ts";

/**
 * Query keys of the coverage feature. Who may see which reports depends on the viewer, so the keys
 * live under the viewer scope (reset when the session starts or ends).
 */
export const coverageKeys = {
  all: [VIEWER_SCOPE, "coverage"] as const,
  list: (scriptId: string) => [VIEWER_SCOPE, "coverage", "script", scriptId] as const,
};
