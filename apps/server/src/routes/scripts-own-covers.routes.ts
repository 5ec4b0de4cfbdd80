import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  coverImagesResponseSchema,
  coversResponseSchema,
  scriptResponseSchema,
  setVersionRequestSchema,
  uploadCoverResponseSchema,
} from "@twl/contract";

import { scriptDetailFor } from "../modules/read-model/script-detail.ts";
import { coverHistory, coverImageLinks } from "../modules/scripts/cover-history.ts";
import { loadEditableScript, loadReadableScript } from "../modules/scripts/load-script.ts";
import { setActiveCover } from "../modules/scripts/set-active-version.ts";
import { receiveCover } from "./upload-handlers.routes.ts";

const idParams = z.object({ id: z.string().max(64) });
const security = [{ bearer: [] }];

/** A script's covers: uploading one, the history, choosing the active one, the image links. */
export const scriptsOwnCoversRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const detail = async (request: Parameters<typeof scriptDetailFor>[1], id: string) => ({
    success: true as const,
    script: await scriptDetailFor(ctx, request, id),
  });

  app.post(
    "/api/protected/scripts/:id/cover",
    {
      schema: {
        tags: ["scripts"],
        security,
        params: idParams,
        consumes: ["multipart/form-data"],
        response: { 200: uploadCoverResponseSchema },
      },
    },
    async (request) => {
      const s = await loadEditableScript(ctx, request, request.params.id);
      return receiveCover(ctx, request, s.script.id);
    },
  );

  app.get(
    "/api/protected/scripts/:id/covers",
    { schema: { tags: ["scripts"], security, params: idParams, response: { 200: coversResponseSchema } } },
    async (request) => {
      const s = await loadReadableScript(ctx, request, request.params.id);
      return { success: true as const, covers: await coverHistory(ctx, s) };
    },
  );

  app.put(
    "/api/protected/scripts/:id/active-cover",
    {
      schema: {
        tags: ["scripts"],
        security,
        params: idParams,
        body: setVersionRequestSchema,
        response: { 200: scriptResponseSchema },
      },
    },
    async (request) => {
      const s = await loadEditableScript(ctx, request, request.params.id);
      await setActiveCover(ctx, s.script.id, request.body.version);
      return detail(request, s.script.id);
    },
  );

  app.get(
    "/api/protected/scripts/:id/cover-images",
    {
      schema: { tags: ["scripts"], security, params: idParams, response: { 200: coverImagesResponseSchema } },
    },
    async (request) => {
      const s = await loadEditableScript(ctx, request, request.params.id);
      return { success: true as const, coverImages: await coverImageLinks(ctx, s) };
    },
  );
};
