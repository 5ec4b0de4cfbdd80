import { z } from "zod";

export const healthResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal("ok"),
  version: z.string(),
  uptimeSeconds: z.number().nonnegative(),
  timestamp: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const dbHealthOkSchema = z.object({
  success: z.literal(true),
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  latencyMs: z.number().nonnegative(),
});
export const dbHealthDownSchema = z.object({
  success: z.literal(false),
  status: z.literal("unavailable"),
  database: z.enum(["pglite", "postgres"]),
  error: z.string(),
});
export const dbHealthResponseSchema = z.union([dbHealthOkSchema, dbHealthDownSchema]);
export type DbHealthResponse = z.infer<typeof dbHealthResponseSchema>;
