import { eq } from "drizzle-orm";

import type { UpdateScriptRequest } from "@twl/contract";

import type { AppContext } from "../../context.ts";
import { scripts } from "../../db/schema.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { ListFacet } from "../discover/list-cache.ts";
import { resolveGenres } from "./resolve-genres.ts";
import { findScriptListFacts } from "./script-list-facts.ts";
import { replaceScriptGenres } from "./scripts.repo.ts";

/** PUT /api/protected/scripts/{id} (and the admin variant): title, logline, genres (slugs) and visibility. */
export async function updateScript(
  ctx: AppContext,
  scriptId: string,
  input: UpdateScriptRequest,
): Promise<void> {
  const genres = input.genres
    ? await resolveGenres(ctx.database.db, input.genres, { required: true })
    : undefined;
  // A change of visibility touches the lists the script could be in, before and after the write.
  const factsBefore =
    ctx.listCache && input.isPublic !== undefined
      ? await findScriptListFacts(ctx.database.db, scriptId)
      : null;
  const wasPublic = await withTransaction(ctx.database.db, async (tx) => {
    const [before] = await tx
      .select({ isPublic: scripts.isPublic })
      .from(scripts)
      .where(eq(scripts.id, scriptId));
    const patch: Partial<typeof scripts.$inferInsert> = {};
    if (input.title !== undefined) patch.title = input.title;
    if (input.logline !== undefined) patch.logline = input.logline?.trim() || null;
    if (input.isPublic !== undefined) patch.isPublic = input.isPublic;
    if (input.screenplayType !== undefined) patch.screenplayType = input.screenplayType;
    if (genres) patch.genre = genres[0]?.name ?? null;
    await tx.update(scripts).set(patch).where(eq(scripts.id, scriptId));
    if (genres)
      await replaceScriptGenres(
        tx,
        scriptId,
        genres.map((g) => g.id),
      );
    return before?.isPublic ?? false;
  });
  const isPublic = input.isPublic ?? wasPublic;
  if (isPublic !== wasPublic && ctx.listCache) {
    const factsAfter = await findScriptListFacts(ctx.database.db, scriptId);
    const facts = [factsBefore, factsAfter].filter((f) => f !== null);
    // Both are needed: without them every list goes (invalidate's rule).
    ctx.listCache.invalidate({ kind: "membership", facts: facts.length === 2 ? facts : undefined });
  } else {
    const facets = updatedFacets(input, genres !== undefined);
    ctx.listCache?.invalidate({ kind: "script", scriptId, isPublic, facets });
  }
  // The format filter reads the type the pages are judged as, which starts from the declared one.
  if (input.screenplayType !== undefined) await ctx.refreshScriptFacts?.(scriptId);
}

/** Which list-relevant fields an update touches (see ListCache.invalidate). */
function updatedFacets(input: UpdateScriptRequest, hasGenres: boolean): ListFacet[] {
  const facets: ListFacet[] = [];
  if (input.title !== undefined) facets.push("title");
  if (input.logline !== undefined) facets.push("logline");
  if (input.screenplayType !== undefined) facets.push("type");
  if (hasGenres) facets.push("genres");
  return facets;
}
