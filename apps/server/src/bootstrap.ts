import type { Config } from "./config/env.ts";
import type { AppContext } from "./context.ts";
import { createDatabase, type CreateDatabaseOptions } from "./db/client.ts";
import { runMigrations } from "./db/migrate.ts";
import { seedGenres } from "./db/seed-genres.ts";
import { loadOrCreateLocalSecret } from "./lib/local-secret.ts";
import { APP_VERSION } from "./lib/version.ts";
import { createAuth, type PasswordHashing } from "./modules/auth/create-auth.ts";
import { promoteAdminEmails } from "./modules/auth/promote-admin-emails.ts";
import { refreshScriptFacts } from "./modules/coverage/refresh-script-facts.ts";
import { FilterCounts } from "./modules/discover/filter-counts.ts";
import { ListCache } from "./modules/discover/list-cache.ts";
import { createMailer } from "./modules/mail/create-mailer.ts";
import { ScriptDetailCache } from "./modules/read-model/detail-cache.ts";
import { ViewCounter } from "./modules/scripts/view-counter.ts";
import { TextAnswerCache } from "./modules/search/text-answer-cache.ts";
import { createObjectStore } from "./storage/create-store.ts";

/**
 * Opens the database (migrating it and seeding reference data) and the file store. The server never
 * passes `passwordHashing` (better-auth's scrypt); the test suite passes a cheaper scrypt.
 */
export async function createContext(
  config: Config,
  databaseOptions: CreateDatabaseOptions = {},
  options: { passwordHashing?: PasswordHashing } = {},
): Promise<AppContext> {
  const database = createDatabase(config.database, databaseOptions);
  try {
    await runMigrations(database);
    await seedGenres(database.db);
    await promoteAdminEmails(database.db, config.auth.adminEmails);
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
  const store = await createObjectStore(config);
  const authSecret = config.auth.secret || (await loadOrCreateLocalSecret(config.dataDir, "auth-secret"));
  // The outbox logs through the process logger, which main.ts attaches to the context after start-up.
  const mailer = createMailer(config, {
    info: (obj, msg) => (context.log ? context.log.info(obj, msg) : undefined),
  });
  const auth = createAuth(config, database.db, authSecret, mailer, options.passwordHashing);
  const listCache =
    config.discoverCacheTtlMs > 0 || config.discoverCountTtlMs > 0
      ? new ListCache(config.discoverCacheTtlMs, config.discoverCountTtlMs)
      : undefined;
  // The details of public scripts are kept when the lists are, and follow the lists' invalidations.
  const detailCache = listCache?.listsEnabled ? new ScriptDetailCache(config.discoverCacheTtlMs) : undefined;
  if (detailCache) listCache!.onChange((change) => detailCache.onListChange(change));
  // Text search answers are kept as the lists' totals are, and cleared by the same reported writes.
  const textAnswers = listCache?.countsEnabled ? new TextAnswerCache(config.discoverCountTtlMs) : undefined;
  if (textAnswers) listCache!.onChange((change) => textAnswers.onListChange(change));
  const views = new ViewCounter(database.db, {
    intervalMs: config.viewsFlushMs,
    onCounted: (scriptIds) => context.detailCache?.invalidate(...scriptIds),
    onError: (err) => context.log?.error({ err }, "could not write script views"),
  });
  const context: AppContext = {
    config,
    database,
    store,
    auth,
    mailer,
    version: APP_VERSION,
    startedAt: Date.now(),
    listCache,
    filterCounts: new FilterCounts({
      onError: (err) => context.log?.error({ err }, "could not keep a page filter's total"),
    }),
    refreshScriptFacts: (scriptId) => refreshScriptFacts(context, scriptId),
    detailCache,
    textAnswers,
    views,
  };
  return context;
}
