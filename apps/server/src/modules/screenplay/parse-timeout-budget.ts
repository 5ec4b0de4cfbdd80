import {
  PARSE_TIMEOUT_WINDOW_HOURS,
  PARSE_TIMEOUTS_PER_WINDOW,
  parseTimeoutBudgetMessage,
} from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { recentParseTimeouts } from "./parse-timeouts.repo.ts";

/**
 * A user whose files ran out of parse time or memory PARSE_TIMEOUTS_PER_WINDOW times within the
 * window uploads no more script files until the oldest of those leaves the window (429, with when).
 * Read from the database, so it holds across restarts and on every node.
 */
export async function assertParseBudget(db: Db, userId: string, now = new Date()): Promise<void> {
  const recent = await recentParseTimeouts(db, userId, now, PARSE_TIMEOUTS_PER_WINDOW);
  if (recent.length < PARSE_TIMEOUTS_PER_WINDOW) return;
  const retryAt = new Date(recent[0]!.getTime() + PARSE_TIMEOUT_WINDOW_HOURS * 3_600_000);
  throw new AppError("RATE_LIMITED", parseTimeoutBudgetMessage(retryAt));
}
