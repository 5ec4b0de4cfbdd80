import type { ScriptDetail } from "@twl/contract";

/**
 * Where an editor's calls go. The owner uses the protected routes; an admin acting for a dummy
 * author (canEdit without owning the script) uses the admin routes under that author.
 */
export interface ScriptTarget {
  id: string;
  authorId: string;
  isAdminActing: boolean;
}

export function scriptTargetOf(
  script: Pick<ScriptDetail, "id" | "author" | "isOwner" | "canEdit">,
): ScriptTarget {
  return { id: script.id, authorId: script.author.id, isAdminActing: script.canEdit && !script.isOwner };
}

const enc = encodeURIComponent;

export function ownerScriptPath(id: string): string {
  return `/api/protected/scripts/${enc(id)}`;
}

function adminScriptPath(target: ScriptTarget): string {
  return `/api/admin/users/${enc(target.authorId)}/scripts/${enc(target.id)}`;
}

/** PUT: title, logline, genres, visibility. */
export function updatePathOf(target: ScriptTarget): string {
  return target.isAdminActing ? adminScriptPath(target) : ownerScriptPath(target.id);
}

/** POST multipart `file`: a new version that becomes active. */
export function uploadVersionPathOf(target: ScriptTarget): string {
  return `${target.isAdminActing ? adminScriptPath(target) : ownerScriptPath(target.id)}/upload-version`;
}

/** POST multipart `image`: a new cover version. */
export function coverPathOf(target: ScriptTarget): string {
  return `${target.isAdminActing ? adminScriptPath(target) : ownerScriptPath(target.id)}/cover`;
}
