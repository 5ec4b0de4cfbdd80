import { uploadRateMessage } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordUploadAttempt } from "./storage.repo.ts";

const WINDOW_SECONDS = 60;

/**
 * The per-user upload rate, on top of the per-address limit: every upload route (new script, new
 * version or draft file, cover, avatar; owner and admin paths) counts an attempt here before the
 * body is inspected or decoded. Kept in the database, so it holds across API nodes.
 */
export async function assertUploadRate(ctx: AppContext, userId: string): Promise<void> {
  const perMinute = ctx.config.uploads.perUserPerMinute;
  const attempts = await recordUploadAttempt(ctx.database.db, userId, WINDOW_SECONDS);
  if (attempts > perMinute) throw new AppError("RATE_LIMITED", uploadRateMessage(perMinute));
}
