import type { AppContext } from "../../context.ts";
import { expiredExports, updateExport } from "./account-export.repo.ts";

/** Deletes expired export files; returns how many were removed. */
export async function cleanExpiredExports(
  ctx: Pick<AppContext, "database" | "store">,
  now: Date,
): Promise<number> {
  const rows = await expiredExports(ctx.database.db, now);
  for (const row of rows) {
    if (row.s3Key) await ctx.store.delete(row.s3Key);
    await updateExport(ctx.database.db, row.id, { status: "expired", s3Key: null });
  }
  return rows.length;
}
