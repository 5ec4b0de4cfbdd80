import { createContext } from "../bootstrap.ts";
import { loadConfig } from "../config/env.ts";
import type { AppContext } from "../context.ts";

/**
 * The context for a command-line tool. A database that cannot be opened (the embedded one is in
 * use by `npm start`, PostgreSQL is down) ends the command with one clear line, not a stack trace.
 */
export async function openCliContext(): Promise<AppContext> {
  const config = loadConfig();
  try {
    return await createContext(config);
  } catch (err) {
    console.error(`✖ Could not open the database (${config.database.kind}): ${(err as Error).message}`);
    process.exit(1);
  }
}
