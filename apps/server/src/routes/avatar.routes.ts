import { createHash } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { AVATAR_TOO_LARGE_MESSAGE, avatarUploadResponseSchema, MAX_IMAGE_BYTES } from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { currentUser, requireUser } from "../modules/identity/authenticate.ts";
import { avatarVersionOf } from "../modules/identity/avatar-keys.ts";
import { findUserById } from "../modules/profiles/profiles.repo.ts";
import { uploadAvatar } from "../modules/profiles/upload-avatar.ts";
import { readUpload } from "../modules/scripts/read-upload.ts";
import { userIdParams } from "./public-profiles.routes.ts";

const NO_AVATAR = "No avatar";

/** Avatars: the owner uploads one; anyone may load it. Registered after multipart. */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/api/protected/profile/avatar",
    {
      preHandler: requireUser,
      schema: {
        tags: ["profile"],
        security: [{ bearer: [] }],
        response: { 200: avatarUploadResponseSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request, {
        maxBytes: MAX_IMAGE_BYTES,
        tooLargeMessage: AVATAR_TOO_LARGE_MESSAGE,
        fileFields: ["avatar"],
      });
      const { avatarUrl } = await uploadAvatar(ctx, {
        userId: currentUser(request).id,
        image: upload.file?.buffer,
      });
      return { success: true as const, avatarUrl };
    },
  );

  /**
   * The uploaded avatar (WebP). The plain URL is revalidated on every use (ETag, cheap 304s) so a
   * new upload shows at once; the URL with the current `v` never changes and is cached for a year.
   */
  app.get(
    "/api/public/users/:id/avatar",
    {
      schema: {
        tags: ["profile"],
        params: userIdParams,
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (request, reply) => {
      const user = await findUserById(ctx.database.db, request.params.id);
      const key = user?.avatarKey;
      if (!key) throw new AppError("NOT_FOUND", NO_AVATAR);
      const etag = `"${createHash("sha1").update(key).digest("base64url")}"`;
      const isCurrentVersion = request.query.v !== undefined && request.query.v === avatarVersionOf(key);
      reply
        .header("etag", etag)
        .header(
          "cache-control",
          isCurrentVersion ? "public, max-age=31536000, immutable" : "public, no-cache",
        )
        .header("x-content-type-options", "nosniff");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      const object = await ctx.store.get(key);
      if (!object) throw new AppError("NOT_FOUND", NO_AVATAR);
      return reply
        .header("content-type", object.contentType)
        .header("content-length", object.size)
        .send(object.body);
    },
  );
};
