import type { IncomingMessage } from "node:http";
import { LogController, type FastifyReply, type FastifyRequest } from "fastify";
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";

import { redactUrl } from "./redact-url.ts";

type LoggedRequest = Pick<FastifyRequest, "method" | "url" | "host" | "ip"> & {
  socket?: IncomingMessage["socket"];
};

/**
 * Serializers for every logger of the server: a request is logged with its URL redacted
 * (redact-url.ts), never its headers or body. Fastify uses these for "incoming request".
 */
export const logSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err: pino.stdSerializers.err,
};

/** The process logger (main.ts), or a test's logger writing to its own stream. */
export function createLogger(options: LoggerOptions, destination?: DestinationStream): Logger {
  const settings: LoggerOptions = { ...options, serializers: { ...logSerializers, ...options.serializers } };
  return destination ? pino(settings, destination) : pino(settings);
}

/** Fastify's own log lines that print a URL ("Route GET:/x not found"), with the URL redacted. */
export class RedactingLogController extends LogController {
  override routeNotFound(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.raw.method}:${redactUrl(request.raw.url ?? "")} not found`);
  }
}
