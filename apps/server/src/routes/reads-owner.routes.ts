import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  readersQuerySchema,
  readersResponseSchema,
  readingSettingsResponseSchema,
  readingSettingsSchema,
  readNotificationsResponseSchema,
  successResponseSchema,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { currentUser, requireUser } from "../modules/identity/authenticate.ts";
import { listNotifications, markNotificationsSeen } from "../modules/reads/read-notifications.ts";
import { readersSummary } from "../modules/reads/readers-summary.ts";
import { findReadingSettings, saveReadingSettings } from "../modules/reads/reading-settings.ts";
import { loadEditableScript } from "../modules/scripts/load-script.ts";
import { findVersion } from "../modules/scripts/scripts.repo.ts";

const idParams = z.object({ id: z.string().max(64) });
const security = [{ bearer: [] }];

/** The signed-in side: an owner's readers panel, reading settings, read notifications. */
export const readsOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
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
