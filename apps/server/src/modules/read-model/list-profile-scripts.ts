import { USER_NOT_FOUND_MESSAGE, type ScriptListItem } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";
import { findUserById, listProfileScripts } from "../profiles/profiles.repo.ts";
import { toListItems } from "./to-script-dto.ts";

/** A profile's script grid: public scripts, plus private ones when the viewer is the user. Newest first. */
export async function listScriptsForProfile(
  ctx: AppContext,
  userId: string,
  viewerId: string | undefined,
): Promise<ScriptListItem[]> {
  const user = await findUserById(ctx.database.db, userId);
  if (!user) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
  const rows = await listProfileScripts(ctx.database.db, user.id, viewerId === user.id);
  return toListItems(ctx, rows);
}
