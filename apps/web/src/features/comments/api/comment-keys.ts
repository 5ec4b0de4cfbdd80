import { VIEWER_SCOPE } from "../../../lib/viewer-queries.ts";

/** Comments say which are the viewer's (isOwn, canDelete): viewer scope. */
export const commentKeys = {
  all: [VIEWER_SCOPE, "comments"] as const,
  list: (scriptId: string) => [VIEWER_SCOPE, "comments", scriptId] as const,
};
