import { describe, expect, it, onTestFinished } from "vitest";

import { dbHealthDownSchema, dbHealthOkSchema, healthResponseSchema } from "@twl/contract";

import { buildApp } from "../src/app.ts";
import { createDatabase } from "../src/db/client.ts";
import { createTestApp, createTestContext, TEST_POSTGRES_URL } from "./helper.ts";

describe("health", async () => {
  // One app for the healthy cases, made while the file is collected so its teardown runs.
  const { app, ctx } = await createTestApp();

  it("GET /health reports status, version and uptime", async () => {
    const res = await app.inject({ method: "GET", url: "/health" });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body.version).toBe(ctx.version);
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("GET /db-health runs a query against the configured engine", async () => {
    const res = await app.inject({ method: "GET", url: "/db-health" });
    expect(res.statusCode).toBe(200);
    const body = dbHealthOkSchema.parse(res.json());
    expect(body.database).toBe(TEST_POSTGRES_URL ? "postgres" : "pglite");
  });

  it("GET /db-health answers 503 with a reason once the database is gone, and the server keeps serving", async () => {
    const { ctx, dropDatabase } = await createTestContext();
    onTestFinished(dropDatabase);
    const app = await buildApp(ctx, { serveWeb: false });
    await ctx.database.close();
    const res = await app.inject({ method: "GET", url: "/db-health" });
    expect(res.statusCode).toBe(503);
    const body = dbHealthDownSchema.parse(res.json());
    expect(body.error).toMatch(/^Database /);
    expect((await app.inject({ method: "GET", url: "/health" })).statusCode).toBe(200);
    await app.close();
  });

  it("GET /db-health names a refused PostgreSQL connection without leaking its address", async () => {
    const { ctx, dropDatabase } = await createTestContext();
    onTestFinished(dropDatabase);
    const unreachable = createDatabase({
      kind: "postgres",
      url: "postgres://nobody:secret@127.0.0.1:1/none",
      poolMax: 1,
    });
    const app = await buildApp({ ...ctx, database: unreachable }, { serveWeb: false });
    const res = await app.inject({ method: "GET", url: "/db-health" });
    expect(res.statusCode).toBe(503);
    const body = dbHealthDownSchema.parse(res.json());
    expect(body.error).toBe("Database refused the connection");
    expect(res.body).not.toContain("127.0.0.1");
    expect(res.body).not.toContain("secret");
    await app.close();
    await unreachable.close();
    await ctx.database.close();
  });
});
