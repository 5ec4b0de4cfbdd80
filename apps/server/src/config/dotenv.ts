import { existsSync } from "node:fs";
import path from "node:path";

import { projectRoot } from "../lib/paths.ts";

/** Loads `<project>/.env` when present. Variables already set in the environment win. */
export function loadDotenv(file = path.join(projectRoot(), ".env")): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
