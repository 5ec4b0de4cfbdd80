import path from "node:path";
import { z } from "zod";

import { bool, optionalString } from "./env-parsers.ts";

/** DATABASE_*: PostgreSQL when a URL is set, otherwise PGlite in DATA_DIR. */
export const databaseEnvSchema = z.object({
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
});

/** Signed file links and the S3 object store (local disk when no bucket is set). */
export const filesEnvSchema = z.object({
  FILE_URL_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  FILE_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .max(7 * 24 * 3600)
    .default(900),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default("us-east-1"),
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool.default(false),
});

type DatabaseEnv = z.infer<typeof databaseEnvSchema>;
type FilesEnv = z.infer<typeof filesEnvSchema>;

export type DatabaseConfig =
  { kind: "postgres"; url: string; poolMax: number } | { kind: "pglite"; dir: string | "memory" };

export interface FilesConfig {
  urlSecret: string;
  urlTtlSeconds: number;
}

export type S3Config =
  | {
      bucket: string;
      region: string;
      endpoint?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    }
  | undefined;

export function checkFilesEnv(env: FilesEnv, ctx: z.RefinementCtx): void {
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: "custom",
      path: ["S3_SECRET_ACCESS_KEY"],
      message: "is required when S3_ACCESS_KEY_ID is set",
    });
  }
}

export function databaseConfig(env: DatabaseEnv, dataDir: string): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: "postgres", url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX }
    : { kind: "pglite", dir: path.join(dataDir, "pglite") };
}

// Without a configured secret (development) a per-install secret is derived later from DATA_DIR.
export function filesConfig(env: FilesEnv): FilesConfig {
  return { urlSecret: env.FILE_URL_SECRET ?? "", urlTtlSeconds: env.FILE_URL_TTL_SECONDS };
}

export function s3Config(env: FilesEnv): S3Config {
  return env.S3_BUCKET
    ? {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      }
    : undefined;
}
