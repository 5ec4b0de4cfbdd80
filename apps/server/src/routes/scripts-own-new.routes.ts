import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import {
  createDraftRequestSchema,
  createDraftResponseSchema,
  importZipResponseSchema,
  MAX_IMPORT_ZIP_BYTES,
  MAX_SCRIPT_FILE_BYTES,
  myScriptsQuerySchema,
  myScriptsResponseSchema,
  scriptResponseSchema,
  uploadScriptFieldsSchema,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { currentUser } from "../modules/identity/authenticate.ts";
import { myScriptsPage } from "../modules/read-model/my-scripts-page.ts";
import { scriptDetailFor } from "../modules/read-model/script-detail.ts";
import { createDraftScript, uploadScript } from "../modules/scripts/create-script.ts";
import { importScriptsZip } from "../modules/scripts/import-zip.ts";
import { readUpload } from "../modules/scripts/read-upload.ts";
import { parseGenresField } from "../modules/scripts/resolve-genres.ts";
import { FILE_TOO_LARGE } from "./upload-handlers.routes.ts";

const security = [{ bearer: [] }];

/** The owner's list of scripts, and new ones: a draft, an upload, a ZIP import. */
export const scriptsOwnNewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
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
};
