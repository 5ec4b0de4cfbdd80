import { matchRoutes, type Params, type RouteObject } from "react-router";

import { SESSION_API_PATH } from "../features/auth/api/get-profile.ts";
import { getToken } from "../lib/auth-token.ts";
import { startEarlyRequest } from "../lib/early-requests.ts";

/** A route's `handle` in the route table: the API reads its page makes in its first render. */
export interface RouteHandle {
  earlyReads?: (params: Params) => string[];
}

/** `handle: readsFirst(({ id = "" }) => [scriptApiPath(id)])`: the page asks these as soon as it renders. */
export const readsFirst = (reads: (params: Params) => string[]): RouteHandle => ({ earlyReads: reads });

/**
 * Starts what the page at `pathname` reads first (its routes' `earlyReads`) and, with a stored token,
 * the session, as soon as the app's entry runs: the answers arrive while the page's code downloads
 * instead of after it (lib/early-requests.ts).
 */
export function startEarlyReads(routes: RouteObject[], pathname: string): void {
  if (getToken()) startEarlyRequest(SESSION_API_PATH);
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    for (const path of handle?.earlyReads?.(match.params) ?? []) startEarlyRequest(path);
  }
}
