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
  setFactFilters,
  type FactFilters,
  type ScriptsListResponse,
} from "@twl/contract";

import { sendEncoded } from "../lib/encoded-body.ts";
import { setEditorialFlags } from "../modules/admin/set-editorial-flags.ts";
import type { ListCache, ListEntryScope } from "../modules/discover/list-cache.ts";
import { currentUser, optionalUser, requireAdmin } from "../modules/identity/authenticate.ts";
import { discoverPage, featuredList, scriptsListPage } from "../modules/read-model/discover-pages.ts";
import { scriptDetailFor } from "../modules/read-model/script-detail.ts";
import { loadScript } from "../modules/scripts/load-script.ts";
import { assertCanRead } from "../modules/scripts/script-access.ts";

/** Discovery: the /scripts list, Discover and its featured list, and the admin's editorial flags. */
export const discoverRoutes: FastifyPluginAsyncZod<{ cache?: ListCache }> = async (app, { cache }) => {
  const { ctx } = app;

  /** Serves a public list from the cache (validated against the response schema once, when stored). */
  const sendPublicList = async (
    reply: FastifyReply,
    key: string,
    scope: ListEntryScope,
    load: () => Promise<ScriptsListResponse>,
  ) => {
    if (!cache) return load();
    const { encoded } = await cache.getTagged(key, scope, async () => {
      const answer = scriptsListResponseSchema.parse(await load());
      return {
        body: JSON.stringify(answer),
        scriptIds: answer.scripts.map((s) => s.id),
        authorIds: answer.scripts.map((s) => s.authorId),
      };
    });
    // Kept compressed in every encoding, with an ETag per encoding (304 when the client holds it).
    return sendEncoded(reply.request, reply, encoded);
  };
  const scopeOf = (
    q: {
      sort: string;
      search?: string;
      genre?: string;
      category?: string;
      screenplay_type?: string;
      hasReviews?: boolean;
    } & Partial<FactFilters>,
  ): ListEntryScope => {
    const facts = setFactFilters(q);
    return {
      sort: q.sort,
      search: q.search,
      genre: q.genre,
      category: q.category,
      screenplayType: q.screenplay_type,
      hasReviews: q.hasReviews,
      facts: Object.keys(facts).length > 0 ? JSON.stringify(facts) : undefined,
    };
  };

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
      if (ownerId) return scriptsListPage(ctx, q, ownerId);
      return sendPublicList(reply, `scripts:${JSON.stringify(q)}`, scopeOf(q), () => scriptsListPage(ctx, q));
    },
  );

  const discoverSchema = {
    tags: ["discover"],
    querystring: discoverQuerySchema,
    response: { 200: scriptsListResponseSchema },
  };
  app.get("/api/discover", { schema: discoverSchema }, async (request, reply) =>
    sendPublicList(reply, `discover:${JSON.stringify(request.query)}`, scopeOf(request.query), () =>
      discoverPage(ctx, request.query),
    ),
  );
  app.get("/api/discover/scripts", { schema: discoverSchema }, async (request, reply) =>
    sendPublicList(reply, `discover:${JSON.stringify(request.query)}`, scopeOf(request.query), () =>
      discoverPage(ctx, request.query),
    ),
  );

  app.get(
    "/api/discover/featured",
    { schema: { tags: ["discover"], response: { 200: featuredResponseSchema } } },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=30");
      if (!cache) return { success: true as const, featured: await featuredList(ctx) };
      // Kept like a list until a write can change it (clout reorders it: the `featured` scope).
      const { encoded } = await cache.getTagged("featured", { featured: true }, async () => {
        const answer = featuredResponseSchema.parse({ success: true, featured: await featuredList(ctx) });
        return {
          body: JSON.stringify(answer),
          scriptIds: answer.featured.map((s) => s.id),
          authorIds: answer.featured.map((s) => s.authorId),
        };
      });
      // The kept body was validated against the response schema when it was stored.
      return sendEncoded(request, reply as unknown as FastifyReply, encoded);
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
      await setEditorialFlags(ctx, currentUser(request).id, s, request.body);
      return { success: true as const, script: await scriptDetailFor(ctx, request, s.script.id) };
    },
  );
};
