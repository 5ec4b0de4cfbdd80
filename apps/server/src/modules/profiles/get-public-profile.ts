import { DEFAULT_PROFILE_NAME, USER_NOT_FOUND_MESSAGE, type PublicProfile } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { avatarPathOf } from "../identity/avatar-keys.ts";
import { cloutGivenBy, findUserById, scriptTotalsOf } from "./profiles.repo.ts";

/**
 * A user as their profile page shows them. Anyone may ask; only the user themself gets the
 * private scripts counted and the clout they have given. Email, role, tier and liquid balance never
 * leave through here.
 */
export async function getPublicProfile(
  db: Db,
  userId: string,
  viewerId: string | undefined,
): Promise<PublicProfile> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
  const isOwner = viewerId === user.id;
  const [totals, cloutGiven] = await Promise.all([
    scriptTotalsOf(db, user.id, isOwner),
    isOwner ? cloutGivenBy(db, user.id) : Promise.resolve(null),
  ]);
  return {
    id: user.id,
    name: user.name.trim() || DEFAULT_PROFILE_NAME,
    bio: user.bio?.trim() ? user.bio : null,
    // Versioned, so a new upload shows at once and the image can be cached for good.
    avatar: user.avatarKey ? avatarPathOf(user.id, user.avatarKey) : (user.image ?? null),
    createdAt: user.createdAt.toISOString(),
    receivedClout: user.receivedClout,
    isDummy: user.isDummy,
    scriptCount: totals.scriptCount,
    totalViews: totals.totalViews,
    cloutGiven,
    // Shown on others' profiles; the user's own page shows the clout given instead.
    profileViews: isOwner ? null : user.profileViews,
  };
}
