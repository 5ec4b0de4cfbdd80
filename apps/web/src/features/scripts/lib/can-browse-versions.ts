import type { ScriptDetail } from "@twl/contract";

import { getToken } from "../../../lib/auth-token.ts";

/**
 * Who sees the versions list and the cover gallery: editors, and any signed-in user on a
 * public script. The server checks again; a 403 there is an empty list.
 */
export function canBrowseVersions(script: Pick<ScriptDetail, "canEdit" | "isPublic">): boolean {
  return script.canEdit || (script.isPublic && getToken() !== null);
}
