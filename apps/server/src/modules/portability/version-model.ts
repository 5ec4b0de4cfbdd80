import type { Screenplay } from "@twl/screenplay";

import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";
import { enqueueParse } from "../screenplay/enqueue-parse.ts";
import { findParse } from "../screenplay/screenplay.repo.ts";

type VersionRow = { id: string; uploadedBy: string | null };

/**
 * The parsed model of a version, for the writers. A version not parsed yet is queued and answers
 * 409 (try again shortly); one whose parse failed cannot be converted.
 */
export async function loadVersionModel(
  ctx: AppContext,
  version: VersionRow,
  owner: string,
): Promise<Screenplay> {
  const parse = await findParse(ctx.database.db, version.id);
  if (!parse) {
    await enqueueParse(ctx, { versionId: version.id, owner: version.uploadedBy ?? owner });
    throw new AppError("CONFLICT", "This version is still being read; try again in a minute");
  }
  if (parse.status !== "done" || !parse.model)
    throw new AppError("UNPROCESSABLE", "This version could not be read, so it cannot be converted");
  return parse.model as Screenplay;
}
