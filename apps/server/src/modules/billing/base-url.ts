import type { FastifyRequest } from "fastify";

import type { AppContext } from "../../context.ts";

/** Where the provider sends the browser back: PUBLIC_URL, else the address this request came to. */
export function appBaseUrl(ctx: AppContext, request: FastifyRequest): string {
  return (ctx.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, "");
}
