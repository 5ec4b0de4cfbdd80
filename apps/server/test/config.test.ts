import { readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";

import { ConfigError, envSchema, loadConfig } from "../src/config/env.ts";
import { projectRoot } from "../src/lib/paths.ts";

describe("config", () => {
  it("works with no variables at all: PGlite under ./data, port 3000, local files", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe("pglite");
    expect(config.dataDir).toMatch(/data$/);
    expect(config.s3).toBeUndefined();
  });

  it(".env.example works as shipped and documents every variable the schema reads", () => {
    const text = readFileSync(path.join(projectRoot(), ".env.example"), "utf8");
    const example = parseEnv(text);
    const config = loadConfig(example);
    expect(config.database.kind).toBe("pglite");
    expect(config.auth.localAccounts).toBe(true);
    expect(config.auth.social).toEqual([]);
    expect(Object.keys(example).sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it("switches to PostgreSQL and S3 by env", () => {
    const config = loadConfig({
      DATABASE_URL: "postgres://u@db:5432/app",
      S3_BUCKET: "b",
      S3_ENDPOINT: "http://minio:9000",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u@db:5432/app", poolMax: 10 });
    expect(config.s3).toMatchObject({ bucket: "b", endpoint: "http://minio:9000", forcePathStyle: true });
  });

  it("names every invalid variable in one clear error", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    expect(message).toContain("LOG_LEVEL");
    expect(() => loadConfig({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" })).toThrow(
      "S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set",
    );
  });
});
