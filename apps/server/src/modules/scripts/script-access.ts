import { SCRIPT_NOT_FOUND_MESSAGE, SCRIPT_PRIVATE_MESSAGE, type SessionUser } from "@twl/contract";

import { AppError } from "../../lib/app-error.ts";
import type { ScriptWithAuthor } from "./scripts.repo.ts";

type Viewer = Pick<SessionUser, "id" | "role"> | undefined;

export const isOwner = (s: ScriptWithAuthor, viewer: Viewer) =>
  viewer !== undefined && viewer.id === s.script.userId;

/** Admins act for dummy authors only. */
export const isAdminForDummy = (s: ScriptWithAuthor, viewer: Viewer) =>
  viewer?.role === "admin" && s.author.isDummy;

/** The owner, or an admin acting for a dummy author. */
export const canEdit = (s: ScriptWithAuthor, viewer: Viewer) =>
  isOwner(s, viewer) || isAdminForDummy(s, viewer);

/** Public scripts for anyone; private ones only for whoever may edit them. */
export const canRead = (s: ScriptWithAuthor, viewer: Viewer) => s.script.isPublic || canEdit(s, viewer);

export function assertFound(s: ScriptWithAuthor | null): ScriptWithAuthor {
  if (!s) throw new AppError("NOT_FOUND", SCRIPT_NOT_FOUND_MESSAGE);
  return s;
}

export function assertCanRead(s: ScriptWithAuthor, viewer: Viewer): void {
  if (!canRead(s, viewer)) throw new AppError("FORBIDDEN", SCRIPT_PRIVATE_MESSAGE);
}

export function assertCanEdit(s: ScriptWithAuthor, viewer: Viewer): void {
  if (canEdit(s, viewer)) return;
  // Someone who may not even read it learns only that it is private.
  if (!canRead(s, viewer)) throw new AppError("FORBIDDEN", SCRIPT_PRIVATE_MESSAGE);
  throw new AppError("FORBIDDEN", "Only the owner can change this script");
}

/** Admin routes name the author in the path: it must be this script's author and a dummy account. */
export function assertAdminActsForDummy(s: ScriptWithAuthor, viewer: Viewer, authorId: string): void {
  if (viewer?.role !== "admin") throw new AppError("FORBIDDEN", "Admin access required");
  if (s.script.userId !== authorId) throw new AppError("NOT_FOUND", SCRIPT_NOT_FOUND_MESSAGE);
  if (!s.author.isDummy) throw new AppError("FORBIDDEN", "Admins can act only for dummy authors");
}
