import { eq, sql } from "drizzle-orm";

import type { CoverageStatus } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { coverages, scripts, scriptVersions, users } from "../../db/schema.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { authorColumns, type ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import type { DetailCoverage } from "./to-script-dto.ts";

export interface DetailRow extends ScriptWithAuthor {
  versionCount: number;
  coverage: DetailCoverage;
}

/**
 * A script with its author and what its detail counts (versions, coverage) in one query: the detail
 * of a script without reviews then costs one round trip (issue 36; was four, plus the view's write).
 */
export async function findDetailRow(db: Db, id: string): Promise<DetailRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      script: scripts,
      author: authorColumns,
      versionCount: sql<number>`(select count(*)::int from ${scriptVersions} where ${scriptVersions.scriptId} = ${scripts.id})`,
      newest: sql<CoverageStatus | null>`(select c.status from ${coverages} c where c.script_id = ${scripts.id} order by c.created_at desc limit 1)`,
      hasCompleted: sql<boolean>`exists (select 1 from ${coverages} c where c.script_id = ${scripts.id} and c.status = 'completed')`,
    })
    .from(scripts)
    .innerJoin(users, eq(users.id, scripts.userId))
    .where(eq(scripts.id, id))
    .limit(1);
  if (!row) return null;
  return {
    script: row.script,
    author: row.author,
    versionCount: Number(row.versionCount),
    coverage: { newest: row.newest ?? null, hasCompleted: Boolean(row.hasCompleted) },
  };
}
