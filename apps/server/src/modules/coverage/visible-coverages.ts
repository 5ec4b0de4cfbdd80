import { COVERAGE_NOT_FOUND, type SessionUser } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";
import { loadScript } from "../scripts/load-script.ts";
import { assertCanRead, isOwner } from "../scripts/script-access.ts";
import { listCoveragesOf, toCoverageDto } from "./coverage.repo.ts";

/**
 * A script's reports, newest first, as the viewer may see them: the owner and admins all of them,
 * anyone who may read the script the completed ones. Admins are no exception to privacy: a real
 * author's private script is theirs alone.
 */
export async function visibleCoverages(ctx: AppContext, viewer: SessionUser | undefined, scriptId: string) {
  const s = await loadScript(ctx, scriptId);
  assertCanRead(s, viewer);
  const seesAll = isOwner(s, viewer) || viewer?.role === "admin";
  const rows = await listCoveragesOf(ctx.database.db, s.script.id, { completedOnly: !seesAll });
  return rows.map(toCoverageDto);
}

/** The newest report the viewer may see, or 404. */
export async function latestVisibleCoverage(
  ctx: AppContext,
  viewer: SessionUser | undefined,
  scriptId: string,
) {
  const [first] = await visibleCoverages(ctx, viewer, scriptId);
  if (!first) throw new AppError("NOT_FOUND", COVERAGE_NOT_FOUND);
  return first;
}
