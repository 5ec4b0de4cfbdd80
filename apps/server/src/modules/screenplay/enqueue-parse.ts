import { LRUCache } from "lru-cache";

import type { AppContext } from "../../context.ts";
import { parseScreenplayJob } from "./jobs/parse-screenplay.ts";
import { countRecentParseTimeouts } from "./parse-timeouts.repo.ts";

/**
 * Queues the parse of a version, fairly across uploaders (docs/security.md, issue 28 finding 3).
 * pg-boss hands out jobs by priority, then age; a job's priority is minus the number of its owner's
 * parse jobs already waiting or running (on any worker), and minus the owner's recent timeouts. A
 * user with nothing queued therefore goes before the 2nd, 3rd... file of a user with a burst, on
 * every worker; within a user, files keep their order. One job per version (singleton key).
 */
export async function enqueueParse(
  ctx: Pick<AppContext, "queue" | "database">,
  input: { versionId: string; owner: string },
): Promise<void> {
  if (!ctx.queue) return;
  const waiting = await ctx.queue.pendingInGroup(parseScreenplayJob.name, input.owner);
  const timeouts = await countRecentParseTimeouts(ctx.database.db, input.owner, new Date());
  await ctx.queue.send(
    parseScreenplayJob,
    { versionId: input.versionId },
    { singletonKey: input.versionId, group: input.owner, priority: 0 - (waiting + timeouts) },
  );
}

/** Versions whose parse a read asked for lately, in this process. */
const requestedLately = new LRUCache<string, true>({ max: 10_000, ttl: 30_000 });

/**
 * A read found no parse of a version (never queued, or a job that was lost): queue it, at most
 * once per version every 30 s in this process, so readers polling a pending screenplay do not
 * send a job (and the queries that price it) with every request. The singleton key keeps one job.
 */
export async function requestParse(
  ctx: Pick<AppContext, "queue" | "database">,
  input: { versionId: string; owner: string },
): Promise<void> {
  if (requestedLately.has(input.versionId)) return;
  requestedLately.set(input.versionId, true);
  try {
    await enqueueParse(ctx, input);
  } catch (err) {
    requestedLately.delete(input.versionId);
    throw err;
  }
}
