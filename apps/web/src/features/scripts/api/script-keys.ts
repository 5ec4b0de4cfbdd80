import { VIEWER_SCOPE } from "../../../lib/viewer-queries.ts";

/**
 * Query keys of the scripts feature. What a viewer sees of a script depends on who they are, so
 * these keys live under the viewer scope (reset when the session starts or ends). Everything about
 * one script sits under its detail key: invalidating it refreshes versions, covers and file URLs.
 */
export const scriptKeys = {
  all: [VIEWER_SCOPE, "scripts"] as const,
  mine: () => [VIEWER_SCOPE, "scripts", "mine"] as const,
  minePage: (page: number, limit: number) => [VIEWER_SCOPE, "scripts", "mine", { page, limit }] as const,
  detail: (id: string) => [VIEWER_SCOPE, "scripts", "detail", id] as const,
  versions: (id: string) => [VIEWER_SCOPE, "scripts", "detail", id, "versions"] as const,
  /** The signed-in user's storage usage (GET /api/account/storage). */
  storage: () => [VIEWER_SCOPE, "scripts", "storage"] as const,
  coverImages: (id: string) => [VIEWER_SCOPE, "scripts", "detail", id, "cover-images"] as const,
  fileUrl: (id: string, version: number | null, isEditor: boolean) =>
    [VIEWER_SCOPE, "scripts", "detail", id, "file-url", { version, isEditor }] as const,
};
