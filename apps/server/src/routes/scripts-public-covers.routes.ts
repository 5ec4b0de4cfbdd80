import { createHash } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { coverImagesResponseSchema, coverQuerySchema, SCRIPT_NOT_FOUND_MESSAGE } from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { optionalUser } from "../modules/identity/authenticate.ts";
import { coverFormatFor, getCoverVariant } from "../modules/scripts/cover-variants.ts";
import { loadReadableScript, loadScript } from "../modules/scripts/load-script.ts";
import { canRead } from "../modules/scripts/script-access.ts";
import { cardKeyOf } from "../modules/scripts/script-keys.ts";
import { findCover, listCovers } from "../modules/scripts/scripts.repo.ts";
import { coverVariantKeyOf } from "../modules/storage/cover-variant-keys.ts";

const idParams = z.object({ id: z.string().max(64) });

/** A script's cover gallery and cover image. A bearer token is optional. */
export const scriptsPublicCoversRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/api/scripts/:id/cover-images",
    {
      preHandler: optionalUser,
      schema: { tags: ["scripts"], params: idParams, response: { 200: coverImagesResponseSchema } },
    },
    async (request) => {
      const s = await loadReadableScript(ctx, request, request.params.id);
      const covers = await listCovers(ctx.database.db, s.script.id);
      return {
        success: true as const,
        coverImages: covers.map((c) => ({
          version: c.version,
          url: `/api/scripts/${s.script.id}/cover?version=${c.version}&size=detail`,
          isActive: c.version === s.script.activeCoverVersion,
        })),
      };
    },
  );

  /**
   * The cover image itself. Public scripts only (or the owner with a bearer token): a private
   * script's cover answers 404 like a missing one, so it reveals nothing. Versioned URLs are immutable.
   */
  app.get(
    "/api/scripts/:id/cover",
    {
      preHandler: optionalUser,
      schema: { tags: ["scripts"], params: idParams, querystring: coverQuerySchema },
    },
    async (request, reply) => {
      // A public script's row as the detail keeps it (dropped by any write), or read now.
      const s =
        ctx.detailCache?.peek(request.params.id)?.s ??
        (await loadScript(ctx, request.params.id).catch(() => null));
      if (!s || !canRead(s, request.user)) throw new AppError("NOT_FOUND", SCRIPT_NOT_FOUND_MESSAGE);
      const { version, size = "detail", w, v, t } = request.query;
      let detailKey = s.script.coverImageS3Key;
      if (version !== undefined)
        detailKey = (await findCover(ctx.database.db, s.script.id, version))?.detailKey ?? null;
      if (!detailKey) throw new AppError("NOT_FOUND", "No cover image");
      // `w`: a resized variant, in the best format the client accepts (so caches vary on Accept).
      const format = w === undefined ? null : coverFormatFor(request.headers.accept);
      const key =
        w !== undefined && format
          ? coverVariantKeyOf(detailKey, w, format)
          : size === "card"
            ? cardKeyOf(detailKey)
            : detailKey;
      const etag = `"${createHash("sha1").update(key).digest("base64url")}"`;
      const cache = !s.script.isPublic
        ? "private, no-store"
        : version !== undefined || v !== undefined || t !== undefined
          ? "public, max-age=31536000, immutable"
          : "public, max-age=60";
      reply.header("etag", etag).header("cache-control", cache).header("x-content-type-options", "nosniff");
      if (format) reply.header("vary", "Accept");
      if (request.headers["if-none-match"] === etag) return reply.status(304).send();
      const object =
        w !== undefined && format
          ? await getCoverVariant(ctx, detailKey, w, format)
          : await ctx.store.get(key);
      if (!object) throw new AppError("NOT_FOUND", "No cover image");
      return reply
        .header("content-type", object.contentType)
        .header("content-length", object.size)
        .send(object.body);
    },
  );
};
