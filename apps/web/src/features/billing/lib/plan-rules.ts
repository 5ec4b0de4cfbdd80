import { nextTier, planOf, tierRank, type Plan, type SubscriptionState, type Tier } from "@twl/contract";

export type PlanChoice =
  | { kind: "current"; label: string }
  | { kind: "lower" }
  | { kind: "checkout"; label: string }
  | { kind: "contact"; label: string };

/**
 * The plan chooser's rules: plans below the current paid tier are dimmed with no button;
 * the current plan is marked and disabled unless the subscription expired; Enterprise goes to /contact.
 */
export function planChoiceOf(plan: Plan, tier: Tier, state: SubscriptionState): PlanChoice {
  if (plan.contactOnly) return { kind: "contact", label: "Contact Sales" };
  if (plan.tier === tier && state !== "expired") return { kind: "current", label: "Current Plan" };
  if (tier !== "free" && tierRank(plan.tier) < tierRank(tier)) return { kind: "lower" };
  if (plan.tier === "free")
    return state === "expired" || tier === "free"
      ? { kind: "current", label: "Current Plan" }
      : { kind: "lower" };
  if (plan.tier === tier) return { kind: "checkout", label: "Resubscribe" };
  return { kind: "checkout", label: `Choose ${plan.name}` };
}

/** The Upgrade / Resubscribe button's target: the next tier up, free maps to basic; none for enterprise. */
export function upgradeTargetOf(tier: Tier): Plan | null {
  const next = nextTier(tier);
  return next ? planOf(next) : null;
}
