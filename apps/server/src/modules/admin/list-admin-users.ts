import { and, eq, inArray, sql, type SQL } from "drizzle-orm";

import {
  ADMIN_PREVIEW_COUNT,
  type AdminUser,
  type AdminUsersQuery,
  type AdminUsersResponse,
  type AdminUsersSummary,
} from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { cloutTransactions, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { monthlyCloutGrantOf } from "../identity/clout-grant.ts";
import { effectiveCoverageUsage } from "../identity/coverage-usage.ts";
import { adminVisibleTitle } from "./private-script-view.ts";

type UserRow = typeof users.$inferSelect;

/**
 * The sort keys of the admin users table, each backed by an index ending in id (migration 0012):
 * pages are read by keyset (the row after the cursor), so page 2,000 costs what page 1 costs.
 */
const SORT_KEYS: Record<AdminUsersQuery["sort"], SQL[]> = {
  name: [sql`lower(${users.name})`],
  email: [sql`lower(${users.email})`],
  createdAt: [sql`${users.createdAt}`],
  role: [sql`${users.role}`, sql`${users.createdAt}`],
};
/** Cursor values as text, so timestamps keep their microseconds. */
const SORT_VALUES: Record<AdminUsersQuery["sort"], SQL[]> = {
  name: [sql`lower(${users.name})`],
  email: [sql`lower(${users.email})`],
  createdAt: [sql`${users.createdAt}::text`],
  role: [sql`${users.role}::text`, sql`${users.createdAt}::text`],
};
const CASTS: Record<AdminUsersQuery["sort"], string[]> = {
  name: ["text"],
  email: ["text"],
  createdAt: ["timestamptz"],
  role: ["text", "timestamptz"],
};

function encodeCursor(values: string[]): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

function decodeCursor(cursor: string, size: number): string[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(values) && values.length === size && values.every((v) => typeof v === "string"))
      return values as string[];
  } catch {
    // fall through
  }
  throw new AppError("BAD_REQUEST", "Invalid cursor");
}

