import { ADMIN_MESSAGES, type UpdateScriptRequest } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";
import { isHiddenByModeration } from "./hidden-by-moderation.ts";
import type { ScriptWithAuthor } from "./scripts.repo.ts";
import { updateScript } from "./update-script.ts";

/**
 * PUT /api/protected/scripts/{id}: the author's edit. A script an admin hid stays private: its
 * author cannot publish it again (admins can, through their own call).
 */
export async function editOwnScript(ctx: AppContext, s: ScriptWithAuthor, input: UpdateScriptRequest) {
  if (
    input.isPublic === true &&
    !s.script.isPublic &&
    (await isHiddenByModeration(ctx.database.db, s.script.id))
  )
    throw new AppError("FORBIDDEN", ADMIN_MESSAGES.hiddenStaysPrivate);
  await updateScript(ctx, s.script.id, input);
}
