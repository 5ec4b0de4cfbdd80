import { MONTHLY_ALLOWANCE_PLACEHOLDER, planOf, type SessionUser } from "@twl/contract";

/**
 * The liquid clout an account receives on the 1st, as the own clout panel shows it: the account's
 * own figure from the session (an Enterprise grant included), else its plan's, else the placeholder.
 */
export function monthlyAllowanceOf(user: Pick<SessionUser, "tier" | "monthlyCloutGrant"> | null): number {
  if (user?.monthlyCloutGrant !== undefined) return user.monthlyCloutGrant;
  const planGrant = user ? planOf(user.tier)?.monthlyClout : null;
  return planGrant ?? MONTHLY_ALLOWANCE_PLACEHOLDER;
}
