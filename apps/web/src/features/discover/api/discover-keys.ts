import { VIEWER_SCOPE } from "../../../lib/viewer-queries.ts";

/**
 * Query keys of discovery. The /scripts list can include the viewer's own private scripts, so it
 * lives under the viewer scope (reset on sign-in and sign-out); Discover, featured and genres are
 * public and the same for everyone.
 */
export const discoverKeys = {
  scriptsList: (query: string) => [VIEWER_SCOPE, "discover", "scripts-list", query] as const,
  discover: (query: string) => ["discover", "list", query] as const,
  featured: () => ["discover", "featured"] as const,
};
