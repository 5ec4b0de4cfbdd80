/** `npm run backup -- <folder>` / `npm run restore -- <folder>`: the whole instance (server stopped). */
import path from "node:path";

import { loadConfig } from "../config/env.ts";
import { projectRoot } from "../lib/paths.ts";
import { backupInstance, restoreInstance } from "../ops/backup.ts";

const args = process.argv.slice(2);
const force = args.includes("--force");
const [mode, folder] = args.filter((arg) => arg !== "--force");
if ((mode !== "backup" && mode !== "restore") || !folder) {
  console.error("Usage: npm run backup -- <empty folder>   |   npm run restore -- <backup folder> [--force]");
  process.exit(2);
}
const config = loadConfig();
// Relative to the project root, like DATA_DIR (npm runs the script inside apps/server).
const dir = path.resolve(projectRoot(), folder);
try {
  const manifest =
    mode === "backup" ? await backupInstance(config, dir) : await restoreInstance(config, dir, force);
  console.log(
    `✔ ${mode === "backup" ? "Backed up to" : "Restored from"} ${dir} (${manifest.database} database, ${manifest.files} files)`,
  );
  if (manifest.files === "s3")
    console.log("  Files live in the S3 bucket: back it up with the bucket's own tools.");
} catch (err) {
  console.error(`✖ ${mode} failed: ${(err as Error).message}`);
  process.exit(1);
}
