import { VIEWER_SCOPE } from "../../../lib/viewer-queries.ts";

/**
 * Query keys of the screenplay feature. Whether a version may be read depends on who asks, so the
 * keys live under the viewer scope (reset when the session starts or ends).
 */
export const screenplayKeys = {
  all: [VIEWER_SCOPE, "screenplay"] as const,
  version: (scriptId: string, version: number | null) =>
    [VIEWER_SCOPE, "screenplay", scriptId, { version }] as const,
  part: (scriptId: string, version: number, part: number) =>
    [VIEWER_SCOPE, "screenplay", scriptId, { version, part }] as const,
};
