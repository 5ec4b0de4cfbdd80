export * from "./auth.ts";
export * from "./discover.ts";
export * from "./errors.ts";
export * from "./genres.ts";
export * from "./health.ts";
export * from "./limits.ts";
export * from "./screenplay.ts";
export * from "./scripts.ts";
