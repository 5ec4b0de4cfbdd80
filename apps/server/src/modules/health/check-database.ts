import type { Database } from "../../db/client.ts";

export const DB_HEALTH_TIMEOUT_MS = 2_000;

export type DatabaseCheck = { ok: true; latencyMs: number } | { ok: false; reason: string; cause: unknown };

/** Runs one query with a deadline; the reason it gives is safe to show (no hosts, no credentials). */
export async function checkDatabase(
  database: Database,
  timeoutMs = DB_HEALTH_TIMEOUT_MS,
): Promise<DatabaseCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("TIMEOUT")), timeoutMs);
  });
  try {
    await Promise.race([database.ping(), timeout]);
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch (cause) {
    return { ok: false, reason: describeFailure(cause, timeoutMs), cause };
  } finally {
    clearTimeout(timer);
  }
}

function describeFailure(err: unknown, timeoutMs: number): string {
  const code = (err as { code?: string })?.code;
  const message = err instanceof Error ? err.message : "";
  if (message === "TIMEOUT") return `Database did not answer within ${timeoutMs} ms`;
  if (code === "ECONNREFUSED") return "Database refused the connection";
  if (code === "57P01" || code === "57P03") return "Database is shutting down or starting up";
  if (/closed/i.test(message)) return "Database connection is closed";
  return "Database query failed";
}
