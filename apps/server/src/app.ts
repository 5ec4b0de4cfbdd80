import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";

import { MAX_SCRIPT_FILE_BYTES } from "@twl/contract";

import type { AppContext } from "./context.ts";
import { loadBuiltSpa } from "./lib/built-spa.ts";
import { logSerializers, RedactingLogController } from "./lib/logger.ts";
import { defaultWebDistDir } from "./lib/paths.ts";
import { responseSerializerCompiler } from "./lib/response-serializer.ts";
import { adminGuardPlugin } from "./modules/admin/admin-guard.ts";
import { authProvidersDataTag } from "./modules/auth/auth-providers-tag.ts";
import { signInOffPlugin } from "./modules/auth/sign-in-off.ts";
import { canonicalPathPlugin } from "./plugins/canonical-path.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { inputSafetyPlugin } from "./plugins/input-safety.ts";
import { securityPlugin } from "./plugins/security.ts";
import { webPlugin } from "./plugins/web.ts";
import { accountExportRoutes } from "./routes/account-export.routes.ts";
import { adminUsersRoutes } from "./routes/admin-users.routes.ts";
import { adminRoutes } from "./routes/admin.routes.ts";
import { analyticsRoutes } from "./routes/analytics.routes.ts";
import { authRoutes } from "./routes/auth.routes.ts";
import { avatarRoutes } from "./routes/avatar.routes.ts";
import { billingWebhookRoutes } from "./routes/billing-webhook.routes.ts";
import { billingRoutes } from "./routes/billing.routes.ts";
import { cloutRoutes } from "./routes/clout.routes.ts";
import { commentsRoutes } from "./routes/comments.routes.ts";
import { communityRoutes } from "./routes/community.routes.ts";
import { compareRoutes } from "./routes/compare.routes.ts";
import { contactRoutes } from "./routes/contact.routes.ts";
import { coverageRoutes } from "./routes/coverage.routes.ts";
import { debugRoutes } from "./routes/debug.routes.ts";
import { discoverRoutes } from "./routes/discover.routes.ts";
import { filesRoutes } from "./routes/files.routes.ts";
import { genresRoutes } from "./routes/genres.routes.ts";
import { healthRoutes } from "./routes/health.routes.ts";
import { listsRoutes } from "./routes/lists.routes.ts";
import { outboxRoutes } from "./routes/outbox.routes.ts";
import { paymentModeRoutes } from "./routes/payment-mode.routes.ts";
import { portabilityRoutes } from "./routes/portability.routes.ts";
import { posterRoutes } from "./routes/posters.routes.ts";
import { profilesRoutes } from "./routes/profiles.routes.ts";
import { publicProfilesRoutes } from "./routes/public-profiles.routes.ts";
import { readsRoutes } from "./routes/reads.routes.ts";
import { reviewsRoutes } from "./routes/reviews.routes.ts";
import { savedSearchesRoutes } from "./routes/saved-searches.routes.ts";
import { screenplayRoutes } from "./routes/screenplay.routes.ts";
import { scriptsAdminRoutes } from "./routes/scripts-admin.routes.ts";
import { scriptsProtectedRoutes } from "./routes/scripts-protected.routes.ts";
import { scriptsPublicRoutes } from "./routes/scripts.routes.ts";
import { searchRoutes } from "./routes/search.routes.ts";
import { seoRoutes } from "./routes/seo.routes.ts";
import { shareLinksRoutes } from "./routes/share-links.routes.ts";
import { storageRoutes } from "./routes/storage.routes.ts";

export interface BuildAppOptions {
  /** A pino logger to use; without one the app logs at the configured level (tests pass LOG_LEVEL=silent). */
  logger?: FastifyBaseLogger;
  /** Serve the built SPA (default true; tests of the API alone turn it off). */
  serveWeb?: boolean;
}

/** Builds the HTTP app: plugins and routes, never listens. */
export async function buildApp(ctx: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = ctx;
  const app = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : { logger: { level: config.logLevel, serializers: logSerializers } }),
    // Logged URLs lose their tokens, codes and signatures (lib/redact-url.ts).
    logController: new RedactingLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ crossCheck: !config.isProduction }));
  app.decorate("ctx", ctx);
  // Set on arrival (a plain hook, not an async one per answer): kept by every answer, errors included.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  // Views noted by reads are written before the database closes (main.ts closes the app first).
  app.addHook("onClose", async () => {
    await ctx.views?.flush().catch(() => 0);
    await ctx.filterCounts?.settled();
  });

  await app.register(errorsPlugin);
  // Before the limiter and every route: dot segments, doubled or encoded slashes never reach a handler.
  await app.register(canonicalPathPlugin);
  const spa = loadBuiltSpa(
    options.serveWeb === false ? undefined : (config.webDistDir ?? defaultWebDistDir()),
    authProvidersDataTag(config),
  );
  await app.register(securityPlugin, { config, scriptHashes: spa?.scriptHashes });
  await app.register(inputSafetyPlugin);
  // API answers above 1 KB are compressed (brotli at a fast level, or gzip); built files come precompressed.
  // Answers up to 64 KB are compressed in one synchronous call rather than through a zlib stream:
  // the stream's set-up and thread-pool hop cost more than compressing a page of JSON (~0.1 ms),
  // and on a small host the thread pool shares the cores with the database anyway. The plugin's
  // default (8 KB on 2 cores) sent a Discover page (~9 KB) the slow way: 450 -> 290 req/s with br.
  await app.register(compress, { threshold: 1024, encodings: ["br", "gzip"], syncThreshold: 64 * 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: "The White List API", version: ctx.version },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  // Public list answers are reused briefly; the write use cases clear the entries they change (ctx.listCache.invalidate).
  const listCache = ctx.listCache;

  await app.register(adminGuardPlugin);
  await app.register(signInOffPlugin);
  await app.register(healthRoutes);
  await app.register(genresRoutes);
  await app.register(filesRoutes);
  await app.register(authRoutes);
  await app.register(profilesRoutes);
  await app.register(debugRoutes);
  await app.register(adminUsersRoutes);
  await app.register(outboxRoutes);
  await app.register(multipart, {
    limits: { fileSize: MAX_SCRIPT_FILE_BYTES, files: 1, fields: 20, fieldSize: 10_000 },
  });
  await app.register(scriptsPublicRoutes);
  await app.register(scriptsProtectedRoutes);
  await app.register(scriptsAdminRoutes);
  await app.register(storageRoutes);
  await app.register(screenplayRoutes);
  await app.register(readsRoutes);
  await app.register(shareLinksRoutes);
  await app.register(discoverRoutes, { cache: listCache?.listsEnabled ? listCache : undefined });
  await app.register(searchRoutes);
  await app.register(cloutRoutes);
  await app.register(reviewsRoutes);
  await app.register(commentsRoutes);
  await app.register(coverageRoutes);
  await app.register(compareRoutes);
  await app.register(savedSearchesRoutes);
  await app.register(listsRoutes);
  await app.register(portabilityRoutes);
  await app.register(accountExportRoutes);
  await app.register(posterRoutes);
  await app.register(adminRoutes, { cache: listCache });
  await app.register(publicProfilesRoutes);
  await app.register(billingRoutes);
  await app.register(billingWebhookRoutes);
  await app.register(paymentModeRoutes);
  // After multipart: the avatar upload reads multipart bodies.
  await app.register(avatarRoutes);

  await app.register(analyticsRoutes);
  await app.register(contactRoutes);
  await app.register(communityRoutes);
  await app.register(seoRoutes, { spa });
  await app.register(webPlugin, { spa });
  return app;
}
