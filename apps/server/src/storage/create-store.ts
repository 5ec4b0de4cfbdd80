import path from "node:path";

import type { Config } from "../config/env.ts";
import { loadOrCreateLocalSecret } from "../lib/local-secret.ts";
import { LocalObjectStore } from "./local-store.ts";
import type { ObjectStore } from "./object-store.ts";
import { S3ObjectStore } from "./s3-store.ts";

/** Picks the store from config: S3 when S3_BUCKET is set, else local disk under DATA_DIR/files. */
export async function createObjectStore(config: Config): Promise<ObjectStore> {
  if (config.s3) return new S3ObjectStore(config.s3);
  const secret = config.files.urlSecret || (await loadOrCreateLocalSecret(config.dataDir, "file-url-secret"));
  return new LocalObjectStore(
    path.join(config.dataDir, "files"),
    secret,
    config.publicUrl?.replace(/\/$/, "") ?? "",
  );
}
