import type { FastifyRequest } from "fastify";

import type { AppContext } from "../../context.ts";
import { loadScript } from "../scripts/load-script.ts";
import { countVersions } from "../storage/storage.repo.ts";
import { toDetail } from "./to-script-dto.ts";

/** The detail response for a script as the viewer sees it now. */
export async function scriptDetailFor(ctx: AppContext, request: FastifyRequest, id: string) {
  const s = await loadScript(ctx, id);
  return toDetail(ctx, s, request.user, await countVersions(ctx.database.db, id));
}
