import { loadDotenv } from "../config/dotenv.ts";
import { loadConfig } from "../config/env.ts";
import { createDatabase } from "./client.ts";
import { runMigrations } from "./migrate.ts";
import { seedGenres } from "./seed-genres.ts";

// `npm run db:migrate`: applies migrations and reference data, then exits.
loadDotenv();
const config = loadConfig();
const database = createDatabase(config.database);
try {
  await runMigrations(database);
  await seedGenres(database.db);
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
