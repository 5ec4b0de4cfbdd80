import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  fileUrlQuerySchema,
  fileUrlResponseSchema,
  scriptResponseSchema,
  setVersionRequestSchema,
  successResponseSchema,
  updateScriptRequestSchema,
  versionsResponseSchema,
} from "@twl/contract";

import { scriptDetailFor } from "../modules/read-model/script-detail.ts";
import { versionHistory } from "../modules/read-model/version-history.ts";
import { deleteScript } from "../modules/scripts/delete-script.ts";
import { editOwnScript } from "../modules/scripts/edit-own-script.ts";
import { getFileUrl } from "../modules/scripts/get-file-url.ts";
import { loadEditableScript, loadReadableScript } from "../modules/scripts/load-script.ts";
import { setActiveVersion } from "../modules/scripts/set-active-version.ts";
import { receiveScriptVersion } from "./upload-handlers.routes.ts";

const idParams = z.object({ id: z.string().max(64) });
const security = [{ bearer: [] }];

/** One script of the owner's: new file versions, details, deleting, the file link, the version history. */
export const scriptsOwnEditRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const detail = async (request: Parameters<typeof scriptDetailFor>[1], id: string) => ({
    success: true as const,
    script: await scriptDetailFor(ctx, request, id),
  });

  const addVersionHandler = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const s = await loadEditableScript(ctx, request, request.params.id);
    return receiveScriptVersion(ctx, request, s.script.id);
  };
  const multipartSchema = {
    tags: ["scripts"],
    security,
    params: idParams,
    consumes: ["multipart/form-data"],
    response: { 200: scriptResponseSchema },
  };
  app.post("/api/protected/scripts/:id/file", { schema: multipartSchema }, addVersionHandler);
  app.post("/api/protected/scripts/:id/upload-version", { schema: multipartSchema }, addVersionHandler);

  app.put(
    "/api/protected/scripts/:id",
    {
      schema: {
        tags: ["scripts"],
        security,
        params: idParams,
        body: updateScriptRequestSchema,
        response: { 200: scriptResponseSchema },
      },
    },
    async (request) => {
      const s = await loadEditableScript(ctx, request, request.params.id);
      await editOwnScript(ctx, s, request.body);
      return detail(request, s.script.id);
    },
  );

  app.delete(
    "/api/protected/scripts/:id",
    { schema: { tags: ["scripts"], security, params: idParams, response: { 200: successResponseSchema } } },
    async (request) => {
      const s = await loadEditableScript(ctx, request, request.params.id);
      await deleteScript(ctx, s.script.id, request.log);
      return { success: true as const };
    },
  );

  app.get(
    "/api/protected/scripts/:id/url",
    {
      schema: {
        tags: ["scripts"],
        security,
        params: idParams,
        querystring: fileUrlQuerySchema,
        response: { 200: fileUrlResponseSchema },
      },
    },
    async (request) => {
      const s = await loadEditableScript(ctx, request, request.params.id);
      return { success: true as const, ...(await getFileUrl(ctx, s, request.user, request.query.version)) };
    },
  );

  app.get(
    "/api/protected/scripts/:id/versions",
    { schema: { tags: ["scripts"], security, params: idParams, response: { 200: versionsResponseSchema } } },
    async (request) => {
      // Any signed-in user sees the versions of a public script; private ones stay the editor's.
      const s = await loadReadableScript(ctx, request, request.params.id);
      return { success: true as const, versions: await versionHistory(ctx, s) };
    },
  );

  app.put(
    "/api/protected/scripts/:id/active-version",
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
      await setActiveVersion(ctx, s.script.id, request.body.version);
      return detail(request, s.script.id);
    },
  );
};
