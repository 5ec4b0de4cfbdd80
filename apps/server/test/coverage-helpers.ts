import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

import { projectRoot } from "../src/lib/paths.ts";
import { bearer } from "./auth-helpers.ts";
import { multipart } from "./fixtures.ts";

export const corpus = (name: string) =>
  readFileSync(path.join(projectRoot(), "packages/screenplay/corpus", name), "utf8");
export const silent = { info: () => {}, error: () => {} };

/**
 * How often a test's queue workers poll. A sent job wakes them at once (LISTEN/NOTIFY, which
 * test/job-queue.test.ts checks), so polling is only the backstop (retries after their delay):
 * every worked queue polls PGlite, and at 0.5 s a dozen queues spent much of a file's CPU on it.
 */
export const QUEUE_POLL_SECONDS = 2;

/** Uploads a Fountain screenplay from the corpus through the real route; returns the script id. */
export async function uploadFountain(
  app: FastifyInstance,
  token: string,
  options: { name?: string; isPublic?: boolean; title?: string } = {},
) {
  const name = options.name ?? "short.fountain";
  const form = multipart(
    { title: options.title ?? name, genres: '["drama"]', isPublic: String(options.isPublic ?? true) },
    { name, type: "text/plain", data: Buffer.from(corpus(name)) },
  );
  const res = await app.inject({
    method: "POST",
    url: "/api/protected/scripts/upload",
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().script.id as string;
}

/** Polls until `check` returns a value (expect.poll: no hand-written deadline loop); generous for a busy machine. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 60_000,
): Promise<T> {
  let value: T | undefined | false;
  await expect
    .poll(
      async () => {
        value = await check();
        return Boolean(value);
      },
      { timeout: timeoutMs, interval: 100 },
    )
    .toBe(true);
  return value as T;
}

/** Polls the owner's coverage list until the report leaves pending and processing. */
export async function settledCoverage(
  app: FastifyInstance,
  token: string,
  scriptId: string,
  coverageId: string,
) {
  return waitFor(async () => {
    const list = (
      await app.inject({ url: `/api/protected/scripts/${scriptId}/coverages`, headers: bearer(token) })
    ).json();
    const found = list.coverages.find((c: { id: string }) => c.id === coverageId);
    return found && (found.status === "completed" || found.status === "failed") ? found : undefined;
  });
}
