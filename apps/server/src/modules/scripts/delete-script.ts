import { eq } from "drizzle-orm";

import type { AppContext } from "../../context.ts";
import { scripts } from "../../db/schema.ts";
import { listObjectKeys } from "./scripts.repo.ts";

/** Deletes a script, its versions, covers and views (cascade), then its stored files. */
export async function deleteScript(
  ctx: AppContext,
  scriptId: string,
  log: { warn: (obj: object, msg: string) => void },
): Promise<void> {
  const keys = await listObjectKeys(ctx.database.db, scriptId);
  const [deleted] = await ctx.database.db
    .delete(scripts)
    .where(eq(scripts.id, scriptId))
    .returning({ isPublic: scripts.isPublic });
  if (deleted?.isPublic) ctx.listCache?.invalidate({ kind: "membership" });
  // The rows are gone, so nothing links to the files any more; a failed delete only leaves an orphan.
  const results = await Promise.allSettled(keys.map((key) => ctx.store.delete(key)));
  const failed = results.filter((r) => r.status === "rejected").length;
  if (failed > 0) log.warn({ scriptId, failed }, "some files of a deleted script could not be removed");
}
