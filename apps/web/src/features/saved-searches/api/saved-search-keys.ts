import { VIEWER_SCOPE } from "../../../lib/viewer-queries.ts";

/** The signed-in user's saved searches (under the viewer scope: reset when the session changes). */
export const savedSearchKeys = {
  all: [VIEWER_SCOPE, "saved-searches"] as const,
};
