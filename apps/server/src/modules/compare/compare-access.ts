import { COMPARE_NOT_SHARED, SCRIPT_NOT_FOUND_MESSAGE, type SessionUser } from "@twl/contract";

import { AppError } from "../../lib/app-error.ts";
import { canEdit, canRead } from "../scripts/script-access.ts";
import type { ScriptWithAuthor } from "../scripts/scripts.repo.ts";

type Viewer = Pick<SessionUser, "id" | "role"> | undefined;

/**
 * Who may compare drafts: the owner, an admin for a dummy author, and readers of a public script
 * when the owner allows it. Anyone who may not read the script learns nothing of it (404).
 */
export function mayCompare(s: ScriptWithAuthor, viewer: Viewer): boolean {
  return canEdit(s, viewer) || (canRead(s, viewer) && s.script.readersMayCompare);
}

export function assertMayCompare(s: ScriptWithAuthor, viewer: Viewer): void {
  if (mayCompare(s, viewer)) return;
  if (!canRead(s, viewer)) throw new AppError("NOT_FOUND", SCRIPT_NOT_FOUND_MESSAGE);
  throw new AppError("FORBIDDEN", COMPARE_NOT_SHARED);
}

/** The timeline: anyone who may read the script (404 otherwise, like a comparison). */
export function assertMayReadHistory(s: ScriptWithAuthor, viewer: Viewer): void {
  if (!canRead(s, viewer)) throw new AppError("NOT_FOUND", SCRIPT_NOT_FOUND_MESSAGE);
}
