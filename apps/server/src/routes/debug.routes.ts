import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { debugTokenResponseSchema } from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { currentUser, requireUser } from "../modules/identity/authenticate.ts";

/** POST /api/debug/token: what the bearer token stands for. Development, or admins anywhere. Never the secret. */
export const debugRoutes: FastifyPluginAsyncZod = async (app) => {
  const isDevelopment = app.ctx.config.env !== "production";
  app.post(
    "/api/debug/token",
    {
      preHandler: requireUser,
      schema: { tags: ["auth"], security: [{ bearer: [] }], response: { 200: debugTokenResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      if (!isDevelopment && user.role !== "admin")
        throw new AppError("FORBIDDEN", "The token debugger is available to admins only");
      const session = request.session!;
      return {
        success: true as const,
        session: {
          id: session.id,
          userId: session.userId,
          createdAt: session.createdAt.toISOString(),
          expiresAt: session.expiresAt.toISOString(),
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
          tokenPreview: `${session.token.slice(0, 6)}…`,
        },
        user,
      };
    },
  );
};
