import { VIEWER_SCOPE } from "../../../lib/viewer-queries.ts";

/** Query keys of draft comparison, under the viewer scope (what one may compare depends on who asks). */
export const compareKeys = {
  all: (scriptId: string) => [VIEWER_SCOPE, "compare", scriptId] as const,
  timeline: (scriptId: string) => [VIEWER_SCOPE, "compare", scriptId, "timeline"] as const,
  comparison: (scriptId: string, from: number, to: number, page: number) =>
    [VIEWER_SCOPE, "compare", scriptId, "pair", { from, to, page }] as const,
};

export const comparePath = (scriptId: string) => `/api/protected/scripts/${encodeURIComponent(scriptId)}`;
