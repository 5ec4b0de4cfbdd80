import type { DiscoverScript } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import type { ListedScript } from "../discover/list-scripts.ts";
import { avatarUrlOf } from "../identity/session-user.ts";
import { publicCoverUrlOf, toListItem } from "./to-script-dto.ts";

export async function toDiscoverScripts(
  ctx: AppContext,
  rows: ListedScript[],
  category?: (row: ListedScript) => DiscoverScript["category"],
): Promise<DiscoverScript[]> {
  // A public list's rows need no signed cover URL: each item is built at once, in one object.
  if (rows.every((row) => row.script.isPublic || !row.script.coverImageS3Key))
    return rows.map((row) => toPublicDiscoverScript(row, category?.(row)));
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

/**
 * The list item of a script whose cover needs no signing (public, or without a cover): the same
 * fields and values as toListItem + withLegacyScriptFields, written as one literal. Built per row
 * of every list page, where the spreads of the general path were most of the mapping time.
 */
function toPublicDiscoverScript(
  { script, author: user, genres }: ListedScript,
  category: DiscoverScript["category"],
): DiscoverScript {
  const author = {
    id: user.id,
    name: user.name || "Anonymous",
    avatarUrl: avatarUrlOf(user),
    isDummy: user.isDummy,
  };
  const item: DiscoverScript = {
    id: script.id,
    title: script.title,
    logline: script.logline,
    genre: genres[0]?.name ?? script.genre,
    genres: genres.map((genre) => ({ genre })),
    coverUrl: publicCoverUrlOf(script, "card"),
    imageUrl: script.imageUrl,
    hasFile: script.s3Key !== null,
    isPublic: script.isPublic,
    receivedClout: script.receivedClout,
    views: script.views,
    reviews: [],
    reviewCount: script.reviewCount,
    pageCount: script.pageCount,
    createdAt: script.createdAt.toISOString(),
    updatedAt: script.updatedAt.toISOString(),
    author,
    userId: author.id,
    authorId: author.id,
    authorName: author.name,
    user: { id: author.id, name: author.name, avatar: author.avatarUrl, isDummy: author.isDummy },
    coverage: null,
    screenplayType: script.screenplayType,
    isContestWinner: script.isContestWinner,
    isStaffPick: script.isStaffPick,
  };
  if (category !== undefined) item.category = category;
  return item;
}
