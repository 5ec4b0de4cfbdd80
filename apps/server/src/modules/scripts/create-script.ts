import { DEFAULT_DRAFT_GENRE } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { scripts } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import { addScriptVersion, type IncomingFile } from "./add-script-version.ts";
import { resolveGenres } from "./resolve-genres.ts";
import { findScriptListFacts } from "./script-list-facts.ts";
import { replaceScriptGenres } from "./scripts.repo.ts";

export interface NewScriptInput {
  userId: string;
  title: string;
  logline?: string;
  genreSlugs: string[];
  isPublic: boolean;
  screenplayType?: "movie" | "tv" | "play" | "short";
}

async function insertScript(
  db: Db,
  input: NewScriptInput,
  genres: { id: number; name: string }[],
): Promise<string> {
  const [row] = await db
    .insert(scripts)
    .values({
      userId: input.userId,
      title: input.title,
      logline: input.logline?.trim() || null,
      genre: genres[0]?.name ?? null,
      isPublic: input.isPublic,
      pageCount: 0,
    })
    .returning({ id: scripts.id });
  await replaceScriptGenres(
    db,
    row!.id,
    genres.map((g) => g.id),
  );
  return row!.id;
}

/** POST /api/protected/scripts: a private draft without a file; genre defaults to Drama. */
export async function createDraftScript(
  ctx: AppContext,
  input: Omit<NewScriptInput, "isPublic"> & { isPublic?: boolean },
): Promise<string> {
  const slugs = input.genreSlugs.length > 0 ? input.genreSlugs : [DEFAULT_DRAFT_GENRE];
  const genres = await resolveGenres(ctx.database.db, slugs, { required: true });
  const id = await withTransaction(ctx.database.db, (tx) =>
    insertScript(tx, { ...input, isPublic: input.isPublic ?? false }, genres),
  );
  if (input.isPublic) await announceNewPublicScript(ctx, id);
  return id;
}

/** POST /api/protected/scripts/upload: the script and its first version in one transaction. */
export async function uploadScript(
  ctx: AppContext,
  input: NewScriptInput & { file: IncomingFile | undefined },
): Promise<string> {
  const genres = await resolveGenres(ctx.database.db, input.genreSlugs, { required: true });
  const scriptId = crypto.randomUUID();
  const first = { scriptId, uploadedBy: input.userId, ownerId: input.userId, file: input.file };
  await addScriptVersion(ctx, first, async (tx) => {
    const [row] = await tx
      .insert(scripts)
      .values({
        id: scriptId,
        userId: input.userId,
        title: input.title,
        logline: input.logline?.trim() || null,
        genre: genres[0]?.name ?? null,
        isPublic: input.isPublic,
        screenplayType: input.screenplayType ?? "movie",
      })
      .returning({ id: scripts.id });
    await replaceScriptGenres(
      tx,
      row!.id,
      genres.map((g) => g.id),
    );
  });
  if (input.isPublic) await announceNewPublicScript(ctx, scriptId);
  return scriptId;
}

/** A new public script: the cached lists that could show it go (every list, if it cannot be read). */
async function announceNewPublicScript(ctx: AppContext, scriptId: string): Promise<void> {
  if (!ctx.listCache) return;
  const facts = await findScriptListFacts(ctx.database.db, scriptId);
  ctx.listCache.invalidate({ kind: "membership", facts: facts ? [facts] : undefined });
}
