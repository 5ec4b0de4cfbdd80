import { z } from "zod";

import { ENTERPRISE_CLOUT_GRANT_MAX, ENTERPRISE_COVERAGE_ALLOWANCE_MAX } from "./limits.ts";
import { cleanMultilineText } from "./text.ts";

export const ADMIN_PLAN_MESSAGES = {
  coverageRange: `Monthly coverages must be a whole number from 0 to ${ENTERPRISE_COVERAGE_ALLOWANCE_MAX.toLocaleString("en-US")}`,
  cloutRange: `Monthly clout must be a whole number from 0 to ${ENTERPRISE_CLOUT_GRANT_MAX.toLocaleString("en-US")}`,
  updatePlan: "Failed to update plan",
} as const;

const reason = z
  .string()
  .overwrite(cleanMultilineText)
  .trim()
  .max(500, "Reason must be at most 500 characters")
  .optional();
const wholeNumber = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message);

/**
 * PUT /api/admin/users/{id}/plan. Enterprise takes the custom monthly coverage allowance and liquid
 * clout grant the admin agreed with the customer; any other plan takes its own fixed figures.
 */
export const adminSetPlanRequestSchema = z.discriminatedUnion("tier", [
  z
    .object({
      tier: z.literal("enterprise"),
      coverageAllowance: wholeNumber(ENTERPRISE_COVERAGE_ALLOWANCE_MAX, ADMIN_PLAN_MESSAGES.coverageRange),
      monthlyCloutGrant: wholeNumber(ENTERPRISE_CLOUT_GRANT_MAX, ADMIN_PLAN_MESSAGES.cloutRange),
      reason,
    })
    .strict(),
  z.object({ tier: z.enum(["free", "basic", "pro", "studio"]), reason }).strict(),
]);
export type AdminSetPlanRequest = z.infer<typeof adminSetPlanRequestSchema>;
