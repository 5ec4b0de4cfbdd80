import type { SharedReaderListResponse } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/app-error.ts";
import { listScriptsOf } from "./list-scripts-of.ts";
import { findSharedReaderList } from "./lists.repo.ts";
import { LIST_NOT_FOUND, LIST_TOKEN_PATTERN } from "./to-reader-list.ts";

/** The read-only page a shared link opens: the list's name and its scripts that are still public. */
export async function getSharedList(ctx: AppContext, token: string): Promise<SharedReaderListResponse> {
  const found = LIST_TOKEN_PATTERN.test(token)
    ? await findSharedReaderList(ctx.database.db, token)
    : undefined;
  if (!found) throw notFound(LIST_NOT_FOUND);
  return {
    success: true,
    list: { name: found.list.name, ownerName: found.ownerName },
    scripts: await listScriptsOf(ctx, found.list.id),
  };
}
