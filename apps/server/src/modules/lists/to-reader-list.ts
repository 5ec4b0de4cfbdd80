import type { ReaderList } from "@twl/contract";

import type { ReaderListWithCount } from "./lists.repo.ts";

export const LIST_NOT_FOUND = "List not found";
/** A share token: 32 random bytes, base64url. */
export const LIST_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const sharedListPathOf = (token: string) => `/shared-lists/${token}`;

export function toReaderList(row: ReaderListWithCount, hasScript?: boolean): ReaderList {
  return {
    id: row.id,
    name: row.name,
    scriptCount: row.scriptCount,
    sharePath: row.shareToken ? sharedListPathOf(row.shareToken) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(hasScript === undefined ? {} : { hasScript }),
  };
}
