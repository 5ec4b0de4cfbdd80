import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  coverageListResponseSchema,
  coverageResponseSchema,
  reanalyzeResponseSchema,
  requestCoverageResponseSchema,
} from "@twl/contract";

import { AppError } from "../lib/app-error.ts";
import { reanalyzeCoverage } from "../modules/coverage/reanalyze-coverage.ts";
import { requestCoverage } from "../modules/coverage/request-coverage.ts";
import { latestVisibleCoverage, visibleCoverages } from "../modules/coverage/visible-coverages.ts";
import { currentUser, optionalUser, requireAdmin, requireUser } from "../modules/identity/authenticate.ts";
import { loadScript } from "../modules/scripts/load-script.ts";
import { assertCanRead, isOwner } from "../modules/scripts/script-access.ts";

const idParams = z.object({ id: z.string().max(64) });
const security = [{ bearer: [] }];
// The 403 limit body (coverageLimitErrorSchema) is sent by the error handler, which no response schema reshapes.
const requestResponses = { 200: requestCoverageResponseSchema };

/** Coverage calls. */
export const coverageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/api/protected/scripts/:id/coverage",
    {
      preHandler: requireUser,
      schema: { tags: ["coverage"], security, params: idParams, response: requestResponses },
    },
    async (request) => {
      const viewer = currentUser(request);
      const s = await loadScript(ctx, request.params.id);
      if (!isOwner(s, viewer)) {
        assertCanRead(s, viewer);
        throw new AppError("FORBIDDEN", "Only the owner can request coverage of this script");
      }
      return requestCoverage(ctx, { script: s, requesterId: viewer.id, chargeAllowance: true });
    },
  );

  app.post(
    "/api/admin/scripts/:id/coverage",
    {
      preHandler: requireAdmin,
      schema: { tags: ["coverage", "admin"], security, params: idParams, response: requestResponses },
    },
    async (request) => {
      const s = await loadScript(ctx, request.params.id);
      if (!s.author.isDummy)
        throw new AppError("FORBIDDEN", "Admins can request coverage only for dummy authors' scripts");
      return requestCoverage(ctx, {
        script: s,
        requesterId: currentUser(request).id,
        chargeAllowance: false,
      });
    },
  );

  app.get(
    "/api/protected/scripts/:id/coverages",
    {
      preHandler: requireUser,
      schema: {
        tags: ["coverage"],
        security,
        params: idParams,
        response: { 200: coverageListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      coverages: await visibleCoverages(ctx, request.user, request.params.id),
    }),
  );

  app.get(
    "/api/protected/scripts/:id/coverage",
    {
      preHandler: requireUser,
      schema: { tags: ["coverage"], security, params: idParams, response: { 200: coverageResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      coverage: await latestVisibleCoverage(ctx, request.user, request.params.id),
    }),
  );

  app.get(
    "/api/scripts/:id/coverages",
    {
      preHandler: optionalUser,
      schema: { tags: ["coverage"], params: idParams, response: { 200: coverageListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      coverages: await visibleCoverages(ctx, request.user, request.params.id),
    }),
  );

  app.get(
    "/api/scripts/:id/coverage",
    {
      preHandler: optionalUser,
      schema: { tags: ["coverage"], params: idParams, response: { 200: coverageResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      coverage: await latestVisibleCoverage(ctx, request.user, request.params.id),
    }),
  );

  app.post(
    "/api/protected/coverage/:id/reanalyze",
    {
      preHandler: requireUser,
      schema: { tags: ["coverage"], security, params: idParams, response: { 200: reanalyzeResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      coverage: await reanalyzeCoverage(ctx, currentUser(request), request.params.id),
    }),
  );
};
