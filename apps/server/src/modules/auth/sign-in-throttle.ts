import { createHash } from "node:crypto";
import { and, count, eq, gt, lt, sql } from "drizzle-orm";

import { SIGN_IN_ACCOUNT_FAILURES_MAX, SIGN_IN_ACCOUNT_WINDOW_MS, signInLockedMessage } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { signInFailures, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { viewerNetwork } from "../../lib/client-network.ts";

/**
 * The per-account half of the sign-in throttle (issue 28, finding 7); the per-address half is the
 * route's rate limit. Every password attempt is written before the password is checked, so parallel
 * attempts see each other; a successful one is removed again. Past `SIGN_IN_ACCOUNT_FAILURES_MAX`
 * attempts for one address within `SIGN_IN_ACCOUNT_WINDOW_MS`, from any networks, the address is
 * refused with 429 (its password is not checked) except from a known device (known-device.ts). The
 * same rule holds for addresses without an account, so the answer tells nothing about which exist.
 */
const hash = (value: string) => createHash("sha256").update(value).digest("hex");
export const accountKeyOf = (email: string) => hash(`account:${email.trim().toLowerCase()}`);

export interface SignInAttempt {
  id: string;
  accountKey: string;
}

/** The account an address belongs to, if any (for the known-device check). */
export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row?.id ?? null;
}

/**
 * Records an attempt and refuses it when the account is over its budget (unless `isKnownDevice`).
 * Returns the attempt, to be cleared on success.
 */
export async function beginSignInAttempt(
  db: Db,
  input: { email: string; ip: string; isKnownDevice: boolean },
  now = new Date(),
): Promise<SignInAttempt> {
  const accountKey = accountKeyOf(input.email);
  const since = new Date(now.getTime() - SIGN_IN_ACCOUNT_WINDOW_MS);
  // Rows that no longer count go first: the table holds one window of attempts at most.
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.accountKey, accountKey), lt(signInFailures.createdAt, since)));
  const [row] = await db
    .insert(signInFailures)
    .values({ accountKey, networkKey: hash(`network:${viewerNetwork(input.ip)}`), createdAt: now })
    .returning({ id: signInFailures.id });
  const attempt = { id: row!.id, accountKey };
  if (input.isKnownDevice) return attempt;
  const [counted] = await db
    .select({ attempts: count(), oldest: sql<string>`min(${signInFailures.createdAt})` })
    .from(signInFailures)
    .where(and(eq(signInFailures.accountKey, accountKey), gt(signInFailures.createdAt, since)));
  if ((counted?.attempts ?? 0) > SIGN_IN_ACCOUNT_FAILURES_MAX) {
    // A refused attempt checks no password, so it does not count either.
    await clearSignInAttempt(db, attempt);
    const oldest = counted?.oldest ? new Date(counted.oldest).getTime() : now.getTime();
    const waitMs = Math.max(oldest + SIGN_IN_ACCOUNT_WINDOW_MS - now.getTime(), 60_000);
    throw new AppError("RATE_LIMITED", signInLockedMessage(Math.ceil(waitMs / 60_000)));
  }
  return attempt;
}

/** A successful (or refused) attempt is no failure. */
export async function clearSignInAttempt(db: Db, attempt: SignInAttempt): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.id, attempt.id));
}
