import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The apps/server folder, whether running from src/ (tsx, vitest) or from the bundled dist/. */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(path.join(dir, "drizzle")) && existsSync(path.join(dir, "package.json"))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error("Cannot locate the server package root (folder with drizzle/)");
}

export const migrationsDir = () => path.join(serverRoot(), "drizzle");
export const defaultWebDistDir = () => path.resolve(serverRoot(), "../web/dist");

/** The repository root: relative paths in the environment (DATA_DIR, .env) are taken from here. */
export const projectRoot = () => path.resolve(serverRoot(), "../..");
