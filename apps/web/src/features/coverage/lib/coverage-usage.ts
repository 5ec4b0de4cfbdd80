import type { SessionUser } from "@twl/contract";

/** What the limit dialog shows: the month's allowance, what was used, the plan. */
export interface CoverageLimit {
  limit: number;
  used: number;
  tier: SessionUser["tier"];
}

export type UsageFields = Pick<SessionUser, "tier" | "coverageAllowance" | "coverageUsed" | "coverageTokens">;

/** Displayed figures: used at least 0, allowance at least 1. */
export function usageOf(user: UsageFields) {
  const allowance = Math.max(1, user.coverageAllowance);
  const used = Math.max(0, user.coverageUsed);
  const tokens = Math.max(0, user.coverageTokens);
  return {
    allowance,
    used,
    tokens,
    /** Share of the monthly allowance used, capped at 100. */
    percent: Math.min(100, Math.round((used / allowance) * 100)),
    /** The monthly allowance is spent; bought tokens may still remain. */
    isExhausted: used >= allowance,
  };
}

/** Coverages the user can still request: what is left of the month (min 0) plus bought tokens. */
export function remainingCoverageOf(user: UsageFields): number {
  const { allowance, used, tokens } = usageOf(user);
  return Math.max(0, allowance - used) + tokens;
}

export function limitOf(user: UsageFields): CoverageLimit {
  const { allowance, used } = usageOf(user);
  return { limit: allowance, used, tier: user.tier };
}

export const TIER_LABELS: Record<SessionUser["tier"], string> = {
  free: "Free",
  basic: "Basic",
  pro: "Pro",
  studio: "Studio",
  enterprise: "Enterprise",
};
