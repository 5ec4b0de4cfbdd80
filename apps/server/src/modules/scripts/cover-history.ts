import type { AppContext } from "../../context.ts";
import { listCovers, type ScriptWithAuthor } from "./scripts.repo.ts";

/** GET /api/protected/scripts/{id}/covers: every cover version of a script the viewer may read. */
export async function coverHistory(ctx: AppContext, s: ScriptWithAuthor) {
  const covers = await listCovers(ctx.database.db, s.script.id);
  return covers.map((c) => ({
    version: c.version,
    createdAt: c.createdAt.toISOString(),
    isActive: c.version === s.script.activeCoverVersion,
    width: c.width,
    height: c.height,
  }));
}

/** GET /api/protected/scripts/{id}/cover-images: the editor's signed links to each cover version. */
export async function coverImageLinks(ctx: AppContext, s: ScriptWithAuthor) {
  const covers = await listCovers(ctx.database.db, s.script.id);
  const expiresInSeconds = ctx.config.files.urlTtlSeconds;
  return Promise.all(
    covers.map(async (c) => ({
      version: c.version,
      url: await ctx.store.signedUrl(c.detailKey, { expiresInSeconds }),
      isActive: c.version === s.script.activeCoverVersion,
    })),
  );
}
