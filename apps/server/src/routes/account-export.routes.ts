import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  accountExportResponseSchema,
  accountExportUrlResponseSchema,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  scriptReadersResponseSchema,
} from "@twl/contract";

import { currentUser, requireUser } from "../modules/identity/authenticate.ts";
import {
  accountExportUrl,
  latestAccountExport,
  requestAccountExport,
} from "../modules/portability/account-export.ts";
import { deleteAccount } from "../modules/portability/delete-account.ts";
import { listScriptReaders } from "../modules/portability/list-script-readers.ts";

const security = [{ bearer: [] }];

/** Account settings: "Export everything" (start a ZIP export, follow it, download it) and "Delete my account". */
export const accountExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/api/protected/account/export",
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 5, timeWindow: 60 * 60_000 } },
      schema: { tags: ["account"], security, response: { 202: accountExportResponseSchema } },
    },
    async (request, reply) => {
      const created = await requestAccountExport(ctx, currentUser(request).id);
      return reply.status(202).send({ success: true as const, export: created });
    },
  );

  app.get(
    "/api/protected/account/export",
    {
      preHandler: requireUser,
      schema: { tags: ["account"], security, response: { 200: accountExportResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      export: await latestAccountExport(ctx, currentUser(request).id),
    }),
  );

  app.get(
    "/api/protected/account/script-readers",
    {
      preHandler: requireUser,
      schema: {
        tags: ["account"],
        security,
        summary: "Which engine read each of your scripts' text (coverage reports, newest first)",
        response: { 200: scriptReadersResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listScriptReaders(ctx, currentUser(request).id)),
    }),
  );

  app.get(
    "/api/protected/account/export/:id/url",
    {
      preHandler: requireUser,
      schema: {
        tags: ["account"],
        security,
        params: z.object({ id: z.string().max(64) }),
        response: { 200: accountExportUrlResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await accountExportUrl(ctx, currentUser(request).id, request.params.id)),
    }),
  );

  app.post(
    "/api/protected/account/delete",
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 5, timeWindow: 60 * 60_000 } },
      schema: {
        tags: ["account"],
        security,
        body: deleteAccountRequestSchema,
        response: { 200: deleteAccountResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await deleteAccount(ctx, currentUser(request).id, request.body)),
    }),
  );
};
