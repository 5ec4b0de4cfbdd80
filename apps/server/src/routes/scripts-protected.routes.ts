import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { requireUser } from "../modules/identity/authenticate.ts";
import { scriptsOwnCoversRoutes } from "./scripts-own-covers.routes.ts";
import { scriptsOwnEditRoutes } from "./scripts-own-edit.routes.ts";
import { scriptsOwnNewRoutes } from "./scripts-own-new.routes.ts";

/** The owner's script calls. Every route checks the bearer session, then ownership on the server. */
export const scriptsProtectedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("preHandler", requireUser);
  await app.register(scriptsOwnNewRoutes);
  await app.register(scriptsOwnEditRoutes);
  await app.register(scriptsOwnCoversRoutes);
};
