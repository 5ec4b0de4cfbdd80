import { eq } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { scriptFacts } from "../../db/schema.ts";

/** A facts row as the app writes it: the script's keys and genres are copied by triggers (migrations 0028, 0031). */
export type ScriptFactsRow = Omit<
  typeof scriptFacts.$inferInsert,
  "isPublic" | "screenplayType" | "createdAt" | "receivedClout" | "views" | "title" | "genreIds"
>;

/** Stores a script's facts (one row per script: the current version's). */
export async function saveScriptFacts(db: Db, row: ScriptFactsRow): Promise<void> {
  const { scriptId: _scriptId, ...rest } = row;
  await db
    .insert(scriptFacts)
    .values(row)
    .onConflictDoUpdate({ target: scriptFacts.scriptId, set: { ...rest, updatedAt: new Date() } });
}

/** Forgets a script's facts (its current version has no successful parse): no fact filter matches it. */
export async function deleteScriptFacts(db: Db, scriptId: string): Promise<boolean> {
  const gone = await db
    .delete(scriptFacts)
    .where(eq(scriptFacts.scriptId, scriptId))
    .returning({ id: scriptFacts.scriptId });
  return gone.length > 0;
}

export async function findScriptFacts(db: Db, scriptId: string) {
  const [row] = await db.select().from(scriptFacts).where(eq(scriptFacts.scriptId, scriptId)).limit(1);
  return row ?? null;
}
