import type { Db } from "../../db/client.ts";
import { scriptVersions } from "../../db/schema.ts";
import type { JobQueue } from "../../queue/job-queue.ts";
import { reparseScreenplayJob } from "./jobs/reparse-screenplay.ts";

/** Enqueues a re-parse of every stored script version (one job each; a version already queued is not queued twice). */
export async function enqueueReparseAll(db: Db, queue: Pick<JobQueue, "send">): Promise<number> {
  const rows = await db.select({ id: scriptVersions.id }).from(scriptVersions);
  for (const row of rows)
    await queue.send(reparseScreenplayJob, { versionId: row.id }, { singletonKey: `reparse:${row.id}` });
  return rows.length;
}
