import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authExchangeCodes } from "../../db/schema.ts";

export const EXCHANGE_CODE_TTL_MS = 60_000;

const hash = (code: string) => createHash("sha256").update(code).digest("hex");

/** Mints a one-time code for a session; only its hash is stored. */
export async function createExchangeCode(db: Db, sessionToken: string): Promise<string> {
  const code = randomBytes(32).toString("base64url");
  await db.delete(authExchangeCodes).where(lt(authExchangeCodes.expiresAt, new Date()));
  await db.insert(authExchangeCodes).values({
    codeHash: hash(code),
    sessionToken,
    expiresAt: new Date(Date.now() + EXCHANGE_CODE_TTL_MS),
  });
  return code;
}

/** Redeems a code once: a second use, an unknown code or an expired one yields null. */
export async function redeemExchangeCode(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .delete(authExchangeCodes)
    .where(and(eq(authExchangeCodes.codeHash, hash(code)), gt(authExchangeCodes.expiresAt, new Date())))
    .returning({ sessionToken: authExchangeCodes.sessionToken });
  return row?.sessionToken ?? null;
}
