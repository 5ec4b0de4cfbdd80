import { MAX_SCRIPTS_PER_READER_LIST, type DiscoverScript } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { listScripts } from "../discover/list-scripts.ts";
import { toDiscoverScripts } from "../read-model/to-discover-script.ts";
import { listItemIds } from "./lists.repo.ts";

/**
 * A list's scripts as Discover cards, most recently added first, read through the discover listing
 * narrowed to the list's ids: public scripts only, plus the owner's own when `ownerId` is given.
 * A script made private by its author since it was added simply drops out.
 */
export async function listScriptsOf(
  ctx: AppContext,
  listId: string,
  ownerId?: string,
): Promise<DiscoverScript[]> {
  const ids = await listItemIds(ctx.database.db, listId, MAX_SCRIPTS_PER_READER_LIST);
  if (ids.length === 0) return [];
  const { rows } = await listScripts(ctx.database.db, {
    page: 1,
    limit: MAX_SCRIPTS_PER_READER_LIST,
    sort: "newest",
    ids,
    ownerId,
  });
  const position = new Map(ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (position.get(a.script.id) ?? 0) - (position.get(b.script.id) ?? 0));
  return toDiscoverScripts(ctx, rows);
}
