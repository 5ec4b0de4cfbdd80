import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { AppError } from "../lib/app-error.ts";
import { LOCAL_FILES_ROUTE, LocalObjectStore } from "../storage/local-store.ts";
import { DOWNLOAD_CONTENT_TYPE, isInlineSafeType } from "../storage/object-store.ts";

const querySchema = z.object({
  expires: z.coerce.number().int(),
  disposition: z.string().max(600),
  signature: z.string().max(100),
});

/**
 * Serves files of the local store through signed, expiring URLs (the S3 store hands out presigned
 * bucket URLs instead, so this route exists only with local storage).
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { store } = app.ctx;
  if (!(store instanceof LocalObjectStore)) return;

  app.get(
    `${LOCAL_FILES_ROUTE}/*`,
    { schema: { hide: true, querystring: querySchema } },
    async (request, reply) => {
      const key = (request.params as { "*": string })["*"];
      const { expires, disposition, signature } = request.query;
      let valid = false;
      try {
        valid = store.verify({ key, expires, disposition, signature });
      } catch {
        valid = false;
      }
      if (!valid) throw new AppError("FORBIDDEN", "This link has expired or is not valid");
      const object = await store.get(key).catch(() => null);
      if (!object) throw new AppError("NOT_FOUND", "File not found");
      // Whatever a link says, only types that cannot carry script are shown inline; the rest
      // (FDX/XML, Fountain, anything else) download as bytes (docs/security.md, finding 15).
      const inline = isInlineSafeType(object.contentType);
      return (
        reply
          .header("content-type", inline ? object.contentType : DOWNLOAD_CONTENT_TYPE)
          .header("content-length", object.size)
          .header(
            "content-disposition",
            inline ? disposition : disposition.replace(/^\s*inline\b/i, "attachment"),
          )
          .header("cache-control", "private, max-age=300")
          .header("x-content-type-options", "nosniff")
          // Our own pages may show a file in a frame (the PDF reader); nobody else may.
          .header(
            "content-security-policy",
            "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
          )
          .header("x-frame-options", "SAMEORIGIN")
          .send(object.body)
      );
    },
  );
};
