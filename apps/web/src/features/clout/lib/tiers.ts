import { MONTHLY_CLOUT_GRANT_BY_TIER, TIERS, type SessionUser } from "@twl/contract";

export type Tier = SessionUser["tier"];

export const TIER_LABELS: Record<Tier, string> = {
  free: "Free",
  basic: "Basic",
  pro: "Pro",
  studio: "Studio",
  enterprise: "Enterprise",
};

/** Every plan with the liquid clout it grants on the 1st, in plan order. */
export const TIER_GRANTS: readonly { tier: Tier; label: string; grant: number }[] = TIERS.map((tier) => ({
  tier,
  label: TIER_LABELS[tier],
  grant: MONTHLY_CLOUT_GRANT_BY_TIER[tier],
}));
