import { randomBytes } from "node:crypto";

import type { ReaderList, UpdateReaderListRequest } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { updateReaderListRow } from "./lists.repo.ts";
import { loadOwnList } from "./own-list.ts";
import { LIST_NOT_FOUND, toReaderList } from "./to-reader-list.ts";

const TOKEN_BYTES = 32;

/**
 * Renames the list and/or shares it: sharing makes a new unguessable link (32 random bytes), keeping
 * the current one if already shared; unsharing forgets the link, so an old link stops working for good.
 */
export async function updateReaderList(
  db: Db,
  userId: string,
  id: string,
  changes: UpdateReaderListRequest,
): Promise<ReaderList> {
  const current = await loadOwnList(db, userId, id);
  const shareToken =
    changes.shared === undefined
      ? undefined
      : changes.shared
        ? (current.shareToken ?? randomBytes(TOKEN_BYTES).toString("base64url"))
        : null;
  const updated = await updateReaderListRow(db, current.id, userId, {
    ...(changes.name === undefined ? {} : { name: changes.name }),
    ...(shareToken === undefined ? {} : { shareToken }),
  });
  if (!updated) throw notFound(LIST_NOT_FOUND);
  return toReaderList(await loadOwnList(db, userId, id));
}
