import {
  TEXT_SEARCH_PAGES_PER_SCRIPT,
  type TextSearchQuery,
  type TextSearchResponse,
  type TextSearchResult,
} from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { matchLines } from "./match-lines.ts";
import type { TextAnswerCache } from "./text-answer-cache.ts";
import { findPageLines, findRankedScripts, ownsPrivateScript, type PageLineRow } from "./text-search.repo.ts";

/** A JSON column as either engine hands it over: parsed already, or as text. */
const parsed = <T>(value: T | string | null): T | null =>
  typeof value === "string" ? (JSON.parse(value) as T) : value;

/**
 * Full-text search inside scripts: a page of scripts whose active version matches `q`, best first,
 * each with its best matching pages as printed lines (matched words marked) and the page numbers the
 * reader opens at. Private scripts match only for their owner (`viewerId`).
 * With `kept`, the public answer (what a visitor sees) is reused for repeated queries by visitors and
 * by signed-in viewers who own no private script (theirs is the same answer); an owner of a private
 * script is always answered fresh, so their own scripts can match.
 */
export async function searchScriptText(
  db: Db,
  query: TextSearchQuery,
  viewerId: string | null,
  kept?: TextAnswerCache,
): Promise<TextSearchResponse> {
  if (kept && (viewerId === null || !(await ownsPrivateScript(db, viewerId))))
    return kept.get(JSON.stringify([query.q, query.page, query.limit]), () =>
      answerTextSearch(db, query, null),
    );
  return answerTextSearch(db, query, viewerId);
}

async function answerTextSearch(
  db: Db,
  query: TextSearchQuery,
  viewerId: string | null,
): Promise<TextSearchResponse> {
  const rows = await findRankedScripts(db, {
    text: query.q,
    viewerId,
    limit: query.limit + 1,
    offset: (query.page - 1) * query.limit,
  });
  const shown = rows.slice(0, query.limit).map((row) => ({
    row,
    pages: (parsed<number[]>(row.pages) ?? []).slice(0, TEXT_SEARCH_PAGES_PER_SCRIPT),
  }));
  const lines = await findPageLines(
    db,
    query.q,
    shown.flatMap(({ row, pages }) => pages.map((page) => ({ versionId: row.version_id, page }))),
  );
  const byPage = new Map<string, PageLineRow[]>();
  for (const line of lines) {
    const key = `${line.version_id}:${line.page}`;
    const list = byPage.get(key);
    if (list) list.push(line);
    else byPage.set(key, [line]);
  }
  const results: TextSearchResult[] = shown.map(({ row, pages }) => ({
    script: {
      id: row.script_id,
      title: row.title,
      authorId: row.author_id,
      authorName: row.author_name ?? "",
      genres: (parsed<{ name: string }[]>(row.genre_list) ?? []).map((g) => g.name),
      pageCount: row.page_count,
      isPublic: row.is_public,
    },
    matchingPages: Number(row.matching),
    pages: pages.map((page) => ({
      page,
      lines: matchLines(byPage.get(`${row.version_id}:${page}`) ?? []),
    })),
  }));
  return { success: true, results, page: query.page, hasMore: rows.length > query.limit };
}
