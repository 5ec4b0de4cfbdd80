import { eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import {
  discoverQuerySchema,
  featuredResponseSchema,
  scriptFlagsRequestSchema,
  scriptResponseSchema,
  scriptsListQuerySchema,
  scriptsListResponseSchema,
  type ScriptsListQuery,
  type ScriptsListResponse,
} from "@twl/contract";

import { scripts } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { writeAudit } from "../admin/audit.repo.ts";
import { currentUser, optionalUser, requireAdmin } from "../identity/authenticate.ts";
import { scriptDetailFor } from "../read-model/script-detail.ts";
import { toDiscoverScripts } from "../read-model/to-discover-script.ts";
import { loadScript } from "../scripts/load-script.ts";
import { assertCanRead } from "../scripts/script-access.ts";
import type { ListCache, ListEntryScope } from "./list-cache.ts";
import { listFeatured } from "./list-featured.ts";
import { listScripts } from "./list-scripts.ts";

/** Discovery: the /scripts list, Discover and its featured list, and the admin's editorial flags. */
export const discoverRoutes: FastifyPluginAsyncZod<{ cache?: ListCache }> = async (app, { cache }) => {
  const { ctx } = app;
  const { db } = ctx.database;

  /** Serves a public list from the cache (validated against the response schema once, when stored). */
  const sendPublicList = async (
    reply: FastifyReply,
    key: string,
    scope: ListEntryScope,
    load: () => Promise<ScriptsListResponse>,
  ) => {
    if (!cache) return load();
    const body = await cache.get(key, scope, async () => {
      const answer = scriptsListResponseSchema.parse(await load());
      return {
        body: JSON.stringify(answer),
        scriptIds: answer.scripts.map((s) => s.id),
        authorIds: answer.scripts.map((s) => s.authorId),
      };
    });
    return reply.type("application/json; charset=utf-8").send(body);
  };
  const scopeOf = (q: {
    sort: string;
    search?: string;
    genre?: string;
    category?: string;
    screenplay_type?: string;
    hasReviews?: boolean;
  }): ListEntryScope => ({
    sort: q.sort,
    search: q.search,
    genre: q.genre,
    category: q.category,
    screenplayType: q.screenplay_type,
    hasReviews: q.hasReviews,
  });

  app.get(
    "/api/scripts",
    {
      preHandler: optionalUser,
      schema: {
        tags: ["discover"],
        querystring: scriptsListQuerySchema,
        response: { 200: scriptsListResponseSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const ownerId = q.includeOwn && request.user ? request.user.id : undefined;
      // A list with the viewer's own private scripts is theirs alone: never cached.
      if (ownerId) return listPage(q, ownerId);
      return sendPublicList(reply, `scripts:${JSON.stringify(q)}`, scopeOf(q), () => listPage(q, undefined));
    },
  );

  const listPage = async (q: ScriptsListQuery, ownerId: string | undefined) => {
    const { rows, total } = await listScripts(db, {
      page: q.page,
      limit: q.limit,
      sort: q.sort,
      search: q.search,
      genre: q.genre,
      category: q.category,
      screenplayType: q.screenplay_type,
      hasReviews: q.hasReviews,
      ownerId,
    });
    return {
      success: true as const,
      scripts: await toDiscoverScripts(ctx, rows),
      pagination: { page: q.page, limit: q.limit, total, pages: Math.max(1, Math.ceil(total / q.limit)) },
    };
  };

  const discover = async (q: z.infer<typeof discoverQuerySchema>) => {
    const { rows, total } = await listScripts(db, {
      page: q.page,
      limit: q.limit,
      sort: q.sort,
      search: q.search,
      genre: q.genre,
      category: q.category === "all" ? undefined : q.category,
      screenplayType: q.screenplay_type === "all" ? undefined : q.screenplay_type,
    });
    return {
      success: true as const,
      scripts: await toDiscoverScripts(ctx, rows),
      pagination: { page: q.page, limit: q.limit, total, pages: Math.max(1, Math.ceil(total / q.limit)) },
    };
  };
  const discoverSchema = {
    tags: ["discover"],
    querystring: discoverQuerySchema,
    response: { 200: scriptsListResponseSchema },
  };
  app.get("/api/discover", { schema: discoverSchema }, async (request, reply) =>
    sendPublicList(reply, `discover:${JSON.stringify(request.query)}`, scopeOf(request.query), () =>
      discover(request.query),
    ),
  );
  app.get("/api/discover/scripts", { schema: discoverSchema }, async (request, reply) =>
    sendPublicList(reply, `discover:${JSON.stringify(request.query)}`, scopeOf(request.query), () =>
      discover(request.query),
    ),
  );

  app.get(
    "/api/discover/featured",
    { schema: { tags: ["discover"], response: { 200: featuredResponseSchema } } },
    async (_request, reply) => {
      const featured = await listFeatured(db);
      const byId = new Map(featured.map((f) => [f.row.script.id, f.category]));
      reply.header("cache-control", "public, max-age=30");
      return {
        success: true as const,
        featured: await toDiscoverScripts(
          ctx,
          featured.map((f) => f.row),
          (row) => byId.get(row.script.id),
        ),
      };
    },
  );

  app.put(
    "/api/admin/scripts/:id/flags",
    {
      preHandler: requireAdmin,
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        params: z.object({ id: z.string().max(64) }),
        body: scriptFlagsRequestSchema,
        response: { 200: scriptResponseSchema },
      },
    },
    async (request) => {
      const s = await loadScript(ctx, request.params.id);
      // Editorial flags are for listed scripts: a private script of a real author stays unseen,
      // admin or not (docs/security.md, finding 9); dummy authors' scripts are the admins' own.
      assertCanRead(s, request.user);
      const before = { isStaffPick: s.script.isStaffPick, isContestWinner: s.script.isContestWinner };
      // The change and its audit row commit together, as every admin change does.
      await withTransaction(db, async (tx) => {
        await tx.update(scripts).set(request.body).where(eq(scripts.id, s.script.id));
        await writeAudit(tx, {
          adminId: currentUser(request).id,
          action: "script.editorial",
          targetUserId: s.script.userId,
          targetScriptId: s.script.id,
          subject: s.script.title,
          before,
          after: { ...before, ...request.body },
        });
      });
      cache?.invalidate({
        kind: "script",
        scriptId: s.script.id,
        isPublic: s.script.isPublic,
        facets: ["flags"],
      });
      return { success: true as const, script: await scriptDetailFor(ctx, request, s.script.id) };
    },
  );
};
