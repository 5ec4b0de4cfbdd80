import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

import { readsOwnerRoutes } from "./reads-owner.routes.ts";
import { readsReaderRoutes } from "./reads-reader.routes.ts";

/** Reading log (issue 33): reads, page reports, downloads, the owner's panel, reading settings. */
export const readsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(readsReaderRoutes);
  await app.register(readsOwnerRoutes);
};
