import { desc, eq } from "drizzle-orm";

import type { Db } from "../../db/client.ts";
import { comments, users } from "../../db/schema.ts";

export const commentColumns = {
  id: comments.id,
  scriptId: comments.scriptId,
  userId: comments.userId,
  content: comments.content,
  createdAt: comments.createdAt,
  userName: users.name,
  userImage: users.image,
  userAvatarKey: users.avatarKey,
};

export async function listCommentsOf(db: Db, scriptId: string) {
  return db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.scriptId, scriptId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(500);
}

export async function findComment(db: Db, id: string) {
  const [row] = await db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, id));
  return row ?? null;
}
