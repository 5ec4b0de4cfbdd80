import type { SessionUser } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { assertCanEdit } from "../scripts/script-access.ts";
import type { ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { setReadersMayCompare } from "./compare.repo.ts";

/** PUT /api/protected/scripts/{id}/compare-sharing: the owner (or an admin for a dummy author) lets readers compare drafts. */
export async function setCompareSharing(
  ctx: AppContext,
  viewer: SessionUser,
  s: ScriptWithAuthor,
  readersMayCompare: boolean,
): Promise<boolean> {
  assertCanEdit(s, viewer);
  await setReadersMayCompare(ctx.database.db, s.script.id, readersMayCompare);
  // The public detail says whether its readers may compare (a flag the lists do not show).
  ctx.detailCache?.invalidate(s.script.id);
  return readersMayCompare;
}
