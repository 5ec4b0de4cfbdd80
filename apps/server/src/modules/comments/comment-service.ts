import { eq } from "drizzle-orm";

import { COMMENT_MESSAGES, type Comment } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { comments } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { avatarUrlOf } from "../identity/session-user.ts";
import { assertCanRead, assertFound, canEdit } from "../scripts/script-access.ts";
import { findScriptWithAuthor, type ScriptWithAuthor } from "../scripts/scripts.repo.ts";
import { findComment, listCommentsOf } from "./comments.repo.ts";

type Viewer = { id: string; role: "customer" | "admin" };
type Row = NonNullable<Awaited<ReturnType<typeof findComment>>>;

/** A comment may be removed by its writer, by whoever may edit the script (owner, admin for a dummy author), or by an admin. */
const mayDelete = (row: Row, s: ScriptWithAuthor, viewer: Viewer) =>
  row.userId === viewer.id || canEdit(s, viewer) || viewer.role === "admin";

function toComment(row: Row, s: ScriptWithAuthor, viewer: Viewer): Comment {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    user: {
      id: row.userId,
      name: row.userName || "Anonymous",
      avatar: avatarUrlOf({ id: row.userId, avatarKey: row.userAvatarKey, image: row.userImage }),
    },
    isOwn: row.userId === viewer.id,
    canDelete: mayDelete(row, s, viewer),
  };
}

async function readableScript(ctx: AppContext, viewer: Viewer, scriptId: string) {
  const s = assertFound(await findScriptWithAuthor(ctx.database.db, scriptId));
  assertCanRead(s, viewer);
  return s;
}

export async function listComments(ctx: AppContext, viewer: Viewer, scriptId: string): Promise<Comment[]> {
  const s = await readableScript(ctx, viewer, scriptId);
  const rows = await listCommentsOf(ctx.database.db, s.script.id);
  return rows.map((row) => toComment(row, s, viewer));
}

/** Content arrives trimmed and 1-1000 characters long (the contract schema). */
export async function addComment(
  ctx: AppContext,
  viewer: Viewer,
  scriptId: string,
  content: string,
): Promise<Comment> {
  const s = await readableScript(ctx, viewer, scriptId);
  const [inserted] = await ctx.database.db
    .insert(comments)
    .values({ scriptId: s.script.id, userId: viewer.id, content })
    .returning({ id: comments.id });
  return toComment((await findComment(ctx.database.db, inserted!.id))!, s, viewer);
}

export async function deleteComment(ctx: AppContext, viewer: Viewer, commentId: string): Promise<void> {
  const row = isUuid(commentId) ? await findComment(ctx.database.db, commentId) : null;
  if (!row) throw new AppError("NOT_FOUND", COMMENT_MESSAGES.notFound);
  const s = assertFound(await findScriptWithAuthor(ctx.database.db, row.scriptId));
  if (!mayDelete(row, s, viewer)) throw new AppError("FORBIDDEN", COMMENT_MESSAGES.forbidden);
  await ctx.database.db.delete(comments).where(eq(comments.id, commentId));
}
