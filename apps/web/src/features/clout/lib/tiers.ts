import { planOf, TIERS, type SessionUser } from "@twl/contract";

export type Tier = SessionUser["tier"];

export const TIER_LABELS: Record<Tier, string> = {
  free: "Free",
  basic: "Basic",
  pro: "Pro",
  studio: "Studio",
  enterprise: "Enterprise",
};

/** Every plan with the liquid clout it grants on the 1st, in plan order; null: custom (Enterprise). */
export const TIER_GRANTS: readonly { tier: Tier; label: string; grant: number | null }[] = TIERS.map(
  (tier) => ({ tier, label: TIER_LABELS[tier], grant: planOf(tier).monthlyClout }),
);

/** Shown where a plan has no fixed figure, as /pricing and /billing do. */
export const CUSTOM_LABEL = "Custom";
