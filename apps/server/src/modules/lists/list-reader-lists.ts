import type { ReaderList } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { listReaderListRows, listsHoldingScript } from "./lists.repo.ts";
import { toReaderList } from "./to-reader-list.ts";

/** The user's lists, last changed first; with `scriptId`, each says whether it holds that script. */
export async function listReaderLists(db: Db, userId: string, scriptId?: string): Promise<ReaderList[]> {
  const rows = await listReaderListRows(db, userId);
  if (scriptId === undefined) return rows.map((row) => toReaderList(row));
  const holding = isUuid(scriptId)
    ? await listsHoldingScript(
        db,
        rows.map((r) => r.id),
        scriptId,
      )
    : new Set<string>();
  return rows.map((row) => toReaderList(row, holding.has(row.id)));
}
