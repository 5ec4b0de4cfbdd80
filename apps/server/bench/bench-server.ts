/**
 * The API as `npm start` runs it (built app, same config), plus the reference route `bench:api`
 * compares discovery with: GET /bench/reference reads the same 12 newest public rows with a minimal
 * Drizzle query and returns them as JSON, in the same process and on the same database.
 * Started by api-bench.ts; not part of the product.
 */
import { eq, sql } from "drizzle-orm";

import { buildApp } from "../src/app.ts";
import { createContext } from "../src/bootstrap.ts";
import { loadConfig } from "../src/config/env.ts";
import { scripts } from "../src/db/schema.ts";

const config = loadConfig();
const ctx = await createContext(config);
const app = await buildApp(ctx, { serveWeb: false });
const { db } = ctx.database;
app.get("/bench/reference", { config: { rateLimit: false } }, async () => {
  const rows = await db
    .select({
      id: scripts.id,
      title: scripts.title,
      logline: scripts.logline,
      receivedClout: scripts.receivedClout,
      createdAt: scripts.createdAt,
    })
    .from(scripts)
    .where(eq(scripts.isPublic, true))
    .orderBy(sql`${scripts.createdAt} desc nulls last`)
    .limit(12);
  return { success: true, scripts: rows };
});
await app.listen({ host: "127.0.0.1", port: config.port });
const stop = async () => {
  await app.close();
  await ctx.database.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
