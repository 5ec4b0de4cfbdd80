import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from the tables in src/db/schema/. The same files run on PGlite and PostgreSQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/*.ts",
  out: "./drizzle",
});
