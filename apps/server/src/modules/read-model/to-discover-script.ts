import type { DiscoverScript } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import type { ListedScript } from "../discover/list-scripts.ts";
import { coverUrlOf, listItemOf, publicCoverUrlOf } from "./to-script-dto.ts";

export async function toDiscoverScripts(
  ctx: AppContext,
  rows: ListedScript[],
  category?: (row: ListedScript) => DiscoverScript["category"],
): Promise<DiscoverScript[]> {
  // A public list's covers need no signing: its items are built at once, without awaiting per row.
  const coverUrls = rows.every((row) => row.script.isPublic || !row.script.coverImageS3Key)
    ? rows.map((row) => publicCoverUrlOf(row.script, "card"))
    : await Promise.all(rows.map((row) => coverUrlOf(ctx, row, "card")));
  return rows.map((row, i) => {
    // Extended in place, not spread into a copy: this runs for every row of every list page.
    const item: DiscoverScript = Object.assign(listItemOf(row, row.script.genreList, coverUrls[i] ?? null), {
      screenplayType: row.script.screenplayType,
      isContestWinner: row.script.isContestWinner,
      isStaffPick: row.script.isStaffPick,
    });
    const c = category?.(row);
    if (c !== undefined) item.category = c;
    return item;
  });
}
