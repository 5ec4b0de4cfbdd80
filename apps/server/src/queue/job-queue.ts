import { fromPglite, PgBoss } from "pg-boss";

import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import type { JobDefinition } from "./define-job.ts";

export interface Logger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * pg-boss on the same database as the app: the embedded PGlite by default, PostgreSQL at scale,
 * where any number of `npm run start:worker` processes share the queue.
 */
export class JobQueue {
  private constructor(private readonly boss: PgBoss) {}

  static async start(database: Database, log: Logger): Promise<JobQueue> {
    const boss =
      database.engine.kind === "pglite"
        ? new PgBoss({ db: fromPglite(database.engine.client), backend: "pglite", useListenNotify: true })
        : new PgBoss({ connectionString: connectionStringOf(database), max: 4, useListenNotify: true });
    boss.on("error", (err) => log.error({ err }, "job queue error"));
    await boss.start();
    return new JobQueue(boss);
  }

  /** Creates the queues (with their retry policy) so jobs can be sent to them from any process. */
  async declare(jobs: JobDefinition<unknown>[]): Promise<void> {
    for (const job of jobs) {
      // `notify`: a new job wakes the workers at once (LISTEN/NOTIFY, on both engines) instead of
      // waiting for their next poll; polling stays as the backstop. A queue made by an earlier
      // release gets the current options too.
      const options = {
        retryLimit: job.retry.retryLimit,
        retryDelay: job.retry.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: job.retry.expireInSeconds,
        notify: true,
      };
      await this.boss.createQueue(job.name, options);
      await this.boss.updateQueue(job.name, options);
      if (job.schedule)
        await this.boss.schedule(job.name, job.schedule.cron, {}, { tz: "UTC", missed: "once" });
    }
  }

  /**
   * Enqueues a job. With `tx` (a Drizzle transaction) the job row is written inside that transaction:
   * it exists exactly when the row that needs it commits.
   */
  async send<P>(
    job: JobDefinition<P>,
    payload: P,
    options: { singletonKey?: string; tx?: unknown; group?: string; priority?: number } = {},
  ): Promise<string | null> {
    const { tx, group, ...rest } = options;
    return this.boss.send(job.name, job.payload.parse(payload) as object, {
      ...rest,
      ...(group ? { group: { id: group } } : {}),
      ...(tx ? { db: transactionExecutor(tx) } : {}),
    });
  }

  /** Runs handlers for the given jobs in this process. */
  async work(
    jobs: JobDefinition<unknown>[],
    ctx: AppContext,
    log: Logger,
    pollingIntervalSeconds = 1,
  ): Promise<void> {
    for (const job of jobs) {
      // Catch up on a scheduled run missed while no worker was up (the handlers are idempotent).
      if (job.schedule?.runAtStart)
        await this.boss.send(job.name, {}, { singletonKey: "start", singletonSeconds: 60 });
      const concurrency = job.concurrency
        ? {
            localConcurrency: job.concurrency.local,
            ...(job.concurrency.perGroup ? { groupConcurrency: job.concurrency.perGroup } : {}),
          }
        : {};
      await this.boss.work<unknown>(
        job.name,
        {
          pollingIntervalSeconds,
          notifyPollingIntervalSeconds: pollingIntervalSeconds,
          batchSize: 1,
          ...concurrency,
        },
        async ([item]) => {
          if (!item) return;
          const payload = job.payload.parse(item.data);
          log.info({ job: job.name, id: item.id, attempt: item.retryCount + 1 }, "job started");
          await job.handler(payload, { ...ctx, signal: item.signal, attempt: item.retryCount + 1 });
          log.info({ job: job.name, id: item.id }, "job completed");
        },
      );
    }
  }

  /** Stops this process's handlers for one job (after the running ones finish); `work` starts them again. */
  async stopWorking(job: JobDefinition<unknown>): Promise<void> {
    await this.boss.offWork(job.name, { wait: true });
  }

  /**
   * Jobs of this queue sent with `group` that wait or run, on every worker (read from pg-boss's own
   * table). Used to give a user's next job a lower priority than another user's first.
   */
  async pendingInGroup(name: string, group: string): Promise<number> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND group_id = $2 AND state < 'completed'`,
        [name, group],
      );
    return (rows[0] as { n?: number } | undefined)?.n ?? 0;
  }

  async getJobState(name: string, id: string): Promise<string | undefined> {
    const job = await this.boss.getJobById(name, id);
    return job?.state;
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 10_000 });
  }
}

/**
 * pg-boss runs its SQL through any `executeSql`; a Drizzle transaction on either driver keeps its
 * connection (node-postgres PoolClient, or PGlite's transaction) on `session.client`, and both
 * answer `query(text, values)` with `{ rows }`.
 */
function transactionExecutor(tx: unknown) {
  const client = (tx as { session?: { client?: { query?: unknown } } }).session?.client;
  if (!client || typeof client.query !== "function") throw new Error("not a Drizzle transaction");
  const query = client.query.bind(client) as (
    text: string,
    values?: unknown[],
  ) => Promise<{ rows: unknown[] }>;
  return {
    executeSql: async (text: string, values?: unknown[]) => ({
      rows: (await query(text, values)).rows as never[],
    }),
  };
}

function connectionStringOf(database: Database): string {
  if (database.engine.kind !== "postgres") throw new Error("not a PostgreSQL database");
  const options = database.engine.pool.options as { connectionString?: string };
  if (!options.connectionString) throw new Error("PostgreSQL pool has no connection string");
  return options.connectionString;
}