const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAdminUsers(
  db: Db,
  query: AdminUsersQuery,
  now = new Date(),
): Promise<AdminUsersResponse> {
  const keys = [...SORT_KEYS[query.sort], sql`${users.id}`];
  const values = SORT_VALUES[query.sort];
  const casts = [...CASTS[query.sort], "text"];
  const dir = query.order === "desc" ? sql.raw("desc") : sql.raw("asc");
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(sql`(lower(${users.name}) like ${pattern} or lower(${users.email}) like ${pattern})`);
  }
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor, keys.length);
    const left = sql.join(keys, sql`, `);
    const right = sql.join(
      cursor.map((v, i) => sql`${v}::${sql.raw(casts[i]!)}`),
      sql`, `,
    );
    conditions.push(query.order === "desc" ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`);
  }
  const rows = await db
    .select({
      user: users,
      cursorValues: sql<string[]>`array[${sql.join([...values, sql`${users.id}`], sql`, `)}]`,
    })
    .from(users)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(...keys.map((k) => sql`${k} ${dir}`))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const hasMore = rows.length > query.limit;
  return {
    success: true,
    users: await toAdminUsers(
      db,
      page.map((r) => r.user),
      now,
    ),
    nextCursor: hasMore && page.length > 0 ? encodeCursor(page[page.length - 1]!.cursorValues) : null,
  };
}

/** The list items for a page of users: four grouped queries for the whole page. */
export async function toAdminUsers(db: Db, rows: UserRow[], now = new Date()): Promise<AdminUser[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [given, scriptRows, coverageRows] = await Promise.all([
    db
      .select({
        userId: cloutTransactions.userId,
        total: sql<number>`coalesce(sum(${cloutTransactions.amount}), 0)`.mapWith(Number),
      })
      .from(cloutTransactions)
      .where(and(inArray(cloutTransactions.userId, ids), eq(cloutTransactions.type, "gave")))
      .groupBy(cloutTransactions.userId),
    db.execute<{ user_id: string; id: string; title: string; is_public: boolean; total: number }>(sql`
      select user_id, id, title, is_public, total from (
        select s.user_id, s.id, s.title, s.is_public, count(*) over (partition by s.user_id) as total,
               row_number() over (partition by s.user_id order by s.created_at desc, s.id desc) as rn
        from scripts s where s.user_id in (${idList})
      ) t where rn <= ${ADMIN_PREVIEW_COUNT}`),
    db.execute<{
      user_id: string;
      id: string;
      script_id: string;
      title: string;
      is_public: boolean;
      total: number;
    }>(sql`
      select user_id, id, script_id, title, is_public, total from (
        select s.user_id, c.id, c.script_id, s.title, s.is_public, count(*) over (partition by s.user_id) as total,
               row_number() over (partition by s.user_id order by c.created_at desc, c.id desc) as rn
        from coverages c join scripts s on s.id = c.script_id where s.user_id in (${idList})
      ) t where rn <= ${ADMIN_PREVIEW_COUNT}`),
  ]);
  const givenBy = new Map(given.map((g) => [g.userId, g.total]));
  const isDummy = new Map(rows.map((r) => [r.id, r.isDummy]));
  // A real author's private script is only "Private script" here (private-script-view.ts).
  const titleOf = (r: { user_id: string; title: string; is_public: boolean }) =>
    adminVisibleTitle(
      { title: r.title, isPublic: r.is_public === true },
      { isDummy: isDummy.get(r.user_id) === true },
    );
  const scriptsBy = new Map<string, { total: number; items: { id: string; title: string }[] }>();
  for (const r of rowsOf<{ user_id: string; id: string; title: string; is_public: boolean; total: number }>(
    scriptRows,
  )) {
    const entry = scriptsBy.get(r.user_id) ?? { total: Number(r.total), items: [] };
    entry.items.push({ id: r.id, title: titleOf(r) });
    scriptsBy.set(r.user_id, entry);
  }
  const coveragesBy = new Map<
    string,
    { total: number; items: { id: string; scriptId: string; scriptTitle: string }[] }
  >();
  for (const r of rowsOf<{
    user_id: string;
    id: string;
    script_id: string;
    title: string;
    is_public: boolean;
    total: number;
  }>(coverageRows)) {
    const entry = coveragesBy.get(r.user_id) ?? { total: Number(r.total), items: [] };
    entry.items.push({ id: r.id, scriptId: r.script_id, scriptTitle: titleOf(r) });
    coveragesBy.set(r.user_id, entry);
  }
  return rows.map((row) => {
    const used = effectiveCoverageUsage(row, now).coverageUsed;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      tier: row.tier,
      isDummy: row.isDummy,
      createdAt: row.createdAt.toISOString(),
      cloutGiven: givenBy.get(row.id) ?? 0,
      cloutReceived: row.receivedClout,
      spendableClout: row.availableClout,
      scriptsCount: scriptsBy.get(row.id)?.total ?? 0,
      coverageCount: coveragesBy.get(row.id)?.total ?? 0,
      coverageAllowance: row.coverageAllowance,
      monthlyCloutGrant: monthlyCloutGrantOf(row),
      coverageUsed: used,
      coverageTokens: row.coverageTokens,
      coverageRemaining: Math.max(0, row.coverageAllowance - used) + row.coverageTokens,
      scripts: scriptsBy.get(row.id)?.items ?? [],
      coverages: coveragesBy.get(row.id)?.items ?? [],
    };
  });
}

export async function findAdminUser(db: Db, userId: string): Promise<AdminUser> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", "User not found");
  const [item] = await toAdminUsers(db, [row]);
  return item!;
}

/** The Users tab's summary cards. */
export async function adminUsersSummary(db: Db): Promise<AdminUsersSummary> {
  const result = await db.execute<{
    total_users: number;
    admin_users: number;
    bonus: number;
    given: number;
    scripts: number;
    coverages: number;
  }>(sql`
    select
      (select count(*) from users)::int as total_users,
      (select count(*) from users where role = 'admin')::int as admin_users,
      (select coalesce(sum(coverage_tokens), 0) from users)::int as bonus,
      (select coalesce(sum(amount), 0) from clout_transactions where type = 'gave')::int as given,
      (select count(*) from scripts)::int as scripts,
      (select count(*) from coverages)::int as coverages`);
  const r = rowsOf<{
    total_users: number;
    admin_users: number;
    bonus: number;
    given: number;
    scripts: number;
    coverages: number;
  }>(result)[0]!;
  return {
    totalUsers: Number(r.total_users),
    adminUsers: Number(r.admin_users),
    totalCloutGiven: Number(r.given),
    totalScripts: Number(r.scripts),
    totalCoverageReports: Number(r.coverages),
    bonusCoverages: Number(r.bonus),
  };
}

/** node-postgres and PGlite both return `{ rows }` through Drizzle's execute. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
