import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  coverImagesResponseSchema,
  coversResponseSchema,
  createDraftRequestSchema,
  createDraftResponseSchema,
  fileUrlQuerySchema,
  fileUrlResponseSchema,
  importZipResponseSchema,
  MAX_IMPORT_ZIP_BYTES,
  MAX_SCRIPT_FILE_BYTES,
  myScriptsQuerySchema,
  myScriptsResponseSchema,
  scriptResponseSchema,
  setVersionRequestSchema,
  successResponseSchema,
  updateScriptRequestSchema,
  uploadCoverResponseSchema,
  uploadScriptFieldsSchema,
  versionsResponseSchema,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { currentUser, requireUser } from "../modules/identity/authenticate.ts";
import { myScriptsPage } from "../modules/read-model/my-scripts-page.ts";
import { scriptDetailFor } from "../modules/read-model/script-detail.ts";
import { versionHistory } from "../modules/read-model/version-history.ts";
import { coverHistory, coverImageLinks } from "../modules/scripts/cover-history.ts";
import { createDraftScript, uploadScript } from "../modules/scripts/create-script.ts";
import { deleteScript } from "../modules/scripts/delete-script.ts";
import { editOwnScript } from "../modules/scripts/edit-own-script.ts";
import { getFileUrl } from "../modules/scripts/get-file-url.ts";
import { importScriptsZip } from "../modules/scripts/import-zip.ts";
import { loadEditableScript, loadReadableScript } from "../modules/scripts/load-script.ts";
import { readUpload } from "../modules/scripts/read-upload.ts";
import { parseGenresField } from "../modules/scripts/resolve-genres.ts";
import { setActiveCover, setActiveVersion } from "../modules/scripts/set-active-version.ts";
import { FILE_TOO_LARGE, receiveCover, receiveScriptVersion } from "./upload-handlers.routes.ts";

const idParams = z.object({ id: z.string().max(64) });
const security = [{ bearer: [] }];

/** The owner's script calls. Every route checks the bearer session, then ownership on the server. */
export const scriptsProtectedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook("preHandler", requireUser);
  const detail = async (request: Parameters<typeof scriptDetailFor>[1], id: string) => ({
    success: true as const,
    script: await scriptDetailFor(ctx, request, id),
  });

  app.get(
    "/api/protected/scripts/my-scripts",
    {
      schema: {
        tags: ["scripts"],
        security,
        querystring: myScriptsQuerySchema,
        response: { 200: myScriptsResponseSchema },
      },
    },
    async (request) => myScriptsPage(ctx, currentUser(request).id, request.query.page, request.query.limit),
  );

  app.post(
    "/api/protected/scripts",
    {
      schema: {
        tags: ["scripts"],
        security,
        body: createDraftRequestSchema,
        response: { 201: createDraftResponseSchema },
      },
    },
    async (request, reply) => {
      const { title, logline, genres, genre, isPublic } = request.body;
      const id = await createDraftScript(ctx, {
        userId: currentUser(request).id,
        title,
        logline,
        isPublic,
        genreSlugs: genres ?? (genre ? [genre.toLowerCase()] : []),
      });
      return reply.status(201).send(await detail(request, id));
    },
  );

  app.post(
    "/api/protected/scripts/upload",
    {
      schema: {
        tags: ["scripts"],
        security,
        consumes: ["multipart/form-data"],
        response: { 201: scriptResponseSchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, {
        maxBytes: MAX_SCRIPT_FILE_BYTES,
        tooLargeMessage: FILE_TOO_LARGE,
        fileFields: ["file"],
      });
      if (!upload.file) throw new AppError("BAD_REQUEST", "Please select a file to upload");
      const parsed = uploadScriptFieldsSchema.safeParse(upload.fields);
      if (!parsed.success)
        throw new AppError("BAD_REQUEST", parsed.error.issues[0]?.message ?? "Invalid upload");
      const fields = parsed.data;
      const id = await uploadScript(ctx, {
        userId: currentUser(request).id,
        title: fields.title,
        logline: fields.logline,
        isPublic: fields.isPublic === "true",
        screenplayType: fields.screenplayType,
        genreSlugs: parseGenresField(fields.genres, fields.genre?.toLowerCase()),
        file: { buffer: upload.file.buffer, fileName: upload.file.fileName },
      });
      return reply.status(201).send(await detail(request, id));
    },
  );

  app.post(
    "/api/protected/scripts/import",
    {
      schema: {
        tags: ["scripts"],
        security,
        consumes: ["multipart/form-data"],
        response: { 200: importZipResponseSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request, {
        maxBytes: MAX_IMPORT_ZIP_BYTES,
        tooLargeMessage: `The ZIP is too large (max ${MAX_IMPORT_ZIP_BYTES / 1024 / 1024} MB)`,
        fileFields: ["file"],
      });
      if (!upload.file) throw new AppError("BAD_REQUEST", "Please select a ZIP file to import");
      const userId = currentUser(request).id;
      const results = await importScriptsZip(ctx, userId, upload.file.buffer, request.log);
      return { success: true as const, results };
    },
  );

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
