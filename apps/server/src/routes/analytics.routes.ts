import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import {
  ANALYTICS_CROSS_SITE_MESSAGE,
  ANALYTICS_MAX_BODY_BYTES,
  analyticsResponseSchema,
  pageViewRequestSchema,
  trackEventRequestSchema,
  trafficQuerySchema,
  trafficResponseSchema,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { takeAnalyticsRow } from "../modules/analytics/client-budget.ts";
import { asksNotToBeTracked } from "../modules/analytics/privacy-signals.ts";
import { recordEvent, recordPageView } from "../modules/analytics/record-analytics.ts";
import { isSameOriginBeacon } from "../modules/analytics/same-origin.ts";
import { trafficReport } from "../modules/analytics/traffic-report.ts";
import { optionalUser, requireAdmin } from "../modules/identity/authenticate.ts";
import { safeJsonBodyParser } from "../plugins/input-safety.ts";

/**
 * Analytics: page views and named events, with an optional bearer token. Bodies are small
 * (8 KB), validated by the contract and rate limited per client. `navigator.sendBeacon` posts
 * text/plain, so in this plugin a text/plain body is read as JSON too.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const limits = {
    bodyLimit: ANALYTICS_MAX_BODY_BYTES,
    config: { rateLimit: { max: ctx.config.rateLimit.analyticsMax, timeWindow: 60_000 } },
  };
  /**
   * Our own pages only (a beacon from another site is a 403 and stores nothing); DNT/GPC and the
   * per-client caps answer `stored: false` and keep nothing (issue 28, finding 8).
   */
  const mayStore = async (request: FastifyRequest): Promise<boolean> => {
    if (!isSameOriginBeacon(request.headers, ctx.config.publicUrl))
      throw new AppError("FORBIDDEN", ANALYTICS_CROSS_SITE_MESSAGE);
    if (asksNotToBeTracked(request.headers)) return false;
    return takeAnalyticsRow(ctx.database.db, request.ip);
  };
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser(
    "text/plain",
    { parseAs: "string", bodyLimit: ANALYTICS_MAX_BODY_BYTES },
    safeJsonBodyParser(app),
  );

  app.post(
    "/api/analytics/page-view",
    {
      ...limits,
      preHandler: optionalUser,
      schema: {
        tags: ["analytics"],
        body: pageViewRequestSchema,
        response: { 200: analyticsResponseSchema },
      },
    },
    async (request) => {
      if (!(await mayStore(request))) return { success: true as const, stored: false, id: null };
      const id = await recordPageView(ctx.database.db, request.body, request.user?.id);
      return { success: true as const, stored: true, id };
    },
  );

  app.post(
    "/api/analytics/track",
    {
      ...limits,
      preHandler: optionalUser,
      schema: {
        tags: ["analytics"],
        body: trackEventRequestSchema,
        response: { 200: analyticsResponseSchema },
      },
    },
    async (request) => {
      if (!(await mayStore(request))) return { success: true as const, stored: false, id: null };
      const id = await recordEvent(ctx.database.db, request.body, request.user?.id);
      return { success: true as const, stored: true, id };
    },
  );

  app.get(
    "/api/admin/analytics/traffic",
    {
      preHandler: requireAdmin,
      schema: {
        tags: ["admin", "analytics"],
        security: [{ bearer: [] }],
        querystring: trafficQuerySchema,
        response: { 200: trafficResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await trafficReport(ctx.database.db, request.query.days)),
    }),
  );
};
