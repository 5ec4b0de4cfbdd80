import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

import { MAX_VERSION_NUMBER, scriptResponseSchema, storageUsageResponseSchema } from "@twl/contract";

import { currentUser, requireUser } from "../modules/identity/authenticate.ts";
import { scriptDetailFor } from "../modules/read-model/script-detail.ts";
import { loadEditableScript } from "../modules/scripts/load-script.ts";
import { deleteScriptCover, deleteScriptVersion } from "../modules/storage/delete-stored-version.ts";
import { getStorageUsage } from "../modules/storage/get-storage-usage.ts";

const security = [{ bearer: [] }];
const versionParams = z.object({
  id: z.string().max(64),
  version: z.coerce.number().int().min(1).max(MAX_VERSION_NUMBER),
});

/** Storage (issue 28 finding 4): the user's usage, and deleting old versions and covers to free it. */
export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook("preHandler", requireUser);

  app.get(
    "/api/account/storage",
    { schema: { tags: ["account"], security, response: { 200: storageUsageResponseSchema } } },
    async (request) => ({
      success: true as const,
      storage: await getStorageUsage(ctx, currentUser(request).id),
    }),
  );

  // Deleting an old version or a cover: the same access rule and answer (the script as it is after).
  const deletions = { versions: deleteScriptVersion, covers: deleteScriptCover } as const;
  for (const [segment, remove] of Object.entries(deletions)) {
    app.delete(
      `/api/protected/scripts/:id/${segment}/:version`,
      {
        schema: {
          tags: ["scripts"],
          security,
          params: versionParams,
          response: { 200: scriptResponseSchema },
        },
      },
      async (request) => {
        const s = await loadEditableScript(ctx, request, request.params.id);
        await remove(ctx, s.script.id, request.params.version, request.log);
        return { success: true as const, script: await scriptDetailFor(ctx, request, s.script.id) };
      },
    );
  }
};
