import type { AppContext } from "../../context.ts";
import { pageInfo } from "../../lib/pagination.ts";
import { listScriptsOfUser } from "../scripts/scripts.repo.ts";
import { toDashboardItems } from "./to-script-dto.ts";

/** GET /api/protected/scripts/my-scripts: a page of the author's own scripts, with totals over all of them. */
export async function myScriptsPage(ctx: AppContext, userId: string, page: number, limit: number) {
  const { rows, totals } = await listScriptsOfUser(ctx.database.db, userId, page, limit);
  return {
    success: true as const,
    scripts: await toDashboardItems(ctx, rows),
    pagination: pageInfo(page, limit, totals.total),
    stats: {
      totalScripts: totals.total,
      publicScripts: totals.publicScripts,
      totalViews: totals.views ?? 0,
      totalClout: totals.clout ?? 0,
      totalPages: totals.pages ?? 0,
    },
  };
}
