import type { FastifyInstance } from "fastify";

import { bearer } from "./auth-helpers.ts";
import { makeJpeg, multipart } from "./fixtures.ts";

type ImageFile = { name: string; type: string; data: Buffer };

/**
 * POSTs a cover image for a script as a browser form would (field `image`) and returns the answer.
 * By default a 600x900 JPEG to the owner's route; `url` points it elsewhere (the admin route).
 */
export async function postCover(
  app: FastifyInstance,
  token: string,
  scriptId: string,
  options: { file?: ImageFile; url?: string } = {},
) {
  const file = options.file ?? { name: "cover.jpg", type: "image/jpeg", data: await makeJpeg(600, 900) };
  const form = multipart({}, { field: "image", ...file });
  return app.inject({
    method: "POST",
    url: options.url ?? `/api/protected/scripts/${scriptId}/cover`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}
