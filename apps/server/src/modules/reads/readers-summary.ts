import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";

import type { ReadersSummary } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { scriptReadPages, scriptReads, shareLinks, users } from "../../db/schema.ts";
import { avatarUrlOf } from "../identity/session-user.ts";
import { rollUpReads } from "./roll-up-reads.ts";

const ENTRY_LIMIT = 200;

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The owner's readers panel for one version. A reader is one reader key (an account, a link, or a
 * visitor's network for a day): pages count once per reader however many reads they open.
 */
export async function readersSummary(
  db: Db,
  script: { id: string; activeVersion: number | null },
  version: number | undefined,
  pageCount: number | null,
): Promise<ReadersSummary> {
  await rollUpReads(db, script.id);
  const v = version ?? script.activeVersion;
  const empty = { version: v, pageCount, totalReaders: 0, anonymousReaders: 0, medianPagesRead: 0 };
  if (v === null) return { ...empty, finishedReaders: 0, downloads: 0, curve: [], entries: [] };
  const perReader = rowsOf<{
    reader_key: string;
    named: boolean;
    pages: number;
    finished: boolean;
    downloads: number;
  }>(
    await db.execute(sql`
      select r.reader_key, bool_or(r.reader_id is not null or r.share_link_id is not null) as named,
        (select count(distinct p.page)::int from script_read_pages p join script_reads r2 on r2.id = p.read_id
          where r2.script_id = ${script.id} and r2.version = ${v} and r2.reader_key = r.reader_key and p.counted) as pages,
        bool_or(r.finished) as finished, sum(r.downloads)::int as downloads
      from script_reads r where r.script_id = ${script.id} and r.version = ${v}
      group by r.reader_key`),
  );
  const curve = rowsOf<{ page: number; readers: number }>(
    await db.execute(sql`
      select p.page, count(distinct r.reader_key)::int as readers
      from script_read_pages p join script_reads r on r.id = p.read_id
      where r.script_id = ${script.id} and r.version = ${v} and p.counted
      group by p.page order by p.page`),
  );
  const entries = await namedEntries(db, script.id, v);
  return {
    version: v,
    pageCount,
    totalReaders: perReader.length,
    anonymousReaders: perReader.filter((r) => !r.named).length,
    medianPagesRead: median(perReader.map((r) => r.pages)),
    finishedReaders: perReader.filter((r) => r.finished).length,
    downloads: perReader.reduce((sum, r) => sum + r.downloads, 0),
    curve: curve.map((c) => ({ page: Number(c.page), readers: Number(c.readers) })),
    entries,
  };
}

/** Reads by named readers and through share links, newest first; visitors are never listed. */
async function namedEntries(db: Db, scriptId: string, version: number) {
  const reads = await db
    .select({
      read: scriptReads,
      userName: users.name,
      userImage: users.image,
      avatarKey: users.avatarKey,
      recipient: shareLinks.recipient,
    })
    .from(scriptReads)
    .leftJoin(users, eq(users.id, scriptReads.readerId))
    .leftJoin(shareLinks, eq(shareLinks.id, scriptReads.shareLinkId))
    .where(
      and(
        eq(scriptReads.scriptId, scriptId),
        eq(scriptReads.version, version),
        or(isNotNull(scriptReads.readerId), isNotNull(scriptReads.shareLinkId)),
      ),
    )
    .orderBy(desc(scriptReads.startedAt))
    .limit(ENTRY_LIMIT);
  const ids = reads.map((r) => r.read.id);
  const pages = ids.length
    ? await db
        .select()
        .from(scriptReadPages)
        .where(inArray(scriptReadPages.readId, ids))
        .orderBy(scriptReadPages.page)
    : [];
  return reads.map(({ read, userName, userImage, avatarKey, recipient }) => ({
    readId: read.id,
    user:
      read.readerId && userName !== null
        ? {
            id: read.readerId,
            name: userName,
            avatarUrl: avatarUrlOf({ id: read.readerId, image: userImage, avatarKey }),
          }
        : null,
    recipient,
    version: read.version,
    device: read.device,
    startedAt: read.startedAt.toISOString(),
    lastSeenAt: read.lastSeenAt.toISOString(),
    pagesRead: read.pagesRead,
    secondsRead: read.secondsRead,
    finished: read.finished,
    downloads: read.downloads,
    pages: pages.filter((p) => p.readId === read.id).map((p) => ({ page: p.page, seconds: p.seconds })),
  }));
}
