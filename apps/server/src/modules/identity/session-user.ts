import type { SessionUser } from "@twl/contract";

import type { users } from "../../db/schema.ts";
import { avatarPathOf } from "./avatar-keys.ts";
import { monthlyCloutGrantOf } from "./clout-grant.ts";
import { effectiveCoverageUsage } from "./coverage-usage.ts";

type UserRow = typeof users.$inferSelect;

/** The public shape of a user row: the only way user data leaves the server for its owner. */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    tier: row.tier,
    availableClout: row.availableClout,
    receivedClout: row.receivedClout,
    coverageAllowance: row.coverageAllowance,
    ...effectiveCoverageUsage(row),
    coverageTokens: row.coverageTokens,
    bio: row.bio,
    avatar: avatarUrlOf(row),
    isDummy: row.isDummy,
    createdAt: row.createdAt.toISOString(),
    emailVerified: row.emailVerified,
    monthlyCloutGrant: monthlyCloutGrantOf(row),
  };
}

/** The avatar to show: an uploaded one (its versioned address, served by the profile routes), else the provider's picture. */
export function avatarUrlOf(user: Pick<UserRow, "id" | "avatarKey" | "image">): string | null {
  return user.avatarKey ? avatarPathOf(user.id, user.avatarKey) : (user.image ?? null);
}
