import type { QueryClient } from "@tanstack/react-query";

/**
 * First element of every query key whose answer depends on who is signed in (my scripts, a
 * script's detail with isOwner/canEdit, signed file URLs...). The session resets them all when it
 * starts or ends, so one user's data never shows to the next and a new sign-in refetches them.
 */
export const VIEWER_SCOPE = "viewer" as const;

export function resetViewerQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ queryKey: [VIEWER_SCOPE] });
}
