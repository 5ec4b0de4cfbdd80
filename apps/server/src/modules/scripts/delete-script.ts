import { eq } from "drizzle-orm";

import type { AppContext } from "../../context.ts";
import { scripts } from "../../db/schema.ts";
import { findScriptListFacts } from "./script-list-facts.ts";
import { listObjectKeys } from "./scripts.repo.ts";

/** Deletes a script, its versions, covers and views (cascade), then its stored files. */
export async function deleteScript(
  ctx: AppContext,
  scriptId: string,
  log: { warn: (obj: object, msg: string) => void },
): Promise<void> {
  const keys = await listObjectKeys(ctx.database.db, scriptId);
  // Read before the rows go: which cached lists could have shown it.
  const facts = ctx.listCache ? await findScriptListFacts(ctx.database.db, scriptId) : null;
  const [deleted] = await ctx.database.db
    .delete(scripts)
    .where(eq(scripts.id, scriptId))
    .returning({ isPublic: scripts.isPublic });
  if (deleted?.isPublic)
    ctx.listCache?.invalidate({ kind: "membership", facts: facts ? [facts] : undefined });
  // The rows are gone, so nothing links to the files any more; a failed delete only leaves an orphan.
  const results = await Promise.allSettled(keys.map((key) => ctx.store.delete(key)));
  const failed = results.filter((r) => r.status === "rejected").length;
  if (failed > 0) log.warn({ scriptId, failed }, "some files of a deleted script could not be removed");
}
