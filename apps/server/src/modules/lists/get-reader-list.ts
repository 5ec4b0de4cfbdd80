import type { ReaderListDetailResponse } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { listScriptsOf } from "./list-scripts-of.ts";
import { loadOwnList } from "./own-list.ts";
import { toReaderList } from "./to-reader-list.ts";

/** The owner's view of their list: every script in it they can still see. */
export async function getReaderList(
  ctx: AppContext,
  userId: string,
  id: string,
): Promise<ReaderListDetailResponse> {
  const list = await loadOwnList(ctx.database.db, userId, id);
  return {
    success: true,
    list: toReaderList(list),
    scripts: await listScriptsOf(ctx, list.id, userId),
  };
}
