import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { authExchangeCodes } from "../../db/schema.ts";

export const EXCHANGE_CODE_TTL_MS = 60_000;

/** The stored key: the code together with the browser's sign-in nonce (sign-in-binding.ts). */
const hash = (code: string, binding: string) =>
  createHash("sha256").update(`${code}.${binding}`).digest("hex");

/** Mints a one-time code for a session, bound to the nonce of the browser that started the sign-in; only a hash is stored. */
export async function createExchangeCode(db: Db, sessionToken: string, binding: string): Promise<string> {
  const code = randomBytes(32).toString("base64url");
  await db.delete(authExchangeCodes).where(lt(authExchangeCodes.expiresAt, new Date()));
  await db.insert(authExchangeCodes).values({
    codeHash: hash(code, binding),
    sessionToken,
    expiresAt: new Date(Date.now() + EXCHANGE_CODE_TTL_MS),
  });
  return code;
}

/** Redeems a code once, with the same browser's nonce: a second use, another browser, an unknown or expired code yield null. */
export async function redeemExchangeCode(db: Db, code: string, binding: string): Promise<string | null> {
  const [row] = await db
    .delete(authExchangeCodes)
    .where(
      and(eq(authExchangeCodes.codeHash, hash(code, binding)), gt(authExchangeCodes.expiresAt, new Date())),
    )
    .returning({ sessionToken: authExchangeCodes.sessionToken });
  return row?.sessionToken ?? null;
}
