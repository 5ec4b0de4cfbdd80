import { setFactFilters, type DiscoverQuery, type ScriptsListQuery } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { pageInfo } from "../../lib/pagination.ts";
import { listFeatured } from "../discover/list-featured.ts";
import { listScripts, type ListScriptsInput } from "../discover/list-scripts.ts";
import { toDiscoverScripts } from "./to-discover-script.ts";

async function page(ctx: AppContext, options: ListScriptsInput) {
  const { rows, total } = await listScripts(ctx.database.db, {
    ...options,
    cache: ctx.listCache,
    filterCounts: ctx.filterCounts,
  });
  return {
    success: true as const,
    scripts: await toDiscoverScripts(ctx, rows),
    pagination: pageInfo(options.page, options.limit, total),
  };
}

/** Narrows a list to these scripts (saved-search alerts check new scripts against a saved filter set). */
export interface ListRestriction {
  ids?: string[];
}

/** GET /api/scripts: the public list; with `ownerId`, the viewer's own private scripts are in it too. */
export function scriptsListPage(
  ctx: AppContext,
  q: ScriptsListQuery,
  ownerId?: string,
  restriction: ListRestriction = {},
) {
  return page(ctx, {
    ...restriction,
    page: q.page,
    limit: q.limit,
    sort: q.sort,
    search: q.search,
    genre: q.genre,
    category: q.category,
    screenplayType: q.screenplay_type,
    hasReviews: q.hasReviews,
    facts: setFactFilters(q),
    ownerId,
  });
}

/** GET /api/discover: the same public list, where "all" means no category or type filter. */
export function discoverPage(ctx: AppContext, q: DiscoverQuery, restriction: ListRestriction = {}) {
  return scriptsListPage(
    ctx,
    {
      ...q,
      category: q.category === "all" ? undefined : q.category,
      screenplay_type: q.screenplay_type === "all" ? undefined : q.screenplay_type,
    },
    undefined,
    restriction,
  );
}

/** GET /api/discover/featured: the featured scripts, each with the category it is featured for. */
export async function featuredList(ctx: AppContext) {
  const featured = await listFeatured(ctx.database.db);
  const categoryOf = new Map(featured.map((f) => [f.row.script.id, f.category]));
  return toDiscoverScripts(
    ctx,
    featured.map((f) => f.row),
    (row) => categoryOf.get(row.script.id),
  );
}
