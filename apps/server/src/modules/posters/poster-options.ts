import { POSTER_MONTHLY_CAP, POSTER_RATE_LIMIT, POSTER_STYLES, type SessionUser } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { countPaidThisMonth, startOfMonthUtc } from "./posters.repo.ts";
import { availableModels, defaultModel } from "./providers/select-provider.ts";

/**
 * GET /api/v1/image-generation/models: the models this server can run, the poster styles the user
 * may pick (some are for admins), and the user's paid generations this month against their plan's cap.
 */
export async function posterOptions(ctx: AppContext, user: SessionUser) {
  const fallback = defaultModel(ctx.config);
  return {
    success: true as const,
    models: availableModels(ctx.config).map((m) => ({
      id: m.id,
      name: m.name,
      provider: m.provider,
      isPaid: m.provider !== "local",
      isDefault: m.id === fallback.id,
    })),
    styles: POSTER_STYLES.filter((style) => !style.adminOnly || user.role === "admin").map(
      ({ id, name, family }) => ({ id, name, family }),
    ),
    usage: {
      tier: user.tier,
      monthlyCap: POSTER_MONTHLY_CAP[user.tier as keyof typeof POSTER_MONTHLY_CAP] ?? POSTER_MONTHLY_CAP.free,
      usedThisMonth: await countPaidThisMonth(ctx.database.db, user.id, startOfMonthUtc()),
      rateLimit: { max: POSTER_RATE_LIMIT.max, windowMinutes: POSTER_RATE_LIMIT.windowMinutes },
    },
  };
}
