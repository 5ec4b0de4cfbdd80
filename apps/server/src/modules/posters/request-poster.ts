import { setTimeout as sleep } from "node:timers/promises";

import {
  ADMIN_ONLY_STYLE_IDS,
  ADMIN_ONLY_STYLE_MESSAGE,
  buildPosterPrompt,
  DEFAULT_POSTER_STYLE,
  POSTER_MONTHLY_CAP,
  POSTER_RATE_LIMIT,
  SCRIPT_ID_REQUIRED,
  type ImageModel,
  type SessionUser,
} from "@twl/contract";

import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { imageGenerations } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { assertCanEdit, assertFound } from "../scripts/script-access.ts";
import { findScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { precheckStorage } from "../storage/storage-quota.ts";
import { generatePosterJob } from "./jobs/generate-poster.ts";
import { posterInputOf } from "./poster-input.ts";
import {
  countPaidThisMonth,
  countRecentPosters,
  findPoster,
  startOfMonthUtc,
  type PosterRow,
} from "./posters.repo.ts";
import { runPoster } from "./run-poster.ts";

export interface PosterRequest {
  endpoint: "generate-fal" | "generate-ideogram" | "generate-flux-kontext" | "generate";
  scriptId: string | undefined;
  styles: string[] | undefined;
  model: ImageModel;
}

/** Trapaholics is for admins only, enforced here whatever the client shows. */
export function assertStylesAllowed(styles: string[], user: Pick<SessionUser, "role">): void {
  if (user.role !== "admin" && styles.some((id) => ADMIN_ONLY_STYLE_IDS.includes(id)))
    throw new AppError("FORBIDDEN", ADMIN_ONLY_STYLE_MESSAGE);
}

/** The per-user rate limit (all models) and, on paid providers, the monthly cap of the user's tier. */
export async function assertWithinLimits(
  db: Db,
  user: Pick<SessionUser, "id" | "tier">,
  model: ImageModel,
): Promise<void> {
  const since = new Date(Date.now() - POSTER_RATE_LIMIT.windowMinutes * 60_000);
  if ((await countRecentPosters(db, user.id, since)) >= POSTER_RATE_LIMIT.max) {
    throw new AppError(
      "RATE_LIMITED",
      `You can generate ${POSTER_RATE_LIMIT.max} posters every ${POSTER_RATE_LIMIT.windowMinutes} minutes. Please wait a few minutes and try again.`,
    );
  }
  if (model.provider === "local") return;
  const cap = POSTER_MONTHLY_CAP[user.tier as keyof typeof POSTER_MONTHLY_CAP] ?? POSTER_MONTHLY_CAP.free;
  if ((await countPaidThisMonth(db, user.id, startOfMonthUtc())) >= cap) {
    throw new AppError(
      "RATE_LIMITED",
      `You have used all ${cap} AI posters of your plan this month. The Local poster is still available.`,
    );
  }
}

/**
 * Starts a poster: checks the script (owner, or admin for a dummy author), the styles and the
 * limits, stores the row and its job in one transaction, then waits briefly for the result so a
 * quick model answers in one round trip; a slow one is polled by the client.
 */
export async function requestPoster(
  ctx: AppContext,
  user: SessionUser,
  input: PosterRequest,
): Promise<PosterRow> {
  if (!input.scriptId) throw new AppError("BAD_REQUEST", SCRIPT_ID_REQUIRED);
  const s = assertFound(await findScriptWithAuthor(ctx.database.db, input.scriptId));
  assertCanEdit(s, user);
  const styles = input.styles && input.styles.length > 0 ? input.styles : [DEFAULT_POSTER_STYLE];
  assertStylesAllowed(styles, user);
  await assertWithinLimits(ctx.database.db, user, input.model);
  // A poster is kept (and may become a cover): refuse at the cover cap or with no byte of quota left.
  await precheckStorage(ctx.database.db, {
    ownerId: s.script.userId,
    scriptId: s.script.id,
    kind: "cover",
    addBytes: 1,
  });

  const poster = posterInputOf(s, styles);
  const prompt = buildPosterPrompt(poster);
  const row = await ctx.database.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(imageGenerations)
      .values({
        userId: user.id,
        scriptId: s.script.id,
        endpoint: input.endpoint,
        provider: input.model.provider,
        model: input.model.id,
        prompt,
        styles,
        isPaid: input.model.provider !== "local",
      })
      .returning();
    if (ctx.queue) await ctx.queue.send(generatePosterJob, { generationId: created!.id }, { tx });
    return created!;
  });
  // Without a queue (scripts, some tests) the work runs here.
  if (!ctx.queue) {
    await runPoster(ctx, row.id);
    return (await findPoster(ctx.database.db, row.id))!;
  }
  return waitForPoster(ctx, row.id, ctx.config.posters.requestWaitMs);
}

/** Polls the row until it is finished or `waitMs` has passed. */
export async function waitForPoster(ctx: AppContext, id: string, waitMs: number): Promise<PosterRow> {
  const deadline = Date.now() + waitMs;
  let row = (await findPoster(ctx.database.db, id))!;
  while ((row.status === "pending" || row.status === "processing") && Date.now() < deadline) {
    await sleep(150);
    row = (await findPoster(ctx.database.db, id))!;
  }
  return row;
}
