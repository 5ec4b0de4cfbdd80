import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  successResponseSchema,
} from "@twl/contract";

import { users } from "../db/schema.ts";
import { AppError } from "../lib/app-error.ts";
import { changePassword } from "../modules/auth/change-password.ts";
import { AUTH_BASE_PATH } from "../modules/auth/create-auth.ts";
import { currentUser, requireUser } from "../modules/identity/authenticate.ts";

/** Where an opened verification link lands in the SPA. */
export const VERIFIED_REDIRECT = "/home?email=verified";
export const VERIFY_FAILED_REDIRECT = "/?error=verification_failed";

/** Email verification and password changes: our own calls in front of better-auth's internals. */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, config, database } = app.ctx;
  const limit = { rateLimit: { max: config.auth.signInRateLimit, timeWindow: 60_000 } };

  /** The emailed link: marks the address verified (which can grant the admin role and the month's clout). */
  app.get(
    `${AUTH_BASE_PATH}/verify-email`,
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: { hide: true, querystring: z.object({ token: z.string().min(10).max(2000) }).passthrough() },
    },
    async (request, reply) => {
      const ok = await auth.api
        .verifyEmail({ query: { token: request.query.token } })
        .then(() => true)
        .catch(() => false);
      return reply.redirect(ok ? VERIFIED_REDIRECT : VERIFY_FAILED_REDIRECT);
    },
  );

  /** Sends a new verification link to the signed-in user's own address. */
  app.post(
    `${AUTH_BASE_PATH}/resend-verification`,
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 3, timeWindow: 60 * 60_000 } },
      schema: { tags: ["auth"], security: [{ bearer: [] }], response: { 200: successResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const [row] = await database.db
        .select({ emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.id, user.id));
      if (row?.emailVerified) throw new AppError("BAD_REQUEST", "Your email address is already verified");
      await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: "/" } });
      return { success: true as const };
    },
  );

  app.post(
    `${AUTH_BASE_PATH}/change-password`,
    {
      preHandler: requireUser,
      config: limit,
      schema: {
        tags: ["auth"],
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    async (request) => {
      const result = await changePassword(app.ctx, {
        userId: currentUser(request).id,
        sessionId: request.session!.id,
        ...request.body,
      });
      return { success: true as const, ...result };
    },
  );
};
