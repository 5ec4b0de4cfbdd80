import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

import type { AppContext } from "../src/context.ts";
import { bearer } from "./auth-helpers.ts";

/** Starts a read (optionally signed in, from an address) and answers its id. */
export async function startReadOf(
  app: FastifyInstance,
  scriptId: string,
  options: { token?: string; ip?: string } = {},
) {
  const res = await app.inject({
    method: "POST",
    url: `/api/scripts/${scriptId}/reads`,
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64)",
    },
    remoteAddress: options.ip ?? "203.0.113.50",
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { readId: string | null; notice: string | null };
}

/** Moves a read's wall-clock budget back, as if `seconds` had passed since its last report (no sleeps). */
export async function letTimePass(ctx: AppContext, readId: string, seconds: number) {
  const { sql } = await import("drizzle-orm");
  await ctx.database.db.execute(
    sql`update script_reads set budget_at = budget_at - make_interval(secs => ${seconds}) where id = ${readId}`,
  );
}

export async function reportPages(
  app: FastifyInstance,
  readId: string,
  seq: number,
  pages: { page: number; seconds: number }[],
) {
  const res = await app.inject({
    method: "POST",
    url: `/api/reads/${readId}/pages`,
    payload: { seq, pages },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().acceptedSeconds as number;
}

export async function readersOf(app: FastifyInstance, scriptId: string, token: string) {
  const res = await app.inject({ url: `/api/protected/scripts/${scriptId}/readers`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().readers as {
    totalReaders: number;
    anonymousReaders: number;
    medianPagesRead: number;
    finishedReaders: number;
    downloads: number;
    curve: { page: number; readers: number }[];
    entries: {
      user: { id: string; name: string } | null;
      recipient: string | null;
      pagesRead: number;
      finished: boolean;
      downloads: number;
      pages: { page: number; seconds: number }[];
    }[];
  };
}

/** All text pdf.js extracts from a PDF, page by page. */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await doc.destroy();
  return pages;
}
