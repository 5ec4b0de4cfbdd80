import type { DiscoverScript } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import type { ListedScript } from "../discover/list-scripts.ts";
import { toListItem } from "./to-script-dto.ts";

export async function toDiscoverScripts(
  ctx: AppContext,
  rows: ListedScript[],
  category?: (row: ListedScript) => DiscoverScript["category"],
): Promise<DiscoverScript[]> {
  return Promise.all(
    rows.map(async (row) => ({
      ...(await toListItem(ctx, row, row.genres)),
      screenplayType: row.script.screenplayType,
      isContestWinner: row.script.isContestWinner,
      isStaffPick: row.script.isStaffPick,
      ...(category ? { category: category(row) } : {}),
    })),
  );
}
