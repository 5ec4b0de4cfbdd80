import { and, desc, eq, sql } from "drizzle-orm";

import { DEFAULT_PROFILE_NAME, SPOTLIGHT_MAX_MEMBERS, type SpotlightMember } from "@twl/contract";

import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { avatarUrlOf } from "../identity/session-user.ts";

/** Members who chose to be featured on /community, most solid clout first. Public fields only. */
export async function listSpotlight(db: Db): Promise<SpotlightMember[]> {
  const publicScripts = sql<number>`(select count(*)::int from "scripts" s where s."user_id" = "users"."id" and s."is_public")`;
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      bio: users.bio,
      image: users.image,
      avatarKey: users.avatarKey,
      receivedClout: users.receivedClout,
      createdAt: users.createdAt,
      publicScripts,
    })
    .from(users)
    .where(and(eq(users.spotlightOptIn, true), eq(users.isDummy, false)))
    .orderBy(desc(users.receivedClout), users.createdAt)
    .limit(SPOTLIGHT_MAX_MEMBERS);
  return rows.map((r) => ({
    id: r.id,
    name: r.name.trim() || DEFAULT_PROFILE_NAME,
    bio: r.bio,
    avatar: avatarUrlOf(r),
    receivedClout: r.receivedClout,
    publicScripts: Number(r.publicScripts),
    memberSince: r.createdAt.toISOString(),
  }));
}

export async function getSpotlightOptIn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ optIn: users.spotlightOptIn })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.optIn ?? false;
}

export async function setSpotlightOptIn(db: Db, userId: string, optIn: boolean): Promise<boolean> {
  await db.update(users).set({ spotlightOptIn: optIn }).where(eq(users.id, userId));
  return optIn;
}
