import { SCRIPT_PAGE_DATA_ID } from "@twl/contract";

import { getToken } from "../../../lib/auth-token.ts";

/** API addresses of one script, kept apart from the calls so the route table can name them without the calls' schemas. */
export const scriptApiPath = (id: string) => `/api/scripts/${encodeURIComponent(id)}`;

/**
 * The detail of a public script as anyone but its editors sees it, written into its page's HTML by
 * the server (a JSON data block, seo.routes.ts), so a visitor without a token sees the script in the
 * page's first render instead of after a round trip to the API. A visitor with a token (who may be
 * the owner or an admin, who see more) reads the API as before.
 */
export function scriptPageDataElement(id: string): HTMLElement | null {
  if (typeof document === "undefined" || getToken()) return null;
  const element = document.getElementById(SCRIPT_PAGE_DATA_ID);
  return element?.dataset.scriptId === id ? element : null;
}

/** Whether this page carries script `id`'s detail for this visitor (its detail read is then not started early). */
export function hasScriptPageData(id: string): boolean {
  return scriptPageDataElement(id) !== null;
}
