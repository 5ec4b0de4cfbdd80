// The database schema (Drizzle), one file per area under schema/; migrations are generated from them.
export * from "./schema/accounts.ts";
export * from "./schema/scripts.ts";
export * from "./schema/screenplay.ts";
export * from "./schema/clout-coverage.ts";
export * from "./schema/billing.ts";
export * from "./schema/site.ts";
export * from "./schema/reads.ts";
export * from "./schema/discovery.ts";
