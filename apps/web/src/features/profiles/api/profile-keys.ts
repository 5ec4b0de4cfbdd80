import { VIEWER_SCOPE } from "../../../lib/viewer-queries.ts";

/**
 * Query keys of the profiles feature. The user themself sees more (private scripts, clout given),
 * so the keys live under the viewer scope and reset when the session starts or ends.
 */
export const profileKeys = {
  all: [VIEWER_SCOPE, "profiles"] as const,
  detail: (userId: string) => [VIEWER_SCOPE, "profiles", userId] as const,
  scripts: (userId: string) => [VIEWER_SCOPE, "profiles", userId, "scripts"] as const,
};
