import { and, eq } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { adminAuditLog } from "../../db/schema.ts";

/** Whether an admin hid this script (the audit trail keeps every hide); a hidden script stays private. */
export async function isHiddenByModeration(db: Db, scriptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminAuditLog.id })
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetScriptId, scriptId), eq(adminAuditLog.action, "script.hidden")))
    .limit(1);
  return row !== undefined;
}
