import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  readersQuerySchema,
  readersResponseSchema,
  readingSettingsResponseSchema,
  readingSettingsSchema,
  readNotificationsResponseSchema,
  readPagesRequestSchema,
  readPagesResponseSchema,
  startReadRequestSchema,
  startReadResponseSchema,
  successResponseSchema,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { isUuid } from "../lib/is-uuid.ts";
import { currentUser, optionalUser, requireUser } from "../modules/identity/authenticate.ts";
import { downloadCopy } from "../modules/reads/download-copy.ts";
import { listNotifications, markNotificationsSeen } from "../modules/reads/read-notifications.ts";
import { readersSummary } from "../modules/reads/readers-summary.ts";
import { findReadingSettings, saveReadingSettings } from "../modules/reads/reading-settings.ts";
import { recordPages } from "../modules/reads/record-pages.ts";
import { startRead } from "../modules/reads/start-read.ts";
import { loadEditableScript, loadReadableScript } from "../modules/scripts/load-script.ts";
import { findVersion } from "../modules/scripts/scripts.repo.ts";

const idParams = z.object({ id: z.string().max(64) });
const readParams = z.object({ readId: z.string().max(64) });
const security = [{ bearer: [] }];
const downloadQuery = z.object({
  read: z.string().max(64).optional(),
  version: z.coerce.number().int().min(1).optional(),
});

/** Reading log (issue 33): reads, page reports, downloads, the owner's panel, reading settings. */
export const readsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/api/scripts/:id/reads",
    {
      preHandler: optionalUser,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ["reads"],
        params: idParams,
        body: startReadRequestSchema,
        response: { 200: startReadResponseSchema },
      },
    },
    async (request) => {
      const s = await loadReadableScript(ctx, request, request.params.id);
      const read = await startRead(
        ctx,
        s,
        { viewer: request.user, ip: request.ip, userAgent: request.headers["user-agent"] },
        request.body.version,
      );
      return { success: true as const, ...read };
    },
  );

  app.post(
    "/api/reads/:readId/pages",
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ["reads"],
        params: readParams,
        body: readPagesRequestSchema,
        response: { 200: readPagesResponseSchema },
      },
    },
    async (request) => {
      if (!isUuid(request.params.readId)) throw new AppError("NOT_FOUND", "Read not found");
      const acceptedSeconds = await recordPages(ctx, request.params.readId, request.body);
      return { success: true as const, acceptedSeconds };
    },
  );

  app.get(
    "/api/scripts/:id/download",
    {
      preHandler: optionalUser,
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags: ["reads"], params: idParams, querystring: downloadQuery },
    },
    async (request, reply) => {
      const s = await loadReadableScript(ctx, request, request.params.id);
      const readId = request.query.read && isUuid(request.query.read) ? request.query.read : undefined;
      const copy = await downloadCopy(ctx, s, {
        viewer: request.user,
        ip: request.ip,
        userAgent: request.headers["user-agent"],
        readId,
        version: request.query.version,
      });
      return reply
        .header("content-type", copy.contentType)
        .header("content-disposition", `attachment; filename*=UTF-8''${encodeURIComponent(copy.fileName)}`)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(copy.bytes));
    },
  );

  app.get(
    "/api/protected/scripts/:id/readers",
    {
      preHandler: requireUser,
      schema: {
        tags: ["reads"],
        security,
        params: idParams,
        querystring: readersQuerySchema,
        response: { 200: readersResponseSchema },
      },
    },
    async (request) => {
      const s = await loadEditableScript(ctx, request, request.params.id);
      const v = request.query.version ?? s.script.activeVersion;
      const version = v === null ? null : await findVersion(ctx.database.db, s.script.id, v);
      if (v !== null && !version) throw new AppError("NOT_FOUND", `Version ${v} not found`);
      const readers = await readersSummary(
        ctx.database.db,
        s.script,
        v ?? undefined,
        version?.pageCount || null,
      );
      return { success: true as const, readers };
    },
  );

  app.get(
    "/api/protected/reading-settings",
    {
      preHandler: requireUser,
      schema: { tags: ["reads"], security, response: { 200: readingSettingsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      settings: await findReadingSettings(ctx.database.db, currentUser(request).id),
    }),
  );

  app.put(
    "/api/protected/reading-settings",
    {
      preHandler: requireUser,
      schema: {
        tags: ["reads"],
        security,
        body: readingSettingsSchema,
        response: { 200: readingSettingsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      settings: await saveReadingSettings(ctx.database.db, currentUser(request).id, request.body),
    }),
  );

  app.get(
    "/api/protected/read-notifications",
    {
      preHandler: requireUser,
      schema: { tags: ["reads"], security, response: { 200: readNotificationsResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      ...(await listNotifications(ctx.database.db, currentUser(request).id)),
    }),
  );

  app.post(
    "/api/protected/read-notifications/seen",
    {
      preHandler: requireUser,
      schema: { tags: ["reads"], security, response: { 200: successResponseSchema } },
    },
    async (request) => {
      await markNotificationsSeen(ctx.database.db, currentUser(request).id);
      return { success: true as const };
    },
  );
};
