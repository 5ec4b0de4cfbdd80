import type { Profile, SessionUser } from "@twl/contract";

/** The /api/protected/profile shape: the user plus the aliases the spec's screens read. */
export function toProfile(user: SessionUser): Profile {
  return {
    ...user,
    userId: user.id,
    clout: user.availableClout,
    available_clout: user.availableClout,
    coverage_allowance: user.coverageAllowance,
    coverage_used: user.coverageUsed,
  };
}
