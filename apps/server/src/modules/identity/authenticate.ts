import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";

import { SIGN_IN_OFF_MESSAGE, type SessionUser } from "@twl/contract";

import { users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { toSessionUser } from "./session-user.ts";

export interface AuthSession {
  id: string;
  token: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
}

declare module "fastify" {
  interface FastifyRequest {
    user?: SessionUser;
    session?: AuthSession;
  }
}

export const AUTH_REQUIRED = "Please sign in to continue";
export const SESSION_EXPIRED = "Your session has expired. Please sign in again.";
export const ADMIN_REQUIRED = "Admin access required";

/**
 * Resolves the bearer token on a request to its session and user. Only the Authorization header
 * counts: cookies never authorize an API call.
 */
export async function resolveBearer(
  request: FastifyRequest,
): Promise<{ user: SessionUser; session: AuthSession } | null> {
  const header = request.headers.authorization;
  if (!header || !/^bearer\s+\S/i.test(header)) return null;
  const { auth, database } = request.server.ctx;
  const result = await auth.api.getSession({
    headers: new Headers({ authorization: header }),
    query: { disableCookieCache: true },
  });
  if (!result) return null;
  const [row] = await database.db.select().from(users).where(eq(users.id, result.user.id)).limit(1);
  if (!row) return null;
  const s = result.session;
  return {
    user: toSessionUser(row),
    session: {
      id: s.id,
      token: s.token,
      userId: s.userId,
      createdAt: new Date(s.createdAt),
      expiresAt: new Date(s.expiresAt),
      ipAddress: s.ipAddress ?? null,
      userAgent: s.userAgent ?? null,
    },
  };
}

/** preHandler: 401 without a valid bearer session; 403 for everyone when sign-in is turned off. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.server.ctx.config.auth.enabled) throw new AppError("FORBIDDEN", SIGN_IN_OFF_MESSAGE);
  if (!request.headers.authorization) throw new AppError("UNAUTHORIZED", AUTH_REQUIRED);
  const resolved = await resolveBearer(request);
  if (!resolved) throw new AppError("UNAUTHORIZED", SESSION_EXPIRED);
  request.user = resolved.user;
  request.session = resolved.session;
}

/** preHandler: 401 when signed out, 403 unless the user's role is admin. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.user?.role !== "admin") throw new AppError("FORBIDDEN", ADMIN_REQUIRED);
}

/** preHandler: attaches the user when a valid token is sent, and lets anonymous requests through. */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  // With sign-in turned off every request is a visitor's, whatever token it carries.
  if (!request.server.ctx.config.auth.enabled) return;
  const resolved = await resolveBearer(request).catch(() => null);
  if (resolved) {
    request.user = resolved.user;
    request.session = resolved.session;
  }
}

/** The signed-in user of a request that passed requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError("UNAUTHORIZED", AUTH_REQUIRED);
  return request.user;
}
