import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";

import { GENERIC_SERVER_ERROR } from "@twl/contract";

import { AppError } from "../lib/app-error.ts";

/** Turns every thrown error into `{ success: false, error }` with the right status; 5xx never leak internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, "app error");
      return reply.status(err.status).send({ success: false, error: err.message, ...(err.details ?? {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, "").replaceAll("/", ".");
      const message = first ? `${field ? `${field}: ` : ""}${first.message}` : "Invalid request";
      return reply.status(400).send({ success: false, error: message });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, "response did not match its schema");
      return reply.status(500).send({ success: false, error: GENERIC_SERVER_ERROR });
    }
    const status = "statusCode" in err && typeof err.statusCode === "number" ? err.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err }, "unhandled error");
      return reply.status(status).send({ success: false, error: GENERIC_SERVER_ERROR });
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limit...) carry safe, useful messages.
    return reply.status(status).send({ success: false, error: err.message });
  });
});
