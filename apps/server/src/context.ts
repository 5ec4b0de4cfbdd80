import type { Config } from "./config/env.ts";
import type { Database } from "./db/client.ts";
import type { Auth } from "./modules/auth/create-auth.ts";
import type { CoverageEngineImpl } from "./modules/coverage/engines/types.ts";
import type { FilterCounts } from "./modules/discover/filter-counts.ts";
import type { ListCache } from "./modules/discover/list-cache.ts";
import type { Mailer } from "./modules/mail/mailer.ts";
import type { ScriptDetailCache } from "./modules/read-model/detail-cache.ts";
import type { ScreenplayCache } from "./modules/screenplay/screenplay-cache.ts";
import type { ViewCounter } from "./modules/scripts/view-counter.ts";
import type { TextAnswerCache } from "./modules/search/text-answer-cache.ts";
import type { JobQueue } from "./queue/job-queue.ts";
import type { ObjectStore } from "./storage/object-store.ts";

/** What every module may use; built once per process (or per test) and handed to buildApp. */
export interface AppContext {
  config: Config;
  database: Database;
  store: ObjectStore;
  auth: Auth;
  /** Outgoing mail: SMTP, or the local outbox admins read at /admin/outbox. */
  mailer: Mailer;
  /** The job queue, once started (every server process starts it; tests start it when they need jobs). */
  queue?: JobQueue;
  /** Logger for work off the request path (jobs); requests use their own. */
  log?: { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
  /** Overrides the coverage engine chosen by config (tests swap in slow or failing engines). */
  coverageEngine?: CoverageEngineImpl;
  version: string;
  startedAt: number;
  /** Public list answers reused briefly (absent when DISCOVER_CACHE_TTL_MS is 0); write use cases call `invalidate`. */
  listCache?: ListCache;
  /** Registers the exact totals of public page filters asked for again (kept by triggers; issue 35). */
  filterCounts?: FilterCounts;
  /**
   * Re-measures a script's page facts (issue 35: coverage/refresh-script-facts.ts, set by bootstrap):
   * lower modules (parsing, versions) call it without importing the coverage module.
   */
  refreshScriptFacts?: (scriptId: string) => Promise<void>;
  /** Public script details kept until a write changes them (with the list cache; follows its invalidations). */
  detailCache?: ScriptDetailCache;
  /** Public answers of the text search, kept with the lists' totals (DISCOVER_COUNT_TTL_MS; follows their invalidations). */
  textAnswers?: TextAnswerCache;
  /** Script views noted by reads and written in batches off the request path (flushed on app close). */
  views?: ViewCounter;
  /** Served screenplay models, compressed once (built by the screenplay routes unless a test sets one). */
  screenplayCache?: ScreenplayCache;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
