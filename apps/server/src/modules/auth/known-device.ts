import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";

import { KNOWN_DEVICE_TTL_MS } from "@twl/contract";

import type { Config } from "../../config/env.ts";
import type { Db } from "../../db/client.ts";
import { knownDevices } from "../../db/schema.ts";
import { AUTH_BASE_PATH, authBaseUrl } from "./create-auth.ts";

/**
 * A browser that has signed in to an account holds a random token in an HttpOnly, SameSite=Strict
 * cookie scoped to /api/auth; the database keeps its hash and the account (issue 28, finding 7).
 * While the account's sign-in is throttled, such a browser still gets in: a stranger failing
 * passwords from elsewhere cannot lock the owner out of the devices they use. The cookie authorizes
 * nothing by itself (a password or provider sign-in is still needed).
 */
export const KNOWN_DEVICE_COOKIE = "twl.known_device";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

function readToken(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === KNOWN_DEVICE_COOKIE) {
      const value = rest.join("=");
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** Whether this browser signed in to the account `userId` before (and that is not too long ago). */
export async function isKnownDevice(
  db: Db,
  request: FastifyRequest,
  userId: string,
  now = new Date(),
): Promise<boolean> {
  const token = readToken(request);
  if (!token) return false;
  const [row] = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(and(eq(knownDevices.tokenHash, hashOf(token)), gt(knownDevices.expiresAt, now)));
  return row?.userId === userId;
}

/** After a successful sign-in: this browser becomes (or stays) a known device of the account. */
export async function rememberDevice(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  userId: string,
  now = new Date(),
): Promise<void> {
  const previous = readToken(request);
  if (previous) await db.delete(knownDevices).where(eq(knownDevices.tokenHash, hashOf(previous)));
  // Expired rows of this account go as a new one is written (no job needed; the table stays small).
  await db.delete(knownDevices).where(and(eq(knownDevices.userId, userId), lt(knownDevices.expiresAt, now)));
  const token = randomBytes(32).toString("base64url");
  await db.insert(knownDevices).values({
    tokenHash: hashOf(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + KNOWN_DEVICE_TTL_MS),
  });
  const secure = authBaseUrl(config).startsWith("https://") ? "; Secure" : "";
  const maxAge = Math.floor(KNOWN_DEVICE_TTL_MS / 1000);
  reply.header(
    "set-cookie",
    `${KNOWN_DEVICE_COOKIE}=${token}; Path=${AUTH_BASE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`,
  );
}
