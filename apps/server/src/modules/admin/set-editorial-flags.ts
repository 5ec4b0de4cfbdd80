import { eq } from "drizzle-orm";
import type { z } from "zod";

import type { scriptFlagsRequestSchema } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { scripts } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { writeAudit } from "./audit.repo.ts";

/**
 * PUT /api/admin/scripts/{id}/flags: Staff Pick and Contest Winner. The change and its audit row
 * commit together, as every admin change does; then the lists that show the script are refreshed.
 */
export async function setEditorialFlags(
  ctx: AppContext,
  adminId: string,
  s: ScriptWithAuthor,
  flags: z.infer<typeof scriptFlagsRequestSchema>,
) {
  const before = { isStaffPick: s.script.isStaffPick, isContestWinner: s.script.isContestWinner };
  await withTransaction(ctx.database.db, async (tx) => {
    await tx.update(scripts).set(flags).where(eq(scripts.id, s.script.id));
    await writeAudit(tx, {
      adminId,
      action: "script.editorial",
      targetUserId: s.script.userId,
      targetScriptId: s.script.id,
      subject: s.script.title,
      before,
      after: { ...before, ...flags },
    });
  });
  ctx.listCache?.invalidate({
    kind: "script",
    scriptId: s.script.id,
    isPublic: s.script.isPublic,
    facets: ["flags"],
  });
}
