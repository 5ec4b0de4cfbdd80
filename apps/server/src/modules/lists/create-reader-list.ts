import { MAX_READER_LISTS_PER_USER, type ReaderList } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { countReaderLists, insertReaderList } from "./lists.repo.ts";
import { toReaderList } from "./to-reader-list.ts";

/** A new, private, empty list (at most MAX_READER_LISTS_PER_USER per user). */
export async function createReaderList(db: Db, userId: string, name: string): Promise<ReaderList> {
  if ((await countReaderLists(db, userId)) >= MAX_READER_LISTS_PER_USER)
    throw new AppError(
      "CONFLICT",
      `You can keep up to ${MAX_READER_LISTS_PER_USER} lists. Delete one to start another.`,
    );
  return toReaderList({ ...(await insertReaderList(db, userId, name)), scriptCount: 0 });
}
