import {
  MAX_READ_SECONDS_PER_PAGE,
  READ_SECONDS_PER_WALL_SECOND,
  type ReadPagesRequest,
} from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";
import { claimReport, findRead, insertEvents } from "./reads.repo.ts";

/** Seconds of slack on top of the wall clock (a report sent just as a page scrolls away). */
const BUDGET_SLACK_SECONDS = 2;

/**
 * Accepts one batch of pages seen. A replayed report (same or older `seq`) adds nothing; a report
 * may claim no more page time than the wall clock since the read's previous report allows, nor
 * pages past the version's end, so a client cannot inflate reads. Only raw events are written here
 * (one insert); they fold into the per-read summary in the roll-up.
 */
export async function recordPages(
  ctx: AppContext,
  readId: string,
  report: ReadPagesRequest,
  now = new Date(),
): Promise<number> {
  const before = await claimReport(ctx.database.db, readId, report.seq, now);
  if (!before) {
    // Unknown read, or a replay: nothing to add. A replay is not an error for the client.
    if (!(await findRead(ctx.database.db, readId))) throw new AppError("NOT_FOUND", "Read not found");
    return 0;
  }
  const wall = Math.max(0, (now.getTime() - before.budgetAt.getTime()) / 1000) + BUDGET_SLACK_SECONDS;
  let budget = wall * READ_SECONDS_PER_WALL_SECOND;
  const merged = new Map<number, number>();
  for (const { page, seconds } of report.pages) {
    if (before.pageCount !== null && page > before.pageCount) continue;
    merged.set(page, (merged.get(page) ?? 0) + seconds);
  }
  const accepted: { page: number; seconds: number }[] = [];
  for (const [page, claimed] of merged) {
    // One page cannot have been on screen longer than the time that passed.
    const seconds = Math.floor(Math.min(claimed, wall, budget, MAX_READ_SECONDS_PER_PAGE));
    if (seconds <= 0) continue;
    budget -= seconds;
    accepted.push({ page, seconds });
  }
  await insertEvents(ctx.database.db, readId, accepted);
  return accepted.reduce((sum, p) => sum + p.seconds, 0);
}
