import type { FastifyRequest } from "fastify";

import type { AppContext } from "../../context.ts";
import { assertCanEdit, assertCanRead, assertFound } from "./script-access.ts";
import { findScriptWithAuthor, type ScriptWithAuthor } from "./scripts.repo.ts";

export async function loadScript(ctx: AppContext, id: string): Promise<ScriptWithAuthor> {
  return assertFound(await findScriptWithAuthor(ctx.database.db, id));
}

/** The script, if the request's viewer may read it (404 when missing, 403 'This script is private'). */
export async function loadReadableScript(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
): Promise<ScriptWithAuthor> {
  const s = await loadScript(ctx, id);
  assertCanRead(s, request.user);
  return s;
}

/** The script, if the request's viewer may change it: the owner, or an admin for a dummy author. */
export async function loadEditableScript(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
): Promise<ScriptWithAuthor> {
  const s = await loadScript(ctx, id);
  assertCanEdit(s, request.user);
  return s;
}
