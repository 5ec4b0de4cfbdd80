import { VIEWER_SCOPE } from "../../../lib/viewer-queries.ts";

/** Reader lists: the owner's (viewer scope, reset with the session) and shared pages (anyone's). */
export const listKeys = {
  all: [VIEWER_SCOPE, "lists"] as const,
  index: (scriptId?: string) => [VIEWER_SCOPE, "lists", "index", scriptId ?? null] as const,
  detail: (id: string) => [VIEWER_SCOPE, "lists", "detail", id] as const,
  shared: (token: string) => ["shared-list", token] as const,
};
