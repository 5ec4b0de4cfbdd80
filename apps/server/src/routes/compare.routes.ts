import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  compareQuerySchema,
  compareSharingBodySchema,
  compareSharingResponseSchema,
  comparisonResponseSchema,
  versionTimelineResponseSchema,
} from "@twl/contract";

import { compareDrafts } from "../modules/compare/compare-drafts.ts";
import { setCompareSharing } from "../modules/compare/set-compare-sharing.ts";
import { versionTimeline } from "../modules/compare/version-timeline.ts";
import { currentUser, requireUser } from "../modules/identity/authenticate.ts";
import { loadScript } from "../modules/scripts/load-script.ts";

const idParams = z.object({ id: z.string().max(64) });
const security = [{ bearer: [] }];

/** Draft comparison (issue 32): compare two versions, the version timeline, and the readers' switch. */
export const compareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/api/protected/scripts/:id/compare",
    {
      preHandler: requireUser,
      schema: {
        tags: ["scripts", "coverage"],
        summary: "Compare two versions of a script: scenes, numbers and coverage notes",
        security,
        params: idParams,
        querystring: compareQuerySchema,
        response: { 200: comparisonResponseSchema },
      },
    },
    async (request) => {
      const s = await loadScript(ctx, request.params.id);
      return {
        success: true as const,
        comparison: await compareDrafts(ctx, currentUser(request), s, request.query),
      };
    },
  );

  app.get(
    "/api/protected/scripts/:id/timeline",
    {
      preHandler: requireUser,
      schema: {
        tags: ["scripts"],
        summary: "Version history: pages, score and grade per version, and the change from the one before",
        security,
        params: idParams,
        response: { 200: versionTimelineResponseSchema },
      },
    },
    async (request) => {
      const s = await loadScript(ctx, request.params.id);
      return { success: true as const, ...(await versionTimeline(ctx, currentUser(request), s)) };
    },
  );

  app.put(
    "/api/protected/scripts/:id/compare-sharing",
    {
      preHandler: requireUser,
      schema: {
        tags: ["scripts"],
        summary: "Let readers of a public script compare its drafts (off by default)",
        security,
        params: idParams,
        body: compareSharingBodySchema,
        response: { 200: compareSharingResponseSchema },
      },
    },
    async (request) => {
      const s = await loadScript(ctx, request.params.id);
      const value = await setCompareSharing(ctx, currentUser(request), s, request.body.readersMayCompare);
      return { success: true as const, readersMayCompare: value };
    },
  );
};
